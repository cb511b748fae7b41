import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { z } from '@tessera/forms/zod';
import { isApiError, readErrorMessage } from '@tessera/api-client/api-error';
import { obtainToken as tokenRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { FormAlert } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { googleLogin } from '../api/google-sign-in.ts';
import { obtainToken } from '../api/obtain-token.ts';
import { readGoogleCallback } from '../hooks/google-flow.ts';
import { useSignInComplete } from '../hooks/use-sign-in-complete.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { ProviderLinks } from './provider-links.tsx';

const rules = contractShape(tokenRequest);
/** The fields of POST /api/v1/token (username is the email), with its rules. */
const signInSchema = z.object({ email: z.string().trim().pipe(rules.username), password: rules.password });
const emailCharacters = characterRuleOf(tokenRequest.properties.username);
const passwordCharacters = characterRuleOf(tokenRequest.properties.password);

/** /login and /old_login: email and password sign-in (SPEC §7, §8). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const complete = useSignInComplete();
  const [error, setError] = useState<string>();
  const required = t('fields.required');
  const messages = useMemo(() => ({ email: { required }, password: { required } }), [required]);
  const form = useContractForm({ schema: signInSchema, defaultValues: { email: '', password: '' }, messages });
  const busy = form.formState.isSubmitting;
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

  async function onSubmit({ email, password }: z.infer<typeof signInSchema>) {
    setError(undefined);
    // A failure (400 non_field_errors, 401/429 detail, SPEC §8) is thrown on: the form's summary shows it, translated.
    const tokens = await obtainToken(email, password);
    await complete(tokens, remembered);
  }

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('login.title')}>{t('login.title')}</PageHeading>
      <p>{t('login.intro')}</p>
      <FormAlert id="login-error" message={error} />
      <Form
        form={form}
        className="ui-form"
        onSubmit={onSubmit}
        describeFailure={(err) => (isApiError(err) && err.status !== 0 ? undefined : t('login.failed'))}
      >
        <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required characters={emailCharacters} />
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          characters={passwordCharacters}
        />
        <div className="ui-row">
          <button type="submit" className="ui-button" disabled={busy} aria-disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
          <Link to="/forgotPassword">{t('login.forgot')}</Link>
        </div>
      </Form>
      {googleBusy ? <p role="status">{t('google.signingIn')}</p> : <GoogleSignInButton label="signIn" returnTo={remembered} />}
      <ProviderLinks returnTo={remembered} />
      <p>
        {t('login.noAccount')}{' '}
        <Link to={remembered ? `/signup?next=${encodeURIComponent(remembered)}` : '/signup'}>{t('login.signUp')}</Link>
      </p>
    </section>
  );
}
