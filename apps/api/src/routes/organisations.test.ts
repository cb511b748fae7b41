// Organisations over HTTP (issue 11 §1): who reads which organisations, the staff jobs list filtered by
// employer organisation, and jobs written by an employer's staff staying on their employer.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, organisations } from '../db/schema.ts';
import { ACME, request, signIn, startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';
import { jobBody } from '../test/job-fixtures.ts';
import { DEMO_ACCOUNTS } from '../test/walk-principals.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let demo: number;
const orgId: Record<string, number> = {};

beforeAll(async () => {
  t = await startApp();
  demo = await tenantIdOf(t.app.database.db, 'demo');
  for (const [who, email] of Object.entries(DEMO_ACCOUNTS)) tokens[who] = (await signIn(t, email)).access;
  tokens.acme = (await signIn(t, 'admin@acme.test', ACME)).access;
  for (const o of await t.app.database.db.select().from(organisations).where(eq(organisations.tenantId, demo))) orgId[o.name] = o.id;
}, 120_000);
afterAll(async () => t?.close());

type Org = { id: number; name: string; kind: string; status: string };
const names = (res: { json: { results: Org[] } }) => res.json.results.map((o) => o.name);

describe('GET /api/v1/organisations (listOrganisations)', () => {
  it.each(['admin', 'auditor', 'concierge', 'programs'])(
    'program staff (%s) read every organisation of the tenant, by name',
    async (who) => {
      const res = await request(t, { path: '/api/v1/organisations', token: tokens[who] });
      expect(res.status, res.text).toBe(200);
      const list = names(res);
      expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      for (const name of [
        'Northstar Logistics',
        'Ledgerline Finance',
        'Bridgeway Skills Academy',
        'Open Doors Network',
        'Keystone Cares Foundation',
        'Sunrise Staffing',
        'Quickfix Placements',
      ])
        expect(list).toContain(name);
      expect(res.json.count).toBe(Object.keys(orgId).length);
    },
  );

  it.each([
    ['manager', 'Northstar Logistics'],
    ['member', 'Northstar Logistics'],
    ['manager2', 'Ledgerline Finance'],
    ['recruiter', 'Bridgeway Skills Academy'],
    ['recruiterMember', 'Bridgeway Skills Academy'],
    ['recruiter2', 'Open Doors Network'],
  ])('%s reads only their own organisation', async (who, own) => {
    const res = await request(t, { path: '/api/v1/organisations?page_size=100', token: tokens[who] });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([own]);
    const other = await request(t, { path: '/api/v1/organisations?q=Keystone', token: tokens[who] });
    expect(other.json.count).toBe(0);
  });

  it('narrows by kind, status and words of the name', async () => {
    const partners = await request(t, { path: '/api/v1/organisations?kind=skilling_partner', token: tokens.admin });
    expect(names(partners)).toEqual(['Bridgeway Skills Academy']);
    const pending = await request(t, { path: '/api/v1/organisations?status=pending', token: tokens.concierge });
    expect(partners.json.results[0]).toMatchObject({ kind: 'skilling_partner', status: 'approved' });
    expect(names(pending)).toEqual(['Sunrise Staffing']);
    const rejected = await request(t, { path: '/api/v1/organisations?status=rejected&kind=employer', token: tokens.programs });
    expect(names(rejected)).toEqual(['Quickfix Placements']);
    const words = await request(t, { path: '/api/v1/organisations?q=north+LOGISTICS', token: tokens.admin });
    expect(names(words)).toEqual(['Northstar Logistics']);
    const paged = await request(t, { path: '/api/v1/organisations?page=2&page_size=2', token: tokens.admin });
    expect(paged.json).toMatchObject({ page: 2, page_size: 2, count: Object.keys(orgId).length });
    expect(paged.json.results).toHaveLength(2);
  });

  it("refuses job seekers (403), no token (401), another tenant's token (401) and bad values (400)", async () => {
    expect((await request(t, { path: '/api/v1/organisations', token: tokens.seeker })).status).toBe(403);
    expect((await request(t, { path: '/api/v1/organisations' })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/organisations', token: tokens.acme })).status).toBe(401);
    for (const q of ['kind=school', 'status=closed', 'page=0', 'page_size=101']) {
      const res = await request(t, { path: `/api/v1/organisations?${q}`, token: tokens.admin });
      expect(res.status, q).toBe(400);
    }
  });

  it('keeps tenants apart', async () => {
    const acme = await request(t, { path: '/api/v1/organisations', host: ACME, token: tokens.acme });
    expect(acme.status).toBe(200);
    expect(names(acme)).not.toContain('Northstar Logistics');
    expect(names(acme)).toContain('Acme Manufacturing');
  });
});

describe('GET /api/v1/jobs?organisation= (the organisation filter)', () => {
  it('keeps one employer’s jobs, with counts per status of that employer', async () => {
    const northstar = orgId['Northstar Logistics']!;
    const res = await request(t, { path: `/api/v1/jobs?organisation=${northstar}&page_size=100`, token: tokens.programs });
    expect(res.status, res.text).toBe(200);
    const stored = await t.app.database.db
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.tenantId, demo), eq(jobs.organisationId, northstar)));
    expect(stored.length).toBeGreaterThan(0);
    expect(res.json.results.map((j: { id: number }) => j.id).sort()).toEqual(stored.map((j) => j.id).sort());
    expect(
      res.json.results.every(
        (j: { company: string; organisation_id: number }) => j.company === 'Northstar Logistics' && j.organisation_id === northstar,
      ),
    ).toBe(true);
    expect(res.json.counts.all).toBe(stored.length);
    expect(res.json.counts.active).toBe(stored.filter((j) => j.status === 'active').length);
    const active = await request(t, { path: `/api/v1/jobs?organisation=${northstar}&status=active`, token: tokens.programs });
    expect(active.json.count).toBe(stored.filter((j) => j.status === 'active').length);
  });

  it('finds nothing for another tenant’s organisation or an unknown id, and refuses a bad id', async () => {
    const acmeOrg = (await request(t, { path: '/api/v1/organisations', host: ACME, token: tokens.acme })).json.results[0].id;
    const other = await request(t, { path: `/api/v1/jobs?organisation=${acmeOrg}`, token: tokens.admin });
    expect(other.status).toBe(200);
    expect(other.json.count).toBe(0);
    expect(other.json.counts.all).toBe(0);
    expect((await request(t, { path: '/api/v1/jobs?organisation=2147483647', token: tokens.admin })).json.count).toBe(0);
    for (const bad of ['0', 'abc', '-1'])
      expect((await request(t, { path: `/api/v1/jobs?organisation=${bad}`, token: tokens.admin })).status, bad).toBe(400);
  });
});

