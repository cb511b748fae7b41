import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { ApplicationCells } from '../../../components/hiring/application-cells.tsx';
import { ListState } from '../../../components/hiring/list-state.tsx';
import { OrganisationFilter, useIsProgramStaff } from '../../../components/hiring/organisation-filter.tsx';
import { Pager } from '@tessera/ui/pager';
import { SearchForm } from '../../../components/hiring/search-form.tsx';
import { StatusFilterChips } from '../../../components/hiring/status-chip.tsx';
import { isStatusFilter, type StaffApplicationSummary } from '../../../components/hiring/types.ts';
import { positiveInt, useSearchState } from '../../../components/hiring/use-search-state.ts';
import { useApplications } from '../api/list-applications.ts';
import { JOB_CHOICES_PAGE_SIZE, useJobChoices } from '../api/list-job-choices.ts';
import '../../../components/hiring/hiring.css';

export const PAGE_SIZE = 20;

type Sort = 'newest' | 'score';

/** The job filter: every job of the tenant; a search narrows the choice when there are more than one page. */
function JobFilter({
  value,
  onChange,
  selectedTitle,
}: {
  value: number | undefined;
  onChange: (id: number | null) => void;
  selectedTitle?: string | undefined;
}) {
  const { t } = useTranslation('applications-staff');
  const id = useId();
  const [narrow, setNarrow] = useState('');
  const choices = useJobChoices(narrow);
  const jobs = choices.data?.results ?? [];
  const more = (choices.data?.count ?? 0) > jobs.length || narrow !== '';
  const selectedMissing = value !== undefined && !jobs.some((j) => j.id === value);
  return (
    <div className="hr-toolbar">
      {more ? (
        <div className="ui-field">
          <label htmlFor={`${id}-narrow`}>{t('list.narrowJobs')}</label>
          <p id={`${id}-narrow-hint`} className="ui-hint">
            {t('list.narrowJobsHint', { max: JOB_CHOICES_PAGE_SIZE })}
          </p>
          <input
            id={`${id}-narrow`}
            type="search"
            value={narrow}
            maxLength={200}
            aria-describedby={`${id}-narrow-hint`}
            onChange={(e) => setNarrow(e.target.value)}
          />
        </div>
      ) : null}
      <div className="ui-field">
        <label htmlFor={`${id}-job`}>{t('list.job')}</label>
        <select
          id={`${id}-job`}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('list.allJobs')}</option>
          {selectedMissing ? <option value={String(value)}>{selectedTitle ?? t('list.jobNumber', { id: value })}</option> : null}
          {jobs.map((job) => (
            <option key={job.id} value={String(job.id)}>
              {t('list.jobOption', { title: job.title, company: job.company, status: t(`jobStatuses.${job.status}`) })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useTranslation('applications-staff');
  const id = useId();
  return (
    <div className="ui-field hr-field">
      <label htmlFor={`${id}-sort`}>{t('list.sort')}</label>
      <select id={`${id}-sort`} value={value} onChange={(e) => onChange(e.target.value === 'score' ? 'score' : 'newest')}>
        <option value="newest">{t('list.sortNewest')}</option>
        <option value="score">{t('list.sortScore')}</option>
      </select>
    </div>
  );
}

export function ApplicationRows({
  rows,
  showJob,
  showOrganisation = false,
}: {
  rows: StaffApplicationSummary[];
  showJob: boolean;
  /** The program-wide list (/newApplications): the employer in a column of its own. */
  showOrganisation?: boolean;
}) {
  const { t } = useTranslation('applications-staff');
  return (
    <div className="hr-table-wrap">
      <table className="hr-table">
        <caption className="ui-visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.candidate')}</th>
            {showJob ? <th scope="col">{t('list.job')}</th> : null}
            {showOrganisation ? <th scope="col">{t('list.organisation')}</th> : null}
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.score')}</th>
            <th scope="col">{t('list.applied')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              <td>
                <AppLink to={`/applications/${a.id}`}>{a.candidate.name}</AppLink>
                {a.candidate.headline ? <div className="hr-meta">{a.candidate.headline}</div> : null}
              </td>
              {showJob ? (
                <td>
                  {a.job.title}
                  {showOrganisation ? null : <div className="hr-meta">{a.job.company}</div>}
                </td>
              ) : null}
              {showOrganisation ? <td>{a.job.company}</td> : null}
              <ApplicationCells status={a.status} score={a.score_total} createdAt={a.created_at} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ApplicationsListProps {
  /** Set on /jobs/:id/applications: only that job's applications, no job filter. */
  jobId?: number;
  /** The program-wide list of roles 6 and 7 (/newApplications, DECISIONS 20): an employer filter and column. */
  programWide?: boolean;
}

/** The filterable, sortable, paged list of applications; filters live in the address. */
export function ApplicationsList({ jobId, programWide = false }: ApplicationsListProps) {
  const { t } = useTranslation('applications-staff');
  const { params, update } = useSearchState();
  const rawStatus = params.get('status');
  const status = isStatusFilter(rawStatus) ? rawStatus : 'all';
  const q = params.get('q') ?? '';
  const sort: Sort = params.get('sort') === 'score' ? 'score' : 'newest';
  const page = positiveInt(params.get('page'), 1);
  const rawJob = params.get('job');
  const jobFilter = jobId ?? (rawJob ? positiveInt(rawJob, 0) || undefined : undefined);
  // Program staff filter the tenant's applications by organisation (DECISIONS 19–20).
  const programStaff = useIsProgramStaff();
  const rawOrganisation = params.get('organisation');
  const organisation = programStaff && !jobId && rawOrganisation ? positiveInt(rawOrganisation, 0) || undefined : undefined;
  const query = {
    status,
    sort,
    page,
    page_size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(jobFilter ? { job_id: jobFilter } : {}),
    ...(organisation ? { organisation } : {}),
  };
  const list = useApplications(query);
  const data = list.data;
  return (
    <div className="ui-stack">
      <SearchForm
        value={q}
        onSearch={(text) => update({ q: text })}
        label={t('list.search')}
        hint={jobId ? t('list.searchHintJob') : t('list.searchHint')}
      />
      <div className="hr-toolbar">
        {jobId ? null : (
          <JobFilter
            value={jobFilter}
            onChange={(id) => update({ job: id })}
            selectedTitle={jobFilter ? data?.results.find((r) => r.job.id === jobFilter)?.job.title : undefined}
          />
        )}
        {programStaff && !jobId ? <OrganisationFilter value={organisation} onChange={(id) => update({ organisation: id })} /> : null}
        <SortSelect value={sort} onChange={(s) => update({ sort: s === 'newest' ? null : s })} />
      </div>
      <StatusFilterChips
        label={t('list.statusFilter')}
        value={status}
        counts={data?.counts}
        onChange={(s) => update({ status: s === 'all' ? null : s })}
      />
      <ListState list={list} none={t('list.noneFound')} showing={(range) => t('list.showing', range)} />
      {data && data.results.length > 0 ? <ApplicationRows rows={data.results} showJob={!jobId} showOrganisation={programWide} /> : null}
      {data ? (
        <Pager
          page={data.page}
          totalPages={data.total_pages}
          onPage={(p) => update({ page: p === 1 ? null : p })}
          label={t('list.pages')}
        />
      ) : null}
    </div>
  );
}

/** /applications: every application of the tenant. */
export default function ApplicationsPage() {
  const { t, ready } = useTranslation('applications-staff');
  if (!ready) return <Spinner />;
  return (
    <div className="ui-stack">
      <PageHeading title={t('list.title')}>{t('list.title')}</PageHeading>
      <p>{t('list.intro')}</p>
      <ApplicationsList />
    </div>
  );
}
