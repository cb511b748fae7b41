// Staff job endpoints over HTTP: every endpoint with every role, another tenant's token and ids, no
// token, bad input, the status machine and what closing a job does to its applications.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationStatusHistory,
  applications,
  jobStatusHistory,
  jobs,
  notifications,
  organisations,
  tenants,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../services/passwords.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import { multipartBody } from '../test/upload-body.ts';
import { ACME, request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { jobBody } from '../test/job-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

/** Who posts and changes jobs: the admin, and the staff of an employer (Northstar Logistics) for their employer. */
const EDITORS = {
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  member: 'member@demo.test',
} as const;
const READERS = { auditor: 'auditor@demo.test', concierge: 'concierge@demo.test', programs: 'programs@demo.test' } as const;
/** Partner staff (Bridgeway Skills Academy) read the published jobs to put job seekers forward; they post none. */
const PARTNERS = { recruiter: 'recruiter@demo.test', recruiterMember: 'recruiter.member@demo.test' } as const;
type Who = keyof typeof EDITORS | keyof typeof READERS | keyof typeof PARTNERS | 'seeker' | 'acme';

async function userId(email: string): Promise<number> {
  const [u] = await t.app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

async function create(who: Who = 'manager', over: Record<string, unknown> = {}) {
  const res = await request(t, { path: '/api/v1/jobs', token: tokens[who], body: jobBody(over) });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; status: string; [k: string]: any };
}

async function setStatus(id: number, status: string, who: Who = 'manager', reason?: string) {
  return request(t, {
    path: `/api/v1/jobs/${id}/status`,
    token: tokens[who],
    body: { status, ...(reason === undefined ? {} : { reason }) },
  });
}

async function jobCount(): Promise<number> {
  const [row] = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
  return Number(row?.n);
}

let acmeJobId: number;

beforeAll(async () => {
  t = await startApp();
  for (const [who, email] of Object.entries({ ...EDITORS, ...READERS, ...PARTNERS, seeker: 'seeker@demo.test' }))
    tokens[who] = (await signIn(t, email)).access;
  tokens.acme = (await signIn(t, 'admin@acme.test', ACME)).access;
  const acmeJob = await request(t, {
    path: '/api/v1/jobs',
    host: ACME,
    token: tokens.acme,
    body: jobBody({ title: 'Acme Only Role', company: 'Acme' }),
  });
  expect(acmeJob.status).toBe(201);
  acmeJobId = acmeJob.json.id;
}, 60_000);
afterAll(async () => t?.close());

describe('POST /api/v1/jobs (createJob)', () => {
  it.each(Object.keys(EDITORS))('%s may post a job; it starts as a draft with its history', async (who) => {
    const job = await create(who as Who, { title: `Data Analyst (${who})` });
    expect(job).toMatchObject({
      title: `Data Analyst (${who})`,
      status: 'draft',
      can_edit: true,
      allowed_next: ['active', 'closed'],
      published_at: null,
      applications: { total: 0, open: 0 },
    });
    expect(job.history).toHaveLength(1);
    expect(job.history[0]).toMatchObject({
      from_status: null,
      to_status: 'draft',
      changed_by: { user_id: await userId(EDITORS[who as keyof typeof EDITORS]) },
    });
    expect(job.created_by.user_id).toBe(await userId(EDITORS[who as keyof typeof EDITORS]));
  });

  it.each(['auditor', 'concierge', 'programs', 'recruiter', 'recruiterMember', 'seeker'])(
    '%s may not post a job (403) and nothing is written',
    async (who) => {
      const before = await jobCount();
      const res = await request(t, { path: '/api/v1/jobs', token: tokens[who], body: jobBody() });
      expect(res.status).toBe(403);
      expect(res.json.detail).toEqual(expect.any(String));
      expect(await jobCount()).toBe(before);
    },
  );

  it("refuses no token and another tenant's token with 401", async () => {
    expect((await request(t, { path: '/api/v1/jobs', body: jobBody() })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/jobs', token: tokens.acme, body: jobBody() })).status).toBe(401);
  });

  it('stores the whole post: sanitised description, its text, location, salary, skills, team and weights', async () => {
    const team = [await userId('manager@demo.test'), await userId('member@demo.test')];
    const job = await create('manager', {
      description:
        '<h2>About</h2><p onclick="steal()">Calm <b>team</b><script>alert(1)</script> <a href="https://example.test/about">about us</a> <a href="javascript:alert(1)">x</a></p>',
      hiring_team: [...team, team[0]],
      required_skills: ['SQL', ' sql ', 'Excel'],
    });
    expect(job.description).toBe(
      '<h3>About</h3><p>Calm <strong>team</strong> <a href="https://example.test/about" rel="noopener noreferrer">about us</a> x</p>',
    );
    expect(job.description_text).toBe('About\nCalm team about us x');
    expect(job.required_skills).toEqual(['SQL', 'Excel']);
    expect(job.salary).toEqual({ min: 55000, max: 72000, currency: 'USD' });
    expect(job.location).toEqual({ city: 'Atlanta', region: 'GA', country: 'USA', latitude: 33.749, longitude: -84.388 });
    expect(job.hiring_team.map((m: { user_id: number }) => m.user_id).sort()).toEqual([...team].sort());
    expect(job.hiring_team.find((m: { user_id: number }) => m.user_id === team[0])).toEqual({
      user_id: team[0],
      name: 'Maya Manager',
      role_id: 1,
    });
  });

  it('keeps the full-text document in step (title A, company and skills B, description C)', async () => {
    const job = await create('admin', {
      title: 'Zephyrine Specialist',
      company: 'Quillborne Logistics',
      required_skills: ['Xylography'],
      description: '<p>Marvelous oxbow work.</p>',
    });
    const db = t.app.database.db;
    const hit = async (words: string) =>
      (
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.id, job.id), sql`${jobs.search} @@ plainto_tsquery('english', ${words})`))
      ).length === 1;
    expect(await hit('zephyrine')).toBe(true);
    expect(await hit('quillborne')).toBe(true);
    expect(await hit('xylography')).toBe(true);
    expect(await hit('oxbow')).toBe(true);
    const [doc] = await db
      .select({ s: sql<string>`${jobs.search}::text` })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(doc?.s).toMatch(/'zephyrin':1A/);
    expect(doc?.s).toMatch(/'quillborn':\d+B/);
    expect(doc?.s).toMatch(/'oxbow':\d+(?![AB])/);
  });

  it('publishes at once with status active (published_at set); a published job needs a description', async () => {
    const job = await create('admin', { status: 'active' });
    expect(job.status).toBe('active');
    expect(Date.parse(job.published_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(job.history.map((h: { to_status: string }) => h.to_status)).toEqual(['active']);
    const before = await jobCount();
    const empty = await request(t, {
      path: '/api/v1/jobs',
      token: tokens.manager,
      body: jobBody({ status: 'active', description: '<p> </p>' }),
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ description: ['Add a description before the job is published.'] });
    const draft = await create('manager', { description: '' });
    expect(draft.description).toBe('');
    expect(await jobCount()).toBe(before + 1);
  });

  it('answers bad input with 400 per field and writes nothing', async () => {
    const before = await jobCount();
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { weights: { skills: 50, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 } },
        { weights: ['The match weights must add up to 100 (they add up to 110).'] },
      ],
      [{ salary: { min: 90000, max: 60000, currency: 'USD' } }, { salary: ['The highest salary must be at least the lowest.'] }],
      [{ salary: { min: 50000.5, max: 60000, currency: 'USD' } }, { salary: ['Expected integer or null.'] }],
      [{ experience_min: 6, experience_max: 2 }, { experience_max: ['The most years of experience must be at least the fewest.'] }],
      [
        { location: { city: 'X', region: '', country: '', latitude: 91, longitude: 0 } },
        { location: ['Ensure this value is less than or equal to 90.'] },
      ],
      [
        { location: { city: 'X', region: '', country: '', latitude: 0, longitude: -181 } },
        { location: ['Ensure this value is greater than or equal to -180.'] },
      ],
      [
        { location: { city: 'X', region: '', country: '', latitude: 33, longitude: null } },
        { location: ['Give both latitude and longitude, or neither.'] },
      ],
      [{ title: '   ' }, { title: ['This field may not be blank.'] }],
      [{ title: '' }, { title: ['This field may not be blank.'] }],
      [{ status: 'paused' }, { status: ['Select a valid choice: draft, active.'] }],
      [{ remote: 'sometimes' }, { remote: ['Select a valid choice: onsite, hybrid, remote.'] }],
      [{ extra: 1 }, { extra: ['Unknown field.'] }],
      [{ hiring_team: [999999] }, { hiring_team: ['Not an active staff member of this organisation: 999999.'] }],
    ];
    for (const [over, expected] of cases) {
      const res = await request(t, { path: '/api/v1/jobs', token: tokens.manager, body: jobBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json, JSON.stringify(over)).toEqual(expected);
    }
    const seeker = await userId('seeker@demo.test');
    const pending = await userId('pending@demo.test');
    const acmeAdmin = await userId('admin@acme.test');
    const team = await request(t, {
      path: '/api/v1/jobs',
      token: tokens.manager,
      body: jobBody({ hiring_team: [seeker, pending, acmeAdmin] }),
    });
    expect(team.json).toEqual({ hiring_team: [`Not an active staff member of this organisation: ${seeker}, ${pending}, ${acmeAdmin}.`] });
    const missing = await request(t, { path: '/api/v1/jobs', token: tokens.manager, body: { title: 'Only a title' } });
    expect(missing.status).toBe(400);
    expect(missing.json.company).toEqual(['This field is required.']);
    expect(missing.json.weights).toEqual(['This field is required.']);
    const malformed = await request(t, {
      path: '/api/v1/jobs',
      token: tokens.manager,
      raw: { body: '{"title":', contentType: 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await jobCount()).toBe(before);
  });
});

describe('GET /api/v1/jobs (listJobs)', () => {
  it.each([...Object.keys(EDITORS), ...Object.keys(READERS), ...Object.keys(PARTNERS)])(
    '%s reads the list with counts per status',
    async (who) => {
      const res = await request(t, { path: '/api/v1/jobs', token: tokens[who] });
      expect(res.status).toBe(200);
      const { counts } = res.json;
      expect(counts.all).toBe(counts.draft + counts.active + counts.paused + counts.closed + counts.Offered);
      expect(res.json.count).toBe(counts.all);
      expect(res.json.results.length).toBe(Math.min(20, counts.all));
    },
  );

  it("refuses a job seeker (403), no token (401) and another tenant's token (401)", async () => {
    expect((await request(t, { path: '/api/v1/jobs', token: tokens.seeker })).status).toBe(403);
    expect((await request(t, { path: '/api/v1/jobs' })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/jobs', token: tokens.acme })).status).toBe(401);
  });

  it('filters by status and by words of the title or company, newest first, paged', async () => {
    const tag = `Umbrafix${Date.now()}`;
    const a = await create('manager', { title: `${tag} Tester One` });
    const b = await create('admin', { title: 'Plain Tester', company: `${tag} Labs` });
    const c = await create('manager', { title: `${tag} Tester Three`, status: 'active' });
    const all = await request(t, { path: `/api/v1/jobs?q=${tag.toLowerCase()}`, token: tokens.auditor });
    expect(all.json.results.map((j: { id: number }) => j.id)).toEqual([c.id, b.id, a.id]);
    expect(all.json.counts).toEqual({ all: 3, draft: 2, active: 1, paused: 0, closed: 0, Offered: 0, sourced: 0 });
    expect(all.json.results[0]).toMatchObject({
      id: c.id,
      status: 'active',
      applications: { total: 0, open: 0 },
      location: { city: 'Atlanta' },
    });
    const drafts = await request(t, { path: `/api/v1/jobs?q=${tag}&status=draft`, token: tokens.auditor });
    expect(drafts.json.results.map((j: { id: number }) => j.id)).toEqual([b.id, a.id]);
    expect(drafts.json.count).toBe(2);
    expect(drafts.json.counts.all).toBe(3);
    const two = await request(t, { path: `/api/v1/jobs?q=${tag}+tester&page=2&page_size=2`, token: tokens.auditor });
    expect(two.json).toMatchObject({ page: 2, page_size: 2, count: 3, total_pages: 2 });
    expect(two.json.results.map((j: { id: number }) => j.id)).toEqual([a.id]);
    const none = await request(t, { path: `/api/v1/jobs?q=${encodeURIComponent('100%_\\')}`, token: tokens.auditor });
    expect(none.json.count).toBe(0);
  });

  it('keeps tenants apart', async () => {
    const demo = await request(t, { path: '/api/v1/jobs?q=Acme+Only+Role', token: tokens.admin });
    expect(demo.json.count).toBe(0);
    const acme = await request(t, { path: '/api/v1/jobs?q=Acme+Only+Role', host: ACME, token: tokens.acme });
    expect(acme.json.results.map((j: { id: number }) => j.id)).toEqual([acmeJobId]);
  });

  it('answers bad query values with 400', async () => {
    for (const q of ['status=open', 'page=0', 'page_size=101', 'page=abc']) {
      const res = await request(t, { path: `/api/v1/jobs?${q}`, token: tokens.admin });
      expect(res.status, q).toBe(400);
    }
  });
});

describe('GET /api/v1/jobs/{id} (getJob)', () => {
  it('every staff role reads a job; only editors get allowed moves', async () => {
    const job = await create('manager');
    for (const who of Object.keys(EDITORS)) {
      const res = await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens[who] });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: job.id, can_edit: true, allowed_next: ['active', 'closed'] });
    }
    for (const who of Object.keys(READERS)) {
      const res = await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens[who] });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: job.id, can_edit: false, allowed_next: [] });
    }
    // Partner staff see an employer's jobs once published, never its drafts.
    for (const who of Object.keys(PARTNERS)) {
      expect((await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens[who] })).status, who).toBe(404);
    }
    expect((await setStatus(job.id, 'active')).status).toBe(200);
    for (const who of Object.keys(PARTNERS)) {
      const res = await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens[who] });
      expect(res.status, who).toBe(200);
      expect(res.json).toMatchObject({ id: job.id, can_edit: false, allowed_next: [] });
    }
  });

  it("refuses a job seeker (403), no token and another tenant's token (401)", async () => {
    const job = await create('manager');
    expect((await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens.seeker })).status).toBe(403);
    expect((await request(t, { path: `/api/v1/jobs/${job.id}` })).status).toBe(401);
    expect((await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens.acme })).status).toBe(401);
  });

  it("answers another tenant's job id and an unknown id with 404, and a bad id with 400", async () => {
    const other = await request(t, { path: `/api/v1/jobs/${acmeJobId}`, token: tokens.admin });
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ detail: 'Job not found.' });
    expect((await request(t, { path: '/api/v1/jobs/2147483647', token: tokens.admin })).status).toBe(404);
    expect((await request(t, { path: '/api/v1/jobs/abc', token: tokens.admin })).status).toBe(400);
  });
});

