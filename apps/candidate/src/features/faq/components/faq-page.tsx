import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { openHelpChat } from '@tessera/chat/chat-open-store';
import { readArticles, searchArticles } from '@tessera/chat/faq';
import { FaqArticleBody } from '@tessera/chat/faq-article-body';
import { FormField } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import './faq.css';

/**
 * /faq (public): the five how-to articles of SPEC §3 with their steps, a list of the questions, a search
 * over them, and a way into the help chat. The same articles the chat's how-to shows (faq namespace).
 */
export default function FaqPage() {
  const { t, ready } = useTranslation('faq');
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const articles = useMemo(() => (ready ? readArticles(t) : []), [t, ready]);
  const searching = query.trim() !== '';
  const shown = searching ? searchArticles(articles, query) : articles;

  // A link to one question (/faq#changePassword, from the chat) opens the page at that question.
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);

  if (!ready) return <Spinner />;
  return (
    <div className="ui-stack faq-page">
      <PageHeading title={t('page.title')}>{t('page.title')}</PageHeading>
      <p>{t('page.intro')}</p>
      <div role="search" className="faq-search">
        <FormField
          type="search"
          label={t('page.searchLabel')}
          hint={t('page.searchHint')}
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <p role="status" className="faq-status">
        {searching ? (shown.length > 0 ? t('page.resultCount', { count: shown.length }) : t('page.noMatch')) : ''}
      </p>
      {searching && shown.length === 0 ? (
        <p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => setQuery('')}>
            {t('page.clearSearch')}
          </button>
        </p>
      ) : null}
      {shown.length > 0 ? (
        <nav aria-labelledby="faq-contents" className="faq-contents">
          <h2 id="faq-contents" tabIndex={-1}>
            {t('page.contents')}
          </h2>
          <ol>
            {shown.map((a) => (
              <li key={a.key}>
                <a href={`#${a.anchor}`}>{a.question}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {shown.map((a) => (
        <section key={a.key} id={a.anchor} className="faq-article" tabIndex={-1} aria-labelledby={`${a.anchor}-question`}>
          <h2 id={`${a.anchor}-question`}>{a.question}</h2>
          <FaqArticleBody article={a} stepsLabel={t('page.stepsLabel')} className="faq-article__body" />
          <p>
            <a href="#faq-contents">{t('page.backToTop')}</a>
          </p>
        </section>
      ))}
      <section className="faq-more" aria-labelledby="faq-more">
        <h2 id="faq-more">{t('page.moreHelpTitle')}</h2>
        <p>{t('page.moreHelpText')}</p>
        <p>
          <button type="button" className="ui-button" onClick={() => openHelpChat()}>
            {t('page.openChat')}
          </button>
        </p>
      </section>
    </div>
  );
}
