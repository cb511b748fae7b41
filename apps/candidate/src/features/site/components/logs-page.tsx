import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import './site.css';
import { apiKey } from '@tessera/api-client/query-keys';

/** /logs (DECISIONS 24): "What's new", the release notes of the changesets changelog (coming release first). */
export default function LogsPage() {
  const { t } = useTranslation('site');
  const notes = useQuery({
    queryKey: apiKey('/api/v1/site/changelog'),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/site/changelog')),
  });
  const coming = notes.data?.entries.filter((e) => !e.released) ?? [];
  const released = notes.data?.entries.filter((e) => e.released) ?? [];
  return (
    <section className="ui-stack site-page" aria-labelledby="page-heading">
      <PageHeading title={t('logs.title')}>{t('logs.title')}</PageHeading>
      <p>{t('logs.intro')}</p>
      {notes.isPending ? <Spinner /> : null}
      {notes.isError ? (
        <p role="alert" className="ui-alert">
          {t('logs.failed')}
        </p>
      ) : null}
      {notes.data && notes.data.entries.length === 0 ? <p>{t('logs.none')}</p> : null}
      {coming.length > 0 ? (
        <section aria-labelledby="logs-coming" className="ui-stack">
          <h2 id="logs-coming">{t('logs.coming')}</h2>
          <ul className="site-news__list">
            {coming.map((e) => (
              // The notes are written in English by the developers (changesets); sanitised on the server.
              <li key={e.id} className="ui-card site-news__item" lang="en">
                <div className="site-page__body" dangerouslySetInnerHTML={{ __html: e.html }} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {released.length > 0 ? (
        <section aria-labelledby="logs-released" className="ui-stack">
          <h2 id="logs-released">{t('logs.released')}</h2>
          {released.map((e) => (
            <article key={e.id} className="ui-card site-news__item" lang="en" aria-label={e.packages.join(', ')}>
              <div className="site-page__body" dangerouslySetInnerHTML={{ __html: e.html }} />
            </article>
          ))}
        </section>
      ) : null}
    </section>
  );
}
