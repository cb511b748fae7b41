// Staff applications over HTTP: every endpoint with every role, another tenant's token and ids, no token,
// status rules (illegal change, rejection reason, undo), notes, ranking, comparison and the CSV export.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { applicationStatusHistory, applications, jobs, notifications, type ApplicationStatus } from '../db/schema.ts';
import { OPEN_STATUSES, allowedNext, allowedNextOnJob } from '../services/application-status.ts';
import { DEFAULT_WEIGHTS } from '../services/match-score.ts';
import { EXPORT_COLUMNS, csvCell, exportApplicationsCsv } from '../services/staff-applications.ts';
import { ACME, request, startApp, type TestApp } from '../test/helpers.ts';
import { ALL_STAFF_ROLES, EVERYONE, PDF, buildFixture, signInEveryone, type Fixture, type Who } from '../test/staff-fixtures.ts';

let t: TestApp;
let db: Db;

/** Tokens by role name. */
const tokens: Record<string, string> = {};
const MANAGERS: Who[] = ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'];
/** Who moves the fixture's applications: program staff and the staff of the job's employer (partners add notes, not statuses). */
const STATUS_CHANGERS: Who[] = ['admin', 'hiring_manager', 'hiring_member'];
const ALL_STAFF = ALL_STAFF_ROLES;
const SEEKER_VIEWERS: Who[] = ['admin', 'recruiter', 'recruiter_member', 'concierge', 'program_manager'];
const EXPORTERS: Who[] = ['admin', 'auditor'];

let fx: Fixture;

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  await signInEveryone(t, tokens);
  fx = await buildFixture(t);
}, 60_000);
afterAll(async () => t?.close());

async function appRow(id: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row!;
}
async function notificationCount(userIdValue: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.userId, userIdValue));
  return Number(row!.n);
}
const get = (path: string, who?: string, host?: string) =>
  request(t, { path, ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });
const post = (path: string, body: unknown, who?: string) => request(t, { path, body, ...(who ? { token: tokens[who] } : {}) });

describe('contract', () => {
  it('x-transitions of changeApplicationStatus are exactly the rules of application-status.ts', () => {
    const op = loadDocument().paths['/api/v1/applications/{id}/status']!.post as Record<string, any>;
    const x = op['x-transitions'];
    const statuses = x.statuses as ApplicationStatus[];
    for (const s of statuses) {
      // Forward moves: what allowedNext gives without an undo target.
      expect(allowedNext({ status: s, previousStatus: null }, 'staff'), `staff from ${s}`).toEqual(x.staff[s]);
      expect(allowedNext({ status: s, previousStatus: null }, 'seeker'), `seeker from ${s}`).toEqual(x.seeker[s]);
    }
    // Undo: on-hold and rejected offer the previous status first.
    for (const s of x.undo.from as ApplicationStatus[])
      expect(allowedNext({ status: s, previousStatus: 'interview' }, 'staff')[0]).toBe('interview');
    expect(x.final).toEqual(['hired', 'declined', 'withdrawn']);
    // On a closed job no move into an open status is offered.
    expect(x.closed_job.refused_to).toEqual([...OPEN_STATUSES]);
    expect(allowedNextOnJob({ status: 'rejected', previousStatus: 'interview' }, 'staff', 'closed')).toEqual([]);
  });
});

