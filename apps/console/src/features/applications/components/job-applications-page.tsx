import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { Spinner } from '@tessera/ui/spinner';
import { ProblemPage } from '../../../components/hiring/load-problem.tsx';
import { positiveInt } from '../../../components/hiring/use-search-state.ts';
import { useJobHeading } from '../api/get-job-heading.ts';
import { ApplicationsList } from './applications-page.tsx';
import { JobPageHeading } from './job-page-heading.tsx';

/** /jobs/:id/applications: one job's applications with the status filter, search, sort and paging. */
export default function JobApplicationsPage() {
  const { t, ready } = useTranslation('applications-staff');
  const params = useParams();
  const jobId = positiveInt(params.id ?? null, 0);
  const job = useJobHeading(jobId);
  if (!ready) return <Spinner />;
  if (!jobId || job.isError) {
    return (
      <ProblemPage
        title={t('job.problemTitle')}
        query={jobId ? job : null}
        notFoundText={t('job.notFound')}
        backTo="/applications"
        backText={t('detail.backToList')}
      />
    );
  }
  if (job.isPending) return <Spinner />;
  const title = t('job.applicationsTitle', { title: job.data.title });
  return (
    <div className="ui-stack">
      <JobPageHeading title={title} job={job.data} />
      <p>
        <AppLink to={`/jobs/${jobId}/applicantlist`}>{t('job.toRanked')}</AppLink>
      </p>
      <ApplicationsList jobId={jobId} />
    </div>
  );
}
