import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readFieldErrors } from '@tessera/api-client/api-error';
import { toast } from '@tessera/ui/toasts';
import { useAnswerFeedback, type FeedbackKind } from '../api/answer-feedback.ts';

export const ANSWER_MAX = 2000;

/** How the sender will hear of the answer, from who sent it. */
export type Reach = { by: 'notification'; name: string } | { by: 'email'; email: string } | { by: 'none' };

export interface AnswerTarget {
  kind: FeedbackKind;
  id: number;
  /** The sender as the list shows them. */
  who: string;
  reach: Reach;
  /** What they wrote; empty for a rating without a comment. */
  text: string;
  /** "Type: Questions" or "Rating: Dislike". */
  about: string;
}

export interface AnswerDialogProps {
  target: AnswerTarget | null;
  /** `answered`: the answer was stored (the list shows it now). */
  onClose: (answered: boolean) => void;
}

/**
 * The "Answer" dialog of the feedback page: a modal <dialog> (focus kept inside, Escape closes), the
 * feedback quoted, who will be told and how, one text box and Send / Cancel. Problems are shown in the
 * dialog (a modal hides the rest of the page, toasts included, from assistive technology).
 */
export function AnswerDialog({ target, onClose }: AnswerDialogProps) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const mutation = useAnswerFeedback();
  const { reset: resetMutation } = mutation;
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  /** Someone else answered first (409): only closing is left. */
  const [taken, setTaken] = useState(false);
  const open = target !== null;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setText('');
      setFieldError('');
      setFailure('');
      setTaken(false);
      resetMutation();
      // jsdom has no showModal; browsers do.
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      box.current?.focus();
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
    // Opening and closing follow the target only.
  }, [open, target?.kind, target?.id, resetMutation]);

  const cancel = () => {
    if (!mutation.isPending) onClose(false);
  };

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    if (!target || mutation.isPending || taken) return;
    setFailure('');
    if (text.trim() === '') {
      setFieldError(t('page.answer.required'));
      box.current?.focus();
      return;
    }
    setFieldError('');
    try {
      await mutation.mutateAsync({ kind: target.kind, id: target.id, answer: text });
      toast.success(target.reach.by === 'none' ? t('page.answer.stored') : t('page.answer.sent', { who: target.who }));
      onClose(true);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setFailure(t('page.answer.already'));
        setTaken(true);
        return;
      }
      const field = isApiError(error) && error.status === 400 ? readFieldErrors(error.body).answer : undefined;
      if (field) {
        setFieldError(field);
        box.current?.focus();
        return;
      }
      setFailure(t('page.answer.failed'));
    }
  };

  const titleId = `${id}-title`;
  const aboutId = `${id}-about`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const reach = target?.reach;
  const hint = !reach
    ? ''
    : reach.by === 'notification'
      ? t('page.answer.hintNotification', { name: reach.name })
      : reach.by === 'email'
        ? t('page.answer.hintEmail', { email: reach.email })
        : t('page.answer.hintNobody');

  return (
    <dialog
      ref={dialog}
      className="fbp-dialog"
      aria-labelledby={titleId}
      aria-describedby={aboutId}
      onCancel={(e) => {
        // Escape: closed through the page, which puts focus back where it was.
        e.preventDefault();
        cancel();
      }}
    >
      {target ? (
        <>
          <h2 id={titleId}>{t('page.answer.title')}</h2>
          <div id={aboutId} className="fbp-about">
            <p>{t('page.answer.from', { who: target.who })}</p>
            <p>{target.about}</p>
            {target.text ? (
              <>
                <p>{t('page.answer.theyWrote')}</p>
                <blockquote className="fbp-quote">{target.text}</blockquote>
              </>
            ) : (
              <p>{t('page.answer.noText')}</p>
            )}
          </div>
          <form className="ui-stack" noValidate onSubmit={(e) => void submit(e)}>
            <div className="ui-field">
              <label htmlFor={`${id}-answer`}>{t('page.answer.label')}</label>
              <p id={hintId} className="ui-hint">
                {hint} {t('page.answer.final')}
              </p>
              <textarea
                ref={box}
                id={`${id}-answer`}
                className="fbp-textarea"
                rows={6}
                required
                maxLength={ANSWER_MAX}
                value={text}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={[hintId, countId, fieldError ? errorId : ''].filter(Boolean).join(' ')}
                onChange={(e) => {
                  setText(e.target.value);
                  if (e.target.value.trim() !== '') setFieldError('');
                }}
              />
              <p id={countId} className="ui-hint">
                {t('page.answer.count', { used: text.length, max: ANSWER_MAX })}
              </p>
              {fieldError ? (
                <p id={errorId} className="ui-field-error">
                  {fieldError}
                </p>
              ) : null}
            </div>
            {failure ? (
              <p role="alert" className="ui-alert">
                {failure}
              </p>
            ) : null}
            <div className="fbp-actions">
              {taken ? null : (
                <button type="submit" className="ui-button" aria-disabled={mutation.isPending ? true : undefined}>
                  {mutation.isPending ? t('page.answer.sending') : t('page.answer.send')}
                </button>
              )}
              <button type="button" className="ui-button ui-button--secondary" onClick={cancel}>
                {taken ? t('page.answer.close') : t('page.answer.cancel')}
              </button>
            </div>
          </form>
        </>
      ) : null}
    </dialog>
  );
}
