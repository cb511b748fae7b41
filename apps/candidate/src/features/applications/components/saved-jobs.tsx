import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { AppLink } from '@tessera/ui/app-link';
import { Spinner } from '@tessera/ui/spinner';
import { formatDate, localeOf } from '@tessera/i18n/format';
import { placeText } from '../../../lib/job-format.ts';
import { useMySavedJobs } from '../api/list-my-saved-jobs.ts';
import { removeSavedJob } from '../api/remove-saved-job.ts';
import { EmptyList, ListLoadFailed } from './list-states.tsx';
import { Pager } from '@tessera/ui/pager';
import { apiKey } from '@tessera/api-client/query-keys';

/** The saved jobs, with a way to open each and to take it off the list. */
export function SavedJobs({ searchHref, onMessage }: { searchHref: string; onMessage: (message: string) => void }) {
  const { t, i18n } = useTranslation('applications');
  const locale = localeOf(i18n.language);
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const query = useMySavedJobs(page);

  if (query.isPending) return <Spinner label={t('saved.loading')} />;
  if (query.isError) return <ListLoadFailed text={t('saved.loadFailed')} onRetry={() => void query.refetch()} />;
  const { results, total_pages: totalPages } = query.data;
  if (results.length === 0 && page === 1) return <EmptyList title={t('saved.empty')} hint={t('saved.emptyHint')} searchHref={searchHref} />;

  async function remove(jobId: number, title: string) {
    setBusy(jobId);
    try {
      await removeSavedJob(jobId);
      await client.invalidateQueries({ queryKey: apiKey('/api/v1/me/saved-jobs') });
      void client.invalidateQueries({ queryKey: apiKey('/api/v1/search/jobs/{id}') });
      onMessage(t('saved.removed', { job: title }));
    } catch {
      onMessage(t('saved.removeFailed', { job: title }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="ui-stack">
      <ul className="ap-list">
        {results.map(({ job, saved_at: savedAt }) => {
          const place = placeText(job.city, job.region, job.country);
          return (
            <li key={job.id} className="ui-card ap-saved">
              <div>
                <h3 className="ap-card__title">
                  <AppLink to={`/jobs/${job.id}`}>{job.title}</AppLink>
                </h3>
                <p className="ap-muted">
                  {job.company}
                  {place ? ` · ${place}` : ''}
                </p>
                <p className="ap-muted">{t('saved.savedOn', { date: formatDate(savedAt, locale) })}</p>
                {!job.accepting ? <p>{t('job.notAccepting')}</p> : null}
              </div>
              <button
                type="button"
                className="ui-button ui-button--secondary"
                disabled={busy === job.id}
                onClick={() => void remove(job.id, job.title)}
              >
                {t('saved.remove')}
                <span className="ui-visually-hidden"> {t('card.forJob', { job: job.title })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Pager page={page} totalPages={totalPages} onPage={setPage} label={t('saved.pages')} />
    </div>
  );
}
