import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReadyPath } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { formatDate, localeOf } from '@tessera/i18n/format';
import { placeText } from '../../../lib/job-format.ts';
import { ApplicationPassport } from '../../passport/components/application-passport.tsx';
import type { MyApplication } from '../api/list-my-applications.ts';
import { useMyOfferFor } from '../api/my-offers.ts';
import { ConfirmChangeDialog, type Change } from './confirm-change-dialog.tsx';
import { OfferPanel } from './offer-panel.tsx';
import { StatusChip } from './status-chip.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import { InterviewCards } from '../../interviews/components/interview-cards.tsx';

/** One application: the job, its status in plain words, what happens next, its history and its actions. */
export function ApplicationCard({
  application,
  onChanged,
  highlighted = false,
}: {
  application: MyApplication;
  onChanged: (message: string) => void;
  highlighted?: boolean;
}) {
  const { t, i18n } = useTranslation('applications');
  const locale = localeOf(i18n.language);
  const [change, setChange] = useState<Change | null>(null);
  const id = useId();
  const a = application;
  // Issue 12: the offer sent on this application, if any; while it can be answered, it is answered there.
  const offer = useMyOfferFor(a.id);
  const canDecline = a.can_decline && !offer?.can_answer;
  const place = placeText(a.job.city, a.job.region, a.job.country);
  return (
    <article className={['ui-card', 'ap-card', highlighted ? 'ap-card--highlighted' : ''].join(' ')} aria-labelledby={`${id}-title`}>
      <div className="ap-card__head">
        <div>
          <h3 id={`${id}-title`} className="ap-card__title">
            <AppLink to={`/jobs/${a.job.id}`}>{a.job.title}</AppLink>
          </h3>
          <p className="ap-muted">
            {a.job.company}
            {place ? ` · ${place}` : ''}
            {a.job.remote === 'remote' ? ` · ${t('job.remote')}` : ''}
          </p>
        </div>
        <StatusChip status={a.status} />
      </div>
      <p>{t(`status.${a.status}.explain`)}</p>
      {!a.job.accepting && a.status !== 'hired' ? <p className="ap-muted">{t('job.notAccepting')}</p> : null}
      <p className="ap-muted">
        {t('card.appliedOn', { date: formatDate(a.created_at, locale) })}
        {a.resume ? ` · ${t('card.sentWith', { name: a.resume.file_name })}` : ''}
      </p>
      <details className="ap-match">
        <summary>{t('card.match', { score: a.match.totalScore })}</summary>
        <p>{t('card.matchIntro')}</p>
        {a.match.matched_skills.length > 0 ? <p>{t('card.matched', { skills: a.match.matched_skills.join(', ') })}</p> : null}
        {a.match.missing_skills.length > 0 ? <p>{t('card.missing', { skills: a.match.missing_skills.join(', ') })}</p> : null}
        <p>
          <AppLink to="/profile">{t('card.improve')}</AppLink>
        </p>
      </details>
      {offer ? <OfferPanel offer={offer} onChanged={onChanged} /> : null}
      <ApplicationPassport applicationId={a.id} company={a.job.company} />
      <StatusTimeline application={a} headingId={`${id}-timeline`} />
      {/* Issue 12: the interview cards of this application (features/interviews). */}
      <InterviewCards applicationId={a.id} status={a.status} />
      {isReadyPath('/inbox_messages') ? (
        <p>
          <AppLink to={`/inbox_messages?application=${a.id}`}>
            {t('card.messages')}
            <span className="ui-visually-hidden"> {t('card.forJob', { job: a.job.title })}</span>
          </AppLink>
        </p>
      ) : null}
      {a.can_withdraw || canDecline ? (
        <div className="ap-actions">
          {canDecline ? (
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setChange('decline')}>
              {t('card.decline')}
              <span className="ui-visually-hidden"> {t('card.forJob', { job: a.job.title })}</span>
            </button>
          ) : null}
          {a.can_withdraw ? (
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setChange('withdraw')}>
              {t('card.withdraw')}
              <span className="ui-visually-hidden"> {t('card.forJob', { job: a.job.title })}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmChangeDialog
        application={a}
        change={change}
        onClose={() => setChange(null)}
        onDone={(message) => {
          setChange(null);
          onChanged(message);
        }}
      />
    </article>
  );
}
