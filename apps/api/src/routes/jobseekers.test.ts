// Job seekers as staff see them, over HTTP: roles, tenants, search by text and skills, one job seeker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../services/simple-pdf.ts';
import { applications, jobs } from '../db/schema.ts';
import { DEFAULT_WEIGHTS } from '../services/match-score.ts';
import { ACME, request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { multipartBody } from '../test/upload-body.ts';
import { EVERYONE, STAFF, buildFixture, type Fixture, type Who } from '../test/staff-fixtures.ts';

let t: TestApp;
let fx: Fixture;
const tokens: Record<string, string> = {};
const VIEWERS: Who[] = ['admin', 'recruiter', 'recruiter_member', 'concierge', 'program_manager'];

beforeAll(async () => {
  t = await startApp();
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await signIn(t, email)).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
  fx = await buildFixture(t);
}, 60_000);
afterAll(async () => t?.close());

const get = (path: string, who?: string, host?: string) =>
  request(t, { path, ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });
type Row = { user_id: number; name: string; email: string; applications_count: number };

describe('who may see job seekers', () => {
  it('admin and roles 2, 5, 6, 7; others 403; no token or an acme token 401', async () => {
    for (const path of ['/api/v1/jobseekers', `/api/v1/jobseekers/${fx.seekerId}`]) {
      for (const who of EVERYONE) expect((await get(path, who)).status, `${path} as ${who}`).toBe(VIEWERS.includes(who) ? 200 : 403);
      expect((await get(path)).status).toBe(401);
      expect((await get(path, 'acmeAdmin')).status).toBe(401);
    }
  });
});

describe('GET /api/v1/jobseekers', () => {
  it("lists this tenant's job seekers only, by name, with their application counts", async () => {
    const res = await get('/api/v1/jobseekers?page_size=100', 'recruiter');
    expect(res.status).toBe(200);
    const rows = res.json.results as Row[];
    expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining(['seeker@demo.test', 'strong@example.com', 'weak@example.com']));
    expect(rows.map((r) => r.email)).not.toContain('seeker@acme.test');
    expect(rows.map((r) => r.email)).not.toContain('admin@demo.test');
    const names = rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.find((r) => r.email === 'strong@example.com')).toMatchObject({
      name: 'Stella Strong',
      applications_count: 2,
      headline: 'Senior Data Analyst',
      years_experience: 7,
    });
  });

  it('finds by text and by skills (every skill, any case)', async () => {
    const byText = await get('/api/v1/jobseekers?q=senior%20data', 'concierge');
    expect((byText.json.results as Row[]).map((r) => r.email)).toEqual(['strong@example.com']);
    const bySkills = await get('/api/v1/jobseekers?skills=sql,%20PYTHON', 'program_manager');
    const emails = (bySkills.json.results as Row[]).map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining(['strong@example.com', 'seeker@demo.test']));
    expect(emails).not.toContain('formula@example.com');
    const both = await get('/api/v1/jobseekers?skills=tableau&q=stella', 'admin');
    expect(both.json.count).toBe(1);
    const none = await get('/api/v1/jobseekers?skills=cobol-9000', 'admin');
    expect(none.json).toMatchObject({ results: [], count: 0, total_pages: 0 });
  });

  it('finds by the words of the résumé on the profile, uploaded through the API', async () => {
    const register = await request(t, {
      path: '/api/v1/register',
      multipart: {
        email: 'kotlin.dev@example.com',
        password: 'Correct-Horse-42',
        first_name: 'Kim',
        last_name: 'Quiet',
        user_type: 'candidate',
      },
    });
    expect(register.status).toBe(201);
    const token = register.json.data.access_token as string;
    // Nothing about Kotlin in the name, email or headline: only in the résumé's text.
    expect((await request(t, { method: 'PUT', path: '/api/v1/me/profile', token, body: { headline: 'Developer' } })).status).toBe(200);
    expect((await get('/api/v1/jobseekers?q=kotlin%20multiplatform', 'admin')).json.count).toBe(0);
    const mp = multipartBody({}, [{ name: 'kim.pdf', data: simplePdf(['Kim Quiet', 'Built Kotlin Multiplatform apps for five years']) }]);
    expect((await request(t, { path: '/api/v1/me/resume', raw: { body: mp.body, contentType: mp.contentType }, token })).status).toBe(201);
    const found = await get('/api/v1/jobseekers?q=kotlin%20multiplatform', 'admin');
    expect((found.json.results as Row[]).map((r) => r.email)).toEqual(['kotlin.dev@example.com']);
    // A résumé no longer on the profile is not searched.
    expect((await request(t, { method: 'DELETE', path: '/api/v1/me/resume', token })).status).toBe(204);
    expect((await get('/api/v1/jobseekers?q=kotlin%20multiplatform', 'admin')).json.count).toBe(0);
    // LIKE wildcards in q are text, not wildcards.
    expect((await get('/api/v1/jobseekers?q=%25%25', 'recruiter')).json.count).toBe(0);
  });

  it('pages', async () => {
    const p1 = await get('/api/v1/jobseekers?page_size=2', 'admin');
    const p2 = await get('/api/v1/jobseekers?page_size=2&page=2', 'admin');
    expect(p1.json.results).toHaveLength(2);
    expect(p1.json.total_pages).toBe(Math.ceil(p1.json.count / 2));
    expect((p2.json.results as Row[])[0]?.user_id).not.toBe((p1.json.results as Row[])[0]?.user_id);
    expect((await get('/api/v1/jobseekers?page=0', 'admin')).status).toBe(400);
  });
});

