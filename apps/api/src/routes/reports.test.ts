// The hiring reports' figures against hand-computed expectations on the fixed data set of
// test/report-fixtures.ts (issue 14 "Done when"), for each scope: program staff (all, and each filter),
// an employer's manager (Alpha Works: a1 a2 a3 a4 a7), another employer's member (Beta Foods: a5 a6, a
// single hire), an empty period, a withdrawn application (a3). Day n = 2021-03-01 + n.
//
//   app  job  source    moves (day: status)                                                  now
//   a1   j1   direct    0 applied, 2 screening, 5 interview, 9 offered, 14 hired             hired
//   a2   j1   direct    1 applied, 3 screening, 4 on-hold, 8 screening, 10 interview,
//                      11 offered, 21 hired                                                 hired
//   a3   j1   partner   2 applied, 6 withdrawn                                               withdrawn
//   a4   j2   partner   3 applied, 4 screening, 7 rejected                                   rejected
//   a5   j3   direct    7 applied, 8 screening, 9 interview, 10 offered, 12 hired            hired
//   a6   j3   referral  8 applied                                                            applied
//   a7   j2   import    20 applied, 22 screening                                             screening
// j1 and j2 are Alpha Works', j3 Beta Foods'; a3 and a4 are of job seekers linked to Path Partners.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportFixture, RPT, type ReportFixture } from '../test/report-fixtures.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let f: ReportFixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startApp();
  f = await createReportFixture(t.app.database.db);
  for (const [name, email] of Object.entries(f.staff)) tokens[name] = (await signIn(t, email, RPT)).access;
}, 120_000);
afterAll(async () => t?.close());