describe('GET /api/v1/jobs/{id}/history (listJobHistory)', () => {
  it('the job carries its newest 20 changes (oldest first) and the count; the history pages through all', async () => {
    const job = await create('manager', { status: 'active' });
    // 1 (created) + 24 moves between active and paused.
    for (let i = 0; i < 12; i += 1) {
      expect((await setStatus(job.id, 'paused', 'manager', `Pause ${i}`)).status).toBe(200);
      expect((await setStatus(job.id, 'active', 'manager')).status).toBe(200);
    }
    const res = await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens.auditor });
    expect(res.json.history_count).toBe(25);
    expect(res.json.history).toHaveLength(20);
    const times = res.json.history.map((h: { created_at: string }) => h.created_at);
    expect(times).toEqual([...times].sort());
    expect(res.json.history.at(-1)).toMatchObject({ from_status: 'paused', to_status: 'active' });
    const page1 = await request(t, { path: `/api/v1/jobs/${job.id}/history?page_size=20`, token: tokens.auditor });
    expect(page1.json.results).toEqual([...res.json.history].reverse());
    const page2 = await request(t, { path: `/api/v1/jobs/${job.id}/history?page=2&page_size=20`, token: tokens.auditor });
    expect(page2.json).toMatchObject({ count: 25, page: 2, total_pages: 2 });
    expect(page2.json.results.at(-1)).toMatchObject({ from_status: null, to_status: 'active' });
    // Roles: every staff role; job seekers 403; no token or another tenant's token 401; another tenant's job 404.
    for (const who of [...Object.keys(EDITORS), ...Object.keys(READERS)]) {
      expect((await request(t, { path: `/api/v1/jobs/${job.id}/history`, token: tokens[who] })).status, who).toBe(200);
    }
    expect((await request(t, { path: `/api/v1/jobs/${job.id}/history`, token: tokens.seeker })).status).toBe(403);
    expect((await request(t, { path: `/api/v1/jobs/${job.id}/history` })).status).toBe(401);
    expect((await request(t, { path: `/api/v1/jobs/${job.id}/history`, token: tokens.acme })).status).toBe(401);
    expect((await request(t, { path: `/api/v1/jobs/${acmeJobId}/history`, token: tokens.admin })).status).toBe(404);
  });
});

