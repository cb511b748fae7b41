// The advanced search over HTTP (issue 15): scope per role (DECISIONS 19) and tenant, each filter, the
// sorts, CSV export, saved searches (own, shared with the team, delete) and their notification.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, notifications, organisations, seekerPartnerLinks, seekerProfiles, users } from '../db/schema.ts';
import { checkSavedSearch } from '../services/saved-searches.ts';
import { ACME, request, signIn, startApp, tenantIdOf, userIdOf, type TestApp } from '../test/helpers.ts';
import { createProfile, createSeeker, insertJobs } from '../test/job-fixtures.ts';
import { STAFF } from '../test/staff-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let demo: number;
let acme: number;
const ids: Record<string, number> = {};
let northJob: number;
let northApp: number;

type Result = {
  user_id: number;
  name: string;
  match_score: number | null;
  application_id: number | null;
  application_status: string | null;
};

async function seeker(tenantId: number, key: string, lastName: string, profile: Partial<typeof seekerProfiles.$inferInsert>) {
  const id = await createSeeker(t.app.database.db, tenantId, `${key}@advsearch.test`);
  await t.app.database.db.update(users).set({ firstName: 'Zephyr', lastName }).where(eq(users.id, id));
  await createProfile(t.app.database.db, tenantId, id, profile);
  ids[key] = id;
  return id;
}

beforeAll(async () => {
  t = await startApp();
  const db = t.app.database.db;
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await signIn(t, email)).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
  demo = await tenantIdOf(db, 'demo');
  acme = await tenantIdOf(db, 'acme');
  const org = async (name: string) =>
    (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)))[0]!.id;
  const north = await org('Northstar Logistics');
  const bridge = await org('Bridgeway Skills Academy');
  ids.bridge = bridge;

  // Linked to Bridgeway (the recruiter's partner): a Houston-area data analyst.
  await seeker(demo, 'linked', 'Linkedone', {
    headline: 'Senior Data Analyst',
    summary: 'Built supply chain dashboards and machine learning pipelines.',
    skills: ['SQL', 'Python', 'Tableau'],
    yearsExperience: 6,
    education: 'master',
    city: 'Katy',
    region: 'TX',
    preferences: { remote: ['remote', 'hybrid'], employment_types: ['full_time'] },
  });
  await db.insert(seekerPartnerLinks).values({ tenantId: demo, userId: ids.linked!, organisationId: bridge, origin: 'joined' });
  // Applied to Northstar's job (the hiring manager's organisation).
  await seeker(demo, 'applicant', 'Applicantone', {
    headline: 'Warehouse Data Coordinator',
    summary: 'Inventory data, forklift certified, supply planning.',
    skills: ['Excel', 'SQL'],
    yearsExperience: 3,
    education: 'bachelor',
    city: 'Atlanta',
    region: 'GA',
    preferences: { remote: ['onsite'], employment_types: ['part_time'] },
  });
  northJob = (
    await insertJobs(db, demo, [
      {
        title: 'Data Analyst',
        company: 'Northstar Logistics',
        organisationId: north,
        requiredSkills: ['SQL', 'Python'],
        education: 'bachelor',
      },
    ])
  )[0]!;
  const [app] = await db
    .insert(applications)
    .values({ tenantId: demo, jobId: northJob!, userId: ids.applicant!, status: 'screening' })
    .returning({ id: applications.id });
  northApp = app!.id;
  // Nobody's: only program staff see them. One hired (not available).
  await seeker(demo, 'loner', 'Lonerone', {
    headline: 'Junior Java Developer',
    summary: 'Java and Spring, some machine learning coursework.',
    skills: ['Java', 'SQL'],
    yearsExperience: 1,
    education: 'associate',
    city: 'Houston',
    region: 'TX',
  });
  await seeker(demo, 'hired', 'Hiredone', {
    headline: 'Data Analyst',
    skills: ['SQL', 'Python'],
    yearsExperience: 10,
    education: 'doctorate',
  });
  const [job2] = await insertJobs(db, demo, [{ title: 'Other', company: 'Northstar Logistics', organisationId: north }]);
  await db.insert(applications).values({ tenantId: demo, jobId: job2!, userId: ids.hired!, status: 'hired' });
  // Another tenant's job seeker with the same words.
  await seeker(acme, 'foreign', 'Foreignone', {
    headline: 'Senior Data Analyst',
    skills: ['SQL', 'Python'],
    yearsExperience: 6,
    city: 'Katy',
    region: 'TX',
  });
}, 180_000);
afterAll(async () => t?.close());

