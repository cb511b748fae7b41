// The hiring reports (issue 14; /report and its six pages). Every figure comes from the append-only
// status history (application_status_history: one row per move, the first one the application itself),
// read for the applications the viewer sees (visibleApplications) and the filters of the address.
// The definitions, in plain words, are in apps/api/README.md ("Reports"); each function below repeats
// its own. Dates are days in the tenant's time zone; a range is inclusive of both days.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  APPLICATION_STATUSES,
  applicationStatusHistory,
  applications,
  jobs,
  organisations,
  seekerPartnerLinks,
  type ApplicationStatus,
} from '../db/schema.ts';
import { fieldError } from '../errors.ts';
import { visibleApplications, visibleJobs, type Viewing } from './visibility.ts';

export interface ReportFilters {
  from?: string | undefined;
  to?: string | undefined;
  organisation_id?: number | undefined;
  job_id?: number | undefined;
  partner_id?: number | undefined;
}

export interface ReportViewer extends Viewing {
  timeZone: string;
  /**
   * Partner reports read by program staff (the admin, SPEC §2's side bar): the pool is every partner's —
   * job seekers with an open link to a skilling or non-profit partner — or one partner's with partner_id.
   */
  partnerPool?: boolean;
}

/** The tenant's partner organisations (skilling and non-profit partners) whose pools program staff read. */
const partnerOrganisations = (s: ReportViewer): SQL =>
  sql`SELECT ${organisations.id} FROM ${organisations} WHERE ${organisations.tenantId} = ${s.tenantId}
    AND ${organisations.kind} IN ('skilling_partner', 'nonprofit_partner')`;

/** The stages an application moves through, in order (the funnel of the pipeline reports). */
export const STAGES = ['applied', 'screening', 'interview', 'offered', 'hired'] as const satisfies readonly ApplicationStatus[];
/** Statuses that end an application for the reports: it is "completed" (Ashby's conversion counts only these). */
export const COMPLETED: readonly ApplicationStatus[] = ['hired', 'declined', 'withdrawn', 'rejected'];
/** How an application came: the four the program knows, always listed (other recorded values follow). */
export const SOURCES = ['direct', 'partner', 'import', 'referral'] as const;
/** Time-to-hire bands (days), for the chart. */
const BANDS = [
  { band: '0-7', max: 7 },
  { band: '8-14', max: 14 },
  { band: '15-30', max: 30 },
  { band: '31-60', max: 60 },
  { band: '61-90', max: 90 },
  { band: '91+', max: Number.POSITIVE_INFINITY },
] as const;
/** The hiring-velocity chart shows at most this many weeks (three years). */
export const MAX_WEEKS = 157;
const DAY = 86_400_000;

interface Rows<T> {
  rows: T[];
}
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const num = (v: unknown) => Number(v ?? 0);
const round1 = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

/** Checks the range: a valid day each, the end not before the start (400 on the field otherwise). */
export function checkRange(f: Pick<ReportFilters, 'from' | 'to'>): void {
  for (const key of ['from', 'to'] as const) {
    const v = f[key];
    if (
      v !== undefined &&
      (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || isoDay(new Date(`${v}T00:00:00Z`)) !== v)
    )
      throw fieldError(key, 'Enter a date as YYYY-MM-DD.');
  }
  if (f.from !== undefined && f.to !== undefined && f.from > f.to) throw fieldError('to', 'The end date is before the start date.');
}

/** The start of day `d` (YYYY-MM-DD) in the tenant's time zone, as a timestamptz. */
const dayStart = (d: string, tz: string) => sql`((${d}::date)::timestamp AT TIME ZONE ${tz})`;
/** The end (exclusive) of day `d` in the tenant's time zone. */
const dayEnd = (d: string, tz: string) => sql`(((${d}::date + 1))::timestamp AT TIME ZONE ${tz})`;

