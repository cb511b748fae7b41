import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from '@tessera/forms/zod';
import { requestPasswordReset as resetRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { PageHeading } from '@tessera/ui/page-heading';
import { requestPasswordReset } from '../api/password-reset.ts';
import { isEmail } from '../hooks/password-rules.ts';

const rules = contractShape(resetRequest);
const emailCharacters = characterRuleOf(resetRequest.properties.email);

/** /forgotPassword: asks for a reset link by email. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<string>();
  const required = t('fields.required');
  const invalidEmail = t('fields.invalidEmail');
  const schema = useMemo(
    () => z.object({ email: z.string().trim().min(1).refine(isEmail, invalidEmail).pipe(rules.email) }),
    [invalidEmail],
  );
  const messages = useMemo(() => ({ email: { required, format: invalidEmail } }), [required, invalidEmail]);
  const form = useContractForm({ schema, messages, defaultValues: { email: '' } });
  const busy = form.formState.isSubmitting;

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('forgot.title')}>{t('forgot.title')}</PageHeading>
      <p>{t('forgot.intro')}</p>
      <div role="status" className={done ? 'ui-notice' : undefined}>
        {done}
      </div>
      {done ? null : (
        <Form
          form={form}
          className="ui-form"
          onSubmit={async ({ email }) => {
            const answer = await requestPasswordReset(email);
            setDone(answer.detail);
          }}
        >
          <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required characters={emailCharacters} />
          <div>
            <button type="submit" className="ui-button" disabled={busy}>
              {busy ? t('forgot.submitting') : t('forgot.submit')}
            </button>
          </div>
        </Form>
      )}
      <p>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </section>
  );
}
