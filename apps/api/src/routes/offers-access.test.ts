// The offers' access walk (issue 12), role × organisation × tenant: every offer operation, with every
// principal — program staff (admin, auditor, concierge, program manager), two employers' staff (manager@
// and member@ of Northstar, manager2@ of Ledgerline), a partner's staff (recruiter@, recruiter.member@),
// a job seeker, another tenant's admin on their own host, and nobody — against Northstar's, Ledgerline's
// and acme's offers. A leak is a 2xx for an offer outside the principal's scope, a foreign id in a list, or
// a change to the database by a refused write. The walk finds none; its size is checked to stay above a floor.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, jobs, offerEvents, offerTemplates, offers, tenants, users, type OfferStatus } from '../db/schema.ts';
import type { Permission } from '../permissions.ts';
import { startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';
import { may, ORGANISATION_PRINCIPALS, walkCaller, type WalkPrincipal } from '../test/walk-principals.ts';
import { insertJobs } from '../test/job-fixtures.ts';

let t: TestApp;
let db: Db;

type Place = 'north' | 'ledger' | 'acme';
const PLACES: Place[] = ['north', 'ledger', 'acme'];
type Principal = WalkPrincipal;
const PRINCIPALS: Record<string, Principal> = ORGANISATION_PRINCIPALS;
const walk = walkCaller(() => t, PRINCIPALS);
const call = (who: string | undefined, method: string, path: string, body?: unknown) => walk.call(who, method, path, body);
const WHO = [...Object.keys(PRINCIPALS), undefined];

/** Per place: an application in its interview stage, a draft offer on another, a sent offer on a third. */
const ids = {
  app: { north: 0, ledger: 0, acme: 0 },
  draft: { north: 0, ledger: 0, acme: 0 },
  sent: { north: 0, ledger: 0, acme: 0 },
};

/** Whether `p` sees the offers of `place` (DECISIONS 19: program staff the tenant's, an employer's staff their own). */
function sees(p: Principal, place: Place): boolean {
  if (p.foreign) return place === 'acme';
  if (place === 'acme' || p.role === 'job_seeker') return false;
  if (p.org === null) return true;
  return p.org === place;
}

/** The status a refused call must get: 401 nobody, 403 the wrong kind of user or role, 404 outside the scope. */
function refusal(p: Principal | undefined, permission: Permission, place: Place): number {
  if (!p) return 401;
  if (p.role === 'job_seeker' || !may(p, permission)) return 403;
  if (!sees(p, place)) return 404;
  return 200;
}

async function snapshot(): Promise<string> {
  return JSON.stringify(
    await Promise.all([
      db.select().from(offers).orderBy(asc(offers.id)),
      db.select().from(offerEvents).orderBy(asc(offerEvents.id)),
      db.select().from(offerTemplates).orderBy(asc(offerTemplates.id)),
      db.select().from(applications).orderBy(asc(applications.id)),
      db.select({ id: tenants.id, v: tenants.offersNeedProgramApproval }).from(tenants).orderBy(asc(tenants.id)),
    ]),
  );
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  await walk.signInAll();
  const demo = await tenantIdOf(db, 'demo');
  const acme = await tenantIdOf(db, 'acme');
  const base = { city: 'Atlanta', region: 'GA', country: 'US', descriptionText: 'A job.' };
  const [north, ledger] = (await insertJobs(db, demo, [
    { ...base, title: 'Offer walk North', company: 'Northstar Logistics' },
    { ...base, title: 'Offer walk Ledger', company: 'Ledgerline Finance' },
  ])) as [number, number];
  const [acmeJob] = (await insertJobs(db, acme, [{ ...base, title: 'Offer walk Acme', company: 'Acme Works' }])) as [number];
  const jobOf: Record<Place, [number, number]> = { north: [demo, north], ledger: [demo, ledger], acme: [acme, acmeJob] };
  for (const place of PLACES) {
    const [tenantId, jobId] = jobOf[place];
    const [job] = await db.select({ org: jobs.organisationId }).from(jobs).where(eq(jobs.id, jobId));
    const orgId = job!.org;
    const apps: number[] = [];
    for (const n of [1, 2, 3]) {
      const [u] = await db
        .insert(users)
        .values({
          tenantId,
          email: `offer.walk.${place}.${n}@example.com`,
          firstName: `W${n}`,
          lastName: place,
          isUser: true,
          emailVerified: true,
        })
        .returning({ id: users.id });
      const [a] = await db
        .insert(applications)
        .values({ tenantId, jobId, userId: u!.id, status: n === 3 ? 'offered' : 'interview' })
        .returning({ id: applications.id });
      apps.push(a!.id);
    }
    const offer = async (applicationId: number, status: OfferStatus) =>
      (
        await db
          .insert(offers)
          .values({
            tenantId,
            applicationId,
            organisationId: orgId,
            status,
            title: 'Walk offer',
            payAmount: 40000,
            payCurrency: 'USD',
            payPeriod: 'year',
            startDate: '2099-02-01',
            expiresOn: '2099-01-01',
            expiresAt: new Date('2099-01-02T00:00:00Z'),
            language: 'en',
            letter: 'Dear W',
            sentAt: status === 'sent' ? new Date() : null,
          })
          .returning({ id: offers.id })
      )[0]!.id;
    ids.app[place] = apps[0]!;
    ids.draft[place] = await offer(apps[1]!, 'draft');
    ids.sent[place] = await offer(apps[2]!, 'sent');
  }
}, 180_000);
afterAll(async () => t?.close());

