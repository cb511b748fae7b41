import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { updateOfferTemplate } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextAreaField } from '@tessera/forms/fields';
import { FieldProblems, Form, useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
import { useOfferTemplates, useSaveOfferTemplate, type OfferTemplate } from '../api/offers.ts';

const NAME = '{{candidate_name}}';
const PLACEHOLDERS = '{{candidate_name}}, {{job_title}}, {{company}}, {{offer_title}}, {{pay}}, {{start_date}}, {{expires_on}}, {{terms}}';

const bodySchema = z.object({ body: contractShape(updateOfferTemplate).body });

/** One language's letter: the hiring manager edits it; the hiring member reads it. */
function TemplateEditor({ template, canEdit, placeholdersId }: { template: OfferTemplate; canEdit: boolean; placeholdersId: string }) {
  const { t } = useTranslation('offers');
  const save = useSaveOfferTemplate();
  const [said, setSaid] = useState('');
  const form = useContractForm({ schema: bodySchema, defaultValues: { body: template.body } });
  const { reset } = form;
  useEffect(() => reset({ body: template.body }), [reset, template.body]);
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
    <Form
      form={form}
      className="ui-stack"
      describeFailure={(error) => (isApiError(error) && error.status === 400 ? undefined : t('common:errors.somethingWentWrong'))}
      onSubmit={async (v) => {
        setSaid('');
        try {
          await save.mutateAsync({ language: template.language, body: v.body });
        } catch (error) {
          // The server refuses a letter without the job seeker's name: said on the field, in the reader's words.
          const fields = isApiError(error) ? (error.body as { body?: string[] } | undefined) : undefined;
          if (fields?.body?.[0]) throw new FieldProblems({ body: t('templates.needsName', { placeholder: NAME }) });
          throw error;
        }
        setSaid(t('templates.saved', { language }));
      }}
    >
      <TextAreaField
        name="body"
        label={t('templates.letterIn', { language })}
        hint={template.is_default ? t('templates.isDefault') : t('templates.isOwn')}
        describedBy={placeholdersId}
        rows={12}
        maxLength={10000}
      />
      <div>
        <button type="submit" className="ui-button" disabled={form.formState.isSubmitting}>
          {t('templates.save', { language })}
        </button>
      </div>
      <p role="status" aria-live="polite">
        {said}
      </p>
    </Form>
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
