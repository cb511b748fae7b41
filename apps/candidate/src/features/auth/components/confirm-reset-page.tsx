import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { confirmPasswordReset as confirmRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { PageHeading } from '@tessera/ui/page-heading';
import { confirmPasswordReset } from '../api/password-reset.ts';
import { isWeakPassword } from '../hooks/password-rules.ts';

const rules = contractShape(confirmRequest);
const passwordCharacters = characterRuleOf(confirmRequest.properties.password);

/** /confirmPasswordReset?token=…: the new password twice, then /passwordResetDone. */
export default function ConfirmResetPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const required = t('fields.required');
  const weak = t('fields.weakPassword');
  const differ = t('fields.passwordsDiffer');
  const schema = useMemo(
    () =>
      z
        .object({
          password: z
            .string()
            .min(1)
            .pipe(rules.password)
            .refine((p) => !isWeakPassword(p), weak),
          password_repeat: z.string().min(1),
        })
        .superRefine((v, ctx) => {
          if (v.password_repeat !== '' && v.password !== v.password_repeat)
            ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: differ });
        }),
    [weak, differ],
  );
  const messages = useMemo(() => ({ password: { required }, password_repeat: { required } }), [required]);
  const form = useContractForm({ schema, messages, defaultValues: { password: '', password_repeat: '' } });
  const busy = form.formState.isSubmitting;

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('reset.title')}>{t('reset.title')}</PageHeading>
      {token ? (
        <>
          <p>{t('reset.intro')}</p>
          <Form
            form={form}
            className="ui-form"
            onSubmit={async ({ password }) => {
              await confirmPasswordReset(token, password);
              void navigate('/passwordResetDone', { replace: true });
            }}
          >
            <TextField
              label={t('fields.newPassword')}
              hint={t('fields.passwordHint')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              characters={passwordCharacters}
            />
            <TextField
              label={t('fields.confirmPassword')}
              name="password_repeat"
              type="password"
              autoComplete="new-password"
              required
              characters={passwordCharacters}
            />
            <div>
              <button type="submit" className="ui-button" disabled={busy}>
                {busy ? t('reset.submitting') : t('reset.submit')}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <p className="ui-alert">{t('reset.missingToken')}</p>
      )}
      <p>
        <Link to="/forgotPassword">{t('reset.askAgain')}</Link>
      </p>
    </section>
  );
}
