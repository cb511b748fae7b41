// Plain-language job ads over HTTP (issue 17 §2): the job form's report (who may ask, what it finds, in
// which language), the "Clear job ad" mark set on every job write, and the public search's filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions.ts';
import { ACME, request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { jobBody } from '../test/job-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const PRINCIPALS: Record<string, { email: string; role: string; host?: string }> = {
  admin: { email: 'admin@demo.test', role: 'admin' },
  auditor: { email: 'auditor@demo.test', role: 'auditor' },
  concierge: { email: 'concierge@demo.test', role: 'concierge_member' },
  programs: { email: 'programs@demo.test', role: 'program_manager' },
  manager: { email: 'manager@demo.test', role: 'hiring_manager' },
  member: { email: 'member@demo.test', role: 'hiring_member' },
  recruiter: { email: 'recruiter@demo.test', role: 'recruiter' },
  recruiterMember: { email: 'recruiter.member@demo.test', role: 'recruiter_member' },
  seeker: { email: 'seeker@demo.test', role: 'job_seeker' },
  acmeAdmin: { email: 'admin@acme.test', role: 'admin', host: ACME },
};

const CLEAR = {
  title: 'Customer support writer',
  description:
    '<p>You answer emails from customers. You work with a small team.</p><p>The interview is one short video call. You get the questions a day before.</p>',
  required_skills: ['Writing', 'Email'],
  salary_min: 40000,
  salary_max: 48000,
};

const assess = (body: unknown, who = 'manager') =>
  request(t, {
    method: 'POST',
    path: '/api/v1/jobs/readability',
    body,
    token: tokens[who],
    ...(PRINCIPALS[who]?.host ? { host: PRINCIPALS[who].host } : {}),
  });

beforeAll(async () => {
  t = await startApp();
  for (const [who, p] of Object.entries(PRINCIPALS)) tokens[who] = (await signIn(t, p.email, p.host)).access;
}, 180_000);
afterAll(async () => t?.close());

describe('assessJobAd', () => {
  it('passes a clear ad, and points at each problem of an unclear one with a fix', async () => {
    const clear = await assess(CLEAR);
    expect(clear.status).toBe(200);
    expect(clear.json).toMatchObject({ language: 'en', clear: true, findings: [], sentences: 4 });
    expect(clear.json.score).toBeGreaterThanOrEqual(60);

    const unclear = await assess({
      ...CLEAR,
      title: 'Rockstar support ninja',
      description: '<p>We need a self-starter to leverage our synergy in a fast-paced team.</p>',
      required_skills: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      salary_min: null,
      salary_max: null,
    });
    expect(unclear.json.clear).toBe(false);
    const codes = new Set((unclear.json.findings as { code: string }[]).map((f) => f.code));
    expect([...codes].sort()).toEqual(['jargon', 'no_interview_process', 'no_pay', 'too_many_requirements', 'vague']);
    expect(unclear.json.findings).toContainEqual({
      code: 'jargon',
      sentence: 'We need a self-starter to leverage our synergy in a fast-paced team.',
      term: 'synergy',
      plain: 'working together',
    });
  });

  it('scores the text in its own language (detected, or as asked)', async () => {
    const fr = await assess({
      ...CLEAR,
      title: 'Rédacteur du service client',
      description: '<p>Vous répondez aux clients. Le travail se fait en équipe.</p><p>L’entretien dure trente minutes.</p>',
    });
    expect(fr.json).toMatchObject({ language: 'fr', clear: true });
    const es = await assess({
      ...CLEAR,
      title: 'Redactor de atención al cliente',
      description: '<p>Usted responde a los clientes. Trabaja en un equipo pequeño. La entrevista es corta.</p>',
    });
    expect(es.json).toMatchObject({ language: 'esp', clear: true });
    const asked = await assess({ ...CLEAR, language: 'fr' });
    expect(asked.json.language).toBe('fr');
  });

  it('refuses bad input with 400 in the field shape, never 5xx', async () => {
    const long = await assess({ ...CLEAR, description: 'x'.repeat(50_001) });
    expect(long.status).toBe(400);
    expect(long.json.description).toBeDefined();
    expect((await assess({ ...CLEAR, language: 'de' })).status).toBe(400);
    expect((await assess({ ...CLEAR, extra: 1 })).status).toBe(400);
    expect((await assess({ title: 'x' })).status).toBe(400);
  });

  it('the walk: the roles that write jobs get a report, the others 403, nobody 401 — 0 leaks', async () => {
    const leaks: string[] = [];
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      const res = await assess(CLEAR, who);
      const expected = p.role !== 'job_seeker' && (PERMISSIONS['jobs.write'] as readonly string[]).includes(p.role) ? 200 : 403;
      if (res.status !== expected) leaks.push(`${who}: ${res.status}, expected ${expected}`);
    }
    const none = await request(t, { method: 'POST', path: '/api/v1/jobs/readability', body: CLEAR });
    if (none.status !== 401) leaks.push(`nobody: ${none.status}`);
    const foreign = await request(t, { method: 'POST', path: '/api/v1/jobs/readability', body: CLEAR, token: tokens.acmeAdmin });
    if (foreign.status !== 401) leaks.push(`acme token on demo: ${foreign.status}`);
    expect(leaks).toEqual([]);
  });
});

describe('the "Clear job ad" mark and the search filter', () => {
  it('is set when a job is saved with a clear ad, shown publicly, found by the filter, and lost when the ad stops being clear', async () => {
    const stamp = Date.now();
    const body = (title: string, description: string) =>
      jobBody({
        title,
        description,
        company: 'Northstar Logistics',
        status: 'active',
        required_skills: ['Writing', 'Email'],
        nice_skills: [],
      });
    const post = (b: unknown) => request(t, { method: 'POST', path: '/api/v1/jobs', body: b, token: tokens.admin });
    const clear = await post(body(`Plainly ${stamp}`, CLEAR.description));
    expect(clear.status).toBe(201);
    const unclear = await post(body(`Rockstar ${stamp}`, '<p>A fast-paced role for a self-starter.</p>'));
    expect(unclear.status).toBe(201);

    expect((await request(t, { path: `/api/v1/search/jobs/${clear.json.id}` })).json.clear_ad).toBe(true);
    expect((await request(t, { path: `/api/v1/search/jobs/${unclear.json.id}` })).json.clear_ad).toBe(false);

    const ids = async (query: string) =>
      ((await request(t, { path: `/api/v1/search/jobs?page_size=50&${query}` })).json.results as { id: number; clear_ad: boolean }[]).map(
        (r) => [r.id, r.clear_ad] as const,
      );
    const filtered = await ids(`clear=true&q=${stamp}`);
    expect(filtered).toEqual([[clear.json.id, true]]);
    expect(await ids(`q=${stamp}`)).toEqual(
      expect.arrayContaining([
        [clear.json.id, true],
        [unclear.json.id, false],
      ]),
    );
    expect((await ids('clear=true')).every(([, mark]) => mark)).toBe(true);

    const edited = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${clear.json.id}`,
      body: { ...body(`Plainly ${stamp}`, `${CLEAR.description}<p>We are a rockstar team.</p>`), status: undefined },
      token: tokens.admin,
    });
    expect(edited.status).toBe(200);
    expect(await ids(`clear=true&q=${stamp}`)).toEqual([]);
  });
});
