import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readErrorMessage } from '@tessera/api-client/api-error';
import { withdrawOffer } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextAreaField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
import { useFormatters } from '@tessera/i18n/format';
import { useApplicationOffers, useCreateOffer, useOfferAction, useUpdateOffer, type Offer, type OfferAction } from '../api/offers.ts';
import { OfferForm } from './offer-form.tsx';
import { OfferStatusChip } from './offer-status-chip.tsx';

const withdrawSchema = z.object({ reason: contractShape(withdrawOffer).reason });

function problemText(error: unknown, fallback: string): string {
  return (isApiError(error) ? readErrorMessage(error.body) : undefined) ?? fallback;
}

/** The offer's history: who did what, when (the job seeker's steps named as theirs). */
function OfferHistory({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const f = useFormatters();
  return (
    <ol className="hr-timeline">
      {offer.history.map((h, i) => (
        <li key={`${h.created_at}-${i}`}>
          <strong>{t(`actions.${h.action}`)}</strong> · {f.dateTime(h.created_at)} ·{' '}
          {h.by_job_seeker ? t('history.byJobSeeker') : h.by ? h.by.name : t('history.bySystem')}
          {h.reason ? <div className="hr-meta">{t('history.reason', { reason: h.reason })}</div> : null}
        </li>
      ))}
    </ol>
  );
}

function OfferCard({ offer, jobTitle, onDone }: { offer: Offer; jobTitle: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('offers');
  const f = useFormatters();
  const id = useId();
  const action = useOfferAction();
  const update = useUpdateOffer();
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdrawForm = useContractForm({ schema: withdrawSchema, defaultValues: { reason: '' } });
  const [problem, setProblem] = useState('');
  const run = (a: OfferAction) => {
    setProblem('');
    action.mutate(
      { id: offer.id, action: a },
      {
        onSuccess: (next) => {
          onDone(t('done', { status: t(`statuses.${next.status}`) }));
        },
        onError: (error) => setProblem(problemText(error, t('common:errors.somethingWentWrong'))),
      },
    );
  };
  const c = offer.can;
  return (
    <article className="hr-card ui-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {offer.title} <OfferStatusChip status={offer.status} />
      </h3>
      <dl className="hr-facts">
        <dt>{t('detail.pay')}</dt>
        <dd>{t('pay', { amount: f.money(offer.pay_amount, offer.pay_currency), period: t(`periods.${offer.pay_period}`) })}</dd>
        <dt>{t('detail.startDate')}</dt>
        <dd>{f.longDate(`${offer.start_date}T12:00:00Z`)}</dd>
        <dt>{t('detail.expiresOn')}</dt>
        <dd>{f.longDate(`${offer.expires_on}T12:00:00Z`)}</dd>
        <dt>{t('detail.language')}</dt>
        <dd>{t(`languages.${offer.language}`)}</dd>
        <dt>{t('detail.approvals')}</dt>
        <dd>
          {offer.manager_approval
            ? t('detail.managerApproved', { name: offer.manager_approval.by?.name ?? '', date: f.date(offer.manager_approval.at) })
            : t('detail.managerWaiting')}
          {offer.needs_program_approval ? (
            <div>
              {offer.program_approval
                ? t('detail.programApproved', { name: offer.program_approval.by?.name ?? '', date: f.date(offer.program_approval.at) })
                : t('detail.programWaiting')}
            </div>
          ) : null}
        </dd>
        {offer.decline_reason ? (
          <>
            <dt>{t('detail.declineReason')}</dt>
            <dd>{offer.decline_reason}</dd>
          </>
        ) : null}
      </dl>
      {offer.terms ? <p style={{ whiteSpace: 'pre-wrap' }}>{offer.terms}</p> : null}
      <details>
        <summary>{t('detail.letter')}</summary>
        <p lang={offer.language === 'esp' ? 'es' : offer.language} style={{ whiteSpace: 'pre-wrap' }}>
          {offer.letter}
        </p>
      </details>
      <h4>{t('history.title')}</h4>
      <OfferHistory offer={offer} />
      {problem ? (
        <p className="ui-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {editing ? (
        <OfferForm
          offer={offer}
          jobTitle={jobTitle}
          submitLabel={t('form.saveChanges')}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const next = await update.mutateAsync({ id: offer.id, body });
            setEditing(false);
            onDone(next.status === offer.status ? t('saved') : t('sentBack'));
          }}
        />
      ) : (
        <div className="hr-actions">
          {c.edit ? (
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setEditing(true)}>
              {t('buttons.edit')}
            </button>
          ) : null}
          {c.submit ? (
            <button type="button" className="ui-button" disabled={action.isPending} onClick={() => run('submit')}>
              {t('buttons.submit')}
            </button>
          ) : null}
          {c.approve ? (
            <button type="button" className="ui-button" disabled={action.isPending} onClick={() => run('approve')}>
              {t('buttons.approve')}
            </button>
          ) : null}
          {c.send ? (
            <button type="button" className="ui-button" disabled={action.isPending} onClick={() => run('send')}>
              {t('buttons.send')}
            </button>
          ) : null}
          {c.withdraw && !withdrawing ? (
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setWithdrawing(true)}>
              {t('buttons.withdraw')}
            </button>
          ) : null}
        </div>
      )}
      {withdrawing ? (
        <Form
          form={withdrawForm}
          className="ui-stack hr-confirm"
          aria-label={t('buttons.withdraw')}
          describeFailure={(error) => problemText(error, t('common:errors.somethingWentWrong'))}
          onSubmit={async (v) => {
            setProblem('');
            const next = await action.mutateAsync({ id: offer.id, action: 'withdraw', reason: v.reason });
            setWithdrawing(false);
            onDone(t('done', { status: t(`statuses.${next.status}`) }));
          }}
        >
          <TextAreaField name="reason" label={t('withdraw.reason')} rows={2} maxLength={1000} />
          <div className="hr-actions">
            <button type="submit" className="ui-button" disabled={action.isPending}>
              {t('withdraw.confirm')}
            </button>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setWithdrawing(false)}>
              {t('withdraw.keep')}
            </button>
          </div>
        </Form>
      ) : null}
    </article>
  );
}