describe('who may call what', () => {
  const cases: { name: string; call: (who?: string) => ReturnType<typeof get>; allowed: Who[]; ok: number }[] = [
    { name: 'listApplications', call: (w) => get('/api/v1/applications', w), allowed: ALL_STAFF, ok: 200 },
    { name: 'getApplication', call: (w) => get(`/api/v1/applications/${fx.app.seekerA}`, w), allowed: ALL_STAFF, ok: 200 },
    { name: 'listJobApplicants', call: (w) => get(`/api/v1/jobs/${fx.jobA}/applicants`, w), allowed: ALL_STAFF, ok: 200 },
    {
      name: 'compareApplicants',
      call: (w) => get(`/api/v1/applications/compare?ids=${fx.app.seekerA},${fx.app.strongA}`, w),
      allowed: ALL_STAFF,
      ok: 200,
    },
    { name: 'exportApplications', call: (w) => get('/api/v1/applications/export', w), allowed: EXPORTERS, ok: 200 },
    { name: 'listJobSeekers', call: (w) => get('/api/v1/jobseekers', w), allowed: SEEKER_VIEWERS, ok: 200 },
    { name: 'getJobSeeker', call: (w) => get(`/api/v1/jobseekers/${fx.seekerId}`, w), allowed: SEEKER_VIEWERS, ok: 200 },
    { name: 'listApplicationNotes', call: (w) => get(`/api/v1/applications/${fx.app.seekerA}/notes`, w), allowed: ALL_STAFF, ok: 200 },
    {
      name: 'listJobSeekerApplications',
      call: (w) => get(`/api/v1/jobseekers/${fx.seekerId}/applications`, w),
      allowed: SEEKER_VIEWERS,
      ok: 200,
    },
    {
      name: 'addApplicationNote',
      call: (w) => post(`/api/v1/applications/${fx.app.weakA}/notes`, { body: 'Called, left a message.' }, w),
      allowed: MANAGERS,
      ok: 201,
    },
  ];
  for (const c of cases) {
    it(`${c.name}: allowed roles, refused roles, no token, another tenant's token`, async () => {
      for (const who of EVERYONE) {
        const res = await c.call(who);
        expect(res.status, `${c.name} as ${who}`).toBe(c.allowed.includes(who) ? c.ok : 403);
      }
      expect((await c.call()).status, `${c.name} without a token`).toBe(401);
      expect((await c.call('acmeAdmin')).status, `${c.name} with an acme token`).toBe(401);
    });
  }

  it('changeApplicationStatus: the employer and program managers may (and undo), the others get 403 and nothing changes', async () => {
    const id = fx.app.tieA;
    for (const who of EVERYONE) {
      const before = await appRow(id);
      const hold = await post(`/api/v1/applications/${id}/status`, { status: 'on-hold' }, who);
      if (STATUS_CHANGERS.includes(who)) {
        expect(hold.status, who).toBe(200);
        expect(hold.json).toMatchObject({ status: 'on-hold', previous_status: 'applied', can_manage: true });
        expect(hold.json.allowed_next).toEqual(['applied', 'rejected']);
        const undo = await post(`/api/v1/applications/${id}/status`, { status: 'applied' }, who);
        expect(undo.status, who).toBe(200);
        expect(undo.json).toMatchObject({ status: 'applied', previous_status: null });
      } else {
        expect(hold.status, who).toBe(403);
        expect(await appRow(id)).toEqual(before);
      }
    }
    expect((await post(`/api/v1/applications/${id}/status`, { status: 'on-hold' })).status).toBe(401);
    expect((await post(`/api/v1/applications/${id}/status`, { status: 'on-hold' }, 'acmeAdmin')).status).toBe(401);
    expect((await appRow(id)).status).toBe('applied');
  });

  it('read-only roles see no next statuses', async () => {
    const res = await get(`/api/v1/applications/${fx.app.seekerA}`, 'auditor');
    expect(res.json.can_manage).toBe(false);
    expect(res.json.allowed_next).toEqual([]);
  });

  it("another tenant's ids are 404 and never shown", async () => {
    expect((await get(`/api/v1/applications/${fx.acme.app}`, 'admin')).status).toBe(404);
    expect((await post(`/api/v1/applications/${fx.acme.app}/status`, { status: 'screening' }, 'admin')).status).toBe(404);
    expect((await post(`/api/v1/applications/${fx.acme.app}/notes`, { body: 'x' }, 'admin')).status).toBe(404);
    expect((await get(`/api/v1/jobs/${fx.acme.job}/applicants`, 'admin')).status).toBe(404);
    expect((await get(`/api/v1/applications/compare?ids=${fx.app.seekerA},${fx.acme.app}`, 'admin')).status).toBe(404);
    expect((await get(`/api/v1/jobseekers/${fx.acme.seekerId}`, 'admin')).status).toBe(404);
    expect((await appRow(fx.acme.app)).status).toBe('applied');
    const list = await get('/api/v1/applications?page_size=100', 'admin');
    expect(list.json.results.map((r: { id: number }) => r.id)).not.toContain(fx.acme.app);
    const acmeList = await get('/api/v1/applications?page_size=100', 'acmeAdmin', ACME);
    const acmeIds = acmeList.json.results.map((r: { id: number }) => r.id);
    expect(acmeIds).toContain(fx.acme.app);
    expect(acmeIds).not.toContain(fx.app.seekerA);
  });
});

