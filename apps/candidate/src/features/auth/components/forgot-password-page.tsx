import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { FormAlert, FormField } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { requestPasswordReset } from '../api/password-reset.ts';
import { isEmail } from '../hooks/password-rules.ts';

/** /forgotPassword: asks for a reset link by email. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!isEmail(email)) {
      setFieldError(email.trim() ? t('fields.invalidEmail') : t('fields.required'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const answer = await requestPasswordReset(email.trim());
      setDone(answer.detail);
    } catch (err) {
      const body = isApiError(err) ? err.body : undefined;
      const fields = readFieldErrors(body);
      if (fields.email) setFieldError(fields.email);
      else setError(readErrorMessage(body) ?? t('common:errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('forgot.title')}>{t('forgot.title')}</PageHeading>
      <p>{t('forgot.intro')}</p>
      <div role="status" className={done ? 'ui-notice' : undefined}>
        {done}
      </div>
      {done ? null : (
        <form className="ui-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={error} />
          <FormField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError}
          />
          <div>
            <button type="submit" className="ui-button" disabled={busy}>
              {busy ? t('forgot.submitting') : t('forgot.submit')}
            </button>
          </div>
        </form>
      )}
      <p>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </section>
  );
}
