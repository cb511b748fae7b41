// The access walk, role × organisation × tenant (issue 11 §1): every staff operation that takes an id or
// lists rows, with every principal — program staff, the staff of two employers (manager@, member@ of
// Northstar; manager2@ of Ledgerline), of two partners (recruiter@, recruiter.member@ of Bridgeway;
// recruiter2@ of Open Doors), a job seeker, another tenant's admin on their own host, and nobody — against
// their own organisation's ids, another organisation's ids and another tenant's ids.
// A leak is a 2xx for a row outside the principal's scope, an id outside it in a list or export, or a
// change to the database by a refused write. The walk must find none; the size (requests made) is printed
// and checked to stay above a floor, so the walk cannot silently shrink.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applicationNotes, applications, jobs, putForwards, users } from '../db/schema.ts';
import type { Permission } from '../permissions.ts';
import { startApp, type TestApp } from '../test/helpers.ts';
import { may, ORGANISATION_PRINCIPALS, walkCaller, type WalkPrincipal } from '../test/walk-principals.ts';
import { jobBody } from '../test/job-fixtures.ts';
import { insertWalkRows, WALK_PLACES, type WalkPlace, type WalkRows } from '../test/walk-places.ts';

let t: TestApp;
let db: Db;

type Principal = WalkPrincipal;
const PRINCIPALS: Record<string, Principal> = ORGANISATION_PRINCIPALS;
const walk = walkCaller(() => t, PRINCIPALS);
const call = (who: string | undefined, method: string, path: string, body?: unknown) => walk.call(who, method, path, body);

/** The rows of the walk: per organisation a job, an application to it, its applicant; and acme's. */
let ids: WalkRows;
type Place = WalkPlace;
const PLACES = WALK_PLACES;

/** Whether `who` sees the `kind` row of `place` (DECISIONS 19). */
function sees(who: Principal, kind: 'job' | 'app' | 'seeker', place: Place): boolean {
  if (who.foreign) return place === 'acme';
  if (place === 'acme' || who.role === 'job_seeker') return false;
  if (who.org === null) return true; // program staff
  if (who.org === 'north' || who.org === 'ledger') return who.org === place;
  // Partners: every published job; the applications and applicants of their linked job seekers
  // (the Northstar applicant came through Bridgeway, the Ledgerline one through Open Doors).
  if (kind === 'job') return true;
  return (who.org === 'bridge' && place === 'north') || (who.org === 'open' && place === 'ledger');
}

/** Whether `op` on `place` is the principal's to make (the walk sends only the others). */
function wouldSucceed(p: Principal, op: { name: string; kind: 'job' | 'app' | 'seeker'; permission: Permission }, place: Place): boolean {
  if (!sees(p, op.kind, place) || !may(p, op.permission)) return false;
  // Jobs and application statuses are changed by the employer running the job, or program staff.
  if (['updateJob', 'changeJobStatus', 'changeApplicationStatus'].includes(op.name)) return p.org === null || p.org === place;
  return true;
}

async function snapshot(): Promise<string> {
  const parts = await Promise.all([
    db.select().from(jobs).orderBy(asc(jobs.id)),
    db.select().from(applications).orderBy(asc(applications.id)),
    db.select().from(applicationNotes).orderBy(asc(applicationNotes.id)),
    db.select().from(putForwards).orderBy(asc(putForwards.id)),
  ]);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  await walk.signInAll();
  ids = await insertWalkRows(db);
}, 180_000);
afterAll(async () => t?.close());

interface Read {
  name: string;
  kind: 'job' | 'app' | 'seeker';
  permission: Permission;
  path: (id: number) => string;
}

const READS: Read[] = [
  { name: 'getJob', kind: 'job', permission: 'jobs.read', path: (id) => `/api/v1/jobs/${id}` },
  { name: 'listJobHistory', kind: 'job', permission: 'jobs.read', path: (id) => `/api/v1/jobs/${id}/history` },
  { name: 'listJobApplicants', kind: 'job', permission: 'applications.read', path: (id) => `/api/v1/jobs/${id}/applicants` },
  { name: 'getApplication', kind: 'app', permission: 'applications.read', path: (id) => `/api/v1/applications/${id}` },
  { name: 'listApplicationNotes', kind: 'app', permission: 'applications.read', path: (id) => `/api/v1/applications/${id}/notes` },
  { name: 'getJobSeeker', kind: 'seeker', permission: 'jobSeekers.read', path: (id) => `/api/v1/jobseekers/${id}` },
  {
    name: 'listJobSeekerApplications',
    kind: 'seeker',
    permission: 'jobSeekers.read',
    path: (id) => `/api/v1/jobseekers/${id}/applications`,
  },
  {
    name: 'listJobSeekerPutForwards',
    kind: 'seeker',
    permission: 'jobSeekers.read',
    path: (id) => `/api/v1/jobseekers/${id}/put-forwards`,
  },
];

interface Write {
  name: string;
  kind: 'job' | 'app' | 'seeker';
  permission: Permission;
  method: string;
  path: (id: number) => string;
  body: () => unknown;
}

const WRITES: Write[] = [
  { name: 'updateJob', kind: 'job', permission: 'jobs.write', method: 'PUT', path: (id) => `/api/v1/jobs/${id}`, body: () => jobBody() },
  {
    name: 'changeJobStatus',
    kind: 'job',
    permission: 'jobs.write',
    method: 'POST',
    path: (id) => `/api/v1/jobs/${id}/status`,
    body: () => ({ status: 'paused' }),
  },
  {
    name: 'changeApplicationStatus',
    kind: 'app',
    permission: 'applications.manage',
    method: 'POST',
    path: (id) => `/api/v1/applications/${id}/status`,
    body: () => ({ status: 'screening' }),
  },
  {
    name: 'addApplicationNote',
    kind: 'app',
    permission: 'applications.manage',
    method: 'POST',
    path: (id) => `/api/v1/applications/${id}/notes`,
    body: () => ({ body: 'A note that must not land.' }),
  },
  {
    name: 'putJobSeekerForward',
    kind: 'seeker',
    permission: 'jobSeekers.putForward',
    method: 'POST',
    path: (id) => `/api/v1/jobseekers/${id}/put-forwards`,
    body: () => ({ job_id: ids.job.north }),
  },
];

