import { useTranslation } from 'react-i18next';
import { useFormatters } from '@tessera/i18n/format';
import type { StatusChange } from '../../../components/hiring/types.ts';

/** The status history, oldest first: what changed, who did it and when, and why when a reason was given. */
export function StatusHistory({ history, headingId }: { history: StatusChange[]; headingId: string }) {
  const { t } = useTranslation('applications-staff');
  const f = useFormatters();
  if (history.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <ol className="hr-timeline" aria-labelledby={headingId}>
      {history.map((entry, i) => (
        <li key={`${entry.created_at}-${i}`}>
          <p>
            <strong>
              {entry.from_status
                ? t('history.moved', { from: t(`statuses.${entry.from_status}`), to: t(`statuses.${entry.to_status}`) })
                : t('history.started', { to: t(`statuses.${entry.to_status}`) })}
            </strong>
          </p>
          <p className="hr-meta">
            {entry.changed_by
              ? t('history.byWhen', { name: entry.changed_by.name, when: f.dateTime(entry.created_at) })
              : t('history.bySystem', { when: f.dateTime(entry.created_at) })}
          </p>
          {entry.reason_code === 'job_closed' ? <p>{t('history.jobClosed')}</p> : null}
          {entry.reason ? <p>{t('history.reason', { reason: entry.reason })}</p> : null}
        </li>
      ))}
    </ol>
  );
}
