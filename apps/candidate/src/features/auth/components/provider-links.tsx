import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignInProviders } from '../api/google-sign-in.ts';

const PAGES = [
  ['sso', '/loginsso'],
  ['linkedin', '/linkedInLogin'],
  ['indeed', '/loginIndeed'],
] as const;

/** Links to the tenant's other sign-in pages (single sign-on, LinkedIn, Indeed): only those set up here. */
export function ProviderLinks({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation('auth');
  const providers = useSignInProviders();
  const offered = PAGES.filter(([method]) => providers.data?.[method] === true);
  if (offered.length === 0) return null;
  const query = returnTo ? `?next=${encodeURIComponent(returnTo)}` : '';
  return (
    <nav aria-label={t('provider.others')}>
      <ul className="ui-stack">
        {offered.map(([method, path]) => (
          <li key={method}>
            <Link to={`${path}${query}`}>{t(`provider.links.${method}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
