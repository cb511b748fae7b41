import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readFieldErrors } from '@tessera/api-client/api-error';
import { AppLink } from '@tessera/ui/app-link';
import { currentLanguage, LANGUAGES } from '@tessera/ui/language-switcher';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { useAdminNews, useDeleteNews, useSaveNews, type NewsPostAdmin, type NewsPostInput } from '../api/news.ts';
import { previewMarkdown } from '../api/site-pages.ts';
import './site-admin.css';

type Fields = Omit<NewsPostInput, 'image_url' | 'image_alt'> & { image_url: string; image_alt: string };
const EMPTY: Fields = {
  kind: 'news',
  language: 'en',
  title: '',
  summary: '',
  markdown: '',
  image_url: '',
  image_alt: '',
  published: false,
};
const FIELD_NAMES = ['title', 'summary', 'markdown', 'image_url', 'image_alt'] as const;

/** /siteNews (the tenant's admin): write, publish, unpublish and delete news posts and press releases. */
export default function SiteNewsPage() {
  const { t, i18n } = useTranslation('site');
  const uiLanguage = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useAdminNews(page);
  const save = useSaveNews();
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<number | null>(null);
  const [fields, setFields] = useState<Fields>({ ...EMPTY, language: uiLanguage });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));

  function edit(post: NewsPostAdmin) {
    setEditing(post.id);
    setFields({
      kind: post.kind,
      language: post.language,
      title: post.title,
      summary: post.summary,
      markdown: post.markdown,
      image_url: post.image_url ?? '',
      image_alt: post.image_alt,
      published: post.published,
    });
    setErrors({});
    setPreview(null);
    setStatus('');
    formHeading.current?.focus();
  }

  function startNew() {
    setEditing(null);
    setFields({ ...EMPTY, language: uiLanguage });
    setErrors({});
    setPreview(null);
    setStatus('');
    formHeading.current?.focus();
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setStatus('');
    const missing: Record<string, string> = {};
    if (fields.title.trim() === '') missing.title = t('newsEditor.required');
    if (fields.summary.trim() === '') missing.summary = t('newsEditor.required');
    if (fields.markdown.trim() === '') missing.markdown = t('newsEditor.required');
    if (fields.image_url.trim() !== '' && fields.image_alt.trim() === '') missing.image_alt = t('newsEditor.altRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      document.getElementById(`${id}-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    const body: NewsPostInput = { ...fields, image_url: fields.image_url.trim() === '' ? null : fields.image_url.trim() };
    try {
      const saved = await save.mutateAsync({ id: editing, body });
      setEditing(saved.id);
      setStatus(saved.published ? t('newsEditor.savedPublished') : t('newsEditor.savedDraft'));
    } catch (error) {
      const byField = isApiError(error) && error.status === 400 ? readFieldErrors(error.body) : {};
      const known = Object.fromEntries(FIELD_NAMES.filter((n) => byField[n]).map((n) => [n, byField[n] as string]));
      setErrors(known);
      if (Object.keys(known).length === 0) setStatus(t('editor.failed'));
    }
  }

  async function destroy(post: NewsPostAdmin) {
    if (!window.confirm(t('newsEditor.confirmDelete', { title: post.title }))) return;
    await remove.mutateAsync(post.id);
    if (editing === post.id) startNew();
    setStatus(t('newsEditor.deleted'));
  }

  const describe = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const errorText = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="ui-field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="ui-stack site-admin">
      <PageHeading title={t('newsEditor.title')}>{t('newsEditor.title')}</PageHeading>
      <p>
        {t('newsEditor.intro')} <AppLink to="/sitePages">{t('editor.title')}</AppLink>
      </p>
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{t('newsEditor.posts')}</h2>
        {list.isPending ? <Spinner /> : null}
        {list.data && list.data.results.length === 0 ? <p>{t('news.none')}</p> : null}
        {list.data && list.data.results.length > 0 ? (
          <table className="site-admin__table">
            <thead>
              <tr>
                <th scope="col">{t('newsEditor.postTitle')}</th>
                <th scope="col">{t('newsEditor.kind')}</th>
                <th scope="col">{t('newsEditor.state')}</th>
                <th scope="col">{t('newsEditor.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((post) => (
                <tr key={post.id}>
                  <td>{post.published ? <a href={`/news/${post.id}`}>{post.title}</a> : post.title}</td>
                  <td>{post.kind === 'pressrelease' ? t('news.pressLabel') : t('news.title')}</td>
                  <td>{post.published ? t('newsEditor.published') : t('newsEditor.draft')}</td>
                  <td className="site-admin__actions">
                    <button type="button" className="ui-button ui-button--secondary" onClick={() => edit(post)}>
                      {t('newsEditor.edit', { title: post.title })}
                    </button>
                    <button type="button" className="ui-button ui-button--secondary" onClick={() => void destroy(post)}>
                      {t('newsEditor.delete', { title: post.title })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {list.data ? <Pager page={page} totalPages={list.data.total_pages} label={t('news.pagerLabel')} onPage={setPage} /> : null}
      </section>
      <section aria-labelledby={`${id}-form`} className="ui-stack">
        <h2 id={`${id}-form`} ref={formHeading} tabIndex={-1}>
          {editing === null ? t('newsEditor.new') : t('newsEditor.editing')}
        </h2>
        {editing !== null ? (
          <p>
            <button type="button" className="ui-button ui-button--secondary" onClick={startNew}>
              {t('newsEditor.writeNew')}
            </button>
          </p>
        ) : null}
        <form className="ui-stack" noValidate onSubmit={(e) => void submit(e)}>
          <div className="site-admin__pickers">
            <div className="ui-field">
              <label htmlFor={`${id}-kind`}>{t('newsEditor.kind')}</label>
              <select id={`${id}-kind`} value={fields.kind} onChange={(e) => set('kind', e.target.value as Fields['kind'])}>
                <option value="news">{t('news.title')}</option>
                <option value="pressrelease">{t('news.pressLabel')}</option>
              </select>
            </div>
            <div className="ui-field">
              <label htmlFor={`${id}-language`}>{t('editor.language')}</label>
              <select id={`${id}-language`} value={fields.language} onChange={(e) => set('language', e.target.value as Fields['language'])}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {t(`common:language.${l}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="ui-field">
            <label htmlFor={`${id}-title`}>{t('newsEditor.postTitle')}</label>
            <input
              id={`${id}-title`}
              maxLength={200}
              value={fields.title}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describe('title')}
              onChange={(e) => set('title', e.target.value)}
            />
            {errorText('title')}
          </div>
          <div className="ui-field">
            <label htmlFor={`${id}-summary`}>{t('newsEditor.summary')}</label>
            <textarea
              id={`${id}-summary`}
              rows={3}
              maxLength={500}
              value={fields.summary}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={describe('summary')}
              onChange={(e) => set('summary', e.target.value)}
            />
            {errorText('summary')}
          </div>
          <div className="ui-field">
            <label htmlFor={`${id}-markdown`}>{t('newsEditor.body')}</label>
            <p id={`${id}-markdown-hint`} className="ui-hint">
              {t('editor.markdownHint')}
            </p>
            <textarea
              id={`${id}-markdown`}
              className="site-admin__textarea"
              rows={12}
              maxLength={50000}
              value={fields.markdown}
              aria-invalid={errors.markdown ? true : undefined}
              aria-describedby={[`${id}-markdown-hint`, describe('markdown')].filter(Boolean).join(' ')}
              onChange={(e) => set('markdown', e.target.value)}
            />
            {errorText('markdown')}
          </div>
          <div className="ui-field">
            <label htmlFor={`${id}-image_url`}>{t('newsEditor.imageUrl')}</label>
            <input
              id={`${id}-image_url`}
              type="url"
              maxLength={2000}
              value={fields.image_url}
              aria-invalid={errors.image_url ? true : undefined}
              aria-describedby={describe('image_url')}
              onChange={(e) => set('image_url', e.target.value)}
            />
            {errorText('image_url')}
          </div>
          <div className="ui-field">
            <label htmlFor={`${id}-image_alt`}>{t('newsEditor.imageAlt')}</label>
            <input
              id={`${id}-image_alt`}
              maxLength={300}
              value={fields.image_alt}
              aria-invalid={errors.image_alt ? true : undefined}
              aria-describedby={describe('image_alt')}
              onChange={(e) => set('image_alt', e.target.value)}
            />
            {errorText('image_alt')}
          </div>
          <div className="ui-choice">
            <input id={`${id}-published`} type="checkbox" checked={fields.published} onChange={(e) => set('published', e.target.checked)} />
            <label htmlFor={`${id}-published`}>{t('newsEditor.publishNow')}</label>
          </div>
          <div className="site-admin__actions">
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() =>
                void previewMarkdown(fields.markdown.trim() === '' ? ' ' : fields.markdown)
                  .then((html) => setPreview(html))
                  .catch(() => setStatus(t('newsEditor.required')))
              }
            >
              {t('editor.preview')}
            </button>
            <button type="submit" className="ui-button" disabled={save.isPending}>
              {t('newsEditor.save')}
            </button>
          </div>
          <p role="status">{status}</p>
        </form>
        {preview !== null ? (
          <section className="ui-card site-admin__preview" aria-labelledby={`${id}-preview`}>
            <h3 id={`${id}-preview`}>{t('editor.previewTitle')}</h3>
            <div dangerouslySetInnerHTML={{ __html: preview }} />
          </section>
        ) : null}
      </section>
    </div>
  );
}
