// The access walk of the access passport (issue 17 §1): every principal — program staff (admin, auditor,
// concierge, program manager), two employers' staff (manager@ and member@ of Northstar, manager2@ of
// Ledgerline), two partners' (recruiter@, recruiter.member@ of Bridgeway, recruiter2@ of Open Doors), the
// demo job seeker, the fixture's applicant Nora, another tenant's admin and job seeker on their own host,
// and nobody — against every passport operation with Northstar's, Ledgerline's and acme's application
// ids. A leak is a 2xx outside the principal's reach, a status other than the expected one, or a change
// (a share, a passport or a recorded view) made by a refused request. The walk must find none.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { accessPassports, passportShares, passportViews } from '../db/schema.ts';
import { ACME, request, startApp, type TestApp } from '../test/helpers.ts';
import { passportFixture, type PassportFixture } from '../test/passport-fixtures.ts';
import { may, ORGANISATION_PRINCIPALS, walkCaller, type WalkPrincipal } from '../test/walk-principals.ts';

let t: TestApp;
let db: Db;
let f: PassportFixture;

interface Principal extends Omit<WalkPrincipal, 'email'> {
  email?: string;
  /** The fixture applicant (signed in by the fixture). */
  fixture?: 'nora' | 'ada';
}

const PRINCIPALS: Record<string, Principal> = {
  ...ORGANISATION_PRINCIPALS,
  nora: { role: 'job_seeker', org: null, fixture: 'nora' },
  acmeSeeker: { host: ACME, role: 'job_seeker', org: null, foreign: true, fixture: 'ada' },
};
const walk = walkCaller(() => t, PRINCIPALS);
const tokens = walk.tokens;
type Place = 'north' | 'ledger' | 'acme';
const PLACES: Place[] = ['north', 'ledger', 'acme'];
const appId = (place: Place) => f.app[place];

/** Whether staff principal `p` runs the hiring of `place`'s application. */
function runs(p: Principal, place: Place): boolean {
  if (p.foreign) return place === 'acme';
  if (place === 'acme') return false;
  return p.org === null || p.org === place;
}

/** Whether job seeker `p` owns `place`'s application. */
function owns(p: Principal, place: Place): boolean {
  return (p.fixture === 'nora' && place === 'north') || (p.fixture === 'ada' && place === 'acme');
}

const call = (who: string | undefined, method: string, path: string, body?: unknown) => walk.call(who, method, path, body);

async function snapshot(): Promise<string> {
  const parts = await Promise.all([
    db.select().from(accessPassports).orderBy(asc(accessPassports.userId)),
    db.select().from(passportShares).orderBy(asc(passportShares.applicationId)),
    db.select().from(passportViews).orderBy(asc(passportViews.id)),
  ]);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  f = await passportFixture(t, db, 'walk');
  await walk.signInAll();
  for (const [who, p] of Object.entries(PRINCIPALS)) if (p.fixture) tokens[who] = f.tokens[p.fixture];
  // Every application shares everything of a filled passport, so a leak would show.
  const passport = { items: [{ key: 'breaks', note: 'A short break each hour.' }], own_words: 'Walk words.' };
  for (const who of ['nora', 'acmeSeeker']) {
    await call(who, 'PUT', '/api/v1/me/passport', passport);
    for (const place of PLACES)
      if (owns(PRINCIPALS[who]!, place)) await call(who, 'PUT', `/api/v1/me/applications/${appId(place)}/passport`, { share: 'all' });
  }
  await call('nora', 'PUT', `/api/v1/me/applications/${f.app.noraLedger}/passport`, { share: 'all' });
  const leo = { token: f.tokens.leo };
  await request(t, { method: 'PUT', path: '/api/v1/me/passport', body: passport, ...leo });
  await request(t, { method: 'PUT', path: `/api/v1/me/applications/${f.app.ledger}/passport`, body: { share: 'all' }, ...leo });
}, 180_000);
afterAll(async () => t?.close());

