import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { closeCareerFeedback, takeReturnFocus, useCareerFeedbackOpen } from './career-feedback-store';
import { CAREER_FEEDBACK_TYPES, submitCareerFeedback, type CareerFeedbackType } from './submit-feedback';
import './feedback.css';

export const DESCRIPTION_MAX = 2000;

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
  const typeSelect = useRef<HTMLSelectElement>(null);
  const descriptionBox = useRef<HTMLTextAreaElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const [type, setType] = useState<CareerFeedbackType | ''>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ type?: string; description?: string }>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setPhase('editing');
      setFailure('');
      setErrors({});
      // jsdom has no showModal; browsers do.
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      typeSelect.current?.focus();
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
      takeReturnFocus()?.focus();
    }
  }, [open, ready]);

  useEffect(() => {
    if (phase === 'sent') doneButton.current?.focus();
  }, [phase]);

  const submit = async () => {
    if (phase === 'sending') return;
    const next: { type?: string; description?: string } = {};
    if (!type) next.type = t('career.required.type');
    if (description.trim() === '') next.description = t('career.required.description');
    setErrors(next);
    setFailure('');
    if (next.type || next.description) {
      notify.error(t('career.missing'));
      (next.type ? typeSelect : descriptionBox).current?.focus();
      return;
    }
    setPhase('sending');
    try {
      await submitCareerFeedback(api, { feedback_type: type as CareerFeedbackType, description, page: path });
      notify.success(t('career.success'));
      setType('');
      setDescription('');
      setPhase('sent');
    } catch {
      notify.error(t('career.failure'));
      setFailure(t('career.failure'));
      setPhase('editing');
    }
  };

  const titleId = `${id}-title`;
  const typeErrorId = `${id}-type-error`;
  const descriptionHintId = `${id}-description-hint`;
  const descriptionErrorId = `${id}-description-error`;

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
        <form
          className="cf-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>{t('career.intro')}</p>
          <div className="cf-field">
            <label htmlFor={`${id}-type`}>{t('career.type')}</label>
            <select
              ref={typeSelect}
              id={`${id}-type`}
              value={type}
              required
              aria-invalid={errors.type ? true : undefined}
              aria-describedby={errors.type ? typeErrorId : undefined}
              onChange={(e) => {
                setType(e.target.value as CareerFeedbackType | '');
                if (e.target.value) setErrors((x) => ({ ...x, type: undefined }));
              }}
            >
              <option value="">{t('career.typePlaceholder')}</option>
              {CAREER_FEEDBACK_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`career.types.${value}`)}
                </option>
              ))}
            </select>
            {errors.type ? (
              <p id={typeErrorId} className="fb-error">
                {errors.type}
              </p>
            ) : null}
          </div>
          <div className="cf-field">
            <label htmlFor={`${id}-description`}>{t('career.description')}</label>
            <p id={descriptionHintId} className="fb-hint">
              {t('career.descriptionHint')}
            </p>
            <textarea
              ref={descriptionBox}
              id={`${id}-description`}
              rows={5}
              required
              maxLength={DESCRIPTION_MAX}
              value={description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={[descriptionHintId, errors.description ? descriptionErrorId : ''].filter(Boolean).join(' ')}
              onChange={(e) => {
                setDescription(e.target.value);
                if (e.target.value.trim()) setErrors((x) => ({ ...x, description: undefined }));
              }}
            />
            {errors.description ? (
              <p id={descriptionErrorId} className="fb-error">
                {errors.description}
              </p>
            ) : null}
          </div>
          {errors.type || errors.description || failure ? (
            <p role="alert" className="ui-alert">
              {failure || t('career.missing')}
            </p>
          ) : null}
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
        </form>
      )}
    </dialog>
  );
}

export default CareerFeedbackDialog;
