import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReadyPath } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useDismissOnboarding, useOnboarding, type OnboardingStep } from '../api/onboarding.ts';

function StepItem({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation('settings');
  const page = step.path.split('#')[0] ?? step.path;
  const title = t(`onboarding.steps.${step.id}.title`);
  return (
    <li className="ui-card">
      <h2 style={{ fontSize: '1.15rem' }}>
        <span aria-hidden="true">{step.done ? '✓ ' : '○ '}</span>
        {isReadyPath(page) ? <AppLink to={step.path}>{title}</AppLink> : title}
      </h2>
      <p>{t(`onboarding.steps.${step.id}.text`)}</p>
      <p>
        <strong>{step.done ? t('onboarding.done') : t('onboarding.toDo')}</strong>
      </p>
    </li>
  );
}

/** /onboarding: the first-run checklist of a new job seeker or organisation admin (DECISIONS 27). */
export default function OnboardingPage() {
  const { t } = useTranslation('settings');
  const checklist = useOnboarding();
  const dismiss = useDismissOnboarding();
  const [status, setStatus] = useState('');
  const data = checklist.data;
  const done = data?.steps.filter((s) => s.done).length ?? 0;
  return (
    <div className="ui-stack">
      <PageHeading title={t('onboarding.title')}>{t('onboarding.title')}</PageHeading>
      {checklist.isPending ? (
        <Spinner />
      ) : checklist.isError || !data ? (
        <p role="alert">{t('onboarding.loadFailed')}</p>
      ) : data.kind === null ? (
        <p>{t('onboarding.nothing')}</p>
      ) : data.dismissed ? (
        <>
          <p>{t('onboarding.hidden')}</p>
          <p>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              disabled={dismiss.isPending}
              onClick={() => void dismiss.mutateAsync(false).then(() => setStatus(t('onboarding.shownAgain')))}
            >
              {t('onboarding.show')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{t(data.kind === 'job_seeker' ? 'onboarding.introSeeker' : 'onboarding.introOrganisation')}</p>
          <p>{t('onboarding.progress', { done, total: data.steps.length })}</p>
          <ol className="ui-stack" style={{ listStyle: 'none', padding: 0 }}>
            {data.steps.map((step) => (
              <StepItem key={step.id} step={step} />
            ))}
          </ol>
          <p>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              disabled={dismiss.isPending}
              onClick={() => void dismiss.mutateAsync(true).then(() => setStatus(t('onboarding.hiddenNow')))}
            >
              {t('onboarding.hide')}
            </button>
          </p>
        </>
      )}
      <p role="status">{status}</p>
    </div>
  );
}
