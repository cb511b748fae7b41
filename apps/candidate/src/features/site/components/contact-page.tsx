import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { isApiError } from '@tessera/api-client/api-error';
import { sendContactMessage as contactRequest } from '@tessera/contract/request-schemas';
import { isValidGuestEmail } from '@tessera/feedback/email-rule';
import { contractShape } from '@tessera/forms/contract-schema';
import { SelectField, TextAreaField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { PageHeading } from '@tessera/ui/page-heading';
import { SupportContact } from '@tessera/ui/support-contact';
import { sendContactMessage, type ContactMessage } from '../api/contact.ts';
import './site.css';

const rules = contractShape(contactRequest);
const TOPICS: readonly ContactMessage['topic'][] = ['job_seeker', 'employer', 'partner', 'press', 'other'];
const MESSAGE_MAX = 1800;

/**
 * /contact-us: name, email (SPEC §5 rule), topic and message. The message opens a conversation in the
 * tenant's helpdesk; the answer comes by email. The support phone and email are shown beside it.
 */
export default function ContactPage() {
  const { t } = useTranslation('site');
  const [sent, setSent] = useState(false);
  const invalidEmail = t('contact.invalidEmail');
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1).pipe(rules.name),
        email: z
          .string()
          .trim()
          .min(1)
          .pipe(rules.email)
          .refine((v) => isValidGuestEmail(v), invalidEmail),
        topic: z.enum(TOPICS as [ContactMessage['topic'], ...ContactMessage['topic'][]]),
        message: z.string().trim().min(1).pipe(rules.message),
      }),
    [invalidEmail],
  );
  const required = t('contact.required');
  const messages = useMemo(() => ({ name: { required }, email: { required }, message: { required }, topic: { required } }), [required]);
  const form = useContractForm({ schema, messages, defaultValues: { name: '', email: '', topic: 'job_seeker' as const, message: '' } });
  const length = form.watch('message').length;
  const busy = form.formState.isSubmitting;

  async function onSubmit(values: z.infer<typeof schema>) {
    await sendContactMessage(values);
    setSent(true);
    form.reset();
  }

  return (
    <section className="ui-stack site-contact" aria-labelledby="page-heading">
      <PageHeading title={t('contact.title')}>{t('contact.title')}</PageHeading>
      <p>{t('contact.intro')}</p>
      <SupportContact />
      {sent ? (
        <div className="ui-notice ui-stack">
          <p role="status">{t('contact.sent')}</p>
          <div>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setSent(false)}>
              {t('contact.another')}
            </button>
          </div>
        </div>
      ) : (
        <Form
          id="contact"
          form={form}
          className="ui-form"
          onSubmit={onSubmit}
          describeFailure={(err) =>
            isApiError(err) && err.status === 429
              ? t('contact.tooMany')
              : isApiError(err) && err.status === 400
                ? undefined
                : t('contact.failed')
          }
        >
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            required
            maxLength={150}
            characters={characterRuleOf(contactRequest.properties.name)}
          />
          <TextField label={t('contact.emailLabel')} name="email" type="email" autoComplete="email" required maxLength={254} />
          <SelectField
            label={t('contact.topic')}
            name="topic"
            options={TOPICS.map((value) => ({ value, label: t(`contact.topics.${value}`) }))}
          />
          <TextAreaField
            label={t('contact.message')}
            name="message"
            rows={8}
            required
            maxLength={MESSAGE_MAX}
            hint={t('contact.count', { used: length, max: MESSAGE_MAX })}
          />
          <div>
            <button type="submit" className="ui-button" disabled={busy}>
              {busy ? t('contact.sending') : t('contact.send')}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
