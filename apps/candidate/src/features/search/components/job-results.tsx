import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@tessera/ui/spinner';
import { formatNumber, localeOf } from '@tessera/i18n/format';
import type { JobSearchPage } from '../api/search-jobs.ts';
import { JobCardItem } from './job-card.tsx';
import { Pager } from '@tessera/ui/pager';

export interface JobResultsProps {
  result: UseQueryResult<JobSearchPage>;
  page: number;
  hrefFor: (page: number) => string;
  /** Shown when nothing matches. */
  empty: ReactNode;
  heading?: string;
}

/**
 * The results of a search: a heading, the count in a polite live region (announced whenever it changes),
 * the cards, the pager. Following a page link moves focus to the heading, so keyboard and screen-reader
 * users land on the new results.
 */
export function JobResults({ result, page, hrefFor, empty, heading }: JobResultsProps) {
  const { t, i18n } = useTranslation('search');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = result.data;
  const busy = result.isFetching;
  let status = '';
  if (result.isError && !data) status = t('results.error');
  else if (!data) status = t('results.searching');
  else {
    const from = (data.page - 1) * data.page_size + 1;
    const to = from + data.results.length - 1;
    const n = (v: number) => formatNumber(v, localeOf(i18n.language));
    // No match: the count only ("0 jobs found."); the empty state below says the rest, so no sentence is shown twice.
    const found = data.count_capped
      ? t('results.countCapped', { formatted: n(data.count) })
      : t('results.count', { count: data.count, formatted: n(data.count) });
    status = data.results.length > 0 ? `${found} ${t('results.range', { from: n(from), to: n(to) })}` : found;
  }
  return (
    <section className="search-results" aria-labelledby="results-heading" aria-busy={busy}>
      <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="search-results__heading">
        {heading ?? t('results.heading')}
      </h2>
      <p role="status" className="search-status">
        {status}
      </p>
      {result.isError ? (
        <div role="alert" className="ui-alert">
          <p>{t('results.error')}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void result.refetch()}>
            {t('results.retry')}
          </button>
        </div>
      ) : null}
      {!data && result.isPending ? <Spinner label={t('results.searching')} /> : null}
      {data && data.results.length > 0 ? (
        <ul className="search-cards">
          {data.results.map((job) => (
            <li key={job.id}>
              <JobCardItem job={job} />
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.count === 0 ? empty : null}
      {data && data.count > 0 && data.results.length === 0 ? <p>{t('results.pastEnd')}</p> : null}
      {data ? (
        <Pager
          page={page}
          totalPages={data.total_pages}
          label={t('pager.label')}
          hrefFor={hrefFor}
          onNavigate={() => headingRef.current?.focus()}
        />
      ) : null}
    </section>
  );
}
