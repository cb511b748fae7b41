import { useTranslation } from 'react-i18next';
import type { RoleName } from '@tessera/routes/roles';
import { AppLink } from '@tessera/ui/app-link';

/** The dashboard's way to the public site's editor, for the tenant's admin (the manifest's roles for /sitePages). */
export function SiteCard({ role }: { role: RoleName }) {
  const { t, ready } = useTranslation('site');
  if (!ready || role !== 'admin') return null;
  return (
    <li className="ui-card">
      <h3>
        <AppLink to="/sitePages">{t('editor.title')}</AppLink>
      </h3>
      <p>{t('editor.dashboardDescription')}</p>
      <p>
        <AppLink to="/siteNews">{t('newsEditor.title')}</AppLink>
      </p>
    </li>
  );
}