const get = (path: string, who: string) => request(t, { path, token: tokens[who], ...(who === 'acmeAdmin' ? { host: ACME } : {}) });
const keys = (rows: Result[]) =>
  rows
    .map((r) => Object.entries(ids).find(([, id]) => id === r.user_id)?.[0] ?? `?${r.user_id}`)
    .filter((k) => !k.startsWith('?'))
    .sort();

describe('scope (DECISIONS 19)', () => {
  it('program staff see the tenant, a recruiter their partner pool, a hiring manager their applicants; never another tenant', async () => {
    const all = async (who: string) =>
      keys(((await get('/api/v1/advanced-search?page_size=100&skills_any=sql', who)).json.results as Result[]) ?? []);
    expect(await all('admin')).toEqual(['applicant', 'hired', 'linked', 'loner']);
    expect(await all('program_manager')).toEqual(['applicant', 'hired', 'linked', 'loner']);
    expect(await all('recruiter')).toEqual(['linked']);
    expect(await all('recruiter_member')).toEqual(['linked']);
    expect(await all('hiring_manager')).toEqual(['applicant', 'hired']);
    expect(await all('acmeAdmin')).toEqual(['foreign']);
  });

  it('job seekers get 403, nobody 401', async () => {
    expect((await get('/api/v1/advanced-search', 'seeker')).status).toBe(403);
    expect((await request(t, { path: '/api/v1/advanced-search' })).status).toBe(401);
    expect((await get('/api/v1/advanced-search/saved', 'seeker')).status).toBe(403);
  });
});

describe('filters', () => {
  const find = async (query: string) =>
    keys(((await get(`/api/v1/advanced-search?page_size=100&${query}`, 'admin')).json.results as Result[]) ?? []);

  it('keywords: words, "phrases", -exclusions, over profile text', async () => {
    expect(await find('q=machine%20learning')).toEqual(['linked', 'loner']);
    expect(await find('q=%22machine%20learning%20pipelines%22')).toEqual(['linked']);
    expect(await find('q=machine%20learning%20-java')).toEqual(['linked']);
    expect(await find('q=forklift%20or%20spring')).toEqual(['applicant', 'loner']);
    // Only stop words or signs: no text filter at all.
    expect(await find('q=the%20%26%20of&skills_any=sql')).toEqual(await find('skills_any=sql'));
  });

  it('skills all-of and any-of (any case)', async () => {
    expect(await find('skills_all=sql,%20PYTHON')).toEqual(['hired', 'linked']);
    expect(await find('skills_any=java,excel')).toEqual(['applicant', 'loner']);
  });

  it('experience bands, education at least, work preferences, availability, partner', async () => {
    expect(await find('skills_any=sql&experience=0-2')).toEqual(['loner']);
    expect(await find('skills_any=sql&experience=2-5')).toEqual(['applicant']);
    expect(await find('skills_any=sql&experience=5-8')).toEqual(['linked']);
    expect(await find('skills_any=sql&experience=8-60')).toEqual(['hired']);
    expect(await find('skills_any=sql&education=master')).toEqual(['hired', 'linked']);
    expect(await find('skills_any=sql&remote=remote')).toEqual(['linked']);
    expect(await find('skills_any=sql&employment_type=part_time')).toEqual(['applicant']);
    expect(await find('skills_any=sql&available=true')).toEqual(['applicant', 'linked', 'loner']);
    expect(await find(`skills_any=sql&partner=${ids.bridge}`)).toEqual(['linked']);
  });

  it('a city with a radius (the gazetteer), or the city alone', async () => {
    expect(await find('skills_any=sql&city=Houston&region=TX&radius=80')).toEqual(['linked', 'loner']);
    expect(await find('skills_any=sql&city=Houston&region=TX&radius=0')).toEqual(['loner']);
    expect(await find('skills_any=sql&city=Atlanta&region=GA')).toEqual(['applicant']);
  });

  it('application status for a job, match score sort, and the application to compare', async () => {
    const rows = (await get(`/api/v1/advanced-search?skills_any=sql&job_id=${northJob}&sort=match`, 'admin')).json.results as Result[];
    const scores = rows.map((r) => r.match_score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rows.find((r) => r.user_id === ids.applicant)).toMatchObject({ application_id: northApp, application_status: 'screening' });
    expect(await find(`skills_any=sql&job_id=${northJob}&status=screening`)).toEqual(['applicant']);
    // A status or a match sort needs a job; another organisation's job is 404 to an employer.
    expect((await get('/api/v1/advanced-search?status=screening', 'admin')).status).toBe(400);
    expect((await get('/api/v1/advanced-search?sort=match', 'admin')).status).toBe(400);
    expect((await get(`/api/v1/advanced-search?job_id=${northJob}`, 'hiring_manager')).status).toBe(200);
    expect((await get('/api/v1/advanced-search?job_id=2147483647', 'admin')).status).toBe(404);
    expect((await get('/api/v1/advanced-search?experience=9-99', 'admin')).status).toBe(400);
  });

  it('pages', async () => {
    const p1 = await get('/api/v1/advanced-search?skills_any=sql&page_size=2', 'admin');
    const p2 = await get('/api/v1/advanced-search?skills_any=sql&page_size=2&page=2', 'admin');
    expect(p1.json.count).toBeGreaterThanOrEqual(4);
    expect(p1.json.total_pages).toBe(Math.ceil(p1.json.count / 2));
    expect((p2.json.results as Result[])[0]?.user_id).not.toBe((p1.json.results as Result[])[0]?.user_id);
  });
});

