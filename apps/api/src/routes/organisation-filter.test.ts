// The organisation filter of program staff (DECISIONS 19–20: "program staff see the whole tenant with an
// organisation filter") on the staff lists of applications and job seekers: `organisation` keeps what
// belongs to that organisation (applications to its jobs or of job seekers linked to it; job seekers
// linked to it or who applied to its jobs). For organisation staff it only narrows their own scope.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, organisations, seekerPartnerLinks, users } from '../db/schema.ts';
import { request, signIn, startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';
import { insertJobs } from '../test/job-fixtures.ts';

let t: TestApp;
let db: Db;
const org: Record<'north' | 'ledger' | 'bridge', number> = { north: 0, ledger: 0, bridge: 0 };
const seeker = { toNorth: 0, linkedToBridge: 0 };
const app = { toNorth: 0, linkedToBridge: 0 };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  const demo = await tenantIdOf(db, 'demo');
  const idOf = async (name: string) =>
    (
      await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.tenantId, demo), eq(organisations.name, name)))
    )[0]!.id;
  org.north = await idOf('Northstar Logistics');
  org.ledger = await idOf('Ledgerline Finance');
  org.bridge = await idOf('Bridgeway Skills Academy');
  const base = { city: 'Atlanta', region: 'GA', country: 'US', descriptionText: 'A job.' };
  const [north, ledger] = (await insertJobs(db, demo, [
    { ...base, title: 'Sieve North', company: 'Northstar Logistics' },
    { ...base, title: 'Sieve Ledger', company: 'Ledgerline Finance' },
  ])) as [number, number];
  const newSeeker = async (email: string) =>
    (
      await db
        .insert(users)
        .values({ tenantId: demo, email, firstName: 'Sieve', lastName: email.split('@')[0]!, isUser: true, emailVerified: true })
        .returning({ id: users.id })
    )[0]!.id;
  seeker.toNorth = await newSeeker('sieve.north@example.com');
  seeker.linkedToBridge = await newSeeker('sieve.bridge@example.com');
  await db
    .insert(seekerPartnerLinks)
    .values({ tenantId: demo, userId: seeker.linkedToBridge, organisationId: org.bridge, origin: 'invited' });
  const apply = async (jobId: number, userId: number) =>
    (await db.insert(applications).values({ tenantId: demo, jobId, userId }).returning({ id: applications.id }))[0]!.id;
  app.toNorth = await apply(north, seeker.toNorth);
  app.linkedToBridge = await apply(ledger, seeker.linkedToBridge);
  for (const [who, email] of [
    ['admin', 'admin@demo.test'],
    ['programs', 'programs@demo.test'],
    ['recruiter', 'recruiter@demo.test'],
  ] as const)
    tokens[who] = (await signIn(t, email)).access;
}, 120_000);
afterAll(async () => t?.close());

async function applicationIds(who: string, organisation?: number | string): Promise<number[]> {
  const extra = organisation === undefined ? '' : `&organisation=${organisation}`;
  // Newest first, so the test's applications are on the first page (no text search: slow on PGlite).
  const res = await request(t, { path: `/api/v1/applications?page_size=100${extra}`, token: tokens[who]! });
  expect(res.status).toBe(200);
  const mine = new Set(Object.values(app));
  return (res.json.results as { id: number }[])
    .map((r) => r.id)
    .filter((id) => mine.has(id))
    .sort((a, b) => a - b);
}

async function seekerIds(who: string, organisation?: number): Promise<number[]> {
  const extra = organisation === undefined ? '' : `&organisation=${organisation}`;
  const res = await request(t, { path: `/api/v1/jobseekers?q=sieve&page_size=100${extra}`, token: tokens[who]! });
  expect(res.status).toBe(200);
  return (res.json.results as { user_id: number }[]).map((r) => r.user_id).sort((a, b) => a - b);
}

describe('the organisation filter of the staff lists', () => {
  it('applications: an employer keeps the applications to its jobs, a partner those of its linked job seekers', async () => {
    for (const who of ['admin', 'programs']) {
      expect(await applicationIds(who)).toEqual([app.toNorth, app.linkedToBridge].sort((a, b) => a - b));
      expect(await applicationIds(who, org.north)).toEqual([app.toNorth]);
      expect(await applicationIds(who, org.bridge)).toEqual([app.linkedToBridge]);
      // The Ledgerline job's applicant came through Bridgeway: the application belongs to both.
      expect(await applicationIds(who, org.ledger)).toEqual([app.linkedToBridge]);
      expect(await applicationIds(who, 2147483647)).toEqual([]);
    }
  }, 120_000);

  it('the status counts follow the filter', async () => {
    const all = await request(t, { path: '/api/v1/applications?page_size=1', token: tokens.admin! });
    const north = await request(t, { path: `/api/v1/applications?page_size=1&organisation=${org.north}`, token: tokens.admin! });
    expect(north.json.counts.all).toBe(north.json.count);
    expect(north.json.counts.all).toBeGreaterThanOrEqual(1);
    expect(north.json.counts.all).toBeLessThan(all.json.counts.all);
  });

  it('job seekers: those linked to a partner, those who applied to an employer', async () => {
    for (const who of ['admin', 'programs']) {
      expect(await seekerIds(who, org.north)).toEqual([seeker.toNorth]);
      expect(await seekerIds(who, org.bridge)).toEqual([seeker.linkedToBridge]);
      expect(await seekerIds(who, 2147483647)).toEqual([]);
    }
  }, 120_000);

  it('for organisation staff the filter only narrows their scope', async () => {
    // Bridgeway's recruiter sees their linked job seeker's application; naming Northstar shows nothing more.
    expect(await applicationIds('recruiter')).toEqual([app.linkedToBridge]);
    expect(await applicationIds('recruiter', org.north)).toEqual([]);
    expect(await seekerIds('recruiter', org.north)).toEqual([]);
  }, 120_000);

  it('a value that is not an id is a 400 in the field-errors shape', async () => {
    const res = await request(t, { path: '/api/v1/applications?organisation=abc', token: tokens.admin! });
    expect(res.status).toBe(400);
    expect(res.json.organisation ?? res.json.non_field_errors ?? res.json.detail).toBeDefined();
  });
});
