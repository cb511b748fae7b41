import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readFieldErrors } from '@tessera/api-client/api-error';
import { currentLanguage, LANGUAGES } from '@tessera/ui/language-switcher';
import { formatDateTime, localeOf } from '@tessera/i18n/format';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { previewMarkdown, SITE_PAGES, useSitePageAction, useSitePageDraft, type Language, type SitePageName } from '../api/site-pages.ts';
import './site-admin.css';

const MARKDOWN_MAX = 50000;

const formatWhen = (iso: string, language: string): string => formatDateTime(iso, localeOf(language));

/**
 * /sitePages (the tenant's admin): the public pages' text in each language, written in Markdown with a
 * preview rendered and sanitised by the server; a draft is kept until it is published, and every
 * published version stays readable on the public page (?version=N).
 */
export default function SitePagesPage() {
  const { t, i18n } = useTranslation('site');
  const uiLanguage = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const id = useId();
  const [page, setPage] = useState<SitePageName>('about');
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const query = useSitePageDraft(page, language);
  const action = useSitePageAction(page, language);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  // A new page or language loads its draft, else its published text.
  useEffect(() => {
    if (!query.data) return;
    setText(query.data.draft_markdown ?? query.data.published_markdown);
    setPreview(null);
    setError('');
    // Keyed on what the text is, not on the answer's object: a refetch that finds the same draft and version
    // (on window focus) must not throw away what the user is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data?.page, query.data?.language, query.data?.draft_updated_at, query.data?.published_version]);

  async function run(kind: 'save' | 'publish' | 'discard' | 'preview') {
    setStatus('');
    setError('');
    if (kind !== 'discard' && text.trim() === '') {
      setError(t('editor.required'));
      return;
    }
    try {
      if (kind === 'preview') {
        setPreview(await previewMarkdown(text));
        setStatus(t('editor.previewReady'));
        return;
      }
      const data = await action.mutateAsync(kind === 'discard' ? { kind } : { kind, markdown: text });
      setStatus(
        kind === 'save'
          ? t('editor.saved')
          : kind === 'publish'
            ? t('editor.published', { version: data.published_version })
            : t('editor.discarded'),
      );
    } catch (e) {
      const field = isApiError(e) && e.status === 400 ? readFieldErrors(e.body).markdown : undefined;
      setError(field ?? t('editor.failed'));
    }
  }

  const data = query.data;
  const textId = `${id}-markdown`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="ui-stack site-admin">
      <PageHeading title={t('editor.title')}>{t('editor.title')}</PageHeading>
      <p>{t('editor.intro')}</p>
      <div className="site-admin__pickers">
        <div className="ui-field">
          <label htmlFor={`${id}-page`}>{t('editor.page')}</label>
          <select id={`${id}-page`} value={page} onChange={(e) => setPage(e.target.value as SitePageName)}>
            {SITE_PAGES.map((p) => (
              <option key={p} value={p}>
                {t(`pages.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-language`}>{t('editor.language')}</label>
          <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`common:language.${l}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <p role="alert" className="ui-alert">
          {t('editor.loadFailed')}
        </p>
      ) : null}
      {data ? (
        <form className="ui-stack" noValidate onSubmit={(e) => e.preventDefault()}>
          <p>
            {data.published_at
              ? t('editor.publishedVersion', { version: data.published_version, date: formatWhen(data.published_at, uiLanguage) })
              : t('editor.defaultText')}{' '}
            {data.draft_updated_at ? t('editor.draftSaved', { date: formatWhen(data.draft_updated_at, uiLanguage) }) : t('editor.noDraft')}
          </p>
          <div className="ui-field">
            <label htmlFor={textId}>{t('editor.markdown')}</label>
            <p id={hintId} className="ui-hint">
              {t('editor.markdownHint')}
            </p>
            <textarea
              id={textId}
              className="site-admin__textarea"
              rows={18}
              maxLength={MARKDOWN_MAX}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
              onChange={(e) => setText(e.target.value)}
            />
            {error ? (
              <p id={errorId} className="ui-field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="site-admin__actions">
            <button type="button" className="ui-button ui-button--secondary" onClick={() => void run('preview')}>
              {t('editor.preview')}
            </button>
            <button type="button" className="ui-button ui-button--secondary" disabled={action.isPending} onClick={() => void run('save')}>
              {t('editor.save')}
            </button>
            <button type="button" className="ui-button" disabled={action.isPending} onClick={() => void run('publish')}>
              {t('editor.publish')}
            </button>
            {data.draft_markdown !== null ? (
              <button
                type="button"
                className="ui-button ui-button--secondary"
                disabled={action.isPending}
                onClick={() => void run('discard')}
              >
                {t('editor.discard')}
              </button>
            ) : null}
          </div>
          <p role="status">{status}</p>
        </form>
      ) : null}
      {preview !== null ? (
        <section className="ui-card site-admin__preview" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`}>{t('editor.previewTitle')}</h2>
          {/* Sanitised by the server (POST /api/v1/site/admin/preview). */}
          <div dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
      {data && data.history.length > 0 ? (
        <section aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`}>{t('editor.history')}</h2>
          <ul>
            {data.history.map((v) => (
              <li key={v.version}>
                {t('editor.historyItem', { version: v.version, date: v.published_at ? formatWhen(v.published_at, uiLanguage) : '' })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
