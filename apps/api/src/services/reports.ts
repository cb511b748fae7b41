// The hiring reports (issue 14; /report and its six pages). Every figure comes from the append-only
// status history (application_status_history: one row per move, the first one the application itself),
// read for the applications the viewer sees (visibleApplications) and the filters of the address.
// The definitions, in plain words, are in apps/api/README.md ("Reports"); each function below repeats
// its own. Dates are days in the tenant's time zone; a range is inclusive of both days.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  APPLICATION_STATUSES,
  applicationReportFacts,
  applicationStageCounts,
  applicationStayCounts,
  jobs,
  organisations,
  seekerPartnerLinks,
  type ApplicationStatus,
} from '../db/schema.ts';
import { fieldError } from '../errors.ts';
import { visibleApplicationsOf, visibleJobs, type Viewing } from './visibility.ts';

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
async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
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

/** The per-application summary the reports read (one row per application with history, kept by triggers). */
const F = applicationReportFacts;

/**
 * The applications the report counts, as a condition on their summary rows (application_report_facts):
 * those the viewer sees (visibleApplicationsOf), narrowed by the organisation (the job's employer), the
 * job, and the partner (job seekers with an open link to it), and by `more` (a range on a date column).
 */
function scopedFacts(s: ReportViewer, f: ReportFilters, ...more: SQL[]): SQL {
  const where: SQL[] = [visibleApplicationsOf(s, F)];
  if (f.organisation_id !== undefined)
    where.push(
      sql`${F.jobId} IN (SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.tenantId} = ${s.tenantId} AND ${jobs.organisationId} = ${f.organisation_id})`,
    );
  if (f.job_id !== undefined) where.push(sql`${F.jobId} = ${f.job_id}`);
  if (f.partner_id !== undefined)
    where.push(
      sql`${F.userId} IN (SELECT ${seekerPartnerLinks.userId} FROM ${seekerPartnerLinks} WHERE ${seekerPartnerLinks.tenantId} = ${s.tenantId}
        AND ${seekerPartnerLinks.organisationId} = ${f.partner_id} AND ${seekerPartnerLinks.endedAt} IS NULL)`,
    );
  else if (s.partnerPool)
    where.push(
      sql`${F.userId} IN (SELECT ${seekerPartnerLinks.userId} FROM ${seekerPartnerLinks} WHERE ${seekerPartnerLinks.tenantId} = ${s.tenantId}
        AND ${seekerPartnerLinks.organisationId} IN (${partnerOrganisations(s)}) AND ${seekerPartnerLinks.endedAt} IS NULL)`,
    );
  return sql.join([...where, ...more], sql` AND `);
}

/** The applications made in the range (their first history row), of the scope and filters. */
const madeInRange = (s: ReportViewer, f: ReportFilters) => scopedFacts(s, f, inRange(sql`${F.appliedAt}`, f, s.timeZone));

const COMPLETED_SQL = sql.raw(`(${['hired', 'declined', 'withdrawn', 'rejected'].map((x) => `'${x}'`).join(', ')})`);
const IN_PROGRESS_SQL = sql.raw(`('applied', 'screening', 'interview', 'offered', 'on-hold')`);

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
    sql`SELECT ${F.status} AS status, count(*) AS n FROM ${F} WHERE ${madeInRange(s, f)} GROUP BY ${F.status}`,
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
    sql`SELECT ${F.source} AS source, count(*) AS n, count(*) FILTER (WHERE ${F.status} = 'hired') AS hired
      FROM ${F} WHERE ${madeInRange(s, f)} GROUP BY ${F.source}`,
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

/** The stays' columns of the summary, by stage (0 applied … 4 hired). */
const STAY_DAYS = [F.appliedDays, F.screeningDays, F.interviewDays, F.offeredDays, F.hiredDays];

/**
 * The median stay of each of `stages` (0 applied … 4 hired), over every finished stay of the applications
 * counted: one pass over the summary rows, their stay arrays unnested side by side (the shorter ones pad
 * with nulls, which percentile_cont leaves out). Hundreds of thousands of stays sort in memory (work_mem),
 * and without JIT, whose compiling cost seconds for a query the planner thinks is large.
 */
