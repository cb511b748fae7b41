import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import type { ApplicationStatus, StaffApplication } from '../../../components/hiring/types.ts';
import { useChangeApplicationStatus } from '../api/change-application-status.ts';

/** Statuses in which an application is still open (a closed job's applications never go back to one). */
const OPEN: readonly ApplicationStatus[] = ['applied', 'screening', 'interview', 'offered', 'on-hold'];

/** The status an undo goes back to, when the application is on hold or rejected and the user may undo. */
export function undoTarget(application: Pick<StaffApplication, 'status' | 'previous_status' | 'allowed_next'>): ApplicationStatus | null {
  const { status, previous_status: previous, allowed_next: allowed } = application;
  if ((status === 'on-hold' || status === 'rejected') && previous && allowed.includes(previous)) return previous;
  return null;
}

/** Forward moves: the allowed next statuses without the undo. */
export function forwardMoves(application: Pick<StaffApplication, 'status' | 'previous_status' | 'allowed_next'>): ApplicationStatus[] {
  const undo = undoTarget(application);
  return application.allowed_next.filter((s) => s !== undo);
}

interface Pending {
  to: ApplicationStatus;
  undo: boolean;
}

export interface StatusActionsProps {
  application: StaffApplication;
  /** Called after a change succeeded, with the new status (the page announces it and moves focus). */
  onChanged: (status: ApplicationStatus) => void;
}

/**
 * The status changes this user may make now (allowed_next from the server), each behind a confirm step.
 * A rejection needs a reason; on-hold takes an optional one. On hold and rejected offer an undo.
 */
export function StatusActions({ application, onChanged }: StatusActionsProps) {
  const { t } = useTranslation('applications-staff');
  const id = useId();
  const mutation = useChangeApplicationStatus(application.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const root = useRef<HTMLDivElement>(null);
  /** The action whose button opened the confirm step; focus goes back to it on cancel. */
  const [returnTo, setReturnTo] = useState<string | null>(null);

  useEffect(() => {
    if (pending) confirmHeading.current?.focus();
  }, [pending]);

  useEffect(() => {
    if (pending || !returnTo) return;
    root.current?.querySelector<HTMLButtonElement>(`button[data-action="${returnTo}"]`)?.focus();
    setReturnTo(null);
  }, [pending, returnTo]);

  const undo = undoTarget(application);
  const forward = forwardMoves(application);
  const name = application.candidate.name;
  const from = t(`statuses.${application.status}`);

  function open(to: ApplicationStatus, isUndo: boolean) {
    setPending({ to, undo: isUndo });
    setReason('');
    setReasonError(undefined);
    setFormError(undefined);
    mutation.reset();
  }

  function cancel() {
    // Back to the button that opened the step, so keyboard users keep their place.
    if (pending) setReturnTo(pending.undo ? 'undo' : pending.to);
    setPending(null);
  }

  function confirm() {
    if (!pending || mutation.isPending) return;
    if (pending.to === 'rejected' && !reason.trim()) {
      setReasonError(t('status.reasonRequired'));
      reasonField.current?.focus();
      return;
    }
    setReasonError(undefined);
    setFormError(undefined);
    const input = pending.to === 'rejected' || pending.to === 'on-hold' ? { status: pending.to, reason } : { status: pending.to };
    mutation.mutate(input, {
      onSuccess: (updated) => {
        setPending(null);
        onChanged(updated.status);
      },
      onError: (error) => {
        // In the reader's language, chosen by status and field; the server's words only when unknown.
        const body = isApiError(error) ? error.body : error;
        const status = isApiError(error) ? error.status : 0;
        const fields = readFieldErrors(body);
        if (status === 400 && fields.reason) {
          setReasonError(t('status.reasonRequired'));
          reasonField.current?.focus();
        } else if (status === 400 && fields.status) {
          const reopening = application.job.status === 'closed' && OPEN.includes(pending.to);
          setFormError(reopening ? t('status.jobClosed') : t('status.notAllowed'));
        } else if (status === 403) setFormError(t('status.forbidden'));
        else if (status === 404) setFormError(t('status.gone'));
        else if (status === 0) setFormError(t('common:errors.network'));
        else setFormError(readErrorMessage(body) ?? t('common:errors.somethingWentWrong'));
      },
    });
  }

  if (forward.length === 0 && !undo) return null;

  const to = pending ? t(`statuses.${pending.to}`) : '';
  const asksReason = pending?.to === 'rejected' || pending?.to === 'on-hold';
  const reasonRequired = pending?.to === 'rejected';
  const describedBy = [`${id}-reason-hint`, reasonError ? `${id}-reason-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="ui-stack" ref={root}>
      {pending ? null : (
        <>
          {forward.length > 0 ? (
            <>
              <h3 id={`${id}-moves`}>{t('status.movesTitle')}</h3>
              <ul className="hr-actions" aria-labelledby={`${id}-moves`}>
                {forward.map((status) => (
                  <li key={status}>
                    <button
                      type="button"
                      className={status === 'rejected' ? 'ui-button ui-button--secondary' : 'ui-button'}
                      data-action={status}
                      onClick={() => open(status, false)}
                    >
                      {t(`actions.${status}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {undo ? (
            <div className="ui-stack">
              <h3>{t('status.undoTitle')}</h3>
              <p>{t('status.undoHelp', { status: from, previous: t(`statuses.${undo}`) })}</p>
              <div>
                <button type="button" className="ui-button ui-button--secondary" data-action="undo" onClick={() => open(undo, true)}>
                  {t('status.undo', { previous: t(`statuses.${undo}`) })}
                </button>
              </div>
            </div>
          ) : null}
        </>
      )}
      {pending ? (
        <form
          className="hr-confirm ui-stack"
          aria-labelledby={`${id}-confirm-title`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <h3 id={`${id}-confirm-title`} ref={confirmHeading} tabIndex={-1}>
            {t('status.confirmTitle')}
          </h3>
          <p>
            {pending.undo ? t('status.confirmUndo', { name, from, to }) : t('status.confirmMove', { name, from, to })}{' '}
            {t('status.notified', { name })}
          </p>
          {asksReason ? (
            <div className="hr-field">
              <label htmlFor={`${id}-reason`}>{reasonRequired ? t('status.reasonLabelRequired') : t('status.reasonLabelOptional')}</label>
              <p id={`${id}-reason-hint`} className="ui-hint">
                {t('status.reasonHint')}
              </p>
              <textarea
                id={`${id}-reason`}
                ref={reasonField}
                value={reason}
                maxLength={1000}
                required={reasonRequired}
                aria-required={reasonRequired || undefined}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={describedBy}
                onChange={(e) => setReason(e.target.value)}
              />
              {reasonError ? (
                <p id={`${id}-reason-error`} className="ui-field-error">
                  {reasonError}
                </p>
              ) : null}
            </div>
          ) : null}
          {formError ? (
            <div role="alert" className="ui-alert">
              {formError}
            </div>
          ) : null}
          <div className="ui-row">
            <button type="submit" className="ui-button" aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending
                ? t('status.saving')
                : pending.undo
                  ? t('status.confirmUndoButton', { to })
                  : t('status.confirmButton', { to })}
            </button>
            <button type="button" className="ui-button ui-button--secondary" onClick={cancel}>
              {t('status.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