describe('GET /api/v1/applications', () => {
  it('filters by job, status and text, with counts per status', async () => {
    const res = await get(`/api/v1/applications?job_id=${fx.jobA}`, 'recruiter');
    expect(res.json.count).toBe(5);
    expect(res.json.counts).toMatchObject({ all: 5, applied: 3, screening: 1, interview: 1, offered: 0 });
    // Newest application first by default.
    expect(res.json.results[0].id).toBe(fx.app.formulaA);
    const screening = await get(`/api/v1/applications?job_id=${fx.jobA}&status=screening`, 'recruiter');
    expect(screening.json.results.map((r: { id: number }) => r.id)).toEqual([fx.app.strongA]);
    expect(screening.json.counts.all).toBe(5);
    const byName = await get('/api/v1/applications?q=stella', 'recruiter');
    expect(byName.json.results.map((r: { id: number }) => r.id).sort()).toEqual([fx.app.strongA, fx.app.strongB].sort());
    expect(byName.json.results[0].candidate).toMatchObject({
      name: 'Stella Strong',
      email: 'strong@example.com',
      headline: 'Senior Data Analyst',
      city: 'Decatur',
    });
    const byJob = await get('/api/v1/applications?q=support%20eng', 'recruiter');
    expect(byJob.json.results.every((r: { job: { title: string } }) => r.job.title === 'Support Engineer')).toBe(true);
    const wildcard = await get('/api/v1/applications?q=%25', 'recruiter');
    expect(wildcard.json.count).toBe(0);
  });

  it('pages and sorts by score', async () => {
    const res = await get(`/api/v1/applications?job_id=${fx.jobA}&sort=score&page_size=2&page=1`, 'admin');
    expect(res.json).toMatchObject({ count: 5, page: 1, page_size: 2, total_pages: 3 });
    expect(res.json.results[0].id).toBe(fx.app.strongA);
    expect(res.json.results[0].score_total).toBeGreaterThanOrEqual(res.json.results[1].score_total);
  });

  it('refuses bad filters with a 400', async () => {
    expect((await get('/api/v1/applications?status=lost', 'admin')).status).toBe(400);
    expect((await get('/api/v1/applications?page=0', 'admin')).status).toBe(400);
    expect((await get('/api/v1/applications?page_size=500', 'admin')).status).toBe(400);
    expect((await get('/api/v1/applications?job_id=abc', 'admin')).status).toBe(400);
  });
});

