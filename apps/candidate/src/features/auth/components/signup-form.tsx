import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { getSessionStore } from '@tessera/session/session-store';
import { useGo } from '@tessera/ui/app-context';
import { FormAlert, FormField } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { register, type UserType } from '../api/register.ts';
import { isEmail, isWeakPassword } from '../hooks/password-rules.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** SPEC §9: back to / 5 s after registering. */
export const REDIRECT_SECONDS = 5;

type Fields = 'first_name' | 'last_name' | 'email' | 'password';

/** The registration form of /signup/candidate and /signup/employer (multipart POST /api/v1/register). */
export function SignupForm({ userType }: { userType: UserType }) {
  const { t } = useTranslation('auth');
  const go = useGo();
  const [values, setValues] = useState<Record<Fields, string>>({ first_name: '', last_name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const leave = () => void go('/', { replace: true });
  const left = useCountdown(success === null ? null : REDIRECT_SECONDS, leave, paused);
  const title = userType === 'candidate' ? t('signup.candidateTitle') : t('signup.employerTitle');

  const set = (field: Fields) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Fields, string>> = {};
    if (!values.first_name.trim()) next.first_name = t('fields.required');
    if (!values.last_name.trim()) next.last_name = t('fields.required');
    if (!values.email.trim()) next.email = t('fields.required');
    else if (!isEmail(values.email)) next.email = t('fields.invalidEmail');
    if (!values.password) next.password = t('fields.required');
    else if (isWeakPassword(values.password, values.email)) next.password = t('fields.weakPassword');
    setErrors(next);
    setFormError(undefined);
    if (Object.keys(next).length > 0) {
      document.getElementById(`signup-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await register({ ...values, email: values.email.trim(), user_type: userType });
      const data = answer.data as { access_token?: string; refresh_token?: string };
      // A candidate is signed in at once (SPEC §4); an employer waits for approval.
      if (data.access_token && data.refresh_token) {
        getSessionStore().getState().signIn({ access: data.access_token, refresh: data.refresh_token });
      }
      setSuccess(answer.message);
    } catch (err) {
      const body = isApiError(err) ? err.body : undefined;
      const fields = readFieldErrors(body);
      setErrors({ first_name: fields.first_name, last_name: fields.last_name, email: fields.email, password: fields.password });
      const known = fields.email ?? fields.password ?? fields.first_name ?? fields.last_name;
      setFormError(known ? undefined : (readErrorMessage(body) ?? t('signup.failed')));
    } finally {
      setBusy(false);
    }
  }

  if (success !== null) {
    return (
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={title}>{title}</PageHeading>
        <div
          className="ui-notice ui-stack"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <p role="status">{success}</p>
          <p aria-live="off">{t('signup.redirecting', { count: left ?? 0 })}</p>
          <div>
            <button type="button" className="ui-button" onClick={leave}>
              {t('signup.goNow')}
            </button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <form className="ui-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert message={formError} />
        <FormField
          id="signup-first_name"
          label={t('fields.firstName')}
          name="first_name"
          autoComplete="given-name"
          required
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <FormField
          id="signup-last_name"
          label={t('fields.lastName')}
          name="last_name"
          autoComplete="family-name"
          required
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
        <FormField
          id="signup-email"
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <FormField
          id="signup-password"
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <div>
          <button type="submit" className="ui-button" disabled={busy}>
            {busy ? t('signup.submitting') : t('signup.submit')}
          </button>
        </div>
      </form>
      {userType === 'candidate' ? <GoogleSignInButton label="signUp" returnTo={null} /> : null}
      <p>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </section>
  );
}