describe('role × organisation × tenant', () => {
  it('reads: in scope and allowed is a 200; out of scope is a 404 (or 403 for the role, 401 for a foreign token) — 0 leaks', async () => {
    const leaks: string[] = [];
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      for (const op of READS) {
        for (const place of PLACES) {
          const res = await call(who, 'GET', op.path(ids[op.kind][place]));
          const seen = sees(p, op.kind, place);
          const allowed = p.role !== 'job_seeker' && may(p, op.permission);
          const expected = !allowed ? 403 : seen ? 200 : 404;
          if (res.status !== expected) leaks.push(`${who} ${op.name} ${place}: ${res.status}, expected ${expected}`);
        }
        // Nobody: 401 whatever the id.
        const none = await call(undefined, 'GET', op.path(ids[op.kind].north));
        if (none.status !== 401) leaks.push(`nobody ${op.name}: ${none.status}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);

  it('writes outside the scope are refused (403 or 404) and change nothing — 0 leaks', async () => {
    const before = await snapshot();
    const leaks: string[] = [];
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      for (const op of WRITES) {
        for (const place of PLACES) {
          // Writes in scope by an allowed role change things; this walk sends only the ones that must not.
          if (wouldSucceed(p, op, place)) continue;
          const res = await call(who, op.method, op.path(ids[op.kind][place]), op.body());
          if (res.status < 400 || res.status >= 500 || ![401, 403, 404, 409].includes(res.status))
            leaks.push(`${who} ${op.name} ${place}: ${res.status}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 300_000);

  it('lists and the export hold only rows in scope — 0 leaks', async () => {
    const leaks: string[] = [];
    const check = (who: string, list: string, kind: 'job' | 'app' | 'seeker', found: Set<number>) => {
      const p = PRINCIPALS[who]!;
      for (const place of PLACES) {
        const id = ids[kind][place];
        const seen = sees(p, kind, place);
        if (found.has(id) && !seen) leaks.push(`${who} ${list} shows ${kind} ${place}`);
        if (!found.has(id) && seen) leaks.push(`${who} ${list} misses ${kind} ${place}`);
      }
    };
    const staffOrgs = new Map(
      (await db.select({ id: users.id, org: users.organisationId, email: users.email }).from(users).where(eq(users.isUser, false))).map(
        (u) => [u.id, u],
      ),
    );
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      if (p.role === 'job_seeker') continue;
      const jobsRes = await call(who, 'GET', '/api/v1/jobs?q=walkabout&page_size=100');
      if (may(p, 'jobs.read')) check(who, 'listJobs', 'job', new Set(jobsRes.json.results.map((r: { id: number }) => r.id)));
      const appsRes = await call(who, 'GET', '/api/v1/applications?q=walkabout&page_size=100');
      if (may(p, 'applications.read'))
        check(who, 'listApplications', 'app', new Set(appsRes.json.results.map((r: { id: number }) => r.id)));
      const seekersRes = await call(who, 'GET', '/api/v1/jobseekers?q=walkabout&page_size=100');
      if (may(p, 'jobSeekers.read'))
        check(who, 'listJobSeekers', 'seeker', new Set(seekersRes.json.results.map((r: { user_id: number }) => r.user_id)));
      else if (seekersRes.status !== 403) leaks.push(`${who} listJobSeekers: ${seekersRes.status}`);
      if (may(p, 'applications.export')) {
        const csv = await call(who, 'GET', '/api/v1/applications/export');
        const exported = new Set(
          csv.text
            .split('\r\n')
            .slice(1)
            .map((line) => Number(line.split(',')[0])),
        );
        check(who, 'exportApplications', 'app', exported);
      }
      const staff = await call(who, 'GET', '/api/v1/staff/users?page_size=100');
      const mine = [...staffOrgs.values()].find((u) => u.email === p.email)?.org ?? null;
      for (const u of staff.json.results as { user_id: number }[]) {
        const org = staffOrgs.get(u.user_id)?.org ?? null;
        if (p.org !== null && org !== mine) leaks.push(`${who} listStaffUsers shows user ${u.user_id} of another organisation`);
      }
      const orgs = await call(who, 'GET', '/api/v1/organisations');
      if (p.org !== null && (orgs.json.results as { id: number }[]).some((o) => o.id !== mine))
        leaks.push(`${who} listOrganisations shows another organisation`);
    }
    // Comparing two applications needs both in scope.
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      if (p.role === 'job_seeker') continue;
      const res = await call(who, 'GET', `/api/v1/applications/compare?ids=${ids.app.north},${ids.app.ledger}`);
      const both = sees(p, 'app', 'north') && sees(p, 'app', 'ledger');
      if ((res.status === 200) !== both) leaks.push(`${who} compareApplicants: ${res.status}`);
    }
    expect(leaks).toEqual([]);
    // The size of the walk (all three tests): printed for the record, and kept above a floor.
    console.info(`organisation access walk: ${walk.requests} requests, ${Object.keys(PRINCIPALS).length} principals, 0 leaks`);
    expect(walk.requests).toBeGreaterThan(400);
  }, 300_000);
});
