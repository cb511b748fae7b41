// The access walk of the hiring and partner reports (issue 14): every report × every principal of the report tenant
// (program staff, two employers' staff, the partner's staff, the auditor, a job seeker, nobody) and another
// tenant's admin (on their own host, and with their token on this host) × the filters naming this
// organisation's, another organisation's and another tenant's ids. A leak is a figure counting an
// application outside the principal's scope; reports only read, so nothing can change. The walk's size is
// checked against a floor so it cannot silently shrink.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, organisations } from '../db/schema.ts';
import { PERMISSIONS } from '../permissions.ts';
import { createReportFixture, RPT, type ReportFixture } from '../test/report-fixtures.ts';
import { DEMO, request, signIn, startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let f: ReportFixture;
const tokens: Record<string, string> = {};
const demo = { org: 0, job: 0 };

type App = 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7';
const ALL: App[] = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];
const HIRED: App[] = ['a1', 'a2', 'a5'];
/** Each principal: their role in the permission table and the applications they see. */
const PRINCIPALS: Record<string, { role: string; sees: App[] }> = {
  admin: { role: 'admin', sees: ALL },
  programs: { role: 'program_manager', sees: ALL },
  concierge: { role: 'concierge_member', sees: ALL },
  alphaManager: { role: 'hiring_manager', sees: ['a1', 'a2', 'a3', 'a4', 'a7'] },
  betaMember: { role: 'hiring_member', sees: ['a5', 'a6'] },
  auditor: { role: 'auditor', sees: [] },
  recruiter: { role: 'recruiter', sees: [] },
  recruiterMember: { role: 'recruiter_member', sees: [] },
  recruiter2: { role: 'recruiter', sees: [] },
  seeker: { role: 'job_seeker', sees: [] },
};
const REPORTS = [
  'current-pipeline',
  'application-source',
  'historic-pipeline',
  'hiring-velocity',
  'success-metric',
  'time-to-hire',
] as const;

beforeAll(async () => {
  t = await startApp();
  const db = t.app.database.db;
  f = await createReportFixture(db);
  for (const name of Object.keys(PRINCIPALS)) {
    const email = name === 'seeker' ? f.seekerEmail : f.staff[name as keyof ReportFixture['staff']];
    tokens[name] = (await signIn(t, email, RPT)).access;
  }
  tokens.demoAdmin = (await signIn(t, 'admin@demo.test', DEMO)).access;
  tokens.demoRecruiter = (await signIn(t, 'recruiter@demo.test', DEMO)).access;
  const demoTenant = await tenantIdOf(db, 'demo');
  demo.org = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.tenantId, demoTenant)).limit(1))[0]!.id;
  demo.job = (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.tenantId, demoTenant)).limit(1))[0]!.id;
}, 120_000);
afterAll(async () => t?.close());

let requests = 0;
async function get(path: string, token: string | undefined, host = RPT) {
  requests += 1;
  return request(t, { path, host, ...(token ? { token } : {}) });
}

/** The applications a filter keeps, of the fixture's (another tenant's ids keep none). */
function filters(): { name: string; query: Record<string, number>; keeps: App[] }[] {
  return [
    { name: 'none', query: {}, keeps: ALL },
    { name: 'own employer', query: { organisation_id: f.org.alpha }, keeps: ['a1', 'a2', 'a3', 'a4', 'a7'] },
    { name: 'other employer', query: { organisation_id: f.org.beta }, keeps: ['a5', 'a6'] },
    { name: 'job j1', query: { job_id: f.job.j1 }, keeps: ['a1', 'a2', 'a3'] },
    { name: 'job j3', query: { job_id: f.job.j3 }, keeps: ['a5', 'a6'] },
    { name: 'partner', query: { partner_id: f.org.path }, keeps: ['a3', 'a4'] },
    { name: 'other tenant organisation', query: { organisation_id: demo.org }, keeps: [] },
    { name: 'other tenant job', query: { job_id: demo.job }, keeps: [] },
  ];
}

/** The figure of each report that counts applications (hires for time to hire). */
function counted(report: (typeof REPORTS)[number], body: Record<string, unknown>): number {
  switch (report) {
    case 'current-pipeline':
    case 'application-source':
    case 'historic-pipeline':
      return body.total as number;
    case 'hiring-velocity':
    case 'success-metric':
      return body.applications as number;
    case 'time-to-hire':
      return body.hires as number;
  }
}

/** The partner reports: each principal's pool (Path Partners: s3, s4; Bay Partners: s6); the admin's is every partner's. */
const POOLS: Record<string, App[]> = {
  admin: ['a3', 'a4', 'a6'],
  recruiter: ['a3', 'a4'],
  recruiterMember: ['a3', 'a4'],
  recruiter2: ['a6'],
};
const PARTNER_REPORTS = ['current-applications', 'success-metric', 'job-activity', 'open-jobs', 'journeys'] as const;

