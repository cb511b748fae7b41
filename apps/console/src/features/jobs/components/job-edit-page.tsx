import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from '@tessera/ui/toasts';
import { isApiError } from '@tessera/api-client/api-error';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useJob } from '../api/get-job.ts';
import { useUpdateJob } from '../api/update-job.ts';
import { jobFormFromJob } from '../hooks/job-form-state.ts';
import { JobForm } from './job-form.tsx';
import { JobHistory, JobStatusPanel } from './job-status-panel.tsx';
import './jobs.css';

/**
 * /jobs/edit/:id: the job's form (read-only for roles that only read, and once the job is closed), its
 * status with the allowed moves, its history, and links to its applications.
 */
export default function JobEditPage() {
  const { t, ready } = useTranslation('jobs');
  const params = useParams();
  const location = useLocation();
  const id = Number(params.id);
  const job = useJob(id);
  const update = useUpdateJob(id);
  const [notice, setNotice] = useState<string | undefined>((location.state as { notice?: string } | null)?.notice);

  if (!ready || (job.isPending && Number.isInteger(id) && id > 0)) return <Spinner />;
  if (!job.data) {
    const missing = !Number.isInteger(id) || id <= 0 || (isApiError(job.error) && (job.error.status === 404 || job.error.status === 400));
    return (
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={t('list.title')}>{t('list.title')}</PageHeading>
        <div className="ui-alert" role="alert">
          {missing ? t('edit.notFound') : t('edit.loadFailed')}
        </div>
        {missing ? null : (
          <p>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => void job.refetch()}>
              {t('list.retry')}
            </button>
          </p>
        )}
        <p>
          <Link to="/jobs">{t('edit.back')}</Link>
        </p>
      </section>
    );
  }

  const data = job.data;
  const readOnly = !data.can_edit || data.status === 'closed';
  const title = data.can_edit ? t('edit.title', { title: data.title }) : t('edit.viewTitle', { title: data.title });
  return (
    <div className="ui-stack">
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={title}>{title}</PageHeading>
        <p>
          <Link to="/jobs">{t('edit.back')}</Link>
        </p>
        <div role="status" aria-live="polite">
          {notice ? <p className="ui-notice">{notice}</p> : null}
        </div>
        {!data.can_edit ? (
          <p className="ui-notice">{t('edit.readOnly')}</p>
        ) : data.status === 'closed' ? (
          <p className="ui-notice">{t('edit.closedNote')}</p>
        ) : null}
      </section>
      <div className="jb-layout jb-layout--with-side">
        <JobForm
          key={data.id}
          initial={jobFormFromJob(data)}
          alreadyPublic={data.status !== 'draft'}
          readOnly={readOnly}
          organisationId={data.organisation_id}
          actions={[{ label: t('edit.save'), publishes: false, primary: true }]}
          busyLabel={t('edit.saving')}
          onSubmit={async (input) => {
            setNotice(undefined);
            await update.mutateAsync(input);
            toast.success(t('edit.saved'));
            setNotice(t('edit.saved'));
          }}
        />
        <aside className="ui-stack" aria-labelledby="job-status-heading">
          <JobStatusPanel job={data} />
          <nav className="jb-section" aria-labelledby="job-links-heading">
            <h2 id="job-links-heading">{t('edit.links')}</h2>
            <ul className="ui-stack" style={{ margin: 0, paddingLeft: '1.25rem' }}>
              <li>
                <AppLink to={`/jobs/${data.id}/applications`}>{t('edit.applications')}</AppLink>
              </li>
              <li>
                <AppLink to={`/jobs/${data.id}/applicantlist`}>{t('edit.applicantList')}</AppLink>
              </li>
            </ul>
          </nav>
          <div className="jb-section">
            <JobHistory jobId={data.id} history={data.history} total={data.history_count} />
          </div>
        </aside>
      </div>
    </div>
  );
}
