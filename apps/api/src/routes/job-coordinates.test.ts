// A job typed with a city and no map position is found by the 80-mile radius search (issue 9 §8): the
// gazetteer gives it coordinates when it is written, and jobs stored before get them at start-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { backfillJobCoordinates } from '../services/job-coordinates.ts';
import { createStaff, createTenant, insertJobs, jobBody } from '../test/job-fixtures.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { eq } from 'drizzle-orm';

const HOST = 'geo.localhost';
let t: TestApp;
let tenantId = 0;
let token = '';

const search = async (query: string) => {
  const res = await request(t, { method: 'GET', path: `/api/v1/search/jobs${query}`, host: HOST });
  expect(res.status).toBe(200);
  return (res.json as { results: { title: string }[] }).results.map((r) => r.title).sort();
};

beforeAll(async () => {
  t = await startApp();
  tenantId = await createTenant(t.app.database.db, 'geotest', HOST);
  // The tenant's admin (program staff) posts the jobs: a hiring manager would need an employer organisation.
  await createStaff(t.app.database.db, tenantId, 'admin@geo.test');
  token = (await signIn(t, 'admin@geo.test', HOST)).access;
});
afterAll(() => t.close());

describe('job coordinates from the gazetteer', () => {
  it('a job posted as "Houston", "TX", "USA" without coordinates is found by the Houston radius search', async () => {
    const res = await request(t, {
      method: 'POST',
      path: '/api/v1/jobs',
      host: HOST,
      token,
      body: jobBody({
        title: 'Warehouse Lead',
        location: { city: 'Houston', region: 'TX', country: 'USA', latitude: null, longitude: null },
        status: 'active',
      }),
    });
    expect(res.status).toBe(201);
    const stored = await t.app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, (res.json as { id: number }).id));
    expect(stored[0]?.latitude).toBeCloseTo(29.76, 1);
    expect(await search('?location=houston')).toEqual(['Warehouse Lead']);
    expect(await search('?location=atlanta')).toEqual([]);
  });

  it('coordinates typed by staff are kept as they are', async () => {
    const res = await request(t, {
      method: 'POST',
      path: '/api/v1/jobs',
      host: HOST,
      token,
      body: jobBody({
        title: 'Field Surveyor',
        location: { city: 'Houston', region: 'TX', country: 'USA', latitude: 30.1, longitude: -95.1 },
      }),
    });
    expect(res.status).toBe(201);
    const stored = await t.app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, (res.json as { id: number }).id));
    expect([stored[0]?.latitude, stored[0]?.longitude]).toEqual([30.1, -95.1]);
  });

  it('stored jobs with a city and no coordinates get them from the start-up backfill; unknown places stay without', async () => {
    const [houston, unknown, remote] = await insertJobs(t.app.database.db, tenantId, [
      { title: 'Forklift Operator', city: 'Houston', region: 'TX', country: 'USA', descriptionText: 'Lift.' },
      { title: 'Lighthouse Keeper', city: 'Nowhereville', region: 'TX', country: 'USA', descriptionText: 'Keep.' },
      { title: 'Remote Writer', city: '', region: '', country: '', remote: 'remote', descriptionText: 'Write.' },
    ]);
    expect(await search('?location=houston')).toEqual(['Warehouse Lead']);
    expect(await backfillJobCoordinates(t.app.database.db)).toBe(1);
    expect(await search('?location=houston')).toEqual(['Forklift Operator', 'Warehouse Lead']);
    const rows = await t.app.database.db.select({ id: jobs.id, latitude: jobs.latitude }).from(jobs).where(eq(jobs.tenantId, tenantId));
    const byId = new Map(rows.map((r) => [r.id, r.latitude]));
    expect(byId.get(houston!)).toBeCloseTo(29.76, 1);
    expect(byId.get(unknown!)).toBeNull();
    expect(byId.get(remote!)).toBeNull();
    // Nothing left to do: a second run changes nothing.
    expect(await backfillJobCoordinates(t.app.database.db)).toBe(0);
  });
});

describe('GET /api/v1/places/cities', () => {
  const cities = (query: string, tokenFor?: string, host?: string) =>
    request(t, {
      method: 'GET',
      path: `/api/v1/places/cities${query}`,
      ...(host ? { host } : {}),
      ...(tokenFor ? { token: tokenFor } : {}),
    });

  it('suggests cities with coordinates to any signed-in user, staff or job seeker, of any tenant', async () => {
    for (const email of ['manager@demo.test', 'seeker@demo.test', 'admin@demo.test']) {
      const access = (await signIn(t, email)).access;
      const res = await cities('?q=Hous&country=USA&region=TX', access);
      expect(res.status).toBe(200);
      const results = (res.json as { results: { name: string; region: string; latitude: number }[] }).results;
      expect(results.find((r) => r.name === 'Houston')).toMatchObject({ region: 'TX' });
      expect(results.length).toBeLessThanOrEqual(10);
    }
    const acme = (await signIn(t, 'seeker@acme.test', 'acme.localhost')).access;
    expect((await cities('?q=Montr&country=Canada', acme, 'acme.localhost')).status).toBe(200);
  });

  it('refuses anonymous callers and tokens of another tenant; a missing q is a 400; an unknown country finds nothing', async () => {
    expect((await cities('?q=Hous')).status).toBe(401);
    const acme = (await signIn(t, 'seeker@acme.test', 'acme.localhost')).access;
    expect((await cities('?q=Hous', acme)).status).toBe(401);
    expect((await cities('', token, HOST)).status).toBe(400);
    const none = await cities('?q=Hous&country=Atlantis', token, HOST);
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ results: [] });
  });
});