/** The figure of each partner report that counts the pool's applications. */
function pooled(report: (typeof PARTNER_REPORTS)[number], body: Record<string, unknown>): number {
  if (report === 'current-applications') return body.total as number;
  if (report === 'success-metric') return body.applications as number;
  const results = body.results as Record<string, number>[];
  return results.reduce((a, r) => a + (report === 'open-jobs' ? (r.pool_applications as number) : (r.applications as number)), 0);
}

describe('reports access walk', () => {
  it('answers each principal with exactly their scope, and refuses the others', async () => {
    const leaks: string[] = [];
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      const allowed = (PERMISSIONS['reports.read'] as readonly string[]).includes(p.role);
      for (const report of REPORTS) {
        for (const filter of filters()) {
          const query = new URLSearchParams(
            Object.entries({ ...filter.query, ...(report === 'hiring-velocity' ? { from: '2021-03-01', to: '2021-03-28' } : {}) }).map(
              ([k, v]): [string, string] => [k, String(v)],
            ),
          );
          const res = await get(`/api/v1/reports/${report}?${query.toString()}`, tokens[who]);
          if (!allowed) {
            if (res.status !== 403) leaks.push(`${who} ${report} ${filter.name}: ${res.status}`);
            continue;
          }
          expect(res.status, res.text).toBe(200);
          const expected = p.sees
            .filter((a) => filter.keeps.includes(a))
            .filter((a) => report !== 'time-to-hire' || HIRED.includes(a)).length;
          const got = counted(report, res.json);
          if (got !== expected) leaks.push(`${who} ${report} ${filter.name}: ${got}, expected ${expected}`);
        }
      }
    }
    for (const report of REPORTS) {
      // Nobody: 401. Another tenant's token on this host: 401. Another tenant's admin naming this tenant's ids on their own host: nothing of them.
      if ((await get(`/api/v1/reports/${report}`, undefined)).status !== 401) leaks.push(`anonymous ${report}`);
      if ((await get(`/api/v1/reports/${report}`, tokens.demoAdmin)).status !== 401) leaks.push(`demo token on rpt ${report}`);
      for (const query of [`job_id=${f.job.j1}`, `organisation_id=${f.org.alpha}`, `job_id=${f.job.j3}&from=2021-03-01&to=2021-03-28`]) {
        const res = await get(`/api/v1/reports/${report}?${query}`, tokens.demoAdmin, DEMO);
        expect(res.status).toBe(200);
        if (counted(report, res.json) !== 0) leaks.push(`demo admin ${report} ${query}`);
      }
    }
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      const pool = POOLS[who];
      for (const report of PARTNER_REPORTS) {
        for (const filter of filters()) {
          const query = new URLSearchParams(Object.entries(filter.query).map(([k, v]): [string, string] => [k, String(v)]));
          const res = await get(`/api/v1/partner-reports/${report}?${query.toString()}`, tokens[who]);
          if (!pool) {
            if (res.status !== 403) leaks.push(`${who} (${p.role}) partner ${report} ${filter.name}: ${res.status}`);
            continue;
          }
          expect(res.status, res.text).toBe(200);
          const expected = pool.filter((a) => filter.keeps.includes(a)).length;
          const got = pooled(report, res.json);
          if (got !== expected) leaks.push(`${who} partner ${report} ${filter.name}: ${got}, expected ${expected}`);
          // The journal lists the pool's own job seekers only (one application each here), narrowed by the partner filter.
          const seekers = pool.filter((a) => !('partner_id' in filter.query) || ['a3', 'a4'].includes(a)).length;
          if (report === 'journeys' && (res.json.count as number) !== seekers)
            leaks.push(`${who} journeys count ${res.json.count}, expected ${seekers}`);
        }
      }
    }
    for (const report of PARTNER_REPORTS) {
      if ((await get(`/api/v1/partner-reports/${report}`, undefined)).status !== 401) leaks.push(`anonymous partner ${report}`);
      if ((await get(`/api/v1/partner-reports/${report}`, tokens.demoRecruiter)).status !== 401)
        leaks.push(`demo token on rpt partner ${report}`);
      const res = await get(`/api/v1/partner-reports/${report}?job_id=${f.job.j1}`, tokens.demoRecruiter, DEMO);
      expect(res.status).toBe(200);
      if (pooled(report, res.json) !== 0) leaks.push(`demo recruiter partner ${report}`);
    }
    console.log(`reports access walk: ${requests} requests, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(870);
  }, 300_000);
});
