import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { normalisePathname } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { currentLanguage } from '@tessera/ui/language-switcher';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { formatDate, localeOf } from '@tessera/i18n/format';
import { useSitePage, type SitePageName } from '../api/get-site-page.ts';
import './site.css';

const PAGES: readonly SitePageName[] = [
  'about',
  'pricing',
  'privacy-policy',
  'privacy-policy-ep',
  'privacy-policy-npp',
  'terms-of-service',
];

/**
 * /about, /pricing, /privacy-policy, /privacy-policy-ep, /privacy-policy-npp, /terms-of-service: the
 * tenant's own text in the reader's language (sanitised HTML from the server). Legal pages show their
 * effective date and list earlier versions, each readable at ?version=N.
 */
export default function SiteContentPage() {
  const { t, i18n } = useTranslation('site');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const page = normalisePathname(pathname).slice(1).toLowerCase() as SitePageName;
  const asked = params.get('version');
  const version = asked !== null && /^\d{1,7}$/.test(asked) ? Number(asked) : undefined;
  const query = useSitePage(PAGES.includes(page) ? page : 'about', language, version);

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={t('page.unavailable')}>{t('page.unavailable')}</PageHeading>
        <p>
          <AppLink to={`/${page}`}>{t('page.current')}</AppLink>
        </p>
      </section>
    );
  }
  const data = query.data;
  return (
    <article className="ui-stack site-page" aria-labelledby="page-heading">
      <PageHeading title={data.title}>{data.title}</PageHeading>
      {data.legal && data.published_at ? (
        <p className="site-page__effective">{t('page.effective', { date: formatDate(data.published_at, localeOf(language)) })}</p>
      ) : null}
      {version !== undefined ? (
        <p className="ui-card site-page__notice" role="note">
          {t('page.olderVersion')} <AppLink to={`/${page}`}>{t('page.current')}</AppLink>
        </p>
      ) : null}
      {/* Sanitised on the server (apps/api/src/services/markdown.ts). */}
      <div className="site-page__body" dangerouslySetInnerHTML={{ __html: data.html }} />
      {data.legal && data.versions.length > 0 ? (
        <section aria-labelledby="site-versions" className="site-page__versions">
          <h2 id="site-versions">{t('page.versions')}</h2>
          <ul>
            {data.versions.map((v) => (
              <li key={v.version}>
                <AppLink to={`/${page}?version=${v.version}`}>
                  {v.version !== 0 && v.published_at
                    ? t('page.versionOf', { date: formatDate(v.published_at, localeOf(language)) })
                    : t('page.defaultVersion')}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
