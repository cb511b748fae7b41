import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { FormAlert, FormField } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { confirmPasswordReset } from '../api/password-reset.ts';
import { isWeakPassword } from '../hooks/password-rules.ts';

/** /confirmPasswordReset?token=…: the new password twice, then /passwordResetDone. */
export default function ConfirmResetPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: { password?: string; repeat?: string } = {};
    if (!password) next.password = t('fields.required');
    else if (isWeakPassword(password)) next.password = t('fields.weakPassword');
    if (!repeat) next.repeat = t('fields.required');
    else if (password !== repeat) next.repeat = t('fields.passwordsDiffer');
    setErrors(next);
    setError(undefined);
    if (next.password || next.repeat) return;
    setBusy(true);
    try {
      await confirmPasswordReset(token, password);
      void navigate('/passwordResetDone', { replace: true });
    } catch (err) {
      const body = isApiError(err) ? err.body : undefined;
      const fields = readFieldErrors(body);
      if (fields.password) setErrors({ password: fields.password });
      else setError(fields.token ?? readErrorMessage(body) ?? t('common:errors.network'));
      setBusy(false);
    }
  }

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('reset.title')}>{t('reset.title')}</PageHeading>
      {token ? (
        <>
          <p>{t('reset.intro')}</p>
          <form className="ui-form" noValidate onSubmit={(e) => void onSubmit(e)}>
            <FormAlert message={error} />
            <FormField
              label={t('fields.newPassword')}
              hint={t('fields.passwordHint')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <FormField
              label={t('fields.confirmPassword')}
              name="password_repeat"
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              error={errors.repeat}
            />
            <div>
              <button type="submit" className="ui-button" disabled={busy}>
                {busy ? t('reset.submitting') : t('reset.submit')}
              </button>
            </div>
          </form>
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
