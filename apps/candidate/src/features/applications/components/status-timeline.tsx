import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf } from '@tessera/i18n/format';
import type { MyApplication } from '../api/list-my-applications.ts';

/** The history of an application, oldest first: when, what it became, and who when it was you. */
export function StatusTimeline({ application, headingId }: { application: MyApplication; headingId: string }) {
  const { t, i18n } = useTranslation('applications');
  const locale = localeOf(i18n.language);
  return (
    <div className="ap-timeline">
      <h4 id={headingId} className="ap-timeline__title">
        {t('timeline.title')}
      </h4>
      <ol className="ap-timeline__list" aria-labelledby={headingId}>
        {application.history.map((h, i) => (
          <li key={`${h.created_at}-${i}`} className="ap-timeline__item">
            <time dateTime={h.created_at}>{formatDateTime(h.created_at, locale)}</time>
            <span>
              {h.from_status === null ? t('timeline.applied') : t('timeline.changed', { status: t(`status.${h.to_status}.label`) })}
              {h.changed_by && h.from_status !== null ? ` ${t('timeline.byYou')}` : ''}
            </span>
            {h.reason_code === 'job_closed' ? <span className="ap-muted">{t('timeline.jobClosed')}</span> : null}
            {h.reason ? (
              <span className="ap-muted">
                {h.reason_code === 'job_closed'
                  ? t('timeline.employerReason', { reason: h.reason })
                  : t('timeline.reason', { reason: h.reason })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
