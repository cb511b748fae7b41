// The job seeker's applications and saved jobs over HTTP: applying (résumé upload or the profile's, one
// application per job, active jobs only, stored score, history, notification), the own list, withdraw and
// decline, score recomputation, saved jobs; every staff role, other tenants and no token.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applicationStatusHistory, applications, jobs, notifications, seekerProfiles, storedFiles, tenants, users } from '../db/schema.ts';
import { recomputeScoresForJob, recomputeScoresForSeeker } from '../services/applications-score.ts';
import { computeMatch, matchJobOf, matchProfileOf } from '../services/match-score.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import { insertJobs } from '../test/job-fixtures.ts';
import { ACME, request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { STAFF } from '../test/staff-fixtures.ts';
import { multipartBody, type FilePart } from '../test/upload-body.ts';

let t: TestApp;
let db: Db;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const job: Record<string, number> = {};

async function register(email: string, first: string): Promise<string> {
  const res = await request(t, {
    path: '/api/v1/register',
    multipart: { email, password: 'Correct-Horse-42', first_name: first, last_name: 'Applicant', user_type: 'candidate' },
  });
  expect(res.status).toBe(201);
  return res.json.data.access_token as string;
}

async function tenantId(slug: string): Promise<number> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row!.id;
}

async function userId(email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await signIn(t, email)).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
  tokens.acmeSeeker = (await signIn(t, 'seeker@acme.test', ACME)).access;
  tokens.ana = await register('ana.apply@example.com', 'Ana');
  tokens.ben = await register('ben.apply@example.com', 'Ben');
  tokens.cat = await register('cat.apply@example.com', 'Cat');
  for (const who of ['ana', 'ben', 'cat']) ids[who] = await userId(`${who}.apply@example.com`);
  const demo = await tenantId('demo');
  const acme = await tenantId('acme');
  const base = {
    company: 'Seeker Test Co',
    city: 'Atlanta',
    region: 'GA',
    country: 'US',
    descriptionText: 'A job.',
    education: 'bachelor' as const,
    industry: 'Software',
  };
  const [analyst, engineer, paused, closed, offered, draft, second] = await insertJobs(db, demo, [
    { ...base, title: 'Data Analyst', requiredSkills: ['SQL', 'Python', 'Excel'], niceSkills: ['Tableau'] },
    { ...base, title: 'Support Engineer', requiredSkills: ['Linux', 'Networking'] },
    { ...base, title: 'Paused Job', status: 'paused' },
    { ...base, title: 'Closed Job', status: 'closed' },
    { ...base, title: 'Filled Job', status: 'Offered' },
    { ...base, title: 'Draft Job', status: 'draft' },
    { ...base, title: 'Report Writer', requiredSkills: ['Writing'] },
  ]);
  Object.assign(job, { analyst, engineer, paused, closed, offered, draft, second });
  job.acme = (await insertJobs(db, acme, [{ ...base, title: 'Acme Analyst' }]))[0]!;
  // Ana has a profile with a résumé; Ben has a profile without one; Cat has none at all.
  await request(t, {
    method: 'PUT',
    path: '/api/v1/me/profile',
    body: { headline: 'Data Analyst', skills: ['SQL', 'Excel'], education: 'bachelor', industry: 'Software' },
    token: tokens.ana,
  });
  const mp = multipartBody({}, [{ name: 'ana.pdf', data: simplePdf(['Ana Applicant', 'SQL and Excel']) }]);
  expect(
    (await request(t, { path: '/api/v1/me/resume', raw: { body: mp.body, contentType: mp.contentType }, token: tokens.ana })).status,
  ).toBe(201);
  await request(t, {
    method: 'PUT',
    path: '/api/v1/me/profile',
    body: { headline: 'Support Engineer', skills: ['Linux'] },
    token: tokens.ben,
  });
}, 180_000);
afterAll(async () => t?.close());

const PDF = simplePdf(['Applicant résumé', 'Skills: Linux, Networking, SQL']);

function apply(who: string, fields: Record<string, string>, files: FilePart[] = [], extra: { host?: string; lang?: string } = {}) {
  const mp = multipartBody(fields, files);
  return request(t, {
    path: '/api/v1/me/applications',
    raw: { body: mp.body, contentType: mp.contentType },
    token: tokens[who],
    ...(extra.host ? { host: extra.host } : {}),
    ...(extra.lang ? { headers: { 'accept-language': extra.lang } } : {}),
  });
}