describe('GET /api/v1/jobs/{id}/applicants', () => {
  it('ranks by score, highest first, earlier application first on a tie', async () => {
    const res = await get(`/api/v1/jobs/${fx.jobA}/applicants`, 'hiring_member');
    expect(res.status).toBe(200);
    expect(res.json.job).toMatchObject({ id: fx.jobA, title: 'Data Analyst', weights: DEFAULT_WEIGHTS });
    const scores = res.json.results.map((r: { score_total: number }) => r.score_total);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.json.results.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(res.json.results[0].id).toBe(fx.app.strongA);
    const ids = res.json.results.map((r: { id: number }) => r.id);
    // Wes and Tia have the same profile and score; Wes applied first.
    expect(ids.indexOf(fx.app.weakA)).toBe(ids.indexOf(fx.app.tieA) - 1);
    expect(res.json.results[0].score_parts.skills).toBe(100);
    const page2 = await get(`/api/v1/jobs/${fx.jobA}/applicants?page=2&page_size=2`, 'hiring_member');
    expect(page2.json.results.map((r: { rank: number }) => r.rank)).toEqual([3, 4]);
    expect((await get('/api/v1/jobs/999999/applicants', 'admin')).status).toBe(404);
  });
});

describe('GET /api/v1/applications/{id}', () => {
  it('gives the candidate, profile, résumé, match, history and next statuses', async () => {
    const res = await get(`/api/v1/applications/${fx.app.seekerA}`, 'hiring_manager');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: fx.app.seekerA,
      status: 'applied',
      previous_status: null,
      reason: null,
      can_manage: true,
      job: { id: fx.jobA, title: 'Data Analyst', company: 'Northstar Logistics', status: 'active' },
      candidate: { user_id: fx.seekerId, name: 'Sam Seeker', email: 'seeker@demo.test' },
      resume: { file_name: 'Sam Seeker résumé.pdf', file_path: fx.resumePath, content_type: 'application/pdf', size: PDF.length },
    });
    expect(res.json.allowed_next).toEqual(['screening', 'interview', 'on-hold', 'rejected']);
    expect(res.json.match.matched_skills).toEqual(['SQL', 'Python']);
    expect(res.json.match.missing_skills).toEqual(['Excel']);
    expect(res.json.match.totalScore).toBe(res.json.score_total);
    expect(res.json.history[0]).toMatchObject({
      from_status: null,
      to_status: 'applied',
      changed_by: { user_id: fx.seekerId, name: 'Sam Seeker' },
    });
    expect((await get('/api/v1/applications/999999', 'admin')).status).toBe(404);
    expect((await get('/api/v1/applications/abc', 'admin')).status).toBe(400);
  });
});

