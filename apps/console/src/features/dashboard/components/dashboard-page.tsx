import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@tessera/i18n/format';
import { sideBarItemsFor } from '@tessera/routes/navigation';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { FeedbackCard } from '../../../components/feedback-card.tsx';
import { SiteCard } from '../../site/components/site-card.tsx';
import { useDashboardFigures, useMarkDashboardSeen } from '../api/dashboard-figures.ts';
import './dashboard.css';

/** The overview's figures, over what the staff member can see (their organisation's, or the program's). */
function Figures() {
  const { t } = useTranslation('dashboard');
  const f = useFormatters();
  const figures = useDashboardFigures(true);
  const seen = useMarkDashboardSeen();
  const marked = useRef(false);
  // Once the figures are on screen, this visit is the one the next "new applicants" counts from.
  useEffect(() => {
    if (figures.isSuccess && !marked.current) {
      marked.current = true;
      seen.mutate();
    }
  }, [figures.isSuccess, seen]);
  if (figures.isPending) return <Spinner />;
  if (figures.isError) return <p role="alert">{t('figures.failed')}</p>;
  const data = figures.data;
  return (
    <section className="ui-stack" aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures">{t('figures.title')}</h2>
      <ul className="ui-grid" style={{ listStyle: 'none', padding: 0 }}>
        <li className="ui-card">
          <p className="dash-figure">{f.whole(data.new_applicants)}</p>
          <p>{t('figures.newApplicants', { date: f.date(data.since) })}</p>
        </li>
        <li className="ui-card">
          <p className="dash-figure">{f.whole(data.open_jobs)}</p>
          <p>{t('figures.openJobs')}</p>
        </li>
      </ul>
      <h3 id="dashboard-stages">{t('figures.stages')}</h3>
      <table className="dash-table" aria-labelledby="dashboard-stages">
        <thead>
          <tr>
            <th scope="col">{t('figures.stage')}</th>
            <th scope="col">{t('figures.count')}</th>
          </tr>
        </thead>
        <tbody>
          {data.stages.map((s) => (
            <tr key={s.status}>
              <th scope="row">{t(`applications-staff:statuses.${s.status}`)}</th>
              <td>{f.whole(s.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /dashboard: who the staff member is, their tenant and role, and what their role can open from here. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const viewer = useViewer();
  if (!viewer.user || !viewer.role) return <Spinner />;
  const { user, role } = viewer;
  const items = sideBarItemsFor(role, 'full', undefined, viewer.corporatePartner).filter((item) => item.id !== 'dashboard');
  return (
    <div className="ui-stack">
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={t('title')}>{t('greeting', { name: user.name })}</PageHeading>
        <p>{t('who', { email: user.email, role: t(`common:roles.${role}`), tenant: user.tenant_name })}</p>
      </section>
      <Figures />
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
            <SiteCard role={role} />
          </ul>
        )}
      </section>
    </div>
  );
}