async function applicationsOf(uid: number) {
  return db.select().from(applications).where(eq(applications.userId, uid));
}

async function notificationsOf(uid: number) {
  return db.select().from(notifications).where(eq(notifications.userId, uid));
}

async function filesOf(uid: number) {
  return db.select().from(storedFiles).where(eq(storedFiles.ownerId, uid));
}

function filesOnDisk(): string[] {
  const dir = join(t.dataDir, 'files', 'demo', 'resume');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

describe('POST /api/v1/me/applications', () => {
  it("applies with the profile's résumé: score stored, history started, notification sent", async () => {
    const res = await apply('ana', { job_id: String(job.analyst), cover_letter: '  I would like to help.  ' });
    expect(res.status).toBe(201);
    const profile = (await request(t, { path: '/api/v1/me/profile', token: tokens.ana })).json;
    expect(res.json).toMatchObject({
      status: 'applied',
      status_label: 'applied',
      can_withdraw: true,
      can_decline: false,
      cover_letter: 'I would like to help.',
      job: { id: job.analyst, title: 'Data Analyst', company: 'Seeker Test Co', city: 'Atlanta', accepting: true },
      resume: profile.resume,
    });
    expect(res.json.history).toEqual([
      {
        from_status: null,
        to_status: 'applied',
        reason: null,
        reason_code: null,
        changed_by: { user_id: ids.ana, name: 'Ana Applicant' },
        created_at: expect.any(String),
      },
    ]);
    const [jobRow] = await db.select().from(jobs).where(eq(jobs.id, job.analyst!));
    const [profileRow] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, ids.ana!));
    const expected = computeMatch(matchJobOf(jobRow!), matchProfileOf(profileRow));
    expect(res.json.match).toMatchObject({
      totalScore: expected.total,
      parts: expected.parts,
      matched_skills: ['SQL', 'Excel'],
      missing_skills: ['Python'],
    });
    const [row] = await applicationsOf(ids.ana!);
    expect(row).toMatchObject({
      status: 'applied',
      scoreTotal: expected.total,
      scoreParts: expected.parts,
      jobId: job.analyst,
      source: 'direct',
    });
    expect(row!.scoreDetail).toEqual({ matched_skills: ['SQL', 'Excel'], missing_skills: ['Python'] });
    const sent = await notificationsOf(ids.ana!);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      modelType: 'feedback',
      messageKey: 'application_received',
      applicationId: res.json.id,
      params: { job_title: 'Data Analyst', company: 'Seeker Test Co' },
    });
  });

  it('a second application to the same job is a 409 and changes nothing', async () => {
    const before = await applicationsOf(ids.ana!);
    const files = await filesOf(ids.ana!);
    const res = await apply('ana', { job_id: String(job.analyst) });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ detail: 'You have already applied to this job.' });
    const withFile = await apply('ana', { job_id: String(job.analyst) }, [{ name: 'new.pdf', data: PDF }]);
    expect(withFile.status).toBe(409);
    expect(await applicationsOf(ids.ana!)).toEqual(before);
    expect(await filesOf(ids.ana!)).toEqual(files);
    expect(await notificationsOf(ids.ana!)).toHaveLength(1);
  });

  it('applies with an uploaded résumé, which also becomes the profile résumé when there was none', async () => {
    const res = await apply('ben', { job_id: String(job.engineer) }, [{ name: 'Ben CV.pdf', type: 'application/pdf', data: PDF }]);
    expect(res.status).toBe(201);
    expect(res.json.resume).toMatchObject({ file_name: 'Ben CV.pdf', content_type: 'application/pdf', has_text: true });
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.path, res.json.resume.file_path));
    expect(file!.extractedText).toContain('Networking');
    expect(filesOnDisk()).toContain(res.json.resume.file_path.slice('resume/'.length));
    const profile = (await request(t, { path: '/api/v1/me/profile', token: tokens.ben })).json;
    expect(profile.resume.file_path).toBe(res.json.resume.file_path);
    // Ana has a profile résumé: an uploaded one goes with the application only.
    const ana = await apply('ana', { job_id: String(job.engineer) }, [{ name: 'special.pdf', data: PDF }]);
    expect(ana.status).toBe(201);
    expect(ana.json.resume.file_name).toBe('special.pdf');
    expect((await request(t, { path: '/api/v1/me/profile', token: tokens.ana })).json.resume.file_name).toBe('ana.pdf');
  });

  it('needs a résumé: none uploaded and none on the profile is a 400 that stores nothing', async () => {
    const res = await apply('cat', { job_id: String(job.analyst) });
    expect(res.status).toBe(400);
    expect(res.json.file[0]).toMatch(/Add a résumé/);
    expect(await applicationsOf(ids.cat!)).toEqual([]);
  });

  it('refuses a renamed text file (415) and a 20 MB file (413), storing nothing', async () => {
    const onDisk = filesOnDisk();
    const renamed = await apply('cat', { job_id: String(job.analyst) }, [
      { name: 'resume.pdf', type: 'application/pdf', data: Buffer.from('plain text, not a PDF') },
    ]);
    expect(renamed.status).toBe(415);
    expect(renamed.json.detail).toMatch(/Only PDF and Word/);
    const huge = await apply('cat', { job_id: String(job.analyst) }, [
      { name: 'huge.pdf', data: simplePdf(['Huge'], { padTo: 20 * 1024 * 1024 }) },
    ]);
    expect(huge.status).toBe(413);
    expect(huge.json.detail).toMatch(/larger than 5 MB/);
    expect(await applicationsOf(ids.cat!)).toEqual([]);
    expect(await filesOf(ids.cat!)).toEqual([]);
    expect(filesOnDisk()).toEqual(onDisk);
  });

  it('only active jobs of the tenant: paused, closed or filled is 400; draft, unknown or another tenant’s is 404', async () => {
    for (const key of ['paused', 'closed', 'offered']) {
      const res = await apply('ana', { job_id: String(job[key]) });
      expect(res.status, key).toBe(400);
      expect(res.json.job_id, key).toEqual(['This job is no longer taking applications.']);
    }
    for (const id of [job.draft, job.acme, 999999]) {
      const res = await apply('ana', { job_id: String(id) });
      expect(res.status, String(id)).toBe(404);
      expect(res.json).toEqual({ detail: 'Job not found.' });
    }
  });

  it('refuses malformed fields with a 400', async () => {
    for (const fields of [
      {},
      { job_id: 'abc' },
      { job_id: '0' },
      { job_id: '12345678901' },
      { job_id: String(job.second), cover_letter: 'x'.repeat(5001) },
      { job_id: String(job.second), colour: 'red' },
    ]) {
      const res = await apply('cat', fields as Record<string, string>, [{ name: 'cv.pdf', data: PDF }]);
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    const json = await request(t, { path: '/api/v1/me/applications', body: { job_id: String(job.second) }, token: tokens.cat });
    expect(json.status, 'a JSON body to a multipart operation').toBe(415);
    expect(await applicationsOf(ids.cat!)).toEqual([]);
  });

  it('lets only one of two simultaneous applications through', async () => {
    const [a, b] = await Promise.all([
      apply('cat', { job_id: String(job.second) }, [{ name: 'one.pdf', data: PDF }]),
      apply('cat', { job_id: String(job.second) }, [{ name: 'two.pdf', data: PDF }]),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await applicationsOf(ids.cat!)).toHaveLength(1);
  });

  it('applying while the job is being closed never leaves an open application on a closed job', async () => {
    const demo = await tenantId('demo');
    const base = { company: 'Race Co', city: 'Atlanta', region: 'GA', country: 'US', descriptionText: 'A job.' };
    const people = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => register(`race.${i}.${Date.now()}@example.com`, `Racer${i}`)),
    );
    const outcomes: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const [raceJob] = await insertJobs(db, demo, [{ ...base, title: `Race Job ${round}` }]);
      // Everyone applies (each with a file to extract, which widens the window) while an admin closes it.
      const results = await Promise.all([
        ...people.map((token, i) => {
          const mp = multipartBody({ job_id: String(raceJob) }, [{ name: `r${i}.pdf`, data: PDF }]);
          return request(t, { path: '/api/v1/me/applications', raw: { body: mp.body, contentType: mp.contentType }, token });
        }),
        request(t, { path: `/api/v1/jobs/${raceJob}/status`, body: { status: 'closed' }, token: tokens.admin }),
      ]);
      for (const r of results.slice(0, -1)) {
        expect([201, 400]).toContain(r.status);
        if (r.status === 400) expect(r.json).toEqual({ job_id: ['This job is no longer taking applications.'] });
        outcomes.push(r.status);
      }
      expect(results.at(-1)!.status).toBe(200);
    }
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(jobs.status, 'closed'), inArray(applications.status, ['applied', 'screening', 'interview', 'offered', 'on-hold'])));
    expect(Number(left!.n)).toBe(0);
    // Applications that got in before the close were closed by it, with a history entry each.
    const closedOnes = await db
      .select()
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(jobs.company, 'Race Co'));
    for (const row of closedOnes) expect(row.applications.status).toBe('rejected');
    expect(outcomes).toHaveLength(24);
  });

  it('gives the status in the reader’s language', async () => {
    const res = await request(t, { path: '/api/v1/me/applications', token: tokens.ana, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.json.results[0].status_label).toBe('candidature envoyée');
    const es = await request(t, { path: '/api/v1/me/applications', token: tokens.ana, headers: { 'accept-language': 'es' } });
    expect(es.json.results[0].status_label).toBe('solicitud enviada');
  });

  it('is for job seekers of this tenant: staff 403, no token 401, another tenant’s token 401', async () => {
    for (const role of Object.keys(STAFF)) {
      expect((await apply(role, { job_id: String(job.second) }, [{ name: 'cv.pdf', data: PDF }])).status, role).toBe(403);
      expect((await request(t, { path: '/api/v1/me/applications', token: tokens[role] })).status, role).toBe(403);
    }
    expect((await apply('nobody', { job_id: String(job.second) })).status).toBe(401);
    expect((await apply('acmeSeeker', { job_id: String(job.second) })).status).toBe(401);
    expect((await apply('acmeSeeker', { job_id: String(job.analyst) }, [], { host: ACME })).status).toBe(404);
  });
});

