import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { formatNumber, localeOf } from '@tessera/i18n/format';
import { useLocations } from '../api/list-locations.ts';
import './search.css';

/** /globallocations: every location with its open jobs, remote jobs, and all jobs. */
export default function GlobalLocationsPage() {
  const { t, i18n, ready } = useTranslation('search');
  const locations = useLocations();
  if (!ready) return <Spinner />;
  const locale = localeOf(i18n.language);
  const count = (n: number) => t('locations.count', { count: n, formatted: formatNumber(n, locale) });
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('locations.title')}>{t('locations.title')}</PageHeading>
      <p>{t('locations.intro')}</p>
      {locations.isPending ? <Spinner /> : null}
      {locations.isError ? (
        <div role="alert" className="ui-alert">
          <p>{t('locations.error')}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void locations.refetch()}>
            {t('results.retry')}
          </button>
        </div>
      ) : null}
      {locations.data ? (
        <ul className="locations-grid">
          {locations.data.results.map((l) => (
            <li key={l.slug}>
              <div className="ui-card">
                <h2>{l.display_name}</h2>
                <p className="location-count">{count(l.job_count)}</p>
                <p>{t('locations.radius', { radius: formatNumber(l.radius, locale) })}</p>
                <p>
                  <Link to={`/location/${l.slug}`}>{t('locations.see', { name: l.display_name })}</Link>
                </p>
              </div>
            </li>
          ))}
          <li>
            <div className="ui-card">
              <h2>{t('locations.remoteTitle')}</h2>
              <p className="location-count">{count(locations.data.remote_job_count)}</p>
              <p>{t('locations.remoteText')}</p>
              <p>
                <Link to="/searchJobs?remote=remote">{t('locations.seeRemote')}</Link>
              </p>
            </div>
          </li>
          <li>
            <div className="ui-card">
              <h2>{t('locations.allTitle')}</h2>
              <p className="location-count">{count(locations.data.total_job_count)}</p>
              <p>{t('locations.allText')}</p>
              <p>
                <Link to="/searchJobs">{t('locations.seeAll')}</Link>
              </p>
            </div>
          </li>
        </ul>
      ) : null}
    </section>
  );
}
