import { useTranslation } from 'react-i18next';
import { useSignInProviders } from '../api/google-sign-in.ts';
import { googleAuthorizationUrl } from '../hooks/google-flow.ts';

/**
 * "Sign in with Google" (or "Sign up with Google"), shown only when the tenant has Google configured.
 * It leaves for the provider's sign-in page, which sends the person back to /login.
 */
export function GoogleSignInButton({ label, returnTo }: { label: 'signIn' | 'signUp'; returnTo: string | null }) {
  const { t } = useTranslation('auth');
  const providers = useSignInProviders();
  const google = providers.data?.google;
  if (!google) return null;
  return (
    <div className="ui-stack">
      <p>{t('google.or')}</p>
      <div>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => window.location.assign(googleAuthorizationUrl(google, returnTo))}
        >
          {t(`google.${label}`)}
        </button>
      </div>
    </div>
  );
}