describe('GET /api/v1/me/applications', () => {
  it('lists only the job seeker’s own applications, newest first, with history and paging', async () => {
    const res = await request(t, { path: '/api/v1/me/applications', token: tokens.ana });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ count: 2, page: 1, page_size: 20, total_pages: 1 });
    expect(res.json.results.map((a: { job: { id: number } }) => a.job.id)).toEqual([job.engineer, job.analyst]);
    const paged = await request(t, { path: '/api/v1/me/applications?page=2&page_size=1', token: tokens.ana });
    expect(paged.json).toMatchObject({ count: 2, page: 2, page_size: 1, total_pages: 2 });
    expect(paged.json.results[0].job.id).toBe(job.analyst);
    const filtered = await request(t, { path: '/api/v1/me/applications?status=withdrawn', token: tokens.ana });
    expect(filtered.json).toMatchObject({ count: 0, results: [] });
    expect((await request(t, { path: '/api/v1/me/applications?status=maybe', token: tokens.ana })).status).toBe(400);
    expect((await request(t, { path: '/api/v1/me/applications?page_size=51', token: tokens.ana })).status).toBe(400);
    const ben = await request(t, { path: '/api/v1/me/applications', token: tokens.ben });
    expect(ben.json.results.map((a: { job: { id: number } }) => a.job.id)).toEqual([job.engineer]);
  });

  it('one application: own 200; someone else’s or another tenant’s 404', async () => {
    const [mine] = await applicationsOf(ids.ana!);
    expect((await request(t, { path: `/api/v1/me/applications/${mine!.id}`, token: tokens.ana })).status).toBe(200);
    expect((await request(t, { path: `/api/v1/me/applications/${mine!.id}`, token: tokens.ben })).json).toEqual({
      detail: 'Application not found.',
    });
    // Another tenant's application, made by its own job seeker on its own host.
    const acmeApply = await apply('acmeSeeker', { job_id: String(job.acme) }, [{ name: 'acme.pdf', data: PDF }], { host: ACME });
    expect(acmeApply.status).toBe(201);
    const acmeId = acmeApply.json.id as number;
    expect((await request(t, { path: `/api/v1/me/applications/${acmeId}`, token: tokens.ana })).status).toBe(404);
    expect((await request(t, { path: `/api/v1/me/applications/${acmeId}/withdraw`, body: {}, token: tokens.ana })).status).toBe(404);
    const [acmeRow] = await db.select().from(applications).where(eq(applications.id, acmeId));
    expect(acmeRow).toMatchObject({ status: 'applied', tenantId: await tenantId('acme') });
    expect((await request(t, { path: `/api/v1/me/applications/${mine!.id}`, token: tokens.admin })).status).toBe(403);
    expect((await request(t, { path: `/api/v1/me/applications/${mine!.id}` })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/me/applications/abc', token: tokens.ana })).status).toBe(400);
  });
});

