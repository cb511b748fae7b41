import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { useOfferTemplates, useSaveOfferTemplate, type OfferTemplate } from '../api/offers.ts';

const NAME = '{{candidate_name}}';
const PLACEHOLDERS = '{{candidate_name}}, {{job_title}}, {{company}}, {{offer_title}}, {{pay}}, {{start_date}}, {{expires_on}}, {{terms}}';

/** One language's letter: the hiring manager edits it; the hiring member reads it. */
function TemplateEditor({ template, canEdit, placeholdersId }: { template: OfferTemplate; canEdit: boolean; placeholdersId: string }) {
  const { t } = useTranslation('offers');
  const id = useId();
  const save = useSaveOfferTemplate();
  const [body, setBody] = useState(template.body);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  useEffect(() => setBody(template.body), [template.body]);
  const language = t(`languages.${template.language}`);
  if (!canEdit) {
    return (
      <div className="ui-stack">
        <h3>{t('templates.letterIn', { language })}</h3>
        <p style={{ whiteSpace: 'pre-wrap' }}>{template.body}</p>
      </div>
    );
  }
  return (
    <form
      className="ui-stack"
      onSubmit={(e) => {
        e.preventDefault();
        setProblem('');
        save.mutate(
          { language: template.language, body },
          {
            onSuccess: () => setSaid(t('templates.saved', { language })),
            onError: (error) => {
              const fields = isApiError(error) ? (error.body as { body?: string[] } | undefined) : undefined;
              setProblem(fields?.body?.[0] ? t('templates.needsName', { placeholder: NAME }) : t('common:errors.somethingWentWrong'));
            },
          },
        );
      }}
    >
      <div className="ui-field">
        <label htmlFor={`${id}-body`}>{t('templates.letterIn', { language })}</label>
        <p id={`${id}-hint`} className="ui-hint">
          {template.is_default ? t('templates.isDefault') : t('templates.isOwn')}
        </p>
        <textarea
          id={`${id}-body`}
          rows={12}
          value={body}
          maxLength={10000}
          aria-describedby={`${id}-hint ${placeholdersId}${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {problem ? (
          <p id={`${id}-problem`} className="ui-field-error">
            {problem}
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" className="ui-button" disabled={save.isPending}>
          {t('templates.save', { language })}
        </button>
      </div>
      <p role="status" aria-live="polite">
        {said}
      </p>
    </form>
  );
}

/** The organisation's offer letters, one per language (issue 12). */
export function OfferTemplates({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('offers');
  const id = useId();
  const templates = useOfferTemplates(true);
  if (!templates.data) return null;
  return (
    <section className="hr-section ui-stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('templates.title')}</h2>
      <p>{t('templates.intro')}</p>
      <p id={`${id}-placeholders`} className="ui-hint">
        {t('templates.placeholders', { list: PLACEHOLDERS, placeholder: NAME })}
      </p>
      {templates.data.results.map((tpl) => (
        <TemplateEditor key={tpl.language} template={tpl} canEdit={canEdit} placeholdersId={`${id}-placeholders`} />
      ))}
    </section>
  );
}