describe('POST /api/v1/applications/{id}/status', () => {
  const change = (id: number, body: unknown, who = 'hiring_manager') => post(`/api/v1/applications/${id}/status`, body, who);

  it('refuses an illegal change with 400, changing nothing and telling no one', async () => {
    const before = await appRow(fx.app.seekerA);
    const history = await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, fx.app.seekerA));
    const notes = await notificationCount(fx.seekerId);
    const res = await change(fx.app.seekerA, { status: 'hired' });
    expect(res.status).toBe(400);
    expect(res.json.status[0]).toMatch(/cannot go from "applied" to "hired"/);
    expect(await appRow(fx.app.seekerA)).toEqual(before);
    expect(await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, fx.app.seekerA))).toEqual(
      history,
    );
    expect(await notificationCount(fx.seekerId)).toBe(notes);
    // The job seeker's own moves are not staff moves, and an unchanged status is no change.
    expect((await change(fx.app.seekerA, { status: 'withdrawn' })).status).toBe(400);
    expect((await change(fx.app.seekerA, { status: 'applied' })).json.status[0]).toMatch(/already/);
    // An ended application cannot change.
    expect((await change(fx.app.strongB, { status: 'rejected', reason: 'x' })).json.status[0]).toMatch(/no longer change/);
  });

  it('refuses bad bodies', async () => {
    expect((await change(fx.app.seekerA, { status: 'promoted' })).status).toBe(400);
    expect((await change(fx.app.seekerA, {})).json.status).toEqual(['This field is required.']);
    expect((await change(fx.app.seekerA, { status: 'screening', extra: 1 })).json.extra).toEqual(['Unknown field.']);
  });

  it('needs a reason to reject, then rejects, records who, notifies, and can be undone', async () => {
    const id = fx.app.strongA;
    const notes = await notificationCount(fx.others[0]!);
    const noReason = await change(id, { status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.reason).toEqual(['A rejection needs a reason.']);
    expect((await change(id, { status: 'rejected', reason: '   ' })).status).toBe(400);
    expect((await appRow(id)).status).toBe('screening');
    expect(await notificationCount(fx.others[0]!)).toBe(notes);

    const rejected = await change(id, { status: 'rejected', reason: '  Needs more SQL experience.  ' });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'rejected', previous_status: 'screening', reason: 'Needs more SQL experience.' });
    expect(rejected.json.allowed_next).toEqual(['screening']);
    expect(rejected.json.history.at(-1)).toMatchObject({
      from_status: 'screening',
      to_status: 'rejected',
      reason: 'Needs more SQL experience.',
      changed_by: { name: 'Maya Manager' },
    });
    const [n] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fx.others[0]!))
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    expect(n).toMatchObject({
      modelType: 'feedback',
      messageKey: 'application_status_changed',
      applicationId: id,
      isRead: false,
      tenantId: fx.tenantId,
    });
    expect(n!.params).toEqual({ job_title: 'Data Analyst', company: 'Northstar Logistics', status: 'rejected' });

    const undone = await change(id, { status: 'screening' });
    expect(undone.json).toMatchObject({ status: 'screening', previous_status: null, reason: null });
    expect(await notificationCount(fx.others[0]!)).toBe(notes + 2);
  });

  it('rejecting an on-hold application keeps the status before on-hold for the undo', async () => {
    const id = fx.app.formulaA;
    expect((await change(id, { status: 'on-hold', reason: 'Waiting for budget' })).json).toMatchObject({
      status: 'on-hold',
      previous_status: 'interview',
      reason: 'Waiting for budget',
    });
    expect((await change(id, { status: 'rejected', reason: 'Position filled' })).json).toMatchObject({
      status: 'rejected',
      previous_status: 'interview',
    });
    expect((await change(id, { status: 'on-hold' })).status).toBe(400);
    expect((await change(id, { status: 'interview' })).json).toMatchObject({ status: 'interview', previous_status: null });
  });

  it('walks screening, interview, offered and hired; then it has ended', async () => {
    const id = fx.app.weakA;
    for (const status of ['screening', 'interview', 'offered', 'hired'] as const) {
      const res = await change(id, { status }, 'admin');
      expect(res.status, status).toBe(200);
      expect(res.json.status).toBe(status);
    }
    const final = await get(`/api/v1/applications/${id}`, 'admin');
    expect(final.json.allowed_next).toEqual([]);
    expect(final.json.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'applied',
      'screening',
      'interview',
      'offered',
      'hired',
    ]);
  });
});

describe('a closed job', () => {
  it('a rejection that closing the job made cannot be undone; nothing reopens, nothing is written', async () => {
    const [job] = await db
      .insert(jobs)
      .values({
        tenantId: fx.tenantId,
        title: 'Closing Soon',
        company: 'Peachtree Analytics',
        weights: DEFAULT_WEIGHTS,
        status: 'active',
        descriptionText: 'A job.',
      })
      .returning();
    const [app] = await db
      .insert(applications)
      .values({ tenantId: fx.tenantId, jobId: job!.id, userId: fx.others[1]!, status: 'interview' })
      .returning();
    const closed = await post(`/api/v1/jobs/${job!.id}/status`, { status: 'closed' }, 'admin');
    expect(closed.status).toBe(200);
    const rejected = await get(`/api/v1/applications/${app!.id}`, 'admin');
    expect(rejected.json).toMatchObject({ status: 'rejected', previous_status: 'interview' });
    // The undo is not offered on a closed job...
    expect(rejected.json.allowed_next).toEqual([]);
    const before = await appRow(app!.id);
    const history = await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, app!.id));
    const notes = await notificationCount(fx.others[1]!);
    // ...and refused when asked for anyway, for every open status.
    for (const status of OPEN_STATUSES) {
      const res = await post(`/api/v1/applications/${app!.id}/status`, { status, reason: 'Reopen it' }, 'admin');
      expect(res.status, status).toBe(400);
      expect(res.json, status).toEqual({ status: ['The job is closed, so this application cannot be reopened.'] });
    }
    expect(await appRow(app!.id)).toEqual(before);
    expect(await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, app!.id))).toEqual(history);
    expect(await notificationCount(fx.others[1]!)).toBe(notes);
  });

  it('an open job keeps the undo', async () => {
    const res = await post(`/api/v1/applications/${fx.app.tieA}/status`, { status: 'rejected', reason: 'Not now' }, 'admin');
    expect(res.json.allowed_next).toEqual(['applied']);
    expect((await post(`/api/v1/applications/${fx.app.tieA}/status`, { status: 'applied' }, 'admin')).status).toBe(200);
  });
});

