// The historic pipeline's summaries (application_stage_counts and the histogram of stays
// application_stay_counts, issue 14): the figures they give for program staff's whole tenant, with or
// without a period, equal those computed from the history and the facts rows (also for applications made
// near UTC midnight, where a day of the tenant's time zone spans two UTC days), and the summaries stay
// equal to a recount after status changes made by parallel requests. The data: test/report-fixtures.ts (tenant rpt, America/New_York).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusHistory, applications, type ApplicationStatus } from '../db/schema.ts';
import { createSeeker } from '../test/job-fixtures.ts';
import { createReportFixture, RPT, type ReportFixture } from '../test/report-fixtures.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let f: ReportFixture;
let admin = '';

beforeAll(async () => {
  t = await startApp();
  f = await createReportFixture(t.app.database.db);
  admin = (await signIn(t, f.staff.admin, RPT)).access;
}, 120_000);
afterAll(async () => t?.close());

const STAGES = ['applied', 'screening', 'interview', 'offered', 'hired'];

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Stage {
  reached: number;
  completed: number;
  advanced: number | null;
  median_days_in_stage: number | null;
}

/** The report's stages for the admin (the whole tenant) over a period. */
async function stages(period: { from?: string; to?: string }) {
  const qs = new URLSearchParams(period).toString();
  const res = await request(t, { path: `/api/v1/reports/historic-pipeline${qs ? `?${qs}` : ''}`, host: RPT, token: admin });
  expect(res.status, res.text).toBe(200);
  return res.json.stages as Stage[];
}

/** The report's median days per stage for the admin over a period. */
const medians = async (period: { from?: string; to?: string }) => (await stages(period)).map((s) => s.median_days_in_stage);

/** Reached, completed and advanced per stage straight from the summary rows of the applications made in the period. */
async function countsFromFacts(period: { from?: string; to?: string }) {
  const found = await select<Record<string, number>>(sql`
    SELECT ${sql.join(
      STAGES.map(
        (_, i) => sql`count(*) FILTER (WHERE application_reached(f) & ${1 << i} <> 0)::int AS ${sql.raw(`r${i}`)},
          count(*) FILTER (WHERE application_reached(f) & ${1 << i} <> 0 AND status IN ('hired', 'declined', 'withdrawn', 'rejected'))::int AS ${sql.raw(`c${i}`)},
          count(*) FILTER (WHERE application_reached(f) & ${1 << i} <> 0 AND status IN ('hired', 'declined', 'withdrawn', 'rejected')
            AND furthest > ${i})::int AS ${sql.raw(`a${i}`)}`,
      ),
      sql`, `,
    )}
    FROM application_report_facts f WHERE tenant_id = ${f.tenantId}
      AND ${period.from === undefined ? sql`true` : sql`applied_at >= (${period.from}::date)::timestamp AT TIME ZONE 'America/New_York'`}
      AND ${period.to === undefined ? sql`true` : sql`applied_at < (${period.to}::date + 1)::timestamp AT TIME ZONE 'America/New_York'`}`);
  const r = found[0]!;
  return STAGES.map((_, i) => ({ reached: r[`r${i}`], completed: r[`c${i}`], advanced: i === 4 ? null : r[`a${i}`] }));
}

/** The medians straight from the history, for the applications made in the period (New York days). */
async function fromHistory(period: { from?: string; to?: string }) {
  const found = await select<{ status: string; median: unknown }>(sql`
    SELECT status, percentile_cont(0.5) WITHIN GROUP (ORDER BY days) AS median FROM (
      SELECT to_status AS status, min(created_at) OVER (PARTITION BY application_id) AS applied_at,
        extract(epoch FROM (lead(created_at) OVER (PARTITION BY application_id ORDER BY created_at, id) - created_at)) / 86400.0 AS days
      FROM application_status_history WHERE tenant_id = ${f.tenantId}) s
    WHERE days IS NOT NULL
      AND ${period.from === undefined ? sql`true` : sql`applied_at >= (${period.from}::date)::timestamp AT TIME ZONE 'America/New_York'`}
      AND ${period.to === undefined ? sql`true` : sql`applied_at < (${period.to}::date + 1)::timestamp AT TIME ZONE 'America/New_York'`}
    GROUP BY status`);
  const byStatus = new Map(found.map((r) => [r.status, Math.round(Number(r.median) * 10) / 10]));
  return STAGES.map((s) => byStatus.get(s) ?? null);
}

