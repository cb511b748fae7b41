import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiError, readErrorMessage } from '@tessera/api-client/api-error';
import { getSessionStore } from '@tessera/session/session-store';
import { FormAlert, FormField } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { googleLogin } from '../api/google-sign-in.ts';
import { obtainToken } from '../api/obtain-token.ts';
import { readGoogleCallback } from '../hooks/google-flow.ts';
import { useSignInComplete } from '../hooks/use-sign-in-complete.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** /login and /old_login: email and password sign-in (SPEC §7, §8). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const complete = useSignInComplete();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const remembered = params.get('next') ?? (location.state as { from?: string } | null)?.from ?? null;
  const [googleBusy, setGoogleBusy] = useState(false);
  const handled = useRef(false);

  // Back from Google: the tokens are in the fragment. They leave the address bar at once.
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const callback = readGoogleCallback(window.location.hash);
    if (callback.kind === 'none') return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    if (callback.kind === 'error') {
      setError(t(callback.reason === 'denied' ? 'google.cancelled' : 'google.failed'));
      return;
    }
    setGoogleBusy(true);
    googleLogin({ access_token: callback.access_token, id_token: callback.id_token })
      .then((tokens) => complete(tokens, callback.returnTo))
      .catch((err: unknown) => {
        setError((isApiError(err) ? readErrorMessage(err.body) : undefined) ?? t('google.failed'));
        setGoogleBusy(false);
      });
  }, [complete, t]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errors: { email?: string; password?: string } = {};
    if (!email.trim()) errors.email = t('fields.required');
    if (!password) errors.password = t('fields.required');
    setFieldErrors(errors);
    setError(undefined);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const tokens = await obtainToken(email.trim(), password);
      await complete(tokens, remembered);
    } catch (err) {
      getSessionStore().getState().recordFailedLogin();
      // 400 non_field_errors, 401/429 detail (SPEC §8).
      setError((isApiError(err) ? readErrorMessage(err.body) : undefined) ?? t('login.failed'));
      setBusy(false);
    }
  }

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('login.title')}>{t('login.title')}</PageHeading>
      <p>{t('login.intro')}</p>
      <form className="ui-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={error ? 'login-error' : undefined}>
        <FormAlert id="login-error" message={error} />
        <FormField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <FormField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <div className="ui-row">
          <button type="submit" className="ui-button" disabled={busy} aria-disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
          <Link to="/forgotPassword">{t('login.forgot')}</Link>
        </div>
      </form>
      {googleBusy ? <p role="status">{t('google.signingIn')}</p> : <GoogleSignInButton label="signIn" returnTo={remembered} />}
      <p>
        {t('login.noAccount')} <Link to="/signup">{t('login.signUp')}</Link>
      </p>
    </section>
  );
}