describe('POST /api/v1/applications/{id}/notes', () => {
  it('adds a note with its author, newest first on the application', async () => {
    const res = await post(
      `/api/v1/applications/${fx.app.seekerB}/notes`,
      { body: '  Strong portfolio; ask about start date.  ' },
      'hiring_manager',
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ body: 'Strong portfolio; ask about start date.', author: { name: 'Maya Manager' } });
    await post(`/api/v1/applications/${fx.app.seekerB}/notes`, { body: 'Second note' }, 'recruiter');
    const app = await get(`/api/v1/applications/${fx.app.seekerB}`, 'auditor');
    expect(app.json.notes.map((n: { body: string }) => n.body)).toEqual(['Second note', 'Strong portfolio; ask about start date.']);
  });

  it('the application carries the newest 20 notes and their count; listApplicationNotes pages through all', async () => {
    const id = fx.app.formulaA;
    for (let i = 1; i <= 23; i += 1)
      expect((await post(`/api/v1/applications/${id}/notes`, { body: `Note ${i}` }, 'recruiter')).status).toBe(201);
    const app = await get(`/api/v1/applications/${id}`, 'auditor');
    expect(app.json.notes).toHaveLength(20);
    expect(app.json.notes_count).toBe(23);
    expect(app.json.notes[0].body).toBe('Note 23');
    const page1 = await get(`/api/v1/applications/${id}/notes?page_size=20`, 'auditor');
    expect(page1.json.results).toEqual(app.json.notes);
    const page2 = await get(`/api/v1/applications/${id}/notes?page=2&page_size=20`, 'auditor');
    expect(page2.json).toMatchObject({ count: 23, page: 2, page_size: 20, total_pages: 2 });
    expect(page2.json.results.map((n: { body: string }) => n.body)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    expect((await get(`/api/v1/applications/${fx.acme.app}/notes`, 'admin')).status).toBe(404);
    expect((await get(`/api/v1/applications/${id}/notes?page_size=101`, 'admin')).status).toBe(400);
  });

  it('refuses an empty or oversized note', async () => {
    expect((await post(`/api/v1/applications/${fx.app.seekerB}/notes`, { body: '' }, 'admin')).status).toBe(400);
    expect((await post(`/api/v1/applications/${fx.app.seekerB}/notes`, { body: '   ' }, 'admin')).json.body).toEqual([
      'This field may not be blank.',
    ]);
    expect((await post(`/api/v1/applications/${fx.app.seekerB}/notes`, { body: 'x'.repeat(5001) }, 'admin')).status).toBe(400);
  });
});