/** The summaries' non-empty counts, and a recount of the summary rows' applications and finished stays. */
async function summariesAndRecount() {
  const kept = await select<{ key: string; n: number }>(sql`
    SELECT concat_ws(' ', 'stay', tenant_id, applied_on, stage, days) AS key, stays AS n FROM application_stay_counts WHERE stays <> 0
    UNION ALL SELECT concat_ws(' ', 'application', tenant_id, applied_on, status, furthest, reached), applications
    FROM application_stage_counts WHERE applications <> 0 ORDER BY 1`);
  const recount = await select<{ key: string; n: number }>(sql`
    SELECT concat_ws(' ', 'stay', f.tenant_id, (f.applied_at AT TIME ZONE 'UTC')::date, s.stage, s.days) AS key, count(*)::int AS n
    FROM application_report_facts f, LATERAL application_stays(f) s GROUP BY 1
    UNION ALL SELECT concat_ws(' ', 'application', f.tenant_id, (f.applied_at AT TIME ZONE 'UTC')::date, f.status, coalesce(f.furthest, -1),
      application_reached(f)), count(*)::int FROM application_report_facts f GROUP BY 1 ORDER BY 1`);
  return { kept, recount };
}

/** An application of a new job seeker to j1 made at `moves[0]`, moved at the later times. */
async function applyAt(email: string, moves: [at: string, status: ApplicationStatus][]) {
  const db = t.app.database.db;
  const seeker = await createSeeker(db, f.tenantId, email);
  const [row] = await db
    .insert(applications)
    .values({
      tenantId: f.tenantId,
      jobId: f.job.j1,
      userId: seeker,
      source: 'direct',
      status: moves.at(-1)![1],
      createdAt: new Date(moves[0]![0]),
      updatedAt: new Date(moves.at(-1)![0]),
    })
    .returning({ id: applications.id });
  await db
    .insert(applicationStatusHistory)
    .values(moves.map(([at, to]) => ({ tenantId: f.tenantId, applicationId: row!.id, toStatus: to, createdAt: new Date(at) })));
}

describe('the historic pipeline’s summaries', () => {
  it('give the figures of the history for every period, also across UTC midnight', async () => {
    // Made at 03:00 UTC on 2021-03-05 (22:00 on 03-04 in New York) and at 23:00 UTC on 03-05 (18:00 on 03-05).
    await applyAt('late@rpt.test', [
      ['2021-03-05T03:00:00Z', 'applied'],
      ['2021-03-05T09:30:00Z', 'screening'],
      ['2021-03-06T10:00:00Z', 'rejected'],
    ]);
    await applyAt('evening@rpt.test', [
      ['2021-03-05T23:00:00Z', 'applied'],
      ['2021-03-08T23:00:00.5Z', 'screening'],
      ['2021-03-09T01:00:00Z', 'withdrawn'],
    ]);
    const days = ['2021-02-28', '2021-03-01', '2021-03-02', '2021-03-04', '2021-03-05', '2021-03-06', '2021-03-08', '2021-03-31'];
    const periods: { from?: string; to?: string }[] = [{}];
    for (const d of days) periods.push({ from: d }, { to: d });
    for (const from of days) for (const to of days) if (from <= to) periods.push({ from, to });
    for (const period of periods) {
      const report = await stages(period);
      expect([period, report.map((r) => r.median_days_in_stage)]).toEqual([period, await fromHistory(period)]);
      expect([period, report.map(({ reached, completed, advanced }) => ({ reached, completed, advanced }))]).toEqual([
        period,
        await countsFromFacts(period),
      ]);
    }
    expect((await medians({ from: '2021-03-04', to: '2021-03-05' }))[0]).not.toBeNull();
    const { kept, recount } = await summariesAndRecount();
    expect(kept).toEqual(recount);
  });

  it('stay a recount after status changes made by parallel requests', async () => {
    const move = (id: number, status: ApplicationStatus) =>
      request(t, { path: `/api/v1/applications/${id}/status`, host: RPT, token: admin, body: { status } });
    // a6 is applied and a7 in screening: each round moves both at once, twice over.
    const rounds: [ApplicationStatus, ApplicationStatus][] = [
      ['on-hold', 'interview'],
      ['applied', 'offered'],
      ['screening', 'hired'],
    ];
    for (const [a6, a7] of rounds) {
      const answers = await Promise.all([move(f.app.a6, a6), move(f.app.a7, a7)]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
    const { kept, recount } = await summariesAndRecount();
    expect(kept).toEqual(recount);
    expect(await medians({})).toEqual(await fromHistory({}));
  });
});