describe('withdraw and decline', () => {
  it('withdraws an open application with history and notification; a second withdraw is a 400', async () => {
    const [app] = (await applicationsOf(ids.ana!)).filter((a) => a.jobId === job.analyst);
    const res = await request(t, {
      path: `/api/v1/me/applications/${app!.id}/withdraw`,
      body: { reason: 'I took another job.' },
      token: tokens.ana,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'withdrawn', status_label: 'withdrawn', can_withdraw: false, can_decline: false });
    expect(res.json.history.map((h: { to_status: string }) => h.to_status)).toEqual(['applied', 'withdrawn']);
    expect(res.json.history[1]).toMatchObject({ from_status: 'applied', reason: 'I took another job.', changed_by: { user_id: ids.ana } });
    const sent = (await notificationsOf(ids.ana!)).filter(
      (n) => n.applicationId === app!.id && n.messageKey === 'application_status_changed',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({ status: 'withdrawn' });
    const again = await request(t, { method: 'POST', path: `/api/v1/me/applications/${app!.id}/withdraw`, token: tokens.ana });
    expect(again.status).toBe(400);
    expect(again.json.non_field_errors[0]).toMatch(/withdrawn/);
    expect((await apply('ana', { job_id: String(job.analyst) })).status).toBe(409);
  });

  it('declines only an offer; staff names and reasons stay hidden from the job seeker', async () => {
    const [app] = await applicationsOf(ids.ben!);
    const early = await request(t, { method: 'POST', path: `/api/v1/me/applications/${app!.id}/decline`, token: tokens.ben });
    expect(early.status).toBe(400);
    expect((await applicationsOf(ids.ben!))[0]!.status).toBe('applied');
    for (const status of ['screening', 'interview', 'offered']) {
      const moved = await request(t, {
        path: `/api/v1/applications/${app!.id}/status`,
        body: { status, reason: 'internal note' },
        token: tokens.admin,
      });
      expect(moved.status).toBe(200);
    }
    const offered = await request(t, { path: `/api/v1/me/applications/${app!.id}`, token: tokens.ben });
    expect(offered.json).toMatchObject({ status: 'offered', can_withdraw: true, can_decline: true });
    for (const h of offered.json.history.slice(1)) expect(h).toMatchObject({ changed_by: null, reason: null });
    const res = await request(t, { method: 'POST', path: `/api/v1/me/applications/${app!.id}/decline`, token: tokens.ben });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'declined', status_label: 'offer declined', can_withdraw: false, can_decline: false });
    const [history] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, app!.id));
    expect(Number(history!.n)).toBe(5);
    expect((await request(t, { method: 'POST', path: `/api/v1/me/applications/${app!.id}/withdraw`, token: tokens.ben })).status).toBe(400);
  });

  it('someone else’s application is 404, staff 403, no token 401', async () => {
    const [app] = await applicationsOf(ids.cat!);
    for (const action of ['withdraw', 'decline']) {
      expect((await request(t, { method: 'POST', path: `/api/v1/me/applications/${app!.id}/${action}`, token: tokens.ana })).status).toBe(
        404,
      );
      expect(
        (await request(t, { method: 'POST', path: `/api/v1/me/applications/${app!.id}/${action}`, token: tokens.recruiter })).status,
      ).toBe(403);
      expect((await request(t, { method: 'POST', path: `/api/v1/me/applications/${app!.id}/${action}` })).status).toBe(401);
      expect(
        (await request(t, { path: `/api/v1/me/applications/${app!.id}/${action}`, body: { reason: 'x'.repeat(501) }, token: tokens.cat }))
          .status,
      ).toBe(400);
    }
    expect((await applicationsOf(ids.cat!))[0]!.status).toBe('applied');
  });
});