describe('count', () => {
  it('counts exactly under 1,000 and says the count is not capped', async () => {
    const res = await get('/api/v1/advanced-search?skills_any=sql', 'admin');
    expect(res.json.count_capped).toBe(false);
    expect(res.json.count).toBe((res.json.results as Result[]).length);
  });

  it('counts the same whatever the sort, and on a page past the last', async () => {
    const search = async (query: string) => (await get(`/api/v1/advanced-search?page_size=100&${query}`, 'admin')).json;
    const recent = await search('skills_any=sql&sort=recent');
    expect(recent.count).toBe((recent.results as Result[]).length);
    const match = await search(`skills_any=sql&job_id=${northJob}&sort=match`);
    expect(match.count).toBe(recent.count);
    expect((match.results as Result[]).map((r) => r.user_id).sort()).toEqual((recent.results as Result[]).map((r) => r.user_id).sort());
    const relevance = await search('q=sql');
    expect(relevance.count).toBe((relevance.results as Result[]).length);
    expect((await search('q=sql&sort=recent')).count).toBe(relevance.count);
    const past = await search('q=sql&page=5');
    expect(past.results).toEqual([]);
    expect(past.count).toBe(relevance.count);
  });
});

describe('CSV export', () => {
  it('exports the search in scope', async () => {
    const res = await get('/api/v1/advanced-search/export?skills_any=sql', 'recruiter');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('user_id,name,email,headline,city,region,years_experience,education,skills,match_score,application_status');
    const exported = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(exported).toContain(ids.linked);
    for (const outside of [ids.applicant, ids.loner, ids.hired, ids.foreign]) expect(exported).not.toContain(outside);
  });
});

