import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { z } from '@tessera/forms/zod';
import { isApiError, readErrorMessage } from '@tessera/api-client/api-error';
import { startProviderSignIn as startRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { translateServerMessage } from '@tessera/forms/server-errors';
import { FormAlert } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useSignInProviders } from '../api/google-sign-in.ts';
import { finishProviderSignIn, startProviderSignIn, type SignInMethod } from '../api/provider-sign-in.ts';
import { isEmail } from '../hooks/password-rules.ts';
import { readProviderCallback, rememberFlow } from '../hooks/provider-flow.ts';
import { useSignInComplete } from '../hooks/use-sign-in-complete.ts';

const rules = contractShape(startRequest);
const emailCharacters = characterRuleOf(startRequest.properties.email);

/** The method of each page (paths match case-insensitively, like the route manifest). */
const METHODS: Record<string, SignInMethod> = { '/loginsso': 'sso', '/linkedinlogin': 'linkedin', '/loginindeed': 'indeed' };

export function methodOfPath(pathname: string): SignInMethod {
  return METHODS[pathname.replace(/\/+$/, '').toLowerCase()] ?? 'sso';
}

/**
 * /loginsso (a work email picks the organisation's provider), /linkedInLogin and /loginIndeed: sign-in
 * through an OpenID Connect provider of the tenant (DECISIONS 17). The provider sends the browser back to
 * the same page with a code, which the API exchanges. Without a provider, the page says so.
 */
export default function ProviderSignInPage() {
  const { t, i18n } = useTranslation('auth');
  const location = useLocation();
  const [params] = useSearchParams();
  const method = methodOfPath(location.pathname);
  const providers = useSignInProviders();
  const complete = useSignInComplete();
  const [error, setError] = useState<string>();
  const [finishing, setFinishing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const handled = useRef(false);
  const remembered = params.get('next') ?? (location.state as { from?: string } | null)?.from ?? null;

  const serverMessage = (err: unknown): string => {
    const message = isApiError(err) && err.status !== 0 ? readErrorMessage(err.body) : undefined;
    return message ? translateServerMessage(message, t, i18n.language) : t('provider.failed');
  };

  // Back from the provider: the code and state leave the address bar at once, and go to the API.
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const callback = readProviderCallback(window.location.search, method);
    if (callback.kind === 'none') return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (callback.kind === 'error') {
      setError(t(callback.reason === 'denied' ? 'provider.cancelled' : 'provider.mismatch'));
      return;
    }
    setFinishing(true);
    finishProviderSignIn({ method, state: callback.state, code: callback.code })
      .then(({ tokens, next }) => complete(tokens, next ?? callback.returnTo))
      .catch((err: unknown) => {
        setError(serverMessage(err));
        setFinishing(false);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on the provider's answer
  }, []);

  async function leaveFor(email?: string): Promise<void> {
    const started = await startProviderSignIn({ method, ...(email ? { email } : {}), ...(remembered ? { next: remembered } : {}) });
    rememberFlow({ method, state: started.state, returnTo: remembered });
    setLeaving(true);
    window.location.assign(started.authorization_url);
  }

  const title = t(`provider.${method}.title`);
  let body: ReactNode;
  if (finishing || leaving) body = <Spinner label={t(finishing ? 'provider.signingIn' : 'provider.leaving')} />;
  else if (providers.isPending) body = <Spinner />;
  else if (!providers.data?.[method]) {
    body = (
      <div className="ui-notice">
        <p>{t(`provider.${method}.notSetUp`)}</p>
      </div>
    );
  } else if (method === 'sso') body = <SsoEmailForm onSubmit={leaveFor} />;
  else body = <ProviderButton method={method} onStart={() => leaveFor()} onError={(err) => setError(serverMessage(err))} />;

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <FormAlert id="provider-error" message={error} />
      {body}
      <p>
        <Link to={remembered ? `/login?next=${encodeURIComponent(remembered)}` : '/login'}>{t('provider.backToLogin')}</Link>
      </p>
    </section>
  );
}

function SsoEmailForm({ onSubmit }: { onSubmit: (email: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
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
    <>
      <p>{t('provider.sso.intro')}</p>
      <Form form={form} className="ui-form" onSubmit={({ email }) => onSubmit(email)}>
        <TextField label={t('provider.sso.email')} name="email" type="email" autoComplete="email" required characters={emailCharacters} />
        <div>
          <button type="submit" className="ui-button" disabled={busy} aria-disabled={busy}>
            {busy ? t('provider.sso.submitting') : t('provider.sso.submit')}
          </button>
        </div>
      </Form>
    </>
  );
}

function ProviderButton({
  method,
  onStart,
  onError,
}: {
  method: 'linkedin' | 'indeed';
  onStart: () => Promise<void>;
  onError: (err: unknown) => void;
}) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p>{t(`provider.${method}.intro`)}</p>
      <div>
        <button
          type="button"
          className="ui-button"
          disabled={busy}
          aria-disabled={busy}
          onClick={() => {
            setBusy(true);
            onStart().catch((err: unknown) => {
              onError(err);
              setBusy(false);
            });
          }}
        >
          {t(`provider.${method}.continue`)}
        </button>
      </div>
    </>
  );
}
