import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { FormField } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useJobs } from '../api/list-jobs.ts';
import { JOB_FILTERS, type JobFilter, type StaffJobSummary } from '../api/types.ts';
import { useCanEditJobs } from '../hooks/use-can-edit-jobs.ts';
import { localeOf } from '../hooks/number-format.ts';
import { JobStatusChip, JobStatusFilter } from './job-status-chip.tsx';
import './jobs.css';

const PAGE_SIZE = 20;

function filterOf(value: string | null): JobFilter {
  return JOB_FILTERS.includes(value as JobFilter) ? (value as JobFilter) : 'all';
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}

/** The list's address for a status, search and page ("all", "" and page 1 are left out). */
export function jobsHref(status: JobFilter, q: string, page = 1): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/jobs?${search}` : '/jobs';
}

function JobRow({ job, canEdit }: { job: StaffJobSummary; canEdit: boolean }) {
  const { t, i18n } = useTranslation('jobs');
  const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' }).format(new Date(job.updated_at));
  const where =
    job.remote === 'remote' && !job.location.city
      ? t('list.remoteLocation')
      : [job.location.city, job.location.region].filter(Boolean).join(', ') || t('list.noLocation');
  const editLabel = canEdit ? t('list.edit') : t('list.view');
  return (
    <tr>
      <th scope="row">
        <Link to={`/jobs/edit/${job.id}`} className="jb-table__title">
          {job.title}
        </Link>
        <span className="jb-table__sub">{job.company}</span>
      </th>
      <td>
        {where}
        <span className="jb-table__sub">{t(`remote.${job.remote}`)}</span>
      </td>
      <td>
        <JobStatusChip status={job.status} />
      </td>
      <td>{t('list.applicationsCount', { open: job.applications.open, total: job.applications.total })}</td>
      <td>
        <time dateTime={job.updated_at}>{date}</time>
      </td>
      <td>
        <ul className="jb-actions">
          <li>
            <Link to={`/jobs/edit/${job.id}`} aria-label={t('list.actionsFor', { action: editLabel, title: job.title })}>
              {editLabel}
            </Link>
          </li>
          <li>
            <AppLink
              to={`/jobs/${job.id}/applications`}
              aria-label={t('list.actionsFor', { action: t('list.applications'), title: job.title })}
            >
              {t('list.applications')}
            </AppLink>
          </li>
          <li>
            <AppLink
              to={`/jobs/${job.id}/applicantlist`}
              aria-label={t('list.actionsFor', { action: t('list.applicantList'), title: job.title })}
            >
              {t('list.applicantList')}
            </AppLink>
          </li>
        </ul>
      </td>
    </tr>
  );
}

/** /jobs: the tenant's jobs with status chips, search and paging; links to edit, applications and applicants. */
export default function JobsPage() {
  const { t, ready } = useTranslation('jobs');
  const canEdit = useCanEditJobs();
  const [params, setSearchParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const q = (params.get('q') ?? '').slice(0, 200);
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const jobs = useJobs({ status, page, page_size: PAGE_SIZE, ...(q ? { q } : {}) });

  if (!ready) return <Spinner />;

  function onSearch(e: FormEvent) {
    e.preventDefault();
    const next = new URLSearchParams();
    if (status !== 'all') next.set('status', status);
    if (draft.trim()) next.set('q', draft.trim());
    setSearchParams(next);
  }

  const data = jobs.data;
  const totalPages = data?.total_pages ?? 0;
  return (
    <div className="ui-stack">
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={t('list.title')}>{t('list.title')}</PageHeading>
        <p>{t('list.intro')}</p>
        {canEdit ? (
          <p>
            <Link to="/jobs/create" className="ui-button">
              {t('list.post')}
            </Link>
          </p>
        ) : null}
      </section>

      <JobStatusFilter value={status} counts={data?.counts} hrefFor={(s) => jobsHref(s, q)} />

      <form className="jb-search" role="search" aria-label={t('list.searchLabel')} onSubmit={onSearch}>
        <FormField
          label={t('list.searchLabel')}
          name="q"
          type="search"
          value={draft}
          maxLength={200}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="ui-button">
          {t('list.searchButton')}
        </button>
        {q ? (
          <Link to={jobsHref(status, '')} className="ui-button ui-button--secondary">
            {t('list.clearSearch')}
          </Link>
        ) : null}
      </form>

      <p role="status" aria-live="polite" className="jb-muted">
        {/* While another page or filter loads, the previous rows stay (dimmed) and the summary says so. */}
        {jobs.isPlaceholderData
          ? t('common:loading')
          : data
            ? q
              ? t('list.summaryFor', { shown: data.results.length, count: data.count, q })
              : t('list.summary', { shown: data.results.length, count: data.count })
            : ''}
      </p>

      {jobs.isPending ? <Spinner /> : null}
      {jobs.isError ? (
        <div className="ui-alert" role="alert">
          <p>{t('list.loadFailed')}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void jobs.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : null}

      {data && data.results.length === 0 ? <p>{data.counts.all === 0 && !q ? t('list.emptyAll') : t('list.empty')}</p> : null}

      {data && data.results.length > 0 ? (
        <div className="jb-table-wrap" data-stale={jobs.isPlaceholderData ? 'true' : 'false'}>
          <table className="jb-table" aria-busy={jobs.isPlaceholderData}>
            <caption>{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.columns.title')}</th>
                <th scope="col">{t('list.columns.location')}</th>
                <th scope="col">{t('list.columns.status')}</th>
                <th scope="col">{t('list.columns.applications')}</th>
                <th scope="col">{t('list.columns.updated')}</th>
                <th scope="col">{t('list.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((job) => (
                <JobRow key={job.id} job={job} canEdit={canEdit} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {totalPages > 1 ? (
        <nav className="jb-pager" aria-label={t('list.pages')}>
          {page > 1 ? (
            <Link to={jobsHref(status, q, page - 1)} className="ui-button ui-button--secondary">
              <span aria-hidden="true">←</span> {t('list.previous')}
            </Link>
          ) : null}
          <p>{t('list.pageOf', { page, total: totalPages })}</p>
          {page < totalPages ? (
            <Link to={jobsHref(status, q, page + 1)} className="ui-button ui-button--secondary">
              {t('list.next')} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
