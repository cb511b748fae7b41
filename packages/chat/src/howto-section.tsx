import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqArticleBody } from './faq-article-body';
import { readArticles, searchArticles, SUGGESTED_COUNT, type FaqArticle, type FaqArticleKey } from './faq';
import { NavLink } from './nav-link';

export const FAQ_PATH = '/faq';

export function useFaqArticles(): FaqArticle[] {
  const { t } = useTranslation('faq');
  // Re-read when the language (or the loaded namespace) changes: react-i18next gives a new `t` then.
  return useMemo(() => readArticles(t), [t]);
}

export interface HowToProps {
  query: string;
  onQuery: (query: string) => void;
  onOpenArticle: (key: FaqArticleKey) => void;
  navigate: (to: string) => void;
  onLeave: () => void;
}

/**
 * SPEC §2 how-to: the search box "Search for articles", "Suggested articles" (the first two) while it is
 * empty, the matching articles (or the no-match text) once something is typed, and "Common FAQ" to /faq.
 */
export function HowToSection({ query, onQuery, onOpenArticle, navigate, onLeave }: HowToProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const articles = useFaqArticles();
  const searching = query.trim() !== '';
  const results = searching ? searchArticles(articles, query) : articles.slice(0, SUGGESTED_COUNT);
  const listHeadingId = `${id}-list`;
  return (
    <section className="ch-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ch-section__title">
        {t('howto.title')}
      </h3>
      <div className="ch-field">
        <label htmlFor={`${id}-q`}>{t('howto.search')}</label>
        <input id={`${id}-q`} type="search" value={query} autoComplete="off" onChange={(e) => onQuery(e.target.value)} />
      </div>
      <p className={searching ? 'ch-result-count' : 'ch-visually-hidden'} role="status">
        {searching ? (results.length > 0 ? t('howto.results', { count: results.length }) : t('howto.noMatch')) : ''}
      </p>
      {results.length > 0 ? (
        <>
          {searching ? null : (
            <h4 id={listHeadingId} className="ch-subtitle">
              {t('howto.suggested')}
            </h4>
          )}
          <ul
            className="ch-articles"
            aria-labelledby={searching ? undefined : listHeadingId}
            aria-label={searching ? t('howto.results', { count: results.length }) : undefined}
          >
            {results.map((a) => (
              <li key={a.key}>
                <button type="button" className="ch-article-link" onClick={() => onOpenArticle(a.key)}>
                  {a.question}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <NavLink to={FAQ_PATH} navigate={navigate} onFollow={onLeave}>
          {t('howto.commonFaq')}
        </NavLink>
      </p>
    </section>
  );
}

/** One article inside the chat, with a way back to the list and to the full FAQ. */
export function ArticleView({
  articleKey,
  onBack,
  navigate,
  onLeave,
}: {
  articleKey: FaqArticleKey;
  onBack: () => void;
  navigate: (to: string) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const article = useFaqArticles().find((a) => a.key === articleKey);
  if (!article) return null;
  return (
    <article className="ch-section ch-article" aria-labelledby={`${id}-q`}>
      <button type="button" className="ch-button ch-button--quiet" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('howto.back')}
      </button>
      <h3 id={`${id}-q`} className="ch-section__title" tabIndex={-1} data-chat-focus="">
        {article.question}
      </h3>
      <FaqArticleBody article={article} stepsLabel={t('howto.steps')} className="ch-article__body" />
      <p>
        <NavLink to={`${FAQ_PATH}#${article.anchor}`} navigate={navigate} onFollow={onLeave}>
          {t('howto.commonFaq')}
        </NavLink>
      </p>
    </article>
  );
}