describe('GET /api/v1/jobseekers/{id}', () => {
  it('gives the profile, the profile résumé and their applications here, newest first', async () => {
    const res = await get(`/api/v1/jobseekers/${fx.others[0]}`, 'recruiter_member');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      user_id: fx.others[0],
      name: 'Stella Strong',
      email: 'strong@example.com',
      profile: { headline: 'Senior Data Analyst', education: 'master', skills: ['SQL', 'Python', 'Excel', 'Tableau'], years_experience: 7 },
      resume: { file_name: 'stella-cv.pdf', file_path: fx.profileResumePath, content_type: 'application/pdf' },
    });
    expect(res.json.applications.map((a: { id: number }) => a.id)).toEqual([fx.app.strongB, fx.app.strongA]);
    expect(res.json.applications[0]).toMatchObject({ status: 'hired', job: { id: fx.jobB, title: 'Support Engineer' } });
  });

  it('carries the newest 20 applications and their count; listJobSeekerApplications pages through all', async () => {
    const db = t.app.database.db;
    const many = await db
      .insert(jobs)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          tenantId: fx.tenantId,
          title: `Many ${String(i).padStart(2, '0')}`,
          company: 'Many Co',
          weights: DEFAULT_WEIGHTS,
          status: 'active' as const,
        })),
      )
      .returning({ id: jobs.id });
    const person = fx.others[2]!;
    await db
      .insert(applications)
      .values(many.map((j, i) => ({ tenantId: fx.tenantId, jobId: j.id, userId: person, createdAt: new Date(Date.UTC(2025, 1, 1 + i)) })));
    const res = await get(`/api/v1/jobseekers/${person}`, 'admin');
    const total = res.json.applications_count as number;
    expect(total).toBeGreaterThanOrEqual(24);
    expect(res.json.applications).toHaveLength(20);
    const all: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page += 1) {
      const list = await get(`/api/v1/jobseekers/${person}/applications?page=${page}&page_size=10`, 'admin');
      expect(list.json).toMatchObject({ count: total, page, page_size: 10 });
      all.push(...list.json.results.map((a: { id: number }) => a.id));
    }
    expect(new Set(all).size).toBe(total);
    expect(all.slice(0, 20)).toEqual(res.json.applications.map((a: { id: number }) => a.id));
    expect((await get(`/api/v1/jobseekers/${fx.acme.seekerId}/applications`, 'admin')).status).toBe(404);
  });

  it("is 404 for a staff account, an unknown id or another tenant's job seeker", async () => {
    const staff = await request(t, { path: '/api/v1/user/session', token: tokens.admin });
    expect((await get(`/api/v1/jobseekers/${staff.json.user_id}`, 'admin')).status).toBe(404);
    expect((await get('/api/v1/jobseekers/999999', 'admin')).status).toBe(404);
    expect((await get(`/api/v1/jobseekers/${fx.acme.seekerId}`, 'admin')).status).toBe(404);
  });
});
