// The historic pipeline's median days in stage stay exact as the status history grows and applications
// change (issue 14): the stays it reads (application_report_facts' arrays) are kept by the triggers on the
// history and on applications. Each step checks hand-computed medians, and that the report agrees with the
// medians computed straight from the history. The data: test/report-fixtures.ts (its table is at the top
// of reports.test.ts); day n = 2021-03-01 + n.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusHistory, type ApplicationStatus } from '../db/schema.ts';
import { createReportFixture, day, RPT, type ReportFixture } from '../test/report-fixtures.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let f: ReportFixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startApp();
  f = await createReportFixture(t.app.database.db);
  for (const who of ['admin', 'betaMember'] as const) tokens[who] = (await signIn(t, f.staff[who], RPT)).access;
}, 120_000);
afterAll(async () => t?.close());

const STAGES = ['applied', 'screening', 'interview', 'offered', 'hired'];

/** The report's median days per stage (null where no stay ended), for a viewer and filters. */
async function medians(who: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await request(t, { path: `/api/v1/reports/historic-pipeline${qs ? `?${qs}` : ''}`, host: RPT, token: tokens[who] });
  expect(res.status, res.text).toBe(200);
  return (res.json.stages as { median_days_in_stage: number | null }[]).map((s) => s.median_days_in_stage);
}

/** The tenant's medians computed from the history itself (each stay lasts until the next row), rounded as the report does. */
async function fromHistory() {
  const found = (await t.app.database.db.execute(sql`
    SELECT status, percentile_cont(0.5) WITHIN GROUP (ORDER BY days) AS median FROM (
      SELECT to_status AS status,
        extract(epoch FROM (lead(created_at) OVER (PARTITION BY application_id ORDER BY created_at, id) - created_at)) / 86400.0 AS days
      FROM application_status_history WHERE tenant_id = ${f.tenantId}) s
    WHERE days IS NOT NULL GROUP BY status`)) as unknown as { rows: { status: string; median: unknown }[] };
  const byStatus = new Map(found.rows.map((r) => [r.status, Math.round(Number(r.median) * 10) / 10]));
  return STAGES.map((s) => byStatus.get(s) ?? null);
}

/** Moves of one application, written in one statement (one trigger run for all of them). */
async function move(applicationId: number, moves: [day: number, status: ApplicationStatus][]) {
  await t.app.database.db
    .insert(applicationStatusHistory)
    .values(moves.map(([n, to]) => ({ tenantId: f.tenantId, applicationId, toStatus: to, createdAt: day(n) })));
}

describe('the historic pipeline’s medians follow the history', () => {
  it('starts from the fixture’s hand-computed medians', async () => {
    // Stays — applied: 2 2 4 1 1 2; screening: 3 1 2 3 1; interview: 4 1 1; offered: 5 10 2; hired: none ended.
    expect(await medians('admin')).toEqual([2, 2, 1, 5, null]);
    expect(await fromHistory()).toEqual([2, 2, 1, 5, null]);
    // Beta Foods: a5 (1 1 1 2) and a6 (still applied).
    expect(await medians('betaMember')).toEqual([1, 1, 1, 2, null]);
  });

  it('counts the stays that moves end, several in one statement', async () => {
    // a7 (screening since day 22) goes on: interview 23, offered 24, hired 34.
    await move(f.app.a7, [
      [23, 'interview'],
      [24, 'offered'],
      [34, 'hired'],
    ]);
    // Screening: 1 1 1 2 3 3 → 1.5; interview: 1 1 1 4 → 1; offered: 2 5 10 10 → 7.5.
    expect(await medians('admin')).toEqual([2, 1.5, 1, 7.5, null]);
    expect(await fromHistory()).toEqual([2, 1.5, 1, 7.5, null]);
  });

  it('recomputes the stays when a row is written out of order', async () => {
    // a6 (applied day 8) moves to screening on day 12: a stay of 4 days in applied.
    await move(f.app.a6, [[12, 'screening']]);
    expect((await medians('betaMember'))[0]).toBe(2.5);
    // Then a move dated day 9, before it: applied ends on day 9 (1 day), on hold until day 12.
    await move(f.app.a6, [[9, 'on-hold']]);
    expect((await medians('betaMember'))[0]).toBe(1);
    // Applied: 1 1 1 2 2 2 4 → 2.
    expect(await medians('admin')).toEqual(await fromHistory());
    expect((await medians('admin'))[0]).toBe(2);
  });

  it('follows an application to another job', async () => {
    expect((await medians('admin', { job_id: f.job.j3 }))[0]).toBe(1);
    await t.app.database.db.execute(sql`UPDATE applications SET job_id = ${f.job.j1} WHERE id = ${f.app.a5}`);
    // j3 keeps a6 alone (applied 1 day); j1 gains a5 — applied: 2 2 4 1 → 2; screening: 3 1 2 1 → 1.5;
    // interview: 4 1 1 → 1; offered: 5 10 2 → 5.
    expect(await medians('admin', { job_id: f.job.j3 })).toEqual([1, null, null, null, null]);
    expect(await medians('admin', { job_id: f.job.j1 })).toEqual([2, 1.5, 1, 5, null]);
    // Beta Foods no longer sees a5's stays.
    expect(await medians('betaMember')).toEqual([1, null, null, null, null]);
  });

  it('drops the stays of a deleted application', async () => {
    await t.app.database.db.execute(sql`DELETE FROM applications WHERE id = ${f.app.a2}`);
    // Without a2 — applied: 2 4 1 1 1 2 → 1.5; screening: 3 3 1 1 → 2; interview: 4 1 1 → 1; offered: 5 2 10 → 5.
    expect(await medians('admin')).toEqual([1.5, 2, 1, 5, null]);
    expect(await fromHistory()).toEqual([1.5, 2, 1, 5, null]);
    const left = (await t.app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM application_report_facts WHERE application_id = ${f.app.a2}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });

  it('counts a hire without an offer in the hire rate, not in the offer acceptance rate', async () => {
    // a6 is hired straight from screening. Reached an offer: a1 a5 a7, all hired → acceptance 1 (not 4 ÷ 3).
    await move(f.app.a6, [[40, 'hired']]);
    const res = await request(t, { path: '/api/v1/reports/success-metric', host: RPT, token: tokens.admin });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ applications: 6, offered: 3, hire_rate: 0.667, offer_acceptance_rate: 1 });
  });
});