async function mediansOfEveryStay(db: Db, s: ReportViewer, f: ReportFilters, stages: { i: number }[]): Promise<Map<number, unknown>> {
  const [m] = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return rows<Record<string, unknown>>(
      tx,
      sql`SELECT ${sql.join(
        stages.map(({ i }) => sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${sql.raw(`s.d${i}`)}) AS ${sql.raw(`median_${i}`)}`),
        sql`, `,
      )}
        FROM ${F}, unnest(${sql.join(
          stages.map(({ i }) => sql`${STAY_DAYS[i]}`),
          sql`, `,
        )}) AS s(${sql.raw(stages.map(({ i }) => `d${i}`).join(', '))})
        WHERE ${madeInRange(s, f)}`,
    );
  });
  return new Map(stages.map(({ i }) => [i, m?.[`median_${i}`]]));
}

/**
 * Where the historic pipeline's summaries (application_stage_counts and application_stay_counts, per
 * tenant and UTC day the application was made) can answer: program staff's whole tenant with at most a
 * period; undefined otherwise (the caller reads application_report_facts). The UTC days wholly inside the
 * period come from the summaries (`days`, a condition on their applied_on), the applications made in the
 * period's first and last partial UTC days from their facts rows (`edges`, conditions on those).
 */
async function summaryPeriod(db: Db, s: ReportViewer, f: ReportFilters) {
  if (s.reach !== 'program' || s.partnerPool || f.organisation_id !== undefined || f.job_id !== undefined || f.partner_id !== undefined)
    return undefined;
  const tz = s.timeZone;
  // The whole UTC days of the period: [first, end).
  const [b] = await rows<{ first: string | null; end: string | null }>(
    db,
    sql`SELECT ${f.from === undefined ? sql`NULL` : sql`(SELECT (CASE WHEN u = u::date THEN u::date ELSE u::date + 1 END)::text FROM (SELECT ${dayStart(f.from, tz)} AT TIME ZONE 'UTC' AS u) x)`} AS first,
      ${f.to === undefined ? sql`NULL` : sql`((${dayEnd(f.to, tz)} AT TIME ZONE 'UTC')::date)::text`} AS end`,
  );
  const first = b?.first ?? undefined;
  const end = b?.end ?? undefined;
  const days = (appliedOn: SQL): SQL =>
    sql.join(
      [
        sql`true`,
        ...(first === undefined ? [] : [sql`${appliedOn} >= ${first}::date`]),
        ...(end === undefined ? [] : [sql`${appliedOn} < ${end}::date`]),
      ],
      sql` AND `,
    );
  const utcMidnight = (d: string) => sql`${`${d}T00:00:00Z`}::timestamptz`;
  const edges: SQL[] = [];
  if (first !== undefined) edges.push(sql`${madeInRange(s, f)} AND ${F.appliedAt} < ${utcMidnight(first)}`);
  if (end !== undefined)
    edges.push(
      sql`${madeInRange(s, f)} AND ${F.appliedAt} >= ${first === undefined ? utcMidnight(end) : sql`greatest(${utcMidnight(end)}, ${utcMidnight(first)})`}`,
    );
  return { days, edges };
}
type SummaryPeriod = NonNullable<Awaited<ReturnType<typeof summaryPeriod>>>;

/**
 * The historic pipeline's counts per stage from application_stage_counts (applications per status,
 * furthest stage and stages reached, bit i for stage i): reached, completed and advanced, as the query on
 * application_report_facts in historicPipeline counts them.
 */
async function countsFromSummary(db: Db, s: ReportViewer, period: SummaryPeriod): Promise<Record<string, number>> {
  const C = applicationStageCounts;
  const partial = period.edges.map(
    (edge) => sql`UNION ALL SELECT ${F.status}, coalesce(${F.furthest}, -1), application_reached(${F}), 1 FROM ${F} WHERE ${edge}`,
  );
  const found = await rows<{ status: string; furthest: unknown; reached: unknown; n: unknown }>(
    db,
    sql`SELECT status, furthest, reached, sum(n) AS n FROM (
        SELECT ${C.status} AS status, ${C.furthest} AS furthest, ${C.reached} AS reached, ${C.applications} AS n FROM ${C}
        WHERE ${C.tenantId} = ${s.tenantId} AND ${period.days(sql`${C.appliedOn}`)}
        ${sql.join(partial, sql` `)}) x
      GROUP BY status, furthest, reached`,
  );
  const counts: Record<string, number> = {};
  STAGES.forEach((_, i) => {
    let reached = 0;
    let completed = 0;
    let advanced = 0;
    for (const r of found) {
      if ((num(r.reached) & (1 << i)) === 0) continue;
      reached += num(r.n);
      if (!COMPLETED.includes(r.status as ApplicationStatus)) continue;
      completed += num(r.n);
      if (num(r.furthest) > i) advanced += num(r.n);
    }
    Object.assign(counts, { [`reached_${i}`]: reached, [`completed_${i}`]: completed, [`advanced_${i}`]: advanced });
  });
  return counts;
}

/**
 * The medians of mediansOfEveryStay from the histogram of stays (application_stay_counts: per stage and
 * exact length, how many stays): the counts of each length are added up in order until the middle stay
 * (or the two middle ones, interpolated as percentile_cont does: lower + 0.5 × (upper − lower)).
 */
async function mediansFromSummary(db: Db, s: ReportViewer, period: SummaryPeriod, reached: { i: number }[]): Promise<Map<number, unknown>> {
  const C = applicationStayCounts;
  const stages = reached.map(({ i }) => i);
  const stageList = sql.join(
    stages.map((i) => sql`${i}`),
    sql`, `,
  );
  const partial = period.edges.map(
    (edge) => sql`UNION ALL SELECT st.stage, st.days, 1 FROM ${F}, LATERAL application_stays(${F}) st
      WHERE ${edge} AND st.stage IN (${stageList})`,
  );
  const found = await rows<{ stage: number; median: unknown }>(
    db,
    sql`WITH h AS (
        SELECT stage, days, sum(n) AS n FROM (
          SELECT ${C.stage} AS stage, ${C.days} AS days, ${C.stays} AS n FROM ${C}
          WHERE ${C.tenantId} = ${s.tenantId} AND ${C.stage} IN (${stageList}) AND ${period.days(sql`${C.appliedOn}`)}
          ${sql.join(partial, sql` `)}) x
        GROUP BY stage, days),
      c AS (SELECT stage, days, sum(n) OVER (PARTITION BY stage ORDER BY days) AS below,
          sum(n) OVER (PARTITION BY stage) AS total FROM h WHERE n > 0),
      m AS (SELECT stage, min(days) FILTER (WHERE below > floor((total - 1) / 2)) AS lower,
          min(days) FILTER (WHERE below > ceil((total - 1) / 2)) AS upper, min(total) AS total FROM c GROUP BY stage)
      SELECT stage, CASE WHEN total % 2 = 1 THEN lower ELSE lower + 0.5::float8 * (upper - lower) END AS median FROM m`,
  );
  const byStage = new Map(found.map((r) => [Number(r.stage), r.median]));
  return new Map(stages.map((i) => [i, byStage.get(i) ?? null]));
}

/**
 * Pipeline history and conversion, for the applications made in the range: per stage, how many ever
 * reached it; of those, how many are completed (hired, declined, withdrawn or rejected: Ashby counts only
 * completed applications) and how many of these went on to a later stage (conversion = advanced ÷
 * completed); and the median days spent in the stage, counted once an application has left it (Recruitee).
 * Program staff's whole tenant, with or without a period, reads the summaries (summaryPeriod); every
 * other scope and filter the facts rows.
 */
export async function historicPipeline(db: Db, s: ReportViewer, f: ReportFilters) {
  checkRange(f);
  const period = await summaryPeriod(db, s, f);
  // Per stage: the summary's "reached" flag (its stays: STAY_DAYS).
  const perStage = [F.reachedApplied, F.reachedScreening, F.reachedInterview, F.reachedOffered, F.reachedHired];
  const [counts] = period
    ? [await countsFromSummary(db, s, period)]
    : await rows<Record<string, unknown>>(
        db,
        sql`SELECT ${sql.join(
          perStage.map(
            (reached, i) => sql`count(*) FILTER (WHERE ${reached}) AS ${sql.raw(`reached_${i}`)},
          count(*) FILTER (WHERE ${reached} AND ${F.status} IN ${COMPLETED_SQL}) AS ${sql.raw(`completed_${i}`)},
          count(*) FILTER (WHERE ${reached} AND ${F.status} IN ${COMPLETED_SQL} AND ${F.furthest} > ${i}) AS ${sql.raw(`advanced_${i}`)}`,
          ),
          sql`, `,
        )}
      FROM ${F} WHERE ${madeInRange(s, f)}`,
      );
  // The median stay of each stage reached: from the histogram of stays where it answers, else from every stay.
  const reachedStages = perStage.map((_, i) => ({ i })).filter(({ i }) => num(counts?.[`reached_${i}`]) > 0);
  const medians =
    reachedStages.length === 0
      ? new Map<number, unknown>()
      : period
        ? await mediansFromSummary(db, s, period, reachedStages)
        : await mediansOfEveryStay(db, s, f, reachedStages);
  const found = STAGES.flatMap((stage, i) =>
    num(counts?.[`reached_${i}`]) > 0
      ? [
          {
            stage,
            reached: counts?.[`reached_${i}`],
            completed: counts?.[`completed_${i}`],
            advanced: counts?.[`advanced_${i}`],
            median_days: medians.get(i) ?? null,
          },
        ]
      : [],
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
    sql`WITH events AS (
        SELECT ${F.appliedAt} AS at, 1 AS applied, 0 AS hired FROM ${F} WHERE ${scopedFacts(s, f, inRange(sql`${F.appliedAt}`, range, s.timeZone))}
        UNION ALL
        SELECT ${F.hiredAt}, 0, 1 FROM ${F}
        WHERE ${scopedFacts(s, f, sql`${F.status} = 'hired'`, inRange(sql`${F.hiredAt}`, range, s.timeZone))}
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
 * withdrawn, rejected — with the hire rate (hired ÷ applications) and the offer acceptance rate (hires that
 * reached an offer ÷ completed applications that reached an offer; a hire without an offer is not one).
 */
export async function successMetric(db: Db, s: ReportViewer, f: ReportFilters) {
  checkRange(f);
  const [r] = await rows<Record<string, string | number | null>>(
    db,
    sql`SELECT count(*) AS applications,
        count(*) FILTER (WHERE ${F.status} = 'hired') AS hired,
        count(*) FILTER (WHERE ${F.status} IN ${IN_PROGRESS_SQL}) AS in_progress,
        count(*) FILTER (WHERE ${F.status} = 'declined') AS declined,
        count(*) FILTER (WHERE ${F.status} = 'withdrawn') AS withdrawn,
        count(*) FILTER (WHERE ${F.status} = 'rejected') AS rejected,
        count(*) FILTER (WHERE ${F.reachedOffered}) AS offered,
        count(*) FILTER (WHERE ${F.reachedOffered} AND ${F.status} IN ${COMPLETED_SQL}) AS offered_completed,
        count(*) FILTER (WHERE ${F.reachedOffered} AND ${F.status} = 'hired') AS offered_hired
      FROM ${F} WHERE ${madeInRange(s, f)}`,
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
    offer_acceptance_rate: rate(n('offered_hired'), n('offered_completed')),
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
  // Summed in the database: the median, the 75th percentile (percentile_cont) and the hires per band,
  // rather than every hire's days sent over to be counted here.
  const days = sql`((extract(epoch FROM (${F.hiredAt} - ${F.appliedAt})) - ${F.pausedSeconds}) / 86400.0)`;
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT count(*) AS hires, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days}) AS median,
        percentile_cont(0.75) WITHIN GROUP (ORDER BY ${days}) AS p75, ${sql.join(
          BANDS.map(
            (b, i) =>
              sql`count(*) FILTER (WHERE ${sql.join(
                [
                  ...(i === 0 ? [] : [sql`${days} > ${BANDS[i - 1]?.max ?? 0}`]),
                  ...(Number.isFinite(b.max) ? [sql`${days} <= ${b.max}`] : []),
                  sql`true`,
                ],
                sql` AND `,
              )}) AS ${sql.raw(`band_${i}`)}`,
          ),
          sql`, `,
        )}
      FROM ${F} WHERE ${scopedFacts(s, f, sql`${F.status} = 'hired'`, inRange(sql`${F.hiredAt}`, f, s.timeZone))}`,
  );
  const hires = num(r?.hires);
  return {
    hires,
    median_days: hires === 0 ? null : round1(r?.median),
    p75_days: hires === 0 ? null : round1(r?.p75),
    bands: BANDS.map((b, i) => ({ band: b.band, hires: num(r?.[`band_${i}`]) })),
  };
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
    sql`WITH per_job AS (
        SELECT ${F.jobId} AS job_id, count(*) AS applications,
          count(*) FILTER (WHERE ${F.reachedInterview}) AS interviews, count(*) FILTER (WHERE ${F.reachedOffered}) AS offers,
          count(*) FILTER (WHERE ${F.status} = 'hired') AS hired,
          count(*) FILTER (WHERE ${F.status} IN ${IN_PROGRESS_SQL}) AS in_progress
        FROM ${F} WHERE ${madeInRange(s, f)}
        GROUP BY ${F.jobId}
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
    sql`WITH pool AS (SELECT ${F.jobId} AS job_id, count(*) AS n FROM ${F} WHERE ${madeInRange(s, f)} GROUP BY ${F.jobId})
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
  // The pool's organisations: a partner's own (none when partner_id names another), or for program staff
  // every partner's, or the one partner_id names.
  const own = s.organisation?.id ?? -1;
  const pool: SQL = s.partnerPool
    ? f.partner_id !== undefined
      ? sql`IN (SELECT ${organisations.id} FROM ${organisations} WHERE ${organisations.tenantId} = ${s.tenantId} AND ${organisations.id} = ${f.partner_id})`
      : sql`IN (${partnerOrganisations(s)})`
    : sql`= ${f.partner_id === undefined || f.partner_id === own ? own : -1}`;
  // The page of the pool first (newest link first), then the figures of those job seekers' applications
  // only (through the summary's tenant and job seeker index), rather than of the whole pool's.
  const found = await rows<Record<string, string | number | null>>(
    db,
    sql`WITH pool AS (SELECT DISTINCT ON (${seekerPartnerLinks.userId}) ${seekerPartnerLinks.userId} AS user_id, ${seekerPartnerLinks.createdAt} AS linked_at
        FROM ${seekerPartnerLinks}
        WHERE ${seekerPartnerLinks.tenantId} = ${s.tenantId} AND ${seekerPartnerLinks.organisationId} ${pool} AND ${seekerPartnerLinks.endedAt} IS NULL
        ORDER BY ${seekerPartnerLinks.userId}, ${seekerPartnerLinks.createdAt}),
      page AS (SELECT u.id, u.first_name, u.last_name, u.created_at, pool.linked_at, count(*) OVER () AS total
        FROM pool JOIN users u ON u.id = pool.user_id AND u.tenant_id = ${s.tenantId} AND u.is_user
        ORDER BY pool.linked_at DESC, u.id DESC
        LIMIT ${pageSize} OFFSET ${offset})
      SELECT page.id, page.first_name, page.last_name, page.total,
        to_char(page.created_at AT TIME ZONE ${s.timeZone}, 'YYYY-MM-DD') AS signed_up_on,
        to_char(page.linked_at AT TIME ZONE ${s.timeZone}, 'YYYY-MM-DD') AS linked_on,
        to_char(sp.updated_at AT TIME ZONE ${s.timeZone}, 'YYYY-MM-DD') AS profile_updated_on,
        pu.applications, pu.furthest, pu.interviews, pu.offers, pu.hired
      FROM page LEFT JOIN seeker_profiles sp ON sp.user_id = page.id
        CROSS JOIN LATERAL (SELECT count(*) AS applications, max(${F.furthest}) AS furthest,
          count(*) FILTER (WHERE ${F.reachedInterview}) AS interviews, count(*) FILTER (WHERE ${F.reachedOffered}) AS offers,
          count(*) FILTER (WHERE ${F.status} = 'hired') AS hired
          FROM ${F} WHERE ${madeInRange(s, f)} AND ${F.userId} = page.id) pu
      ORDER BY page.linked_at DESC, page.id DESC`,
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
