import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@tessera/ui/toasts';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useCreateJob } from '../api/create-job.ts';
import { emptyJobForm } from '../hooks/job-form-state.ts';
import { JobForm } from './job-form.tsx';
import './jobs.css';

/** /jobs/create: a new job, saved as a draft or published at once; then on to its edit page. */
export default function JobCreatePage() {
  const { t, ready } = useTranslation('jobs');
  const navigate = useNavigate();
  const create = useCreateJob();
  if (!ready) return <Spinner />;
  return (
    <div className="ui-stack">
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={t('create.title')}>{t('create.title')}</PageHeading>
        <p>{t('create.intro')}</p>
        <p>
          <Link to="/jobs">{t('edit.back')}</Link>
        </p>
      </section>
      <JobForm
        initial={emptyJobForm()}
        actions={[
          { label: t('create.saveDraft'), publishes: false },
          { label: t('create.publish'), publishes: true, primary: true },
        ]}
        busyLabel={t('create.saving')}
        onSubmit={async (input, action) => {
          const job = await create.mutateAsync({ ...input, status: action.publishes ? 'active' : 'draft' });
          const message = action.publishes ? t('create.published', { title: job.title }) : t('create.savedDraft', { title: job.title });
          toast.success(message);
          await navigate(`/jobs/edit/${job.id}`, { state: { notice: message } });
        }}
      />
    </div>
  );
}
