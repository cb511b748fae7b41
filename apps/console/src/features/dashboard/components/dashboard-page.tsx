import { useTranslation } from 'react-i18next';
import { isReadyPath } from '@tessera/routes/manifest';
import { sideBarItemsFor } from '@tessera/routes/navigation';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { FeedbackCard } from '../../../components/feedback-card.tsx';

/** /dashboard: who the staff member is, their tenant and role, and what their role can open from here. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const viewer = useViewer();
  if (!viewer.user || !viewer.role) return <Spinner />;
  const { user, role } = viewer;
  // Only pages that are built: a link to a page of a later issue would land on the not-found page.
  const items = sideBarItemsFor(role, 'full').filter((item) => item.id !== 'dashboard' && isReadyPath(item.href));
  return (
    <div className="ui-stack">
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={t('title')}>{t('greeting', { name: user.name })}</PageHeading>
        <p>{t('who', { email: user.email, role: t(`common:roles.${role}`), tenant: user.tenant_name })}</p>
      </section>
      <section aria-labelledby="dashboard-can-do">
        <h2 id="dashboard-can-do">{t('canDo')}</h2>
        {items.length === 0 ? (
          <p>{t('nothing')}</p>
        ) : (
          <ul className="ui-grid" style={{ listStyle: 'none', padding: 0 }}>
            {items.map((item) => (
              <li key={item.id} className="ui-card">
                <h3>
                  <AppLink to={item.href}>{t(item.labelKey)}</AppLink>
                </h3>
                <p>{t(`descriptions.${item.id}`)}</p>
              </li>
            ))}
            <FeedbackCard role={role} />
          </ul>
        )}
      </section>
    </div>
  );
}