describe('jobs belong to an employer organisation', () => {
  it("an employer's staff post and edit for their own employer, whatever company they send", async () => {
    const res = await request(t, {
      path: '/api/v1/jobs',
      token: tokens.manager2,
      body: jobBody({ title: 'Ledger Clerk', company: 'Someone Else Inc' }),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.company).toBe('Ledgerline Finance');
    const listed = await request(t, {
      path: `/api/v1/jobs?organisation=${orgId['Ledgerline Finance']}&q=ledger+clerk`,
      token: tokens.admin,
    });
    expect(listed.json.results.map((j: { id: number }) => j.id)).toEqual([res.json.id]);
    const edited = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${res.json.id}`,
      token: tokens.manager2,
      body: jobBody({ title: 'Ledger Clerk II', company: 'Moved Away LLC' }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.company).toBe('Ledgerline Finance');
    const moved = await t.app.database.db.select().from(organisations).where(eq(organisations.name, 'Moved Away LLC'));
    expect(moved).toEqual([]);
  });

  it('program staff name the company: an existing employer of that name, or a new approved one', async () => {
    const same = await request(t, {
      path: '/api/v1/jobs',
      token: tokens.admin,
      body: jobBody({ title: 'Dock Lead', company: 'northstar logistics' }),
    });
    expect(same.status, same.text).toBe(201);
    expect(same.json.company).toBe('Northstar Logistics');
    const fresh = await request(t, {
      path: '/api/v1/jobs',
      token: tokens.admin,
      body: jobBody({ title: 'Barista', company: 'Kindly Coffee' }),
    });
    expect(fresh.json.company).toBe('Kindly Coffee');
    const [org] = await t.app.database.db
      .select()
      .from(organisations)
      .where(and(eq(organisations.tenantId, demo), eq(organisations.name, 'Kindly Coffee')));
    expect(org).toMatchObject({ kind: 'employer', status: 'approved' });
  });
});