describe('the offers access walk', () => {
  it('lists: each principal gets only the offers in their scope', async () => {
    for (const who of WHO) {
      const p = who ? PRINCIPALS[who] : undefined;
      const res = await call(who, 'GET', '/api/v1/offers?page_size=100');
      const expected = refusal(p, 'offers.read', 'north');
      if (expected === 404 || expected === 200) {
        expect(res.status, `${who} listOffers`).toBe(200);
        const got = new Set(res.json.results.map((o: { id: number }) => o.id));
        for (const place of PLACES)
          for (const id of [ids.draft[place], ids.sent[place]])
            expect(got.has(id), `${who} sees ${place} offer ${id}`).toBe(sees(p!, place));
      } else {
        expect(res.status, `${who} listOffers`).toBe(expected);
      }
      // The job seeker's list holds none of the walk's offers (they are other job seekers').
      const mine = await call(who, 'GET', '/api/v1/me/offers?page_size=100');
      if (p?.role === 'job_seeker') {
        expect(mine.status).toBe(200);
        const got = mine.json.results.map((o: { id: number }) => o.id);
        for (const place of PLACES) expect(got).not.toContain(ids.sent[place]);
      } else expect(mine.status, `${who} listMyOffers`).toBe(p ? 403 : 401);
    }
  });

  it('reads: one offer and an application offers only inside the scope', async () => {
    for (const who of WHO) {
      const p = who ? PRINCIPALS[who] : undefined;
      for (const place of PLACES) {
        const expected = refusal(p, 'offers.read', place);
        for (const id of [ids.draft[place], ids.sent[place]]) {
          const res = await call(who, 'GET', `/api/v1/offers/${id}`);
          expect(res.status, `${who} getOffer ${place}`).toBe(expected);
        }
        const list = await call(who, 'GET', `/api/v1/applications/${ids.app[place]}/offers`);
        expect(list.status, `${who} listApplicationOffers ${place}`).toBe(expected);
      }
    }
  });

  it('writes: every refused change is refused with the right status and changes nothing', async () => {
    const before = await snapshot();
    const OFFER = {
      title: 'x',
      pay_amount: 1,
      pay_currency: 'USD',
      pay_period: 'year',
      start_date: '2099-03-01',
      expires_on: '2099-01-01',
    };
    const writes: {
      name: string;
      permission: Permission;
      method: string;
      path: (place: Place) => string;
      body?: unknown;
      mine: (p: Principal, place: Place) => boolean;
    }[] = [
      {
        name: 'createOffer',
        permission: 'offers.write',
        method: 'POST',
        path: (pl) => `/api/v1/applications/${ids.app[pl]}/offers`,
        body: OFFER,
        mine: (p, pl) => p.org === null || p.org === pl,
      },
      {
        name: 'updateOffer',
        permission: 'offers.write',
        method: 'PATCH',
        path: (pl) => `/api/v1/offers/${ids.draft[pl]}`,
        body: { title: 'Leak' },
        mine: (p, pl) => p.org === null || p.org === pl,
      },
      {
        name: 'submitOffer',
        permission: 'offers.write',
        method: 'POST',
        path: (pl) => `/api/v1/offers/${ids.draft[pl]}/submit`,
        mine: (p, pl) => p.org === null || p.org === pl,
      },
      {
        name: 'approveOffer',
        permission: 'offers.approve',
        method: 'POST',
        path: (pl) => `/api/v1/offers/${ids.draft[pl]}/approve`,
        mine: () => true,
      },
      {
        name: 'sendOffer',
        permission: 'offers.write',
        method: 'POST',
        path: (pl) => `/api/v1/offers/${ids.draft[pl]}/send`,
        mine: () => true,
      },
      {
        name: 'withdrawOffer',
        permission: 'offers.write',
        method: 'POST',
        path: (pl) => `/api/v1/offers/${ids.sent[pl]}/withdraw`,
        body: {},
        mine: (p, pl) => p.org === null || p.org === pl,
      },
    ];
    for (const w of writes) {
      for (const who of WHO) {
        const p = who ? PRINCIPALS[who] : undefined;
        for (const place of PLACES) {
          const expected = refusal(p, w.permission, place);
          if (expected === 200 && w.mine(p!, place)) continue; // theirs to make: not sent by the walk
          const res = await call(who, w.method, w.path(place), w.body);
          expect([expected, 400], `${who} ${w.name} ${place}: ${res.text}`).toContain(res.status);
          if (expected !== 200) expect(res.status, `${who} ${w.name} ${place}`).toBe(expected);
        }
      }
    }
    // The job seeker's answers and the letter: only the job seeker whose offer it is (none here).
    for (const who of WHO) {
      const p = who ? PRINCIPALS[who] : undefined;
      const expected = !p ? 401 : p.role === 'job_seeker' ? 404 : 403;
      for (const place of PLACES) {
        expect((await call(who, 'POST', `/api/v1/me/offers/${ids.sent[place]}/accept`)).status, `${who} accept ${place}`).toBe(expected);
        expect((await call(who, 'POST', `/api/v1/me/offers/${ids.sent[place]}/decline`, {})).status, `${who} decline ${place}`).toBe(
          expected,
        );
        expect((await call(who, 'GET', `/api/v1/me/offers/${ids.sent[place]}/letter`)).status, `${who} letter ${place}`).toBe(expected);
      }
      // The program's setting and the organisation's templates.
      if (!p || !may(p, 'offers.settings') || p.foreign) {
        const res = await call(who, 'PUT', '/api/v1/offers/settings', { program_approval: true });
        if (p?.foreign) expect(res.status).toBe(200);
        else expect(res.status, `${who} updateOfferSettings`).toBe(p ? 403 : 401);
      }
      if (!p || !may(p, 'offers.templates')) {
        const res = await call(who, 'PUT', '/api/v1/offers/templates/en', { body: 'Leak {{candidate_name}}' });
        expect(res.status, `${who} updateOfferTemplate`).toBe(p ? 403 : 401);
      }
      const templates = await call(who, 'GET', '/api/v1/offers/templates');
      const reads = p && p.role !== 'job_seeker' && may(p, 'offers.read') && (p.org === 'north' || p.org === 'ledger');
      expect(templates.status, `${who} listOfferTemplates`).toBe(reads ? 200 : p ? 403 : 401);
    }
    // acme's admin changed acme's setting (their own tenant's): put it back, then nothing of the walk may differ.
    await call('acmeAdmin', 'PUT', '/api/v1/offers/settings', { program_approval: false });
    expect(await snapshot()).toBe(before);
    expect(walk.requests).toBeGreaterThan(400);
  });
});
