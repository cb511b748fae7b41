import { useTranslation } from 'react-i18next';
import { useFormatters } from '@tessera/i18n/format';
import { isReadyPath } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { LoadProblem } from '../../../components/hiring/load-problem.tsx';
import { useMyDay } from '../api/get-my-day.ts';

/** A link when the page is built, else the text alone (no link to a page of a later issue). */
function MaybeLink({ to, children }: { to: string; children: string }) {
  return isReadyPath(to.split('?')[0] ?? to) ? <AppLink to={to}>{children}</AppLink> : <>{children}</>;
}

/** /homepage: the signed-in staff member's work for today (DECISIONS 3 and 26); /dashboard has the figures. */
export default function HomepagePage() {
  const { t } = useTranslation('settings');
  const f = useFormatters();
  const viewer = useViewer();
  const day = useMyDay();
  const approvalsPath = viewer.role === 'concierge_member' || viewer.role === 'program_manager' ? '/newApprovals' : '/approvals';
  return (
    <div className="ui-stack">
      <PageHeading title={t('today.title')}>{t('today.title')}</PageHeading>
      {viewer.user ? <p>{t('today.greeting', { name: viewer.user.name })}</p> : null}
      {day.isPending ? (
        <Spinner />
      ) : day.isError ? (
        <LoadProblem error={day.error} onRetry={() => void day.refetch()} />
      ) : (
        <>
          <section className="ui-card ui-stack" aria-labelledby="today-applications">
            <h2 id="today-applications">{t('today.applications', { count: day.data.applications_waiting_count })}</h2>
            {day.data.applications_waiting.length === 0 ? (
              <p>{t('today.noApplications')}</p>
            ) : (
              <ul>
                {day.data.applications_waiting.map((a) => (
                  <li key={a.id}>
                    <MaybeLink to={`/applications/${a.id}`}>
                      {t('today.application', { name: a.applicant_name, job: a.job_title, date: f.date(a.created_at) })}
                    </MaybeLink>
                  </li>
                ))}
              </ul>
            )}
            {day.data.applications_waiting_count > day.data.applications_waiting.length ? (
              <p>
                <MaybeLink to="/applications?status=applied">{t('today.allApplications')}</MaybeLink>
              </p>
            ) : null}
          </section>
          <section className="ui-card ui-stack" aria-labelledby="today-closing">
            <h2 id="today-closing">{t('today.closing', { count: day.data.jobs_closing_soon_count })}</h2>
            {day.data.jobs_closing_soon.length === 0 ? (
              <p>{t('today.noClosing')}</p>
            ) : (
              <ul>
                {day.data.jobs_closing_soon.map((j) => (
                  <li key={j.id}>
                    <MaybeLink to={`/jobs/edit/${j.id}`}>
                      {t('today.closingJob', { title: j.title, company: j.company, date: f.day(j.closes_on) })}
                    </MaybeLink>
                  </li>
                ))}
              </ul>
            )}
            {day.data.jobs_closing_soon_count > day.data.jobs_closing_soon.length ? (
              <p>
                <MaybeLink to="/jobs?status=active">{t('today.allJobs')}</MaybeLink>
              </p>
            ) : null}
          </section>
          {day.data.approvals_pending ? (
            <section className="ui-card ui-stack" aria-labelledby="today-approvals">
              <h2 id="today-approvals">{t('today.approvals', { count: day.data.approvals_pending_count ?? 0 })}</h2>
              {day.data.approvals_pending.length === 0 ? (
                <p>{t('today.noApprovals')}</p>
              ) : (
                <ul>
                  {day.data.approvals_pending.map((o) => (
                    <li key={o.id}>
                      <MaybeLink to={approvalsPath}>
                        {t('today.approval', { name: o.name, kind: t(`today.kinds.${o.kind}`), date: f.date(o.created_at) })}
                      </MaybeLink>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
          <p>
            <AppLink to="/dashboard">{t('today.dashboard')}</AppLink>
          </p>
        </>
      )}
    </div>
  );
}