describe('GET /api/v1/applications/compare', () => {
  it('puts 2 to 4 applications side by side in the order asked', async () => {
    const res = await get(`/api/v1/applications/compare?ids=${fx.app.tieA},${fx.app.seekerA},${fx.app.seekerB}`, 'auditor');
    expect(res.status).toBe(200);
    expect(res.json.same_job).toBe(false);
    expect(res.json.results.map((r: { id: number }) => r.id)).toEqual([fx.app.tieA, fx.app.seekerA, fx.app.seekerB]);
    const first = res.json.results[1];
    expect(first.weights).toEqual(DEFAULT_WEIGHTS);
    expect(first.match.parts).toMatchObject({ skills: expect.any(Number), job_title: 100 });
    expect(first.skills).toEqual(['SQL', 'Python']);
    const same = await get(`/api/v1/applications/compare?ids=${fx.app.seekerA},${fx.app.tieA}`, 'auditor');
    expect(same.json.same_job).toBe(true);
  });

  it('refuses one, five, repeated or malformed ids (400) and unknown ones (404)', async () => {
    const a = fx.app;
    expect((await get(`/api/v1/applications/compare?ids=${a.seekerA}`, 'admin')).json.ids[0]).toMatch(/two to four/);
    expect(
      (await get(`/api/v1/applications/compare?ids=${a.seekerA},${a.strongA},${a.weakA},${a.tieA},${a.formulaA}`, 'admin')).status,
    ).toBe(400);
    expect((await get(`/api/v1/applications/compare?ids=${a.seekerA},${a.seekerA}`, 'admin')).status).toBe(400);
    expect((await get('/api/v1/applications/compare?ids=1,abc', 'admin')).status).toBe(400);
    expect((await get('/api/v1/applications/compare', 'admin')).status).toBe(400);
    expect((await get(`/api/v1/applications/compare?ids=${a.seekerA},999999`, 'admin')).status).toBe(404);
  });
});

describe('GET /api/v1/applications/export', () => {
  it('sends the CSV of the tenant as a file, safe from formulas', async () => {
    const res = await request(t, { path: '/api/v1/applications/export', token: tokens.auditor });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'application_id,job_id,job_title,company,job_status,candidate_name,candidate_email,status,reason,score_total,applied_at,updated_at',
    );
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.tenantId, fx.tenantId));
    expect(lines).toHaveLength(Number(count!.n) + 1);
    const formulaLine = lines.find((l) => l.startsWith(`${fx.app.formulaA},`));
    expect(formulaLine).toContain(`"'=HYPERLINK(""http://x"") Cell"`);
    expect(res.text).not.toContain('Acme Welder');
    const filtered = await request(t, { path: `/api/v1/applications/export?job_id=${fx.jobB}&status=offered`, token: tokens.admin });
    expect(filtered.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('a failing query is a clean JSON error, never a 200 with a cut file', async () => {
    // Break the query the export runs (a column it reads is gone), then put it back.
    await db.execute(sql`ALTER TABLE applications RENAME COLUMN score_total TO score_total_gone`);
    let res;
    try {
      res = await request(t, { path: '/api/v1/applications/export', token: tokens.admin, unchecked: true });
    } finally {
      await db.execute(sql`ALTER TABLE applications RENAME COLUMN score_total_gone TO score_total`);
    }
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json).toEqual({ detail: 'Internal server error.' });
    // And it works again.
    expect((await request(t, { path: '/api/v1/applications/export', token: tokens.admin })).status).toBe(200);
  });

  it('reads the first batch before yielding anything, and every batch after it', async () => {
    let queries = 0;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'select') queries += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const csv = exportApplicationsCsv(counting, { tenantId: fx.tenantId, reach: 'program', organisation: null }, {}, 2);
    const first = await csv.next();
    expect(queries).toBe(1);
    const firstLines = (first.value as string).trim().split('\r\n');
    expect(firstLines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(firstLines).toHaveLength(3);
    let rows = firstLines.length - 1;
    for await (const chunk of csv) rows += chunk.trim().split('\r\n').length;
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.tenantId, fx.tenantId));
    expect(rows).toBe(Number(count!.n));
  });

  it('csvCell quotes and neutralises formula starts', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+33 1 23')).toBe("'+33 1 23");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('\t=x')).toBe("'\t=x");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});
