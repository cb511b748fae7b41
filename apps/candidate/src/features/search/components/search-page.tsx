import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useJobSearch } from '../api/search-jobs.ts';
import {
  activeFilterCount,
  apiQuery,
  EMPTY_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  type SearchFilters,
} from '../hooks/search-filters.ts';
import { JobResults } from './job-results.tsx';
import { SearchForm } from './search-form.tsx';
import './search.css';

function hrefOf(pathname: string, f: SearchFilters): string {
  const query = paramsFromFilters(f).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Calm words when nothing matches, with the ways out that apply to this search. */
function EmptyState({ pathname, filters }: { pathname: string; filters: SearchFilters }) {
  const { t } = useTranslation('search');
  return (
    <div className="search-empty">
      <h3>{t('results.none')}</h3>
      <p>{t('results.noneHint')}</p>
      <ul>
        {filters.q ? <li>{t('results.tipWords')}</li> : null}
        {filters.location ? (
          <li>
            <Link to={hrefOf(pathname, { ...filters, location: '', page: 1 })}>{t('results.tipAnywhere')}</Link>
          </li>
        ) : null}
        {activeFilterCount(filters) > 0 ? (
          <li>
            <Link to={hrefOf(pathname, { ...EMPTY_FILTERS, q: filters.q })}>{t('results.tipFilters')}</Link>
          </li>
        ) : null}
        <li>
          <Link to="/globallocations">{t('results.tipLocations')}</Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * /search, /searchJobs and /ca/searchJobs: the job search. Every filter lives in the address (shareable,
 * survives a reload, the back button steps through earlier searches).
 */
export default function SearchPage() {
  const { t, ready } = useTranslation('search');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const result = useJobSearch(apiQuery(filters));
  if (!ready) return <Spinner />;
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('title')}>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <div className="search-layout">
        <SearchForm initial={filters} onSearch={(f) => void navigate(hrefOf(pathname, f))} />
        <JobResults
          result={result}
          page={filters.page}
          hrefFor={(page) => hrefOf(pathname, { ...filters, page })}
          empty={<EmptyState pathname={pathname} filters={filters} />}
        />
      </div>
    </section>
  );
}