describe('PUT /api/v1/jobs/{id} (updateJob)', () => {
  it.each(Object.keys(EDITORS))('%s may edit a job; the search document follows', async (who) => {
    const job = await create('manager');
    const res = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${job.id}`,
      token: tokens[who],
      body: jobBody({ title: 'Accessibility Tester', required_skills: ['WCAG', 'Screen readers'] }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      id: job.id,
      title: 'Accessibility Tester',
      required_skills: ['WCAG', 'Screen readers'],
      status: 'draft',
    });
    expect(Date.parse(res.json.updated_at)).toBeGreaterThanOrEqual(Date.parse(job.updated_at));
    const found = await t.app.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, job.id), sql`${jobs.search} @@ plainto_tsquery('english', 'wcag accessibility')`));
    expect(found).toHaveLength(1);
  });

  it.each(['auditor', 'concierge', 'programs', 'seeker'])('%s may not edit (403); nothing changes', async (who) => {
    const job = await create('manager');
    const res = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${job.id}`,
      token: tokens[who],
      body: jobBody({ title: 'Changed' }),
    });
    expect(res.status).toBe(403);
    expect((await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens.admin })).json.title).toBe(job.title);
  });

  it("refuses no token and another tenant's token (401), another tenant's job (404)", async () => {
    const job = await create('manager');
    expect((await request(t, { method: 'PUT', path: `/api/v1/jobs/${job.id}`, body: jobBody() })).status).toBe(401);
    expect((await request(t, { method: 'PUT', path: `/api/v1/jobs/${job.id}`, token: tokens.acme, body: jobBody() })).status).toBe(401);
    const other = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${acmeJobId}`,
      token: tokens.admin,
      body: jobBody({ title: 'Hijacked' }),
    });
    expect(other.status).toBe(404);
    const acme = await request(t, { path: `/api/v1/jobs/${acmeJobId}`, host: ACME, token: tokens.acme });
    expect(acme.json.title).toBe('Acme Only Role');
  });

  it('answers bad input with 400 and changes nothing; the status is not edited here', async () => {
    const job = await create('manager', { status: 'active' });
    const bad = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${job.id}`,
      token: tokens.manager,
      body: jobBody({ title: 'New', weights: { skills: 10, certification: 10, education: 10, jobTitle: 10, industry: 10, mgmtLevel: 10 } }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ weights: ['The match weights must add up to 100 (they add up to 60).'] });
    const withStatus = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${job.id}`,
      token: tokens.manager,
      body: jobBody({ status: 'closed' }),
    });
    expect(withStatus.json).toEqual({ status: ['Unknown field.'] });
    const noDescription = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${job.id}`,
      token: tokens.manager,
      body: jobBody({ description: '' }),
    });
    expect(noDescription.json).toEqual({ description: ['Add a description before the job is published.'] });
    const after = await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens.manager });
    expect(after.json).toMatchObject({ title: job.title, status: 'active', description: job.description, updated_at: job.updated_at });
  });

  it('a closed job can no longer be edited', async () => {
    const job = await create('manager');
    expect((await setStatus(job.id, 'closed')).status).toBe(200);
    const res = await request(t, { method: 'PUT', path: `/api/v1/jobs/${job.id}`, token: tokens.manager, body: jobBody() });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ non_field_errors: ['A closed job can no longer be edited.'] });
  });
});

