import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { formatDateTimeInZone, formatTimeInZone, localeOf, readerTimeZone } from '@tessera/i18n/format';
import { LoadProblem } from '../../../components/hiring/load-problem.tsx';
import { positiveInt, useSearchState } from '../../../components/hiring/use-search-state.ts';
import { OrganisationFilter } from '../../../components/hiring/organisation-filter.tsx';
import { useInterviews, useJobFilterChoices, type InterviewListItem, type InterviewQuery } from '../api/list-interviews.ts';
import '../../../components/hiring/hiring.css';
import './interviews.css';

const STATUSES = ['proposed', 'scheduled', 'completed', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (v: string | null): v is Status => (STATUSES as readonly (string | null)[]).includes(v);
const PAGE_SIZE = 25;
const DAY = 86_400_000;

/** The Monday (00:00 in the reader's zone, as the browser counts it) of the week holding `date`. */
export function weekStart(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const back = (d.getDay() + 6) % 7;
  d.setDate(d.getDate() - back);
  return d;
}

/** YYYY-MM-DD of a local date. */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A local date from YYYY-MM-DD, or null. */
export function parseDay(value: string | null): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

function InterviewLine({ i, showOrganisation }: { i: InterviewListItem; showOrganisation: boolean }) {
  const { t } = useTranslation('interviews');
  return (
    <>
      <AppLink to={`/applications/${i.application_id}`}>{t('list.with', { name: i.candidate.name })}</AppLink>
      <div className="hr-meta">
        {i.job.title}
        {showOrganisation ? ` · ${i.organisation.name}` : ''} · {t(`kinds.${i.kind}`)} · {t('list.minutes', { count: i.duration_minutes })}
      </div>
      <div className="hr-meta">
        {i.panel.length ? t('list.panel', { names: i.panel.map((p) => p.name).join(', ') }) : null}
        {i.reschedule_requested ? <strong className="iv-flag"> {t('list.rescheduleAsked')}</strong> : null}
      </div>
      {i.starts_at === null && i.status === 'proposed' ? (
        <div className="hr-meta">{t('list.waitingChoice', { count: i.slots_count })}</div>
      ) : null}
    </>
  );
}

function ListView({
  rows,
  locale,
  zone,
  showOrganisation,
}: {
  rows: InterviewListItem[];
  locale: string;
  zone: string;
  showOrganisation: boolean;
}) {
  const { t } = useTranslation('interviews');
  return (
    <div className="hr-table-wrap">
      <table className="hr-table">
        <caption className="ui-visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.when')}</th>
            <th scope="col">{t('list.interview')}</th>
            <th scope="col">{t('list.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i.id}>
              <td>{i.starts_at ? formatDateTimeInZone(i.starts_at, locale, zone) : t('list.noTimeYet')}</td>
              <td>
                <InterviewLine i={i} showOrganisation={showOrganisation} />
              </td>
              <td>
                <span className={`iv-status iv-status--${i.status}`}>{t(`statuses.${i.status}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The week as seven days, each with its interviews by time (a list per day: readable at any width). */
function WeekView({
  start,
  rows,
  locale,
  zone,
  showOrganisation,
}: {
  start: Date;
  rows: InterviewListItem[];
  locale: string;
  zone: string;
  showOrganisation: boolean;
}) {
  const { t } = useTranslation('interviews');
  const days = Array.from({ length: 7 }, (_, k) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + k));
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'short', day: 'numeric' });
  return (
    <ol className="iv-week" aria-label={t('week.label', { date: dayName.format(start) })}>
      {days.map((d) => {
        const key = dayKey(d);
        const items = rows.filter((r) => r.starts_at && dayKey(new Date(r.starts_at)) === key);
        return (
          <li key={key} className="iv-day">
            <h3 className="iv-day__name">{dayName.format(d)}</h3>
            {items.length === 0 ? (
              <p className="hr-meta">{t('week.none')}</p>
            ) : (
              <ul className="iv-day__list">
                {items.map((i) => (
                  <li key={i.id} className={`iv-event iv-event--${i.status}`}>
                    <p className="iv-event__time">
                      {i.starts_at ? formatTimeInZone(i.starts_at, locale, zone) : ''} –{' '}
                      {i.ends_at ? formatTimeInZone(i.ends_at, locale, zone) : ''}{' '}
                      <span className={`iv-status iv-status--${i.status}`}>{t(`statuses.${i.status}`)}</span>
                    </p>
                    <InterviewLine i={i} showOrganisation={showOrganisation} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * /interview and /newInterview (DECISIONS 20: program-wide, with an organisation column and filter): the
 * interviews the viewer sees as a list or a week calendar, filtered by job, interviewer, status and date;
 * every filter is kept in the address. Times are in the reader's time zone, which is named.
 */
export default function InterviewsPage() {
  const { t, i18n, ready } = useTranslation('interviews');
  const locale = localeOf(i18n.language);
  const zone = readerTimeZone();
  const viewer = useViewer();
  const { pathname } = useLocation();
  const programWide = pathname.startsWith('/newInterview');
  const { params, update } = useSearchState();
  const id = useId();
  const results = useRef<HTMLDivElement>(null);
  const view = params.get('view') === 'week' ? 'week' : 'list';
  const status = isStatus(params.get('status')) ? (params.get('status') as Status) : undefined;
  const job = positiveInt(params.get('job'), 0) || undefined;
  const interviewer = positiveInt(params.get('interviewer'), 0) || undefined;
  const organisation = positiveInt(params.get('organisation'), 0) || undefined;
  const page = positiveInt(params.get('page'), 1);
  const day = parseDay(params.get('date'));
  const start = weekStart(day ?? new Date());
  const from = view === 'week' ? start : day;
  const to = from ? new Date(from.getTime() + (view === 'week' ? 7 : 42) * DAY) : undefined;
  const query: InterviewQuery = {
    page: view === 'week' ? 1 : page,
    page_size: view === 'week' ? 200 : PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(job ? { job_id: job } : {}),
    ...(interviewer ? { interviewer_id: interviewer } : {}),
    ...(organisation && programWide ? { organisation_id: organisation } : {}),
    ...(from && to ? { from: from.toISOString(), to: to.toISOString() } : {}),
  };
  const list = useInterviews(query, view === 'week');
  const jobs = useJobFilterChoices();
  if (!ready) return <Spinner />;
  const rows = list.data?.results ?? [];
  const me = viewer.user?.user_id;
  const people = new Map<number, string>();
  for (const r of rows) for (const p of r.panel) people.set(p.user_id, p.name);
  const title = programWide ? t('page.titleProgram') : t('page.title');
  const hrefFor = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `${pathname}?${next.toString()}`;
  };
  return (
    <div className="ui-stack">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('page.intro', { zone })}</p>
      <form className="hr-toolbar iv-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
        <div className="ui-field">
          <label htmlFor={`${id}-view`}>{t('filters.view')}</label>
          <select id={`${id}-view`} value={view} onChange={(e) => update({ view: e.target.value === 'week' ? 'week' : null })}>
            <option value="list">{t('filters.list')}</option>
            <option value="week">{t('filters.week')}</option>
          </select>
        </div>
        {programWide ? <OrganisationFilter kind="employer" value={organisation} onChange={(o) => update({ organisation: o })} /> : null}
        <div className="ui-field">
          <label htmlFor={`${id}-job`}>{t('filters.job')}</label>
          <select id={`${id}-job`} value={job ?? ''} onChange={(e) => update({ job: e.target.value || null })}>
            <option value="">{t('filters.allJobs')}</option>
            {(jobs.data?.results ?? []).map((j) => (
              <option key={j.id} value={j.id}>
                {j.title} · {j.company}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-who`}>{t('filters.interviewer')}</label>
          <select id={`${id}-who`} value={interviewer ?? ''} onChange={(e) => update({ interviewer: e.target.value || null })}>
            <option value="">{t('filters.anyone')}</option>
            {me ? <option value={me}>{t('filters.me')}</option> : null}
            {[...people.entries()]
              .filter(([uid]) => uid !== me)
              .map(([uid, name]) => (
                <option key={uid} value={uid}>
                  {name}
                </option>
              ))}
            {interviewer && interviewer !== me && !people.has(interviewer) ? (
              <option value={interviewer}>{t('filters.personNumber', { id: interviewer })}</option>
            ) : null}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
          <select id={`${id}-status`} value={status ?? ''} onChange={(e) => update({ status: e.target.value || null })}>
            <option value="">{t('filters.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-date`}>{view === 'week' ? t('filters.weekOf') : t('filters.from')}</label>
          <input
            id={`${id}-date`}
            type="date"
            value={params.get('date') ?? ''}
            onChange={(e) => update({ date: e.target.value || null })}
          />
        </div>
      </form>
      {view === 'week' ? (
        <nav className="iv-week-nav" aria-label={t('week.nav')}>
          <AppLink
            className="ui-button ui-button--secondary"
            to={hrefFor({ date: dayKey(new Date(start.getTime() - 7 * DAY + DAY / 2)), page: null })}
          >
            {t('week.previous')}
          </AppLink>
          <AppLink className="ui-button ui-button--secondary" to={hrefFor({ date: dayKey(new Date()), page: null })}>
            {t('week.thisWeek')}
          </AppLink>
          <AppLink
            className="ui-button ui-button--secondary"
            to={hrefFor({ date: dayKey(new Date(start.getTime() + 7 * DAY + DAY / 2)), page: null })}
          >
            {t('week.next')}
          </AppLink>
        </nav>
      ) : null}
      <div ref={results} tabIndex={-1} className="ui-stack" aria-busy={list.isFetching}>
        <p role="status" aria-live="polite">
          {list.data ? t('list.count', { count: list.data.count }) : ''}
        </p>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <LoadProblem error={list.error} onRetry={() => void list.refetch()} />
        ) : view === 'week' ? (
          <WeekView start={start} rows={rows} locale={locale} zone={zone} showOrganisation={programWide} />
        ) : rows.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <ListView rows={rows} locale={locale} zone={zone} showOrganisation={programWide} />
        )}
      </div>
      {view === 'list' && list.data ? (
        <Pager
          page={page}
          totalPages={list.data.total_pages}
          label={t('list.pages')}
          hrefFor={(p) => hrefFor({ page: String(p) })}
          onNavigate={() => results.current?.focus()}
        />
      ) : null}
    </div>
  );
}
