import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import type { JobStatus } from '../../../components/hiring/types.ts';

/** The top of a job's applications pages: back to the jobs, the page's heading, the job's company and status. */
export function JobPageHeading({ title, job }: { title: string; job: { company: string; status: JobStatus } }) {
  const { t } = useTranslation('applications-staff');
  return (
    <>
      <p>
        <AppLink to="/jobs">{t('job.backToJobs')}</AppLink>
      </p>
      <PageHeading title={title}>{title}</PageHeading>
      <p>
        {t('job.company', { company: job.company })} · {t('job.status', { status: t(`jobStatuses.${job.status}`) })}
      </p>
    </>
  );
}