describe('the passport walk: role × organisation × tenant', () => {
  it('the employer view: the people who run the hiring see it (200), others 403 or 404, nobody 401 — 0 leaks', async () => {
    const leaks: string[] = [];
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      for (const place of PLACES) {
        const before = await snapshot();
        const res = await call(who, 'GET', `/api/v1/applications/${appId(place)}/passport`);
        const allowed = p.role !== 'job_seeker' && may(p, 'passports.read');
        const expected = p.foreign && place !== 'acme' ? (allowed ? 404 : 403) : !allowed ? 403 : runs(p, place) ? 200 : 404;
        if (res.status !== expected) leaks.push(`${who} getApplicationPassport ${place}: ${res.status}, expected ${expected}`);
        if (res.status === 200 && res.json.own_words !== 'Walk words.') leaks.push(`${who} ${place}: not what was shared`);
        if (res.status !== 200 && (await snapshot()) !== before) leaks.push(`${who} ${place}: a refused view was recorded`);
      }
      const none = await call(undefined, 'GET', `/api/v1/applications/${f.app.north}/passport`);
      if (none.status !== 401) leaks.push(`nobody getApplicationPassport: ${none.status}`);
    }
    expect(leaks).toEqual([]);
  }, 300_000);

  it('the job seeker’s side: own applications only; staff 403; nobody 401; refused changes change nothing — 0 leaks', async () => {
    const leaks: string[] = [];
    const before = await snapshot();
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      for (const place of PLACES) {
        const path = `/api/v1/me/applications/${appId(place)}/passport`;
        const read = await call(who, 'GET', path);
        const expected = p.role !== 'job_seeker' ? 403 : owns(p, place) ? 200 : 404;
        if (read.status !== expected) leaks.push(`${who} getMyApplicationPassport ${place}: ${read.status}, expected ${expected}`);
        if (owns(p, place)) continue; // the owner's change would succeed; the walk sends only refused ones
        const write = await call(who, 'PUT', path, { share: 'none' });
        if (![403, 404].includes(write.status)) leaks.push(`${who} shareMyPassport ${place}: ${write.status}`);
      }
      for (const op of ['/api/v1/me/passport', '/api/v1/me/passport/views']) {
        const res = await call(who, 'GET', op);
        const expected = p.role === 'job_seeker' ? 200 : 403;
        if (res.status !== expected) leaks.push(`${who} GET ${op}: ${res.status}, expected ${expected}`);
      }
      if (p.role !== 'job_seeker') {
        const res = await call(who, 'PUT', '/api/v1/me/passport', { items: [], own_words: 'not mine' });
        if (res.status !== 403) leaks.push(`${who} updateMyPassport: ${res.status}`);
      }
    }
    for (const [method, path] of [
      ['GET', '/api/v1/me/passport'],
      ['PUT', '/api/v1/me/passport'],
      ['GET', '/api/v1/me/passport/views'],
      ['GET', `/api/v1/me/applications/${f.app.north}/passport`],
      ['PUT', `/api/v1/me/applications/${f.app.north}/passport`],
    ] as const) {
      const res = await call(
        undefined,
        method,
        path,
        method === 'PUT'
          ? path.endsWith('/passport') && path.includes('applications')
            ? { share: 'none' }
            : { items: [], own_words: '' }
          : undefined,
      );
      if (res.status !== 401) leaks.push(`nobody ${method} ${path}: ${res.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 300_000);

  it('the view list holds only the job seeker’s own views', async () => {
    const nora = await call('nora', 'GET', '/api/v1/me/passport/views?page_size=50');
    const ids = new Set((nora.json.results as { application_id: number }[]).map((r) => r.application_id));
    expect([...ids].every((id) => id === f.app.north || id === f.app.noraLedger)).toBe(true);
    expect(ids.has(f.app.north)).toBe(true);
    const ada = await call('acmeSeeker', 'GET', '/api/v1/me/passport/views?page_size=50');
    expect((ada.json.results as { application_id: number }[]).every((r) => r.application_id === f.app.acme)).toBe(true);
    expect(ada.json.count).toBeGreaterThan(0);
    const other = await call('seeker', 'GET', '/api/v1/me/passport/views');
    expect(other.json.count).toBe(0);
    console.info(`passport access walk: ${walk.requests} requests, ${Object.keys(PRINCIPALS).length} principals, 0 leaks`);
    expect(walk.requests).toBeGreaterThan(150);
  });
});
