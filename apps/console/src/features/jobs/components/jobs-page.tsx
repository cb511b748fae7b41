import { useEffect, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { FormField } from '@tessera/ui/form-field';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { isReadyPath, JOB_IMPORTERS } from '@tessera/routes/manifest';
import { useViewer } from '@tessera/ui/use-viewer';
import { useJobs } from '../api/list-jobs.ts';
import { JOB_FILTERS, type JobFilter, type StaffJobSummary } from '../api/types.ts';
import { useCanEditJobs } from '../hooks/use-can-edit-jobs.ts';
import { formatDay, localeOf } from '@tessera/i18n/format';
import { OrganisationFilter, useIsProgramStaff } from '../../../components/hiring/organisation-filter.tsx';
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

function organisationOf(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : undefined;
}

/**
 * The list's address for a status, search, page and employer ("all", "", page 1 and every employer are
 * left out), on /jobs or on the program-wide /newJobs of roles 6 and 7 (DECISIONS 20).
 */
export function jobsHref(status: JobFilter, q: string, page = 1, organisation?: number, base = '/jobs'): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (q) params.set('q', q);
  if (organisation !== undefined) params.set('organisation', String(organisation));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
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
        {job.closes_on ? (
          <span className="jb-table__sub">
            <time dateTime={job.closes_on}>{t('list.closes', { date: formatDay(job.closes_on, localeOf(i18n.language)) })}</time>
          </span>
        ) : null}
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
  const { role } = useViewer();
  // Issue 13: the hiring manager (and admin) bulk-uploads job files; the link shows once the page is built.
  const canImport = role !== null && JOB_IMPORTERS.includes(role) && isReadyPath('/jobs/bulkUpload');
  const [params, setSearchParams] = useSearchParams();
  const base = useLocation().pathname.toLowerCase() === '/newjobs' ? '/newJobs' : '/jobs';
  const status = filterOf(params.get('status'));
  const q = (params.get('q') ?? '').slice(0, 200);
  const page = pageOf(params.get('page'));
  const programStaff = useIsProgramStaff();
  const organisation = programStaff ? organisationOf(params.get('organisation')) : undefined;
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const jobs = useJobs({
    status,
    page,
    page_size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(organisation !== undefined ? { organisation } : {}),
  });

  if (!ready) return <Spinner />;

  function onSearch(e: SubmitEvent) {
    e.preventDefault();
    const next = new URLSearchParams();
    if (status !== 'all') next.set('status', status);
    if (draft.trim()) next.set('q', draft.trim());
    if (organisation !== undefined) next.set('organisation', String(organisation));
    setSearchParams(next);
  }

  function onOrganisation(next: number | undefined) {
    setSearchParams(new URLSearchParams(jobsHref(status, q, 1, next, base).split('?')[1] ?? ''));
  }

  const data = jobs.data;
  const totalPages = data?.total_pages ?? 0;
  return (
    <div className="ui-stack">
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={t('list.title')}>{t('list.title')}</PageHeading>
        <p>{t('list.intro')}</p>
        {canEdit || canImport ? (
          <p className="jb-actions">
            {canEdit ? (
              <Link to="/jobs/create" className="ui-button">
                {t('list.post')}
              </Link>
            ) : null}
            {canImport ? (
              <Link to="/jobs/bulkUpload" className="ui-button ui-button--secondary">
                {t('list.bulkUpload')}
              </Link>
            ) : null}
          </p>
        ) : null}
      </section>

      <JobStatusFilter value={status} counts={data?.counts} hrefFor={(s) => jobsHref(s, q, 1, organisation, base)} />

      {programStaff ? <OrganisationFilter kind="employer" value={organisation} onChange={(id) => onOrganisation(id ?? undefined)} /> : null}

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
          <Link to={jobsHref(status, '', 1, organisation, base)} className="ui-button ui-button--secondary">
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

      {data && data.results.length === 0 ? (
        <p>{data.counts.all === 0 && !q && organisation === undefined ? t('list.emptyAll') : t('list.empty')}</p>
      ) : null}

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

      <Pager page={page} totalPages={totalPages} label={t('list.pages')} hrefFor={(p) => jobsHref(status, q, p, organisation, base)} />
    </div>
  );
}