describe('POST /api/v1/jobs/{id}/status (changeJobStatus)', () => {
  it('walks the allowed moves, keeping who and when; the first publication sets published_at', async () => {
    const job = await create('manager');
    const published = await setStatus(job.id, 'active', 'member');
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ status: 'active', allowed_next: ['paused', 'closed', 'Offered'] });
    const firstPublished = published.json.published_at;
    expect(firstPublished).not.toBeNull();
    for (const [to, who] of [
      ['paused', 'member'],
      ['active', 'admin'],
      ['Offered', 'member'],
      ['active', 'manager'],
    ] as const) {
      const res = await setStatus(job.id, to, who, `to ${to}`);
      expect(res.status, res.text).toBe(200);
      expect(res.json.status).toBe(to);
    }
    const closed = await setStatus(job.id, 'closed', 'manager');
    expect(closed.json).toMatchObject({ status: 'closed', allowed_next: [], published_at: firstPublished });
    expect(closed.json.history.map((h: { from_status: string | null; to_status: string }) => `${h.from_status}>${h.to_status}`)).toEqual([
      'null>draft',
      'draft>active',
      'active>paused',
      'paused>active',
      'active>Offered',
      'Offered>active',
      'active>closed',
    ]);
    const paused = closed.json.history[2];
    expect(paused).toMatchObject({ reason: 'to paused', changed_by: { user_id: await userId('member@demo.test'), name: 'Mel Member' } });
    expect(Date.parse(paused.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a move the machine does not allow with 400 naming the allowed moves, and changes nothing', async () => {
    const job = await create('manager');
    const res = await setStatus(job.id, 'paused');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ status: ['A job cannot go from "draft" to "paused". From "draft" it can go to: active, closed.'] });
    const same = await setStatus(job.id, 'draft');
    expect(same.json).toEqual({ status: ['The job is already "draft".'] });
    expect((await setStatus(job.id, 'closed')).status).toBe(200);
    const reopen = await setStatus(job.id, 'active');
    expect(reopen.status).toBe(400);
    expect(reopen.json).toEqual({ status: ['A "closed" job cannot change status any more.'] });
    const after = await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens.manager });
    expect(after.json.status).toBe('closed');
    expect(after.json.history).toHaveLength(2);
    const bad = await request(t, { path: `/api/v1/jobs/${job.id}/status`, token: tokens.manager, body: { status: 'archived' } });
    expect(bad.status).toBe(400);
    expect(bad.json.status).toHaveLength(1);
  });

  it('will not publish a draft without a description', async () => {
    const job = await create('manager', { description: '' });
    const res = await setStatus(job.id, 'active');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ status: ['Add a description before the job is published.'] });
  });

  it('is refused to read-only roles and job seekers (403), without or with a foreign token (401), for a foreign job (404)', async () => {
    const job = await create('manager');
    for (const who of ['auditor', 'concierge', 'programs', 'seeker'])
      expect((await setStatus(job.id, 'active', who as Who)).status).toBe(403);
    expect((await request(t, { path: `/api/v1/jobs/${job.id}/status`, body: { status: 'active' } })).status).toBe(401);
    expect((await setStatus(job.id, 'active', 'acme')).status).toBe(401);
    expect((await setStatus(acmeJobId, 'closed', 'admin')).status).toBe(404);
    expect((await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens.admin })).json.status).toBe('draft');
  });
});

