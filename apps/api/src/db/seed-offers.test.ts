// The demo offers (issue 12): every state, on applications whose status matches, with histories; the
// demo job seeker has a sent offer to answer; the seeded sent offers have their expiry queued at start.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OFFER_STATUSES, applications, offerEvents, offers, users } from './schema.ts';
import { startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';
import { seedOffers } from './seed-offers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
}, 60_000);
afterAll(async () => t?.close());

const MATCHING: Record<string, string> = {
  sent: 'offered',
  expired: 'offered',
  accepted: 'hired',
  declined: 'declined',
  draft: 'interview',
  awaiting_approval: 'interview',
  approved: 'interview',
  withdrawn: 'interview',
};

it('seeds offers in every state, each on an application of the matching status, with a history', async () => {
  const db = t.app.database.db;
  const demo = await tenantIdOf(db, 'demo');
  const rows = await db
    .select({ status: offers.status, app: applications.status, id: offers.id, email: users.email })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(offers.tenantId, demo));
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(OFFER_STATUSES));
  for (const r of rows) expect(r.app, `offer ${r.id} (${r.status})`).toBe(MATCHING[r.status]);
  expect(rows.some((r) => r.email === 'seeker@demo.test' && r.status === 'sent')).toBe(true);
  const events = await db
    .select({ offerId: offerEvents.offerId, to: offerEvents.toStatus })
    .from(offerEvents)
    .where(eq(offerEvents.tenantId, demo));
  for (const r of rows) expect(events.filter((e) => e.offerId === r.id).at(-1)?.to).toBe(r.status);
  // Run again: nothing more.
  await seedOffers(db, demo);
  const [again] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(eq(offers.tenantId, demo));
  expect(again!.n).toBe(rows.length);
  // The seeded sent offers' expiry waits in the queue.
  const sent = rows.filter((r) => r.status === 'sent').map((r) => String(r.id));
  const queued = (await db.execute(sql`SELECT data->>'offerId' AS id FROM pgboss.job WHERE name = 'offer-expiry'`)) as unknown as {
    rows: { id: string }[];
  };
  expect(queued.rows.map((r) => r.id).sort()).toEqual(sent.sort());
});