describe('score recomputation', () => {
  it('a profile change re-scores the open applications and leaves ended ones as they were', async () => {
    const before = await applicationsOf(ids.ana!);
    const open = before.find((a) => a.jobId === job.engineer)!;
    const ended = before.find((a) => a.jobId === job.analyst)!;
    const res = await request(t, {
      method: 'PUT',
      path: '/api/v1/me/profile',
      body: { skills: ['Linux', 'Networking'], headline: 'Support Engineer' },
      token: tokens.ana,
    });
    expect(res.status).toBe(200);
    const after = await applicationsOf(ids.ana!);
    const openAfter = after.find((a) => a.id === open.id)!;
    expect(openAfter.scoreTotal).toBeGreaterThan(open.scoreTotal);
    expect(openAfter.scoreDetail).toEqual({ matched_skills: ['Linux', 'Networking'], missing_skills: [] });
    expect(after.find((a) => a.id === ended.id)).toEqual(ended);
  });

  it('recomputeScoresForJob re-scores a job’s open applications from its current fields', async () => {
    const demo = await tenantId('demo');
    await db
      .update(jobs)
      .set({ requiredSkills: ['Cobol'] })
      .where(eq(jobs.id, job.engineer!));
    expect(await recomputeScoresForJob(db, demo, job.engineer!)).toBe(1);
    const [ana] = (await applicationsOf(ids.ana!)).filter((a) => a.jobId === job.engineer);
    expect(ana!.scoreDetail).toEqual({ matched_skills: [], missing_skills: ['Cobol'] });
    // Ben's application to it ended (declined): unchanged.
    const [ben] = await applicationsOf(ids.ben!);
    expect(ben!.scoreDetail).toEqual({ matched_skills: ['Linux'], missing_skills: ['Networking'] });
    expect(await recomputeScoresForJob(db, await tenantId('acme'), job.engineer!)).toBe(0);
    expect(await recomputeScoresForSeeker(db, demo, ids.cat!)).toBe(1);
  });
});

