import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tessera/api-client/api-error';
import { invalidateApi } from '@tessera/api-client/query-keys';
import { formatDate, formatMoney, localeOf } from '@tessera/i18n/format';
import { saveBlob } from '@tessera/ui/download';
import { TextAreaField } from '../../../components/fields.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { acceptMyOffer, declineMyOfferById, downloadMyOfferLetter, type MyOffer } from '../api/my-offers.ts';

type Answer = 'accept' | 'decline';

/**
 * The offer on one application (issue 12): what is offered, the letter to read and download as a PDF,
 * and — while it is open — accepting it or declining it with an optional reason, each asked once more.
 */
export function OfferPanel({ offer, onChanged }: { offer: MyOffer; onChanged: (message: string) => void }) {
  const { t, i18n } = useTranslation('my-offers');
  const locale = localeOf(i18n.language);
  const client = useQueryClient();
  const id = useId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const job = offer.job.title;
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, locale);

  async function confirm() {
    if (!answer) return;
    setBusy(true);
    setError('');
    try {
      await (answer === 'accept' ? acceptMyOffer(offer.id) : declineMyOfferById(offer.id, reason));
      await invalidateApi(client, ['/api/v1/me/offers', '/api/v1/me/applications', '/api/v1/me/applications/{id}']);
      setAnswer(null);
      setReason('');
      onChanged(answer === 'accept' ? t('accepted', { job }) : t('declined', { job }));
    } catch (e) {
      setError(isApiError(e) && e.status === 400 ? t('notAllowed') : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadMyOfferLetter(offer.id);
      saveBlob(blob, fileName);
    } catch {
      setError(t('failed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="ap-offer ui-stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('title', { job })}</h4>
      <p>{t(`status.${offer.status}`, { date: day(offer.expires_on) })}</p>
      <dl className="ap-offer__facts">
        <dt>{t('pay')}</dt>
        <dd>
          {t('payValue', { amount: formatMoney(offer.pay_amount, offer.pay_currency, locale), period: t(`periods.${offer.pay_period}`) })}
        </dd>
        <dt>{t('startDate')}</dt>
        <dd>{day(offer.start_date)}</dd>
        <dt>{t('answerBy')}</dt>
        <dd>{day(offer.expires_on)}</dd>
      </dl>
      <details className="ap-match">
        <summary>{t('readLetter')}</summary>
        <p lang={offer.language === 'esp' ? 'es' : offer.language} className="ap-offer__letter">
          {offer.letter}
        </p>
      </details>
      <div className="ap-actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={() => void download()} aria-disabled={downloading}>
          {downloading ? t('downloading') : t('download')}
          <span className="ui-visually-hidden"> {t('forJob', { job })}</span>
        </button>
        {offer.can_answer ? (
          <>
            <button type="button" className="ui-button" onClick={() => setAnswer('accept')}>
              {t('accept')}
              <span className="ui-visually-hidden"> {t('forJob', { job })}</span>
            </button>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setAnswer('decline')}>
              {t('decline')}
              <span className="ui-visually-hidden"> {t('forJob', { job })}</span>
            </button>
          </>
        ) : null}
      </div>
      {error && !answer ? (
        <p role="alert" className="ui-alert">
          {error}
        </p>
      ) : null}
      <ModalDialog
        open={answer !== null}
        onClose={() => setAnswer(null)}
        closeLabel={t('close')}
        title={answer === 'accept' ? t('acceptTitle', { job }) : t('declineTitle', { job })}
      >
        <p>{answer === 'accept' ? t('acceptText') : t('declineText')}</p>
        {answer === 'decline' ? (
          <TextAreaField
            label={t('reason')}
            hint={t('reasonHint')}
            value={reason}
            maxLength={1000}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
          />
        ) : null}
        {error ? (
          <p role="alert" className="ui-alert">
            {error}
          </p>
        ) : null}
        <div className="cc-dialog__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={() => setAnswer(null)} data-autofocus>
            {t('notYet')}
          </button>
          <button type="button" className="ui-button" onClick={() => void confirm()} disabled={busy}>
            {busy ? t('working') : answer === 'accept' ? t('yesAccept') : t('yesDecline')}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