/** `column` within the range of the filters (no bound where the filter gives none). */
export function inRange(column: SQL, f: Pick<ReportFilters, 'from' | 'to'>, tz: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.from !== undefined) parts.push(sql`${column} >= ${dayStart(f.from, tz)}`);
  if (f.to !== undefined) parts.push(sql`${column} < ${dayEnd(f.to, tz)}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The applications the report counts: those the viewer sees (visibleApplications), narrowed by the
 * organisation (the job's employer), the job, and the partner (job seekers with an open link to it).
 */
function scopedApplications(s: ReportViewer, f: ReportFilters): SQL {
  const where: SQL[] = [visibleApplications(s)];
  if (f.organisation_id !== undefined)
    where.push(
      sql`${applications.jobId} IN (SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.tenantId} = ${s.tenantId} AND ${jobs.organisationId} = ${f.organisation_id})`,
    );
  if (f.job_id !== undefined) where.push(sql`${applications.jobId} = ${f.job_id}`);
  if (f.partner_id !== undefined)
    where.push(
      sql`${applications.userId} IN (SELECT ${seekerPartnerLinks.userId} FROM ${seekerPartnerLinks} WHERE ${seekerPartnerLinks.tenantId} = ${s.tenantId}
        AND ${seekerPartnerLinks.organisationId} = ${f.partner_id} AND ${seekerPartnerLinks.endedAt} IS NULL)`,
    );
  else if (s.partnerPool)
    where.push(
      sql`${applications.userId} IN (SELECT ${seekerPartnerLinks.userId} FROM ${seekerPartnerLinks} WHERE ${seekerPartnerLinks.tenantId} = ${s.tenantId}
        AND ${seekerPartnerLinks.organisationId} IN (${partnerOrganisations(s)}) AND ${seekerPartnerLinks.endedAt} IS NULL)`,
    );
  return sql`SELECT ${applications.id} AS id, ${applications.source} AS source FROM ${applications} WHERE ${sql.join(where, sql` AND `)}`;
}

/**
 * Per application of the scope: when it was made (its first history row), its current status (its last
 * row) and when it was last moved to hired. The base of every report but hiring velocity's weeks.
 */
function perApplication(s: ReportViewer, f: ReportFilters): SQL {
  const h = applicationStatusHistory;
  return sql`
    scoped AS (${scopedApplications(s, f)}),
    moves AS (
      SELECT ${h.applicationId} AS app, ${h.toStatus} AS status, ${h.createdAt} AS at,
        lead(${h.createdAt}) OVER (PARTITION BY ${h.applicationId} ORDER BY ${h.createdAt}, ${h.id}) AS left_at,
        row_number() OVER (PARTITION BY ${h.applicationId} ORDER BY ${h.createdAt} DESC, ${h.id} DESC) AS from_last
      FROM ${h} JOIN scoped ON scoped.id = ${h.applicationId}
      WHERE ${h.tenantId} = ${s.tenantId}
    ),
    apps AS (
      SELECT m.app, scoped.source, min(m.at) AS applied_at,
        max(m.status) FILTER (WHERE m.from_last = 1) AS status,
        max(m.at) FILTER (WHERE m.status = 'hired') AS hired_at
      FROM moves m JOIN scoped ON scoped.id = m.app
      GROUP BY m.app, scoped.source
    )`;
}

/** The figures of an empty or filled status list, in the statuses' order. */
function byStatus<S extends string>(found: { status: string; n: unknown }[], statuses: readonly S[]) {
  const counts = new Map(found.map((r) => [r.status, num(r.n)]));
  return statuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Current pipeline (Greenhouse's "current pipeline"): the applications made in the range, counted by the
 * status they are in now (their latest history row).
 */
export async function currentPipeline(db: Db, s: ReportViewer, f: ReportFilters) {
  checkRange(f);
  const found = await rows<{ status: string; n: unknown }>(
    db,
    sql`WITH ${perApplication(s, f)}
      SELECT status, count(*) AS n FROM apps WHERE ${inRange(sql`applied_at`, f, s.timeZone)} GROUP BY status`,
  );
  const statuses = byStatus(found, APPLICATION_STATUSES);
  const total = statuses.reduce((a, r) => a + r.count, 0);
  const open = statuses.filter((r) => !COMPLETED.includes(r.status)).reduce((a, r) => a + r.count, 0);
  return { total, open, statuses };
}

/** Application source: the applications made in the range by how they came, and how many of each were hired. */
export async function applicationSource(db: Db, s: ReportViewer, f: ReportFilters) {
  checkRange(f);
  const found = await rows<{ source: string; n: unknown; hired: unknown }>(
    db,
    sql`WITH ${perApplication(s, f)}
      SELECT source, count(*) AS n, count(*) FILTER (WHERE status = 'hired') AS hired
      FROM apps WHERE ${inRange(sql`applied_at`, f, s.timeZone)} GROUP BY source`,
  );
  const bySource = new Map(found.map((r) => [r.source, r]));
  const names = [
    ...SOURCES,
    ...found
      .map((r) => r.source)
      .filter((x) => !(SOURCES as readonly string[]).includes(x))
      .sort(),
  ];
  const sources = names.map((source) => {
    const r = bySource.get(source);
    const applicationsN = num(r?.n);
    const hired = num(r?.hired);
    return { source, applications: applicationsN, hired, hire_rate: rate(hired, applicationsN) };
  });
  return { total: sources.reduce((a, r) => a + r.applications, 0), sources };
}

/**
 * Pipeline history and conversion, for the applications made in the range: per stage, how many ever
 * reached it; of those, how many are completed (hired, declined, withdrawn or rejected: Ashby counts only
 * completed applications) and how many of these went on to a later stage (conversion = advanced ÷
 * completed); and the median days spent in the stage, counted once an application has left it (Recruitee).
 */
export async function historicPipeline(db: Db, s: ReportViewer, f: ReportFilters) {
  checkRange(f);
  const indexOf = (column: string) => sql.raw(`CASE ${column} ${STAGES.map((st, i) => `WHEN '${st}' THEN ${i}`).join(' ')} ELSE NULL END`);
  const found = await rows<{ stage: string; reached: unknown; completed: unknown; advanced: unknown; median_days: unknown }>(
    db,
    sql`WITH ${perApplication(s, f)},
      chosen AS (SELECT app, status AS current FROM apps WHERE ${inRange(sql`applied_at`, f, s.timeZone)}),
      furthest AS (
        SELECT m.app, max(${indexOf('m.status')}) AS furthest FROM moves m JOIN chosen c ON c.app = m.app GROUP BY m.app
      ),
      stays AS (
        SELECT m.status AS stage, m.app, extract(epoch FROM (m.left_at - m.at)) / 86400.0 AS days
        FROM moves m JOIN chosen c ON c.app = m.app WHERE m.left_at IS NOT NULL
      ),
      reached AS (
        SELECT DISTINCT m.status AS stage, m.app FROM moves m JOIN chosen c ON c.app = m.app
        WHERE m.status IN (${sql.join(
          STAGES.map((st) => sql`${st}`),
          sql`, `,
        )})
      )
      SELECT r.stage,
        count(*) AS reached,
        count(*) FILTER (WHERE c.current IN ('hired', 'declined', 'withdrawn', 'rejected')) AS completed,
        count(*) FILTER (WHERE c.current IN ('hired', 'declined', 'withdrawn', 'rejected')
          AND fu.furthest > ${indexOf('r.stage')}) AS advanced,
        (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY st.days) FROM stays st WHERE st.stage = r.stage) AS median_days
      FROM reached r JOIN chosen c ON c.app = r.app JOIN furthest fu ON fu.app = r.app
      GROUP BY r.stage`,
  );
  const byStage = new Map(found.map((r) => [r.stage, r]));
  const stages = STAGES.map((stage, i) => {
    const r = byStage.get(stage);
    const completed = num(r?.completed);
    const advanced = num(r?.advanced);
    const last = i === STAGES.length - 1;
    return {
      status: stage,
      reached: num(r?.reached),
      completed,
      advanced: last ? null : advanced,
      conversion_rate: last ? null : rate(advanced, completed),
      median_days_in_stage: round1(r?.median_days ?? null),
    };
  });
  return { total: stages[0]?.reached ?? 0, stages };
}

/** Monday of the week of `day` (YYYY-MM-DD). */
function mondayOf(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
}

/** Today in the tenant's time zone (YYYY-MM-DD). */
function todayIn(tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/**
 * Hiring velocity: per week (Monday to Sunday) of the range, the applications made and the hires (an
 * application now hired, counted in the week of its move to hired). Without a range: the last 12 weeks.
 */
export async function hiringVelocity(db: Db, s: ReportViewer, f: ReportFilters) {
  checkRange(f);
  const to = f.to ?? (f.from !== undefined && f.from > todayIn(s.timeZone) ? f.from : todayIn(s.timeZone));
  const from = f.from ?? isoDay(new Date(mondayOf(to).getTime() - 11 * 7 * DAY));
  const first = mondayOf(from);
  const weeksN = Math.floor((mondayOf(to).getTime() - first.getTime()) / (7 * DAY)) + 1;
  if (weeksN > MAX_WEEKS) throw fieldError('from', `Choose at most ${MAX_WEEKS} weeks.`);
  const range = { from, to };
  const found = await rows<{ week: string; applied: unknown; hired: unknown }>(
    db,
    sql`WITH ${perApplication(s, f)},
      events AS (
        SELECT applied_at AS at, 1 AS applied, 0 AS hired FROM apps WHERE ${inRange(sql`applied_at`, range, s.timeZone)}
        UNION ALL
        SELECT hired_at, 0, 1 FROM apps WHERE status = 'hired' AND ${inRange(sql`hired_at`, range, s.timeZone)}
      )
      SELECT to_char(date_trunc('week', at AT TIME ZONE ${s.timeZone}), 'YYYY-MM-DD') AS week, sum(applied) AS applied, sum(hired) AS hired
      FROM events GROUP BY 1`,
  );
  const byWeek = new Map(found.map((r) => [r.week, r]));
  const weeks = Array.from({ length: weeksN }, (_, i) => {
    const week = isoDay(new Date(first.getTime() + i * 7 * DAY));
    const r = byWeek.get(week);
    return { week_start: week, applications: num(r?.applied), hires: num(r?.hired) };
  });
  const hires = weeks.reduce((a, w) => a + w.hires, 0);
  return {
    from,
    to,
    hires,
    applications: weeks.reduce((a, w) => a + w.applications, 0),
    hires_per_week: weeks.length === 0 ? 0 : Math.round((hires / weeks.length) * 100) / 100,
    weeks,
  };
}

/**
 * Success metric: what became of the applications made in the range — hired, in progress, declined,
 * withdrawn, rejected — with the hire rate (hired ÷ applications) and the offer acceptance rate (hired ÷
 * completed applications that reached an offer).
 */
export async function successMetric(db: Db, s: ReportViewer, f: ReportFilters) {
  checkRange(f);
  const [r] = await rows<Record<string, string | number | null>>(
    db,
    sql`WITH ${perApplication(s, f)},
      chosen AS (SELECT app, status FROM apps WHERE ${inRange(sql`applied_at`, f, s.timeZone)}),
      offered AS (SELECT DISTINCT m.app FROM moves m JOIN chosen c ON c.app = m.app WHERE m.status = 'offered')
      SELECT count(*) AS applications,
        count(*) FILTER (WHERE c.status = 'hired') AS hired,
        count(*) FILTER (WHERE c.status IN ('applied', 'screening', 'interview', 'offered', 'on-hold')) AS in_progress,
        count(*) FILTER (WHERE c.status = 'declined') AS declined,
        count(*) FILTER (WHERE c.status = 'withdrawn') AS withdrawn,
        count(*) FILTER (WHERE c.status = 'rejected') AS rejected,
        count(o.app) AS offered,
        count(o.app) FILTER (WHERE c.status IN ('hired', 'declined', 'withdrawn', 'rejected')) AS offered_completed
      FROM chosen c LEFT JOIN offered o ON o.app = c.app`,
  );
  const n = (k: string) => num(r?.[k]);
  const outcomes = (['hired', 'in_progress', 'declined', 'withdrawn', 'rejected'] as const).map((outcome) => ({
    outcome,
    count: n(outcome),
  }));
  return {
    applications: n('applications'),
    offered: n('offered'),
    hire_rate: rate(n('hired'), n('applications')),
    offer_acceptance_rate: rate(n('hired'), n('offered_completed')),
    outcomes,
  };
}

/**
 * Time to hire (Workable): for each hire whose move to hired falls in the range, the days from the
 * application to its most recent move to hired, leaving out the time it spent on hold or rejected; the
 * median and the 75th percentile of those days, and how many hires fall in each band.
 */
export async function timeToHire(db: Db, s: ReportViewer, f: ReportFilters) {
  checkRange(f);
  const found = await rows<{ days: unknown }>(
    db,
    sql`WITH ${perApplication(s, f)},
      hires AS (SELECT app, applied_at, hired_at FROM apps WHERE status = 'hired' AND ${inRange(sql`hired_at`, f, s.timeZone)}),
      paused AS (
        SELECT m.app, sum(extract(epoch FROM (least(coalesce(m.left_at, h.hired_at), h.hired_at) - m.at))) AS secs
        FROM moves m JOIN hires h ON h.app = m.app
        WHERE m.status IN ('on-hold', 'rejected') AND m.at < h.hired_at GROUP BY m.app
      )
      SELECT (extract(epoch FROM (h.hired_at - h.applied_at)) - coalesce(p.secs, 0)) / 86400.0 AS days
      FROM hires h LEFT JOIN paused p ON p.app = h.app ORDER BY 1`,
  );
  const days = found.map((r) => Number(r.days));
  const bands = BANDS.map((b, i) => ({
    band: b.band,
    hires: days.filter((d) => d <= b.max && (i === 0 || d > (BANDS[i - 1]?.max ?? Number.NEGATIVE_INFINITY))).length,
  }));
  return {
    hires: days.length,
    median_days: days.length === 0 ? null : round1(percentile(days, 0.5)),
    p75_days: days.length === 0 ? null : round1(percentile(days, 0.75)),
    bands,
  };
}

/** PostgreSQL's percentile_cont: linear interpolation between the sorted values around p × (n − 1). */
export function percentile(sorted: readonly number[], p: number): number {
  const at = p * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (at - lo);
}

// ---------------------------------------------------------------------------------------------------
// Partner reports (/nppreport; recruiter, recruiter_member): the same history, for the partner's own
// pool — the job seekers with an open link to their organisation (visibleApplications / linkedSeekerIds
// for a partner's scope). Current applications and the success metric are the hiring reports above, read
// with the partner's scope; job activity, open jobs and the journeys follow.

export interface Paging {
  page?: number | undefined;
  page_size?: number | undefined;
}

function pageOf(p: Paging) {
  const page = p.page ?? 1;
  const pageSize = p.page_size ?? 25;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

const paged = <T>(results: T[], count: number, page: number, pageSize: number) => ({
  results,
  count,
  page,
  page_size: pageSize,
  total_pages: Math.ceil(count / pageSize),
});

/**
 * Job activity: per job the pool applied to in the period, how many applications, how many reached an
 * interview and an offer, how many are hired now, and how many are still in progress. Most applications first.
 */
export async function jobActivity(db: Db, s: ReportViewer, f: ReportFilters & Paging) {
  checkRange(f);
  const { page, pageSize, offset } = pageOf(f);
  const found = await rows<Record<string, string | number | null>>(
    db,
    sql`WITH ${perApplication(s, f)},
      chosen AS (SELECT app, status FROM apps WHERE ${inRange(sql`applied_at`, f, s.timeZone)}),
      reached AS (SELECT m.app, bool_or(m.status = 'interview') AS interview, bool_or(m.status = 'offered') AS offered
        FROM moves m JOIN chosen c ON c.app = m.app GROUP BY m.app),
      per_job AS (
        SELECT ${applications.jobId} AS job_id, count(*) AS applications,
          count(*) FILTER (WHERE r.interview) AS interviews, count(*) FILTER (WHERE r.offered) AS offers,
          count(*) FILTER (WHERE c.status = 'hired') AS hired,
          count(*) FILTER (WHERE c.status IN ('applied', 'screening', 'interview', 'offered', 'on-hold')) AS in_progress
        FROM chosen c JOIN reached r ON r.app = c.app JOIN ${applications} ON ${applications.id} = c.app
        GROUP BY ${applications.jobId}
      )
      SELECT p.*, ${jobs.title} AS title, ${jobs.company} AS company, count(*) OVER () AS total
      FROM per_job p JOIN ${jobs} ON ${jobs.id} = p.job_id AND ${jobs.tenantId} = ${s.tenantId}
      ORDER BY p.applications DESC, p.job_id
      LIMIT ${pageSize} OFFSET ${offset}`,
  );
  const results = found.map((r) => ({
    job_id: num(r.job_id),
    title: String(r.title),
    company: String(r.company),
    applications: num(r.applications),
    interviews: num(r.interviews),
    offers: num(r.offers),
    hired: num(r.hired),
    in_progress: num(r.in_progress),
  }));
  return paged(results, num(found[0]?.total), page, pageSize);
}

/**
 * Open jobs: the tenant's jobs open for applications now (active), newest first, with how many of the
 * pool applied to each (in the period, when one is given). Filters: the employer, the job.
 */
export async function openJobs(db: Db, s: ReportViewer, f: ReportFilters & Paging) {
  checkRange(f);
  const { page, pageSize, offset } = pageOf(f);
  const where: SQL[] = [visibleJobs(s), sql`${jobs.status} = 'active'`];
  if (f.organisation_id !== undefined) where.push(sql`${jobs.organisationId} = ${f.organisation_id}`);
  if (f.job_id !== undefined) where.push(sql`${jobs.id} = ${f.job_id}`);
  const found = await rows<Record<string, string | number | null>>(
    db,
    sql`WITH ${perApplication(s, f)},
      pool AS (SELECT ${applications.jobId} AS job_id, count(*) AS n FROM apps JOIN ${applications} ON ${applications.id} = apps.app
        WHERE ${inRange(sql`applied_at`, f, s.timeZone)} GROUP BY ${applications.jobId})
      SELECT ${jobs.id} AS id, ${jobs.title} AS title, ${jobs.company} AS company, ${jobs.city} AS city,
        to_char(${jobs.publishedAt} AT TIME ZONE ${s.timeZone}, 'YYYY-MM-DD') AS published, coalesce(pool.n, 0) AS pool_applications,
        count(*) OVER () AS total
      FROM ${jobs} LEFT JOIN pool ON pool.job_id = ${jobs.id}
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${jobs.publishedAt} DESC NULLS LAST, ${jobs.id} DESC
      LIMIT ${pageSize} OFFSET ${offset}`,
  );
  const results = found.map((r) => ({
    job_id: num(r.id),
    title: String(r.title),
    company: String(r.company),
    city: String(r.city ?? ''),
    published_on: r.published === null || r.published === undefined ? null : String(r.published),
    pool_applications: num(r.pool_applications),
  }));
  return paged(results, num(found[0]?.total), page, pageSize);
}

/**
 * Job-seeker journeys: each job seeker of the pool (newest link first) — when they signed up and were
 * linked, when their profile was last updated, their applications (in the period, when one is given), the
 * furthest stage any of them reached, how many reached an interview and an offer, and whether one is hired.
 */
export async function journeys(db: Db, s: ReportViewer, f: ReportFilters & Paging) {
  checkRange(f);
  const { page, pageSize, offset } = pageOf(f);
  const indexOf = (column: string) => sql.raw(`CASE ${column} ${STAGES.map((st, i) => `WHEN '${st}' THEN ${i}`).join(' ')} ELSE NULL END`);
  // The pool's organisations: a partner's own (none when partner_id names another), or for program staff
  // every partner's, or the one partner_id names.
  const own = s.organisation?.id ?? -1;
  const pool: SQL = s.partnerPool
    ? f.partner_id !== undefined
      ? sql`IN (SELECT ${organisations.id} FROM ${organisations} WHERE ${organisations.tenantId} = ${s.tenantId} AND ${organisations.id} = ${f.partner_id})`
      : sql`IN (${partnerOrganisations(s)})`
    : sql`= ${f.partner_id === undefined || f.partner_id === own ? own : -1}`;
  const found = await rows<Record<string, string | number | null>>(
    db,
    sql`WITH ${perApplication(s, f)},
      chosen AS (SELECT apps.app, apps.status, ${applications.userId} AS user_id FROM apps JOIN ${applications} ON ${applications.id} = apps.app
        WHERE ${inRange(sql`applied_at`, f, s.timeZone)}),
      per_app AS (SELECT c.user_id, c.app, c.status, max(${indexOf('m.status')}) AS furthest,
          bool_or(m.status = 'interview') AS interview, bool_or(m.status = 'offered') AS offered
        FROM chosen c JOIN moves m ON m.app = c.app GROUP BY c.user_id, c.app, c.status),
      per_user AS (SELECT user_id, count(*) AS applications, max(furthest) AS furthest,
          count(*) FILTER (WHERE interview) AS interviews, count(*) FILTER (WHERE offered) AS offers,
          count(*) FILTER (WHERE status = 'hired') AS hired
        FROM per_app GROUP BY user_id),
      pool AS (SELECT DISTINCT ON (${seekerPartnerLinks.userId}) ${seekerPartnerLinks.userId} AS user_id, ${seekerPartnerLinks.createdAt} AS linked_at
        FROM ${seekerPartnerLinks}
        WHERE ${seekerPartnerLinks.tenantId} = ${s.tenantId} AND ${seekerPartnerLinks.organisationId} ${pool} AND ${seekerPartnerLinks.endedAt} IS NULL
        ORDER BY ${seekerPartnerLinks.userId}, ${seekerPartnerLinks.createdAt})
      SELECT u.id, u.first_name, u.last_name,
        to_char(u.created_at AT TIME ZONE ${s.timeZone}, 'YYYY-MM-DD') AS signed_up_on,
        to_char(pool.linked_at AT TIME ZONE ${s.timeZone}, 'YYYY-MM-DD') AS linked_on,
        to_char(sp.updated_at AT TIME ZONE ${s.timeZone}, 'YYYY-MM-DD') AS profile_updated_on,
        coalesce(pu.applications, 0) AS applications, pu.furthest, coalesce(pu.interviews, 0) AS interviews,
        coalesce(pu.offers, 0) AS offers, coalesce(pu.hired, 0) AS hired, count(*) OVER () AS total
      FROM pool JOIN users u ON u.id = pool.user_id AND u.tenant_id = ${s.tenantId} AND u.is_user
        LEFT JOIN seeker_profiles sp ON sp.user_id = u.id
        LEFT JOIN per_user pu ON pu.user_id = u.id
      ORDER BY pool.linked_at DESC, u.id DESC
      LIMIT ${pageSize} OFFSET ${offset}`,
  );
  const results = found.map((r) => ({
    user_id: num(r.id),
    name: `${String(r.first_name ?? '')} ${String(r.last_name ?? '')}`.trim(),
    signed_up_on: String(r.signed_up_on),
    linked_on: String(r.linked_on),
    profile_updated_on: r.profile_updated_on === null || r.profile_updated_on === undefined ? null : String(r.profile_updated_on),
    applications: num(r.applications),
    furthest_stage: r.furthest === null || r.furthest === undefined ? null : (STAGES[num(r.furthest)] ?? null),
    interviews: num(r.interviews),
    offers: num(r.offers),
    hired: num(r.hired) > 0,
  }));
  return paged(results, num(found[0]?.total), page, pageSize);
}