async function report(name: string, who: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await request(t, { path: `/api/v1/reports/${name}${qs ? `?${qs}` : ''}`, host: RPT, token: tokens[who] });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const counts = (statuses: { status: string; count: number }[]) =>
  Object.fromEntries(statuses.filter((s) => s.count > 0).map((s) => [s.status, s.count]));

describe('current pipeline', () => {
  it('counts the applications by the status they are in now, for each scope and filter', async () => {
    const all = await report('current-pipeline', 'admin');
    expect(all.total).toBe(7);
    expect(all.open).toBe(2);
    expect(all.statuses.map((s: { status: string }) => s.status)).toEqual([
      'applied',
      'screening',
      'interview',
      'offered',
      'withdrawn',
      'hired',
      'declined',
      'on-hold',
      'rejected',
    ]);
    expect(counts(all.statuses)).toEqual({ applied: 1, screening: 1, withdrawn: 1, hired: 3, rejected: 1 });
    expect(counts((await report('current-pipeline', 'alphaManager')).statuses)).toEqual({
      screening: 1,
      withdrawn: 1,
      hired: 2,
      rejected: 1,
    });
    expect(counts((await report('current-pipeline', 'betaMember')).statuses)).toEqual({ applied: 1, hired: 1 });
    expect(counts((await report('current-pipeline', 'programs', { partner_id: f.org.path })).statuses)).toEqual({
      withdrawn: 1,
      rejected: 1,
    });
    expect(counts((await report('current-pipeline', 'concierge', { organisation_id: f.org.beta })).statuses)).toEqual({
      applied: 1,
      hired: 1,
    });
    expect(counts((await report('current-pipeline', 'admin', { job_id: f.job.j2 })).statuses)).toEqual({ screening: 1, rejected: 1 });
    // Applied between 1 and 5 March (New York days): a1..a4.
    const range = await report('current-pipeline', 'admin', { from: '2021-03-01', to: '2021-03-05' });
    expect(range.total).toBe(4);
    expect(counts(range.statuses)).toEqual({ withdrawn: 1, hired: 2, rejected: 1 });
    // An employer filtering on another employer sees nothing of it.
    expect((await report('current-pipeline', 'alphaManager', { organisation_id: f.org.beta })).total).toBe(0);
  });

  it('is all zeros for an empty period', async () => {
    const empty = await report('current-pipeline', 'admin', { from: '2020-01-01', to: '2020-12-31' });
    expect(empty.total).toBe(0);
    expect(empty.open).toBe(0);
    expect(empty.statuses.every((s: { count: number }) => s.count === 0)).toBe(true);
  });
});

describe('application source', () => {
  it('counts applications and hires by how they came', async () => {
    const all = await report('application-source', 'admin');
    expect(all).toEqual({
      total: 7,
      sources: [
        { source: 'direct', applications: 3, hired: 3, hire_rate: 1 },
        { source: 'partner', applications: 2, hired: 0, hire_rate: 0 },
        { source: 'import', applications: 1, hired: 0, hire_rate: 0 },
        { source: 'referral', applications: 1, hired: 0, hire_rate: 0 },
      ],
    });
    const beta = await report('application-source', 'betaMember');
    expect(beta.sources).toEqual([
      { source: 'direct', applications: 1, hired: 1, hire_rate: 1 },
      { source: 'partner', applications: 0, hired: 0, hire_rate: null },
      { source: 'import', applications: 0, hired: 0, hire_rate: null },
      { source: 'referral', applications: 1, hired: 0, hire_rate: 0 },
    ]);
  });
});

describe('historic pipeline', () => {
  it('counts who reached each stage, converts over completed applications, and times the stays that ended', async () => {
    const all = await report('historic-pipeline', 'admin');
    expect(all).toEqual({
      total: 7,
      stages: [
        // Completed: a1 a2 a3 a4 a5; advanced past applied: a1 a2 a4 a5 (a3 was withdrawn while applied).
        // Stays in applied that ended: 2 2 4 1 1 2 days → median 2.
        { status: 'applied', reached: 7, completed: 5, advanced: 4, conversion_rate: 0.8, median_days_in_stage: 2 },
        // a1 a2 a4 a5 a7 reached it; completed a1 a2 a4 a5; advanced a1 a2 a5. Stays: 3, 1 and 2 (a2 twice), 3, 1 → 2.
        { status: 'screening', reached: 5, completed: 4, advanced: 3, conversion_rate: 0.75, median_days_in_stage: 2 },
        // Stays: 4, 1, 1 → 1.
        { status: 'interview', reached: 3, completed: 3, advanced: 3, conversion_rate: 1, median_days_in_stage: 1 },
        // Stays: 5, 10, 2 → 5.
        { status: 'offered', reached: 3, completed: 3, advanced: 3, conversion_rate: 1, median_days_in_stage: 5 },
        { status: 'hired', reached: 3, completed: 3, advanced: null, conversion_rate: null, median_days_in_stage: null },
      ],
    });
    const alpha = await report('historic-pipeline', 'alphaManager');
    // a1 a2 a3 a4 a7: completed a1..a4, advanced past applied a1 a2 a4.
    expect(alpha.stages[0]).toEqual({
      status: 'applied',
      reached: 5,
      completed: 4,
      advanced: 3,
      conversion_rate: 0.75,
      median_days_in_stage: 2,
    });
  });
});

describe('hiring velocity', () => {
  it('gives applications and hires per week of the range', async () => {
    const v = await report('hiring-velocity', 'admin', { from: '2021-03-01', to: '2021-03-28' });
    expect(v).toEqual({
      from: '2021-03-01',
      to: '2021-03-28',
      hires: 3,
      applications: 7,
      hires_per_week: 0.75,
      weeks: [
        { week_start: '2021-03-01', applications: 4, hires: 0 },
        { week_start: '2021-03-08', applications: 2, hires: 1 },
        { week_start: '2021-03-15', applications: 1, hires: 1 },
        { week_start: '2021-03-22', applications: 0, hires: 1 },
      ],
    });
    const beta = await report('hiring-velocity', 'betaMember', { from: '2021-03-01', to: '2021-03-28' });
    expect(beta.weeks.map((w: { hires: number }) => w.hires)).toEqual([0, 1, 0, 0]);
  });

  it('shows the last 12 weeks without a range', async () => {
    const v = await report('hiring-velocity', 'admin');
    expect(v.weeks).toHaveLength(12);
    expect(v.hires).toBe(0);
  });
});

describe('success metric', () => {
  it('says what became of the applications', async () => {
    expect(await report('success-metric', 'admin')).toEqual({
      applications: 7,
      offered: 3,
      hire_rate: 0.429,
      offer_acceptance_rate: 1,
      outcomes: [
        { outcome: 'hired', count: 3 },
        { outcome: 'in_progress', count: 2 },
        { outcome: 'declined', count: 0 },
        { outcome: 'withdrawn', count: 1 },
        { outcome: 'rejected', count: 1 },
      ],
    });
    const empty = await report('success-metric', 'programs', { from: '2020-01-01', to: '2020-12-31' });
    expect(empty).toMatchObject({ applications: 0, offered: 0, hire_rate: null, offer_acceptance_rate: null });
  });
});

describe('time to hire', () => {
  it('measures application to hire, leaving out time on hold', async () => {
    // a1: 14 days; a2: 20 days less 4 on hold = 16; a5: 5. Median 14, 75th percentile 14 + 0.5 × 2 = 15.
    expect(await report('time-to-hire', 'admin')).toEqual({
      hires: 3,
      median_days: 14,
      p75_days: 15,
      bands: [
        { band: '0-7', hires: 1 },
        { band: '8-14', hires: 1 },
        { band: '15-30', hires: 1 },
        { band: '31-60', hires: 0 },
        { band: '61-90', hires: 0 },
        { band: '91+', hires: 0 },
      ],
    });
  });

  it('has one hire for a single-hire scope, counts hires by the day of the move, and none in an empty period', async () => {
    expect(await report('time-to-hire', 'betaMember')).toMatchObject({ hires: 1, median_days: 5, p75_days: 5 });
    // a5 was hired on 13 March, a1 on 15 March.
    expect(await report('time-to-hire', 'admin', { from: '2021-03-01', to: '2021-03-14' })).toMatchObject({ hires: 1, median_days: 5 });
    const empty = await report('time-to-hire', 'admin', { from: '2020-01-01', to: '2020-12-31' });
    expect(empty).toMatchObject({ hires: 0, median_days: null, p75_days: null });
  });
});

describe('bad input', () => {
  it('answers 400 on the field', async () => {
    const get = (q: string) => request(t, { path: `/api/v1/reports/current-pipeline?${q}`, host: RPT, token: tokens.admin });
    const backwards = await get('from=2021-03-10&to=2021-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.json.to).toEqual(['The end date is before the start date.']);
    const impossible = await get('from=2021-02-30');
    expect(impossible.status).toBe(400);
    expect(impossible.json.from).toBeDefined();
    expect((await get('from=soon')).status).toBe(400);
    expect((await get('job_id=0')).status).toBe(400);
    const long = await request(t, {
      path: '/api/v1/reports/hiring-velocity?from=2015-01-01&to=2021-01-01',
      host: RPT,
      token: tokens.admin,
    });
    expect(long.status).toBe(400);
    expect(long.json.from).toEqual(['Choose at most 157 weeks.']);
  });
});

describe('partner reports', () => {
  // Path Partners' pool: s3 (a3 on j1, withdrawn) and s4 (a4 on j2, rejected after screening).
  async function partner(name: string, who = 'recruiter', query: Record<string, string | number> = {}) {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await request(t, { path: `/api/v1/partner-reports/${name}${qs ? `?${qs}` : ''}`, host: RPT, token: tokens[who] });
    expect(res.status, res.text).toBe(200);
    return res.json;
  }

  it('count the pool’s applications by status and outcome', async () => {
    const current = await partner('current-applications');
    expect(current.total).toBe(2);
    expect(counts(current.statuses)).toEqual({ withdrawn: 1, rejected: 1 });
    expect(await partner('success-metric', 'recruiterMember')).toEqual({
      applications: 2,
      offered: 0,
      hire_rate: 0,
      offer_acceptance_rate: null,
      outcomes: [
        { outcome: 'hired', count: 0 },
        { outcome: 'in_progress', count: 0 },
        { outcome: 'declined', count: 0 },
        { outcome: 'withdrawn', count: 1 },
        { outcome: 'rejected', count: 1 },
      ],
    });
    expect((await partner('current-applications', 'recruiter', { from: '2020-01-01', to: '2020-12-31' })).total).toBe(0);
  });

  it('list job activity and the open jobs with the pool’s applications', async () => {
    const activity = await partner('job-activity');
    expect(activity).toEqual({
      count: 2,
      page: 1,
      page_size: 25,
      total_pages: 1,
      results: [
        {
          job_id: f.job.j1,
          title: 'Report Analyst',
          company: 'Alpha Works',
          applications: 1,
          interviews: 0,
          offers: 0,
          hired: 0,
          in_progress: 0,
        },
        {
          job_id: f.job.j2,
          title: 'Report Tester',
          company: 'Alpha Works',
          applications: 1,
          interviews: 0,
          offers: 0,
          hired: 0,
          in_progress: 0,
        },
      ],
    });
    const open = await partner('open-jobs');
    expect(open.count).toBe(3);
    expect(open.results.map((j: { job_id: number; pool_applications: number }) => [j.job_id, j.pool_applications])).toEqual([
      [f.job.j1, 1],
      [f.job.j2, 1],
      [f.job.j3, 0],
    ]);
    const bay = await partner('open-jobs', 'recruiter2', { organisation_id: f.org.beta });
    expect(bay.results.map((j: { job_id: number; pool_applications: number }) => [j.job_id, j.pool_applications])).toEqual([[f.job.j3, 1]]);
  });

  it('follow each linked job seeker’s journey', async () => {
    const j = await partner('journeys');
    expect(j.count).toBe(2);
    const byName = (n: number) => j.results.find((r: { user_id: number }) => r.user_id === n);
    const [s3, s4] =
      j.results[0].applications === 1 && j.results[0].furthest_stage === 'screening'
        ? [j.results[1], j.results[0]]
        : [j.results[0], j.results[1]];
    expect(s4).toMatchObject({
      applications: 1,
      furthest_stage: 'screening',
      interviews: 0,
      offers: 0,
      hired: false,
      profile_updated_on: null,
    });
    expect(s3).toMatchObject({ applications: 1, furthest_stage: 'applied', hired: false });
    expect(byName(s3.user_id).signed_up_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // In an empty period the pool is still listed, with no applications.
    const empty = await partner('journeys', 'recruiter', { from: '2020-01-01', to: '2020-12-31' });
    expect(empty.results.map((r: { applications: number; furthest_stage: string | null }) => [r.applications, r.furthest_stage])).toEqual([
      [0, null],
      [0, null],
    ]);
  });

  it('are for partner staff and the admin only, and the hiring reports are not for partner staff', async () => {
    for (const who of ['alphaManager', 'programs', 'auditor']) {
      const res = await request(t, { path: '/api/v1/partner-reports/journeys', host: RPT, token: tokens[who] });
      expect(res.status, who).toBe(403);
    }
    expect((await request(t, { path: '/api/v1/reports/current-pipeline', host: RPT, token: tokens.recruiter })).status).toBe(403);
  });

  it('give the admin every partner’s pool, or one partner’s with partner_id (SPEC §2)', async () => {
    const journal = async (query: string) =>
      (await request(t, { path: `/api/v1/partner-reports/journeys${query}`, host: RPT, token: tokens.admin })).json as {
        results: { user_id: number }[];
        count: number;
      };
    expect((await journal('')).count).toBe(3);
    expect((await journal(`?partner_id=${f.org.path}`)).count).toBe(2);
    expect((await journal(`?partner_id=${f.org.bay}`)).count).toBe(1);
    // An employer is not a partner: its id names no pool.
    expect((await journal(`?partner_id=${f.org.alpha}`)).count).toBe(0);
    // A partner's recruiter naming another partner narrows to nothing, never widens.
    const other = await request(t, {
      path: `/api/v1/partner-reports/journeys?partner_id=${f.org.bay}`,
      host: RPT,
      token: tokens.recruiter,
    });
    expect((other.json as { count: number }).count).toBe(0);
  });
});

describe('ERD export', () => {
  it('streams admin_erd.csv for program managers only, one row per application, and audits it', async () => {
    const res = await request(t, { path: '/api/v1/admin_csv', host: RPT, token: tokens.programs });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="admin_erd.csv"');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'application_id,job_id,job_title,employer,partner,job_seeker,source,current_status,applied_on,screening_on,interview_on,offered_on,withdrawn_on,hired_on,declined_on,on_hold_on,rejected_on',
    );
    expect(lines).toHaveLength(8);
    const a2 = lines.find((l) => l.startsWith(`${f.app.a2},`))!.split(',');
    // a2: applied 2 March, screening 4 March (first time), on hold 5 March, interview 11, offered 12, hired 22 (New York days).
    expect(a2.slice(1, 5)).toEqual([String(f.job.j1), 'Report Analyst', 'Alpha Works', '']);
    expect(a2.slice(6)).toEqual([
      'direct',
      'hired',
      '2021-03-02',
      '2021-03-04',
      '2021-03-11',
      '2021-03-12',
      '',
      '2021-03-22',
      '',
      '2021-03-05',
      '',
    ]);
    const a3 = lines.find((l) => l.startsWith(`${f.app.a3},`))!.split(',');
    expect(a3[4]).toBe('Path Partners');
    // The job seeker's id is a pseudonym, the same for one person in every row (s1 applied twice).
    const s1 = lines.filter((l) => l.startsWith(`${f.app.a1},`) || l.startsWith(`${f.app.a7},`)).map((l) => l.split(',')[5]);
    expect(s1[0]).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(s1[0]).toBe(s1[1]);
    const audit = await t.app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE tenant_id = ${f.tenantId} AND action = 'export.erd'`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    for (const who of ['admin', 'alphaManager', 'auditor', 'recruiter', 'concierge']) {
      expect((await request(t, { path: '/api/v1/admin_csv', host: RPT, token: tokens[who] })).status, who).toBe(403);
    }
    expect((await request(t, { path: '/api/v1/admin_csv', host: RPT })).status).toBe(401);
  });
});

// Last: it deletes a6.
describe('the status history is append-only', () => {
  it('refuses to change or delete a row, and goes with its application', async () => {
    const db = t.app.database.db;
    await expect(
      db.execute(sql`UPDATE application_status_history SET to_status = 'hired' WHERE application_id = ${f.app.a3}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM application_status_history WHERE application_id = ${f.app.a3}`)).rejects.toThrow();
    await db.execute(sql`DELETE FROM applications WHERE id = ${f.app.a6}`);
    const left = await db.execute(sql`SELECT count(*)::int AS n FROM application_status_history WHERE application_id = ${f.app.a6}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