describe('saved jobs', () => {
  it('saves an active job (again: no change), lists it, and removes it', async () => {
    const first = await request(t, { method: 'PUT', path: `/api/v1/me/saved-jobs/${job.second}`, token: tokens.cat });
    expect(first.status).toBe(200);
    expect(first.json.job).toMatchObject({ id: job.second, title: 'Report Writer', accepting: true });
    const again = await request(t, { method: 'PUT', path: `/api/v1/me/saved-jobs/${job.second}`, token: tokens.cat });
    expect(again.json.saved_at).toBe(first.json.saved_at);
    await request(t, { method: 'PUT', path: `/api/v1/me/saved-jobs/${job.analyst}`, token: tokens.cat });
    const list = await request(t, { path: '/api/v1/me/saved-jobs', token: tokens.cat });
    expect(list.json).toMatchObject({ count: 2, page: 1, total_pages: 1 });
    expect(list.json.results.map((s: { job: { id: number } }) => s.job.id)).toEqual([job.analyst, job.second]);
    expect((await request(t, { path: '/api/v1/me/saved-jobs', token: tokens.ana })).json.count).toBe(0);
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.second!));
    const closed = await request(t, { path: '/api/v1/me/saved-jobs', token: tokens.cat });
    expect(closed.json.results.find((s: { job: { id: number } }) => s.job.id === job.second).job.accepting).toBe(false);
    expect((await request(t, { method: 'DELETE', path: `/api/v1/me/saved-jobs/${job.second}`, token: tokens.cat })).status).toBe(204);
    expect((await request(t, { method: 'DELETE', path: `/api/v1/me/saved-jobs/${job.second}`, token: tokens.cat })).status).toBe(204);
    expect((await request(t, { path: '/api/v1/me/saved-jobs', token: tokens.cat })).json.count).toBe(1);
  });

  it('only an active job of the tenant can be saved; staff 403; no token 401', async () => {
    for (const id of [job.draft, job.paused, job.acme, 999999]) {
      const res = await request(t, { method: 'PUT', path: `/api/v1/me/saved-jobs/${id}`, token: tokens.cat });
      expect(res.status, String(id)).toBe(404);
    }
    expect((await request(t, { method: 'PUT', path: '/api/v1/me/saved-jobs/abc', token: tokens.cat })).status).toBe(400);
    for (const role of Object.keys(STAFF)) {
      expect((await request(t, { path: '/api/v1/me/saved-jobs', token: tokens[role] })).status, role).toBe(403);
      expect((await request(t, { method: 'PUT', path: `/api/v1/me/saved-jobs/${job.analyst}`, token: tokens[role] })).status, role).toBe(
        403,
      );
      expect((await request(t, { method: 'DELETE', path: `/api/v1/me/saved-jobs/${job.analyst}`, token: tokens[role] })).status, role).toBe(
        403,
      );
    }
    expect((await request(t, { path: '/api/v1/me/saved-jobs' })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/me/saved-jobs', token: tokens.acmeSeeker })).status).toBe(401);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.jobId, job.draft!)));
    expect(Number(row!.n)).toBe(0);
  });
});
