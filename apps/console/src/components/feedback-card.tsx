import { useTranslation } from 'react-i18next';
import type { RoleName } from '@tessera/routes/roles';
import { AppLink } from '@tessera/ui/app-link';

/** Who may open /feedback (the manifest's roles for it). */
export const FEEDBACK_READER_ROLES: readonly RoleName[] = ['admin', 'concierge_member', 'program_manager'];

/** The dashboard's way to the feedback page, for the roles that may read it. */
export function FeedbackCard({ role }: { role: RoleName }) {
  const { t, ready } = useTranslation('feedback');
  if (!ready || !FEEDBACK_READER_ROLES.includes(role)) return null;
  return (
    <li className="ui-card">
      <h3>
        <AppLink to="/feedback">{t('page.title')}</AppLink>
      </h3>
      <p>{t('page.dashboardDescription')}</p>
    </li>
  );
}
