import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { formatDate, localeOf, placeText } from '../../../lib/job-format.ts';
import type { MyApplication } from '../api/list-my-applications.ts';
import { ConfirmChangeDialog, type Change } from './confirm-change-dialog.tsx';
import { StatusChip } from './status-chip.tsx';
import { StatusTimeline } from './status-timeline.tsx';

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
      <StatusTimeline application={a} headingId={`${id}-timeline`} />
      {a.can_withdraw || a.can_decline ? (
        <div className="ap-actions">
          {a.can_decline ? (
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
