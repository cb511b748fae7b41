import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@tessera/api-client/api-error';
import { AppLink } from '@tessera/ui/app-link';
import { currentLanguage } from '@tessera/ui/language-switcher';
import NotFoundPage from '@tessera/ui/not-found-page';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { formatDate, localeOf } from '@tessera/i18n/format';
import { useNewsPost } from '../api/news.ts';
import './site.css';

const HTML_LANG: Record<string, string> = { en: 'en', fr: 'fr', esp: 'es' };

/** /news/{id}: one published news post or press release. */
export default function NewsPostPage() {
  const { t, i18n } = useTranslation('site');
  const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { id = '' } = useParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const post = useNewsPost(numeric);
  if (numeric === 0 || (isApiError(post.error) && post.error.status === 404)) return <NotFoundPage />;
  if (post.isPending) return <Spinner />;
  if (post.isError) {
    return (
      <p role="alert" className="ui-alert">
        {t('news.failed')}
      </p>
    );
  }
  const p = post.data;
  return (
    <article className="ui-stack site-page" aria-labelledby="page-heading" lang={HTML_LANG[p.language]}>
      <p>
        <AppLink to={p.kind === 'pressrelease' ? '/news/pressrelease' : '/news'}>
          {p.kind === 'pressrelease' ? t('news.backPress') : t('news.back')}
        </AppLink>
      </p>
      <PageHeading title={p.title}>{p.title}</PageHeading>
      <p className="ui-hint">
        {p.kind === 'pressrelease' ? `${t('news.pressLabel')} · ` : null}
        <time dateTime={p.published_at}>{formatDate(p.published_at, localeOf(language))}</time>
      </p>
      <p className="site-news__summary">{p.summary}</p>
      {p.image_url ? <img className="site-news__image" src={p.image_url} alt={p.image_alt} /> : null}
      {/* Sanitised on the server (apps/api/src/services/markdown.ts). */}
      <div className="site-page__body" dangerouslySetInnerHTML={{ __html: p.html }} />
    </article>
  );
}
