import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useContractForm } from '@tessera/forms/form';
import { SelectField, TextAreaField, TextField } from '@tessera/forms/fields';
import { z } from '@tessera/forms/zod';
import type { Offer, OfferInput } from '../api/offers.ts';

const PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export interface OfferFormProps {
  /** The offer to change; none to draft a new one. */
  offer?: Offer;
  /** The job's title, the default title of a new offer. */
  jobTitle: string;
  submitLabel: string;
  onSubmit: (values: OfferInput) => Promise<void>;
  onCancel: () => void;
}

/** The offer's terms: title, pay (amount, currency, period), start date, terms and the last day to answer. */
export function OfferForm({ offer, jobTitle, submitLabel, onSubmit, onCancel }: OfferFormProps) {
  const { t } = useTranslation('offers');
  const schema = useMemo(
    () =>
      z.object({
        title: z.string().trim().min(1).max(200),
        pay_amount: z
          .string()
          .trim()
          .regex(/^[1-9]\d{0,8}$/, { error: t('form.payAmountFormat') }),
        pay_currency: z
          .string()
          .trim()
          .regex(/^[A-Za-z]{3}$/, { error: t('form.currencyFormat') }),
        pay_period: z.enum(PERIODS),
        start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: t('form.dateFormat') }),
        terms: z.string().max(5000),
        expires_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: t('form.dateFormat') }),
      }),
    [t],
  );
  const form = useContractForm({
    schema,
    defaultValues: {
      title: offer?.title ?? jobTitle,
      pay_amount: offer ? String(offer.pay_amount) : '',
      pay_currency: offer?.pay_currency ?? 'USD',
      pay_period: offer?.pay_period ?? 'year',
      start_date: offer?.start_date ?? inDays(30),
      terms: offer?.terms ?? '',
      expires_on: offer?.expires_on ?? inDays(7),
    },
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      className="ui-form ui-stack"
      onSubmit={async (v) => {
        await onSubmit({
          title: v.title,
          pay_amount: Number(v.pay_amount),
          pay_currency: v.pay_currency.toUpperCase(),
          pay_period: v.pay_period,
          start_date: v.start_date,
          terms: v.terms,
          expires_on: v.expires_on,
        });
      }}
    >
      <TextField label={t('form.title')} name="title" required maxLength={200} />
      <TextField label={t('form.payAmount')} name="pay_amount" inputMode="numeric" required hint={t('form.payAmountHint')} />
      <TextField label={t('form.currency')} name="pay_currency" required maxLength={3} hint={t('form.currencyHint')} />
      <SelectField label={t('form.period')} name="pay_period" options={PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))} />
      <TextField label={t('form.startDate')} name="start_date" type="date" required />
      <TextField label={t('form.expiresOn')} name="expires_on" type="date" required hint={t('form.expiresOnHint')} />
      <TextAreaField label={t('form.terms')} name="terms" rows={4} maxLength={5000} hint={t('form.termsHint')} />
      <div className="hr-actions">
        <button type="submit" className="ui-button" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </Form>
  );
}
