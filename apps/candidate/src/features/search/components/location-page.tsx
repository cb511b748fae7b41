import { useTranslation } from 'react-i18next';
import { Link, useLocation as useRouterLocation, useSearchParams } from 'react-router';
import NotFoundPage from '@tessera/ui/not-found-page';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { formatNumber, localeOf } from '@tessera/i18n/format';
import { useLocation } from '../api/get-location.ts';
import { useJobSearch } from '../api/search-jobs.ts';
import {
  apiQuery,
  EMPTY_FILTERS,
  filtersFromParams,
  LOCATION_SLUGS,
  paramsFromFilters,
  type LocationSlug,
} from '../hooks/search-filters.ts';
import { JobResults } from './job-results.tsx';
import './search.css';

/** /location/atlanta and /location/houston: the area's active jobs, newest first, paged. */
export default function LocationPage() {
  const { t, i18n, ready } = useTranslation('search');
  const { pathname } = useRouterLocation();
  const [params] = useSearchParams();
  const slug = (pathname.split('/').filter(Boolean).at(-1) ?? '').toLowerCase();
  const known = (LOCATION_SLUGS as readonly string[]).includes(slug);
  const location = known ? (slug as LocationSlug) : 'atlanta';
  const page = filtersFromParams(params).page;
  const filters = { ...EMPTY_FILTERS, location, page };
  const area = useLocation(location);
  const result = useJobSearch(apiQuery(filters));
  if (!known) return <NotFoundPage />;
  if (!ready || area.isPending) return <Spinner />;
  const name = area.data?.display_name ?? slug;
  const radius = formatNumber(area.data?.radius ?? 80, localeOf(i18n.language));
  const title = t('location.title', { name });
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('location.intro', { name, radius })}</p>
      <p className="ui-row">
        <Link className="ui-button" to={`/searchJobs?${paramsFromFilters({ ...EMPTY_FILTERS, location }).toString()}`}>
          {t('location.moreFilters')}
        </Link>
        <Link to="/globallocations">{t('location.allLocations')}</Link>
      </p>
      <JobResults
        result={result}
        page={page}
        heading={t('location.resultsHeading', { name })}
        hrefFor={(p) => (p > 1 ? `${pathname}?page=${p}` : pathname)}
        empty={
          <div className="search-empty">
            <h3>{t('location.none', { name })}</h3>
            <p>
              <Link to="/searchJobs?remote=remote">{t('location.tryRemote')}</Link>
            </p>
          </div>
        }
      />
    </section>
  );
}