describe('closing a job', () => {
  async function seeker(email: string): Promise<number> {
    const db = t.app.database.db;
    const tenantId = (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')))[0]!.id;
    const [row] = await db
      .insert(users)
      .values({
        tenantId,
        email,
        passwordHash: await hashPassword('demo-Password-1'),
        firstName: 'Test',
        lastName: 'Seeker',
        isUser: true,
        emailVerified: true,
      })
      .returning({ id: users.id });
    return row!.id;
  }

  it('filters the jobs with a sourced applicant (status=sourced, SPEC §3), whatever their status, and counts them', async () => {
    const db = t.app.database.db;
    const tag = `Sourcix${Date.now()}`;
    const direct = await create('manager', { title: `${tag} Direct`, status: 'active' });
    const sourced = await create('manager', { title: `${tag} Sourced`, status: 'active' });
    const tenantId = (await db.select({ tenantId: jobs.tenantId }).from(jobs).where(eq(jobs.id, sourced.id)))[0]!.tenantId;
    const [one, two] = await Promise.all([seeker(`sourced.a.${sourced.id}@example.test`), seeker(`sourced.b.${sourced.id}@example.test`)]);
    await db.insert(applications).values([
      { tenantId, jobId: direct.id, userId: one, status: 'applied' as const },
      { tenantId, jobId: sourced.id, userId: two, status: 'applied' as const, source: 'referral' },
    ]);
    const list = await request(t, { path: `/api/v1/jobs?q=${tag}&status=sourced`, token: tokens.auditor });
    expect(list.status).toBe(200);
    expect(list.json.results.map((j: { id: number }) => j.id)).toEqual([sourced.id]);
    expect(list.json.count).toBe(1);
    expect(list.json.counts).toMatchObject({ all: 2, active: 2, sourced: 1 });
    // Another tenant's staff never see them.
    const acme = await request(t, { path: `/api/v1/jobs?q=${tag}&status=sourced`, host: ACME, token: tokens.acme });
    expect(acme.json.count).toBe(0);
  });

  it('closes its open applications in the same step: rejected with the reason, history and a notification each', async () => {
    const db = t.app.database.db;
    const job = await create('admin', { status: 'active', title: 'Logistics Coordinator', company: 'Northstar Logistics' });
    const tenantId = (await db.select({ tenantId: jobs.tenantId }).from(jobs).where(eq(jobs.id, job.id)))[0]!.tenantId;
    const people = await Promise.all(
      ['applied', 'interview', 'on-hold', 'hired', 'withdrawn'].map((s) => seeker(`close.${s}.${job.id}@example.test`)),
    );
    const rows = await db
      .insert(applications)
      .values([
        { tenantId, jobId: job.id, userId: people[0]!, status: 'applied' as const },
        { tenantId, jobId: job.id, userId: people[1]!, status: 'interview' as const },
        { tenantId, jobId: job.id, userId: people[2]!, status: 'on-hold' as const, previousStatus: 'screening' as const },
        { tenantId, jobId: job.id, userId: people[3]!, status: 'hired' as const },
        { tenantId, jobId: job.id, userId: people[4]!, status: 'withdrawn' as const },
      ])
      .returning({ id: applications.id, userId: applications.userId });
    const ids = rows.map((r) => r.id);
    const before = await request(t, { path: `/api/v1/jobs/${job.id}`, token: tokens.manager });
    expect(before.json.applications).toEqual({ total: 5, open: 3 });

    const res = await setStatus(job.id, 'closed', 'manager', 'The position was filled.');
    expect(res.status).toBe(200);
    expect(res.json.applications).toEqual({ total: 5, open: 0 });

    const after = await db.select().from(applications).where(inArray(applications.id, ids));
    const byId = new Map(after.map((a) => [a.id, a]));
    expect([ids[0], ids[1], ids[2]].map((id) => byId.get(id!)).map((a) => [a?.status, a?.previousStatus, a?.reason])).toEqual([
      ['rejected', 'applied', 'The position was filled.'],
      ['rejected', 'interview', 'The position was filled.'],
      ['rejected', 'screening', 'The position was filled.'],
    ]);
    expect(byId.get(ids[3]!)?.status).toBe('hired');
    expect(byId.get(ids[4]!)?.status).toBe('withdrawn');

    const history = await db.select().from(applicationStatusHistory).where(inArray(applicationStatusHistory.applicationId, ids));
    const managerId = await userId('manager@demo.test');
    expect(history.map((h) => [h.applicationId, h.fromStatus, h.toStatus, h.reason, h.changedBy]).sort()).toEqual(
      [
        [ids[0], 'applied', 'rejected', 'The position was filled.', managerId],
        [ids[1], 'interview', 'rejected', 'The position was filled.', managerId],
        [ids[2], 'on-hold', 'rejected', 'The position was filled.', managerId],
      ].sort(),
    );

    const notes = await db.select().from(notifications).where(inArray(notifications.applicationId, ids));
    expect(notes.map((n) => [n.userId, n.modelType, n.messageKey, n.params]).sort()).toEqual(
      [people[0], people[1], people[2]]
        .map((userId) => [
          userId,
          'feedback',
          'application_closed_job_closed',
          { job_title: 'Logistics Coordinator', company: 'Northstar Logistics', reason: 'The position was filled.' },
        ])
        .sort(),
    );
    const [last] = await db
      .select()
      .from(jobStatusHistory)
      .where(eq(jobStatusHistory.jobId, job.id))
      .orderBy(desc(jobStatusHistory.id))
      .limit(1);
    expect(last).toMatchObject({ fromStatus: 'active', toStatus: 'closed', reason: 'The position was filled.', changedBy: managerId });
  });

  it('without a reason stores none (only the job_closed code), and each reader gets their own language', async () => {
    const db = t.app.database.db;
    const job = await create('admin', { status: 'active', title: 'Quiet Close' });
    const tenantId = (await db.select({ tenantId: jobs.tenantId }).from(jobs).where(eq(jobs.id, job.id)))[0]!.tenantId;
    const email = `close.noreason.${job.id}@example.test`;
    const person = await seeker(email);
    const [app] = await db
      .insert(applications)
      .values({ tenantId, jobId: job.id, userId: person, status: 'screening' })
      .returning({ id: applications.id });
    expect((await setStatus(job.id, 'closed', 'admin', '   ')).status).toBe(200);
    const [row] = await db.select().from(applications).where(eq(applications.id, app!.id));
    expect(row).toMatchObject({ status: 'rejected', previousStatus: 'screening', reason: null, reasonCode: 'job_closed' });
    const [step] = (await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, app!.id))).slice(-1);
    expect(step).toMatchObject({ toStatus: 'rejected', reason: null, reasonCode: 'job_closed' });
    const [note] = await db.select().from(notifications).where(eq(notifications.applicationId, app!.id));
    expect(note).toMatchObject({
      messageKey: 'application_closed_job_closed_plain',
      params: { job_title: 'Quiet Close', company: 'Clearpath Software' },
    });
    // Staff see the code beside the (empty) reason.
    const staff = await request(t, { path: `/api/v1/applications/${app!.id}`, token: tokens.admin });
    expect(staff.json).toMatchObject({ reason: null, reason_code: 'job_closed' });
    expect(staff.json.history.at(-1)).toMatchObject({ reason: null, reason_code: 'job_closed' });
    // The job seeker reads it in their language, with no English put in.
    const token = (await signIn(t, email)).access;
    const expected = {
      en: 'The job Quiet Close at Clearpath Software was closed, so your application was closed too.',
      fr: 'L’offre Quiet Close chez Clearpath Software a été fermée, votre candidature l’est donc aussi.',
      esp: 'La oferta Quiet Close en Clearpath Software se cerró, por lo que su solicitud también.',
    };
    for (const [lang, text] of Object.entries(expected)) {
      const list = await request(t, { path: `/api/v1/notifications/all?lang=${lang}`, token });
      expect(
        list.json.data.data.find((n: { feedback: { application_id: number } | null }) => n.feedback?.application_id === app!.id)?.message,
        lang,
      ).toBe(text);
    }
    const mine = await request(t, { path: `/api/v1/me/applications/${app!.id}`, token, headers: { 'accept-language': 'fr' } });
    expect(mine.json.history.at(-1)).toMatchObject({ to_status: 'rejected', reason: null, reason_code: 'job_closed', changed_by: null });
  });

  it('with a reason, the reason goes to the job seekers (in the notification and their history)', async () => {
    const db = t.app.database.db;
    const job = await create('manager', { status: 'active', title: 'Loud Close' });
    const tenantId = (await db.select({ tenantId: jobs.tenantId }).from(jobs).where(eq(jobs.id, job.id)))[0]!.tenantId;
    const email = `close.reason.${job.id}@example.test`;
    const person = await seeker(email);
    const [app] = await db
      .insert(applications)
      .values({ tenantId, jobId: job.id, userId: person, status: 'applied' })
      .returning({ id: applications.id });
    expect((await setStatus(job.id, 'closed', 'admin', 'Budget cut.')).status).toBe(200);
    const token = (await signIn(t, email)).access;
    const mine = await request(t, { path: `/api/v1/me/applications/${app!.id}`, token });
    expect(mine.json.history.at(-1)).toMatchObject({ reason: 'Budget cut.', reason_code: 'job_closed' });
    // Another staff reason (an ordinary rejection) stays internal.
    const other = await create('manager', { status: 'active', title: 'Other Job' });
    const [app2] = await db
      .insert(applications)
      .values({ tenantId, jobId: other.id, userId: person, status: 'applied' })
      .returning({ id: applications.id });
    await request(t, {
      path: `/api/v1/applications/${app2!.id}/status`,
      token: tokens.manager,
      body: { status: 'rejected', reason: 'Internal note' },
    });
    const mine2 = await request(t, { path: `/api/v1/me/applications/${app2!.id}`, token });
    expect(mine2.json.history.at(-1)).toMatchObject({ reason: null, reason_code: null });
  });

  it('an illegal close attempt changes no application', async () => {
    const db = t.app.database.db;
    const job = await create('manager', { status: 'active' });
    const tenantId = (await db.select({ tenantId: jobs.tenantId }).from(jobs).where(eq(jobs.id, job.id)))[0]!.tenantId;
    const person = await seeker(`close.readonly.${job.id}@example.test`);
    const [app] = await db
      .insert(applications)
      .values({ tenantId, jobId: job.id, userId: person, status: 'applied' })
      .returning({ id: applications.id });
    expect((await setStatus(job.id, 'closed', 'auditor')).status).toBe(403);
    const [row] = await db.select().from(applications).where(eq(applications.id, app!.id));
    expect(row?.status).toBe('applied');
    expect(await db.select().from(notifications).where(eq(notifications.applicationId, app!.id))).toEqual([]);
  });

  it('an edit that changes what the score reads re-scores and re-ranks the open applications, not the ended ones', async () => {
    const db = t.app.database.db;
    const job = await create('manager', {
      status: 'active',
      title: 'Network Technician',
      required_skills: ['Cabling'],
      nice_skills: [],
      certifications: [],
      industry: 'Telecom',
    });
    // Three job seekers with profiles through the API: one knows cabling, one knows routers; one was hired.
    const people: Record<string, { token: string; id: number }> = {};
    for (const [name, skills] of [
      ['cable', ['Cabling']],
      ['router', ['Routers']],
      ['hired', ['Routers']],
    ] as const) {
      const email = `rank.${name}.${job.id}@example.test`;
      const reg = await request(t, {
        path: '/api/v1/register',
        multipart: { email, password: 'Correct-Horse-42', first_name: name, last_name: 'Tech', user_type: 'candidate' },
      });
      expect(reg.status).toBe(201);
      const token = reg.json.data.access_token as string;
      expect(
        (
          await request(t, {
            method: 'PUT',
            path: '/api/v1/me/profile',
            token,
            body: { headline: 'Technician', skills: [...skills], industry: 'Telecom' },
          })
        ).status,
      ).toBe(200);
      people[name] = { token, id: await userId(email) };
    }
    const pdf = multipartBody({ job_id: String(job.id) }, [{ name: 'cv.pdf', data: simplePdf(['Technician']) }]);
    for (const name of ['cable', 'router', 'hired']) {
      const res = await request(t, {
        path: '/api/v1/me/applications',
        raw: { body: pdf.body, contentType: pdf.contentType },
        token: people[name]!.token,
      });
      expect(res.status, name).toBe(201);
    }
    const [hiredApp] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.userId, people.hired!.id)));
    for (const status of ['screening', 'interview', 'offered', 'hired']) {
      expect(
        (await request(t, { path: `/api/v1/applications/${hiredApp!.id}/status`, token: tokens.manager, body: { status } })).status,
      ).toBe(200);
    }
    const ranked = async () => {
      const res = await request(t, { path: `/api/v1/jobs/${job.id}/applicants?status=applied`, token: tokens.manager });
      return res.json.results.map((r: { candidate: { user_id: number }; score_total: number; score_parts: { skills: number } }) => [
        r.candidate.user_id,
        r.score_parts.skills,
      ]);
    };
    expect(await ranked()).toEqual([
      [people.cable!.id, 100],
      [people.router!.id, 0],
    ]);
    const hiredBefore = (await db.select().from(applications).where(eq(applications.id, hiredApp!.id)))[0]!;

    // Routers instead of cabling: the ranking turns round.
    const res = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${job.id}`,
      token: tokens.manager,
      body: jobBody({
        title: 'Network Technician',
        required_skills: ['Routers'],
        nice_skills: [],
        certifications: [],
        industry: 'Telecom',
      }),
    });
    expect(res.status).toBe(200);
    expect(await ranked()).toEqual([
      [people.router!.id, 100],
      [people.cable!.id, 0],
    ]);
    const detail = await request(t, { path: '/api/v1/jobs/' + job.id + '/applicants?status=applied', token: tokens.manager });
    expect(detail.json.results[0].score_total).toBeGreaterThan(detail.json.results[1].score_total);
    // The hired application keeps the score it was decided on.
    expect((await db.select().from(applications).where(eq(applications.id, hiredApp!.id)))[0]).toEqual(hiredBefore);
    // An edit that does not touch the score leaves the scores alone.
    const scoredAt = (await db.select({ at: applications.scoredAt }).from(applications).where(eq(applications.jobId, job.id)))
      .map((r) => r.at?.toISOString())
      .sort();
    await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${job.id}`,
      token: tokens.manager,
      body: jobBody({
        title: 'Network Technician',
        required_skills: ['Routers'],
        nice_skills: [],
        certifications: [],
        industry: 'Telecom',
        salary: { min: 1, max: 2, currency: 'USD' },
      }),
    });
    expect(
      (await db.select({ at: applications.scoredAt }).from(applications).where(eq(applications.jobId, job.id)))
        .map((r) => r.at?.toISOString())
        .sort(),
    ).toEqual(scoredAt);
  });

  it('re-scores the applications when an edit changes what the score reads', async () => {
    const db = t.app.database.db;
    const job = await create('manager', { status: 'active', required_skills: ['Cobol'] });
    const tenantId = (await db.select({ tenantId: jobs.tenantId }).from(jobs).where(eq(jobs.id, job.id)))[0]!.tenantId;
    const person = await seeker(`rescore.${job.id}@example.test`);
    const [app] = await db
      .insert(applications)
      .values({ tenantId, jobId: job.id, userId: person, status: 'applied', scoreTotal: 99 })
      .returning({ id: applications.id });
    const res = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${job.id}`,
      token: tokens.manager,
      body: jobBody({ required_skills: ['Fortran'] }),
    });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(applications).where(eq(applications.id, app!.id));
    expect(row?.scoreTotal).toBeLessThan(99);
    expect(row?.scoreDetail).toEqual({ matched_skills: [], missing_skills: ['Fortran'] });
    expect(row?.scoredAt).not.toBeNull();
  });
});

describe('GET /api/v1/staff/users (listStaffUsers)', () => {
  it.each([...Object.keys(EDITORS), ...Object.keys(READERS)])(
    '%s lists active hiring managers and members of employers only',
    async (who) => {
      const res = await request(t, { path: '/api/v1/staff/users?page_size=100', token: tokens[who] });
      expect(res.status).toBe(200);
      for (const u of res.json.results as { role_id: number | null }[]) expect([1, 4]).toContain(u.role_id);
      const names = res.json.results.map((u: { name: string }) => u.name);
      expect(names).not.toContain('Sam Seeker');
      expect(names).not.toContain('Pat Pending');
      expect(names).not.toContain('Alex Acme');
      expect(names).not.toContain('Ada Admin');
    },
  );

  it('gives employer staff their own employer’s members only; program staff the employer they name', async () => {
    const own = await request(t, { path: '/api/v1/staff/users?page_size=100', token: tokens.manager });
    expect(own.json.results.map((u: { name: string }) => u.name).sort()).toEqual(['Maya Manager', 'Mel Member']);
    const [ledger] = await t.app.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'Ledgerline Finance'));
    const named = await request(t, { path: `/api/v1/staff/users?organisation_id=${ledger!.id}`, token: tokens.admin });
    expect(named.json.results.map((u: { name: string }) => u.name)).toEqual(['Lena Ledger']);
    // Employer staff cannot look into another employer.
    const other = await request(t, { path: `/api/v1/staff/users?organisation_id=${ledger!.id}`, token: tokens.manager });
    expect(other.json.results.map((u: { name: string }) => u.name)).not.toContain('Lena Ledger');
  });

  it.each([
    ['manager', ['Maya Manager', 'Mel Member']],
    ['member', ['Maya Manager', 'Mel Member']],
    // Partners do not post jobs: their own organisation has no hiring managers or members.
    ['recruiter', []],
    ['recruiterMember', []],
  ] as const)("%s lists their own organisation's hiring managers and members only", async (who, names) => {
    const res = await request(t, { path: '/api/v1/staff/users?page_size=100', token: tokens[who] });
    expect(res.status).toBe(200);
    expect(res.json.results.map((u: { name: string }) => u.name).sort()).toEqual(names);
  });

  it('finds by name or email, paged', async () => {
    const res = await request(t, { path: '/api/v1/staff/users?q=member', token: tokens.manager });
    expect(res.json.results.map((u: { name: string }) => u.name).sort()).toEqual(['Mel Member']);
    const page = await request(t, { path: '/api/v1/staff/users?page_size=1&page=2', token: tokens.manager });
    expect(page.json).toMatchObject({ page: 2, page_size: 1, count: 2, total_pages: 2 });
    expect(page.json.results).toHaveLength(1);
  });

  it("refuses a job seeker (403), no token and another tenant's token (401)", async () => {
    expect((await request(t, { path: '/api/v1/staff/users', token: tokens.seeker })).status).toBe(403);
    expect((await request(t, { path: '/api/v1/staff/users' })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/staff/users', token: tokens.acme })).status).toBe(401);
  });
});