describe('saved searches', () => {
  it('saves, lists own and team-shared ones, deletes only own', async () => {
    const save = (who: string, body: object) =>
      request(t, { method: 'POST', path: '/api/v1/advanced-search/saved', token: tokens[who], body });
    const mine = await save('recruiter', { name: 'Analysts', filters: { skills_all: 'sql,python' }, shared: true });
    expect(mine.status).toBe(201);
    expect(mine.json).toMatchObject({ name: 'Analysts', shared: true, notify: false, mine: true, filters: { skills_all: 'sql,python' } });
    const secret = await save('recruiter', { name: 'Private', filters: {} });
    expect((await save('recruiter', { name: 'Bad', filters: { colour: 'red' } })).status).toBe(400);
    expect((await save('recruiter', { name: '  ', filters: {} })).status).toBe(400);
    const list = async (who: string) =>
      ((await get('/api/v1/advanced-search/saved', who)).json.results as { id: number; name: string }[]).map((s) => s.name);
    expect(await list('recruiter')).toEqual(['Private', 'Analysts']);
    // The team (same organisation) sees the shared one only; another organisation and program staff nothing.
    expect(await list('recruiter_member')).toEqual(['Analysts']);
    expect(await list('hiring_manager')).toEqual([]);
    expect(await list('admin')).toEqual([]);
    const del = (who: string, id: number) =>
      request(t, { method: 'DELETE', path: `/api/v1/advanced-search/saved/${id}`, token: tokens[who] });
    expect((await del('recruiter_member', mine.json.id)).status).toBe(404);
    expect((await del('recruiter', secret.json.id)).status).toBe(204);
    expect(await list('recruiter')).toEqual(['Analysts']);
  });

  it('notifies its owner once of each new person who matches, within their scope', async () => {
    const db = t.app.database.db;
    const created = await request(t, {
      method: 'POST',
      path: '/api/v1/advanced-search/saved',
      token: tokens.recruiter,
      body: { name: 'Rust people', filters: { skills_any: 'rust' }, notify: true },
    });
    expect(created.status).toBe(201);
    const searchId = created.json.id as number;
    const recruiterId = await userIdOf(db, demo, STAFF.recruiter);
    // A matching job seeker outside the recruiter's pool is not announced; one linked to Bridgeway is.
    await seeker(demo, 'rustOutside', 'Rustoutside', { headline: 'Rust engineer', skills: ['Rust'] });
    await seeker(demo, 'rustLinked', 'Rustlinked', { headline: 'Rust engineer', skills: ['Rust'] });
    await db.insert(seekerPartnerLinks).values({ tenantId: demo, userId: ids.rustLinked!, organisationId: ids.bridge!, origin: 'invited' });
    expect(await checkSavedSearch(db, t.app.jobs, demo, searchId, true)).toBe(1);
    const mine = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, recruiterId), eq(notifications.messageKey, 'saved_search_matches')));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ modelType: 'saved_search', params: { name: 'Rust people', count: 1 } });
    // Announced once; a look too soon after the last does nothing.
    await db.update(seekerProfiles).set({ summary: 'Still Rust' }).where(eq(seekerProfiles.userId, ids.rustLinked!));
    expect(await checkSavedSearch(db, t.app.jobs, demo, searchId, true)).toBe(0);
    expect(await checkSavedSearch(db, t.app.jobs, demo, searchId)).toBeNull();
    // The notification reads in the owner's list.
    const bell = await get('/api/v1/notifications/all', 'recruiter');
    expect(JSON.stringify(bell.json)).toContain('Rust people');
  });
});

describe('partner links kept in step', () => {
  it('a link ended or opened changes the partner pool and the partner filter at once', async () => {
    const db = t.app.database.db;
    const pool = async () =>
      keys(((await get('/api/v1/advanced-search?page_size=100&skills_any=sql', 'recruiter')).json.results as Result[]) ?? []);
    const byPartner = async () =>
      keys(
        ((await get(`/api/v1/advanced-search?page_size=100&skills_any=sql&partner=${ids.bridge}`, 'admin')).json.results as Result[]) ?? [],
      );
    await db.update(seekerPartnerLinks).set({ endedAt: new Date() }).where(eq(seekerPartnerLinks.userId, ids.linked!));
    expect(await pool()).toEqual([]);
    expect(await byPartner()).toEqual([]);
    await db.insert(seekerPartnerLinks).values({ tenantId: demo, userId: ids.loner!, organisationId: ids.bridge!, origin: 'invited' });
    expect(await pool()).toEqual(['loner']);
    expect(await byPartner()).toEqual(['loner']);
  });
});
