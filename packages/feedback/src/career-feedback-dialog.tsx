import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { submitCareerFeedback as careerRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { SelectField, TextAreaField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { closeCareerFeedback, takeReturnFocus, useCareerFeedbackOpen } from './career-feedback-store';
import { CAREER_FEEDBACK_TYPES, submitCareerFeedback } from './submit-feedback';
import './feedback.css';

const rules = contractShape(careerRequest);
export const DESCRIPTION_MAX = careerRequest.properties.description.maxLength;
/** The type and description of the submitCareerFeedback operation, with its rules. */
const schema = z.object({ feedback_type: rules.feedback_type, description: z.string().trim().pipe(rules.description) });
const descriptionCharacters = characterRuleOf(careerRequest.properties.description);

/** Shows a toast (the shell's toasts: top-right, 5 s, paused on hover/focus, kept with the reading preference). */
export interface Notify {
  success(message: string): void;
  error(message: string): void;
}

export interface CareerFeedbackDialogProps {
  api: ApiClient;
  /** The current address, sent as `page`. */
  path: string;
  notify: Notify;
}

type Phase = 'editing' | 'sending' | 'sent';

/**
 * The career-connector feedback modal (SPEC §2, §5, §8): a type and a description, both required.
 * Missing fields give a translated error toast; success and failure give translated toasts. Because a
 * modal dialog hides the rest of the page from assistive technology, every message is also shown in
 * the dialog, where it stays readable (DECISIONS 14).
 */
export function CareerFeedbackDialog({ api, path, notify }: CareerFeedbackDialogProps) {
  const { t, ready } = useTranslation('feedback');
  const open = useCareerFeedbackOpen();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const typeRequired = t('career.required.type');
  const descriptionRequired = t('career.required.description');
  const messages = useMemo(
    () => ({ feedback_type: typeRequired, description: { required: descriptionRequired } }),
    [typeRequired, descriptionRequired],
  );
  const form = useContractForm({ schema, messages, defaultValues: { feedback_type: '' as never, description: '' } });
  const typeId = `${id}-type`;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setPhase('editing');
      form.clearErrors();
      // jsdom has no showModal; browsers do.
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      document.getElementById(typeId)?.focus();
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
      takeReturnFocus()?.focus();
    }
  }, [open, ready, form, typeId]);

  useEffect(() => {
    if (phase === 'sent') doneButton.current?.focus();
  }, [phase]);

  async function submit(values: z.output<typeof schema>) {
    setPhase('sending');
    try {
      await submitCareerFeedback(api, { ...values, page: path });
    } catch (error) {
      notify.error(t('career.failure'));
      setPhase('editing');
      throw error;
    }
    notify.success(t('career.success'));
    form.reset({ feedback_type: '' as never, description: '' });
    setPhase('sent');
  }

  const titleId = `${id}-title`;

  if (!ready) return null;
  return (
    <dialog
      ref={dialog}
      className="cf-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: close through the store, so focus returns where it came from.
        e.preventDefault();
        closeCareerFeedback();
      }}
    >
      <h2 id={titleId}>{t('career.title')}</h2>
      {phase === 'sent' ? (
        <div className="cf-form">
          <p role="status" className="ui-notice">
            {t('career.success')}
          </p>
          <div className="cf-actions">
            <button ref={doneButton} type="button" className="ui-button" onClick={() => closeCareerFeedback()}>
              {t('career.close')}
            </button>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setPhase('editing')}>
              {t('career.another')}
            </button>
          </div>
        </div>
      ) : (
        <Form
          form={form}
          className="cf-form"
          onSubmit={submit}
          // Missing fields: a translated error toast too (SPEC §8).
          onInvalid={() => notify.error(t('career.missing'))}
          describeFailure={() => t('career.failure')}
          summaryTitle={t('career.missing')}
        >
          <p>{t('career.intro')}</p>
          <SelectField
            id={typeId}
            name="feedback_type"
            className="cf-field"
            label={t('career.type')}
            required
            placeholder={t('career.typePlaceholder')}
            options={CAREER_FEEDBACK_TYPES.map((value) => ({ value, label: t(`career.types.${value}`) }))}
          />
          <TextAreaField
            id={`${id}-description`}
            name="description"
            className="cf-field"
            label={t('career.description')}
            hint={t('career.descriptionHint')}
            rows={5}
            required
            maxLength={DESCRIPTION_MAX}
            characters={descriptionCharacters}
          />
          <div className="cf-actions">
            <button type="submit" className="ui-button" aria-disabled={phase === 'sending' ? true : undefined}>
              {phase === 'sending' ? (
                <>
                  <span className="fb-spinner" aria-hidden="true" />
                  {t('career.sending')}
                </>
              ) : (
                t('career.send')
              )}
            </button>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => closeCareerFeedback()}>
              {t('career.cancel')}
            </button>
          </div>
        </Form>
      )}
    </dialog>
  );
}

export default CareerFeedbackDialog;
