import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tessera/api-client/api-error';
import { TextAreaField } from '../../../components/fields.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { declineMyOffer } from '../api/decline-my-offer.ts';
import type { MyApplication } from '../api/list-my-applications.ts';
import { withdrawMyApplication } from '../api/withdraw-my-application.ts';
import { apiKey, invalidateApi } from '@tessera/api-client/query-keys';

export type Change = 'withdraw' | 'decline';

export interface ConfirmChangeDialogProps {
  application: MyApplication;
  change: Change | null;
  onClose: () => void;
  /** After the change, with a sentence saying what happened. */
  onDone: (message: string) => void;
}

/**
 * Asks before withdrawing an application or declining an offer: says plainly what it means (it cannot be
 * undone, and the job cannot be applied to again), takes an optional reason, then makes the change.
 */
export function ConfirmChangeDialog({ application, change, onClose, onDone }: ConfirmChangeDialogProps) {
  const { t } = useTranslation('applications');
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const job = application.job.title;

  /** What went wrong, in the reader's language by status; the server's words only when it is unknown. */
  function errorText(e: unknown): string {
    if (!isApiError(e) || e.status === 0) return t('confirm.failed');
    if (e.status === 400) return t('confirm.notAllowed');
    if (e.status === 404) return t('confirm.gone');
    if (e.status === 401) return t('confirm.signedOut');
    return e.message;
  }

  async function confirm() {
    if (!change) return;
    setBusy(true);
    setError('');
    try {
      await (change === 'withdraw' ? withdrawMyApplication(application.id, reason) : declineMyOffer(application.id, reason));
      await invalidateApi(client, ['/api/v1/me/applications', '/api/v1/me/applications/{id}']);
      void client.invalidateQueries({ queryKey: apiKey('/api/v1/search/jobs/{id}') });
      setReason('');
      onDone(change === 'withdraw' ? t('confirm.withdrawn', { job }) : t('confirm.declined', { job }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open={change !== null}
      onClose={onClose}
      closeLabel={t('confirm.close')}
      title={change === 'decline' ? t('confirm.declineTitle', { job }) : t('confirm.withdrawTitle', { job })}
    >
      <p>{change === 'decline' ? t('confirm.declineText') : t('confirm.withdrawText')}</p>
      <TextAreaField
        label={t('confirm.reason')}
        hint={t('confirm.reasonHint')}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
      />
      {error ? (
        <p role="alert" className="ui-alert">
          {error}
        </p>
      ) : null}
      <div className="cc-dialog__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onClose} data-autofocus>
          {change === 'decline' ? t('confirm.keepOffer') : t('confirm.keep')}
        </button>
        <button type="button" className="ui-button" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('confirm.working') : change === 'decline' ? t('confirm.yesDecline') : t('confirm.yesWithdraw')}
        </button>
      </div>
    </ModalDialog>
  );
}