/** The application's offers (issue 12): drafting one after the interview stage, and each offer's approvals, sending and history. */
export function ApplicationOffers({ applicationId, jobTitle }: { applicationId: number; jobTitle: string }) {
  const { t } = useTranslation('offers');
  const offers = useApplicationOffers(applicationId);
  const create = useCreateOffer(applicationId);
  const [drafting, setDrafting] = useState(false);
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const data = offers.data;
  if (offers.isError && isApiError(offers.error) && offers.error.status === 403) return null;
  const done = (message: string) => {
    setSaid(message);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <section id="offers" className="hr-section ui-stack" aria-labelledby="offers-title">
      <h2 id="offers-title" ref={heading} tabIndex={-1}>
        {t('section.title')}
      </h2>
      <p role="status" aria-live="polite">
        {said}
      </p>
      {!data ? null : data.results.length === 0 && !drafting ? <p>{data.can_create ? t('section.noneYet') : t('section.none')}</p> : null}
      {data?.can_create && !drafting ? (
        <div>
          <button type="button" className="ui-button" onClick={() => setDrafting(true)}>
            {t('buttons.draft')}
          </button>
        </div>
      ) : null}
      {drafting ? (
        <OfferForm
          jobTitle={jobTitle}
          submitLabel={t('form.create')}
          onCancel={() => setDrafting(false)}
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            setDrafting(false);
            done(t('created'));
          }}
        />
      ) : null}
      {data?.results.map((o) => (
        <OfferCard key={o.id} offer={o} jobTitle={jobTitle} onDone={done} />
      ))}
    </section>
  );
}
