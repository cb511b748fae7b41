import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { normalisePathname } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { currentLanguage } from '@tessera/ui/language-switcher';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { formatDate, localeOf } from '@tessera/i18n/format';
import { useNewsList, type NewsKind } from '../api/news.ts';
import './site.css';

const HTML_LANG: Record<string, string> = { en: 'en', fr: 'fr', esp: 'es' };

/** /news (news posts) and /news/pressrelease (press releases): published posts, newest first, ten a page. */
export default function NewsPage() {
  const { t, i18n } = useTranslation('site');
  const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const press = normalisePathname(pathname).toLowerCase() === '/news/pressrelease';
  const kind: NewsKind = press ? 'pressrelease' : 'news';
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const list = useNewsList(kind, page);
  const title = press ? t('news.pressTitle') : t('news.title');
  const base = press ? '/news/pressrelease' : '/news';
  return (
    <section className="ui-stack site-news" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <nav aria-label={t('news.sections')}>
        <ul className="site-news__tabs">
          <li>
            <AppLink to="/news" aria-current={press ? undefined : 'page'}>
              {t('news.title')}
            </AppLink>
          </li>
          <li>
            <AppLink to="/news/pressrelease" aria-current={press ? 'page' : undefined}>
              {t('news.pressTitle')}
            </AppLink>
          </li>
          <li>
            <a href="/news/rss.xml" type="application/rss+xml">
              {t('news.rss')}
            </a>
          </li>
          <li>
            <a href="/news/atom.xml" type="application/atom+xml">
              {t('news.atom')}
            </a>
          </li>
        </ul>
      </nav>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <p role="alert" className="ui-alert">
          {t('news.failed')}
        </p>
      ) : null}
      {list.data && list.data.results.length === 0 ? <p>{press ? t('news.noPress') : t('news.none')}</p> : null}
      {list.data && list.data.results.length > 0 ? (
        <ol className="site-news__list">
          {list.data.results.map((post) => (
            <li key={post.id} className="ui-card site-news__item" lang={HTML_LANG[post.language]}>
              <h2>
                <AppLink to={`/news/${post.id}`}>{post.title}</AppLink>
              </h2>
              <p className="ui-hint">
                <time dateTime={post.published_at}>{formatDate(post.published_at, localeOf(language))}</time>
              </p>
              <p>{post.summary}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {list.data ? (
        <Pager
          page={list.data.page}
          totalPages={list.data.total_pages}
          label={t('news.pagerLabel')}
          hrefFor={(p: number) => `${base}?page=${p}`}
        />
      ) : null}
    </section>
  );
}
