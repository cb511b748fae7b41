import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useSession } from '@tessera/session/session-store';
import './thank-you.css';

interface AppliedState {
  jobTitle?: unknown;
  jobId?: unknown;
}

/**
 * /thankYou: after applying. Says the application arrived, what happens next in plain steps, and where
 * to go now. Opened without an application (it is a public address), it still reads well.
 */
export default function ThankYouPage() {
  const { t, ready } = useTranslation('applications');
  const { state } = useLocation() as { state: AppliedState | null };
  const canada = useSession((s) => s.canadaPath);
  const signedIn = useSession((s) => s.user?.is_user === true);
  if (!ready) return <Spinner />;
  const jobTitle = typeof state?.jobTitle === 'string' ? state.jobTitle : null;
  const jobId = typeof state?.jobId === 'number' ? state.jobId : null;
  const title = jobTitle ? t('thankYou.titleFor', { job: jobTitle }) : t('thankYou.title');
  return (
    <section className="ui-stack ty-page" aria-labelledby="page-heading">
      <PageHeading title={t('thankYou.documentTitle')}>{title}</PageHeading>
      <p className="ui-notice">{jobTitle ? t('thankYou.receivedFor', { job: jobTitle }) : t('thankYou.received')}</p>
      <div className="ui-card ui-stack">
        <h2>{t('thankYou.nextTitle')}</h2>
        <ol className="ty-steps">
          <li>{t('thankYou.step1')}</li>
          <li>{t('thankYou.step2')}</li>
          <li>{t('thankYou.step3')}</li>
          <li>{t('thankYou.step4')}</li>
        </ol>
      </div>
      <div className="ty-actions">
        {signedIn ? (
          <AppLink className="ui-button" to="/application">
            {t('thankYou.toApplications')}
          </AppLink>
        ) : null}
        <AppLink className={signedIn ? 'ui-button ui-button--secondary' : 'ui-button'} to={canada ? '/ca/searchJobs' : '/searchJobs'}>
          {t('thankYou.toSearch')}
        </AppLink>
        {jobId !== null ? (
          <AppLink className="ui-button ui-button--secondary" to={`/jobs/${jobId}`}>
            {t('thankYou.toJob')}
          </AppLink>
        ) : null}
      </div>
    </section>
  );
}
