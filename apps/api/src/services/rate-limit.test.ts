import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { onPostgres, PASSWORD, request, startApp, type TestApp } from '../test/helpers.ts';
import { release, take, type Limit } from './rate-limit.ts';

let t: TestApp;
/** A second API instance's connection pool on the same PostgreSQL database (PGlite has one process). */
let other: Database | undefined;
beforeAll(async () => {
  t = await startApp();
  if (onPostgres) other = createDatabase({ databaseUrl: t.app.database.url });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const DEMO_TENANT = 1;

function statuses(list: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of list) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('rate limits under concurrency', () => {
  it('lets exactly 5 of 20 parallel wrong sign-ins to one account through; the others are throttled', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t, { path: '/api/v1/token', body: { username: 'recruiter@demo.test', password: `wrong-${i}` } }),
      ),
    );
    expect(statuses(answers.map((a) => a.status))).toEqual({ 400: 5, 429: 15 });
    for (const a of answers.filter((x) => x.status === 429)) expect(a.json.detail).toMatch(/^Too many failed sign-in attempts\./);
    // The right password is refused too until the window ends.
    const right = await request(t, { path: '/api/v1/token', body: { username: 'recruiter@demo.test', password: PASSWORD } });
    expect(right.status).toBe(429);
  });

  it('counts exactly the limit through when 60 attempts race on one key from two instances', async () => {
    const limit: Limit = { bucket: 'test:race', max: 17, windowMs: 60_000 };
    const dbs = [t.app.database.db, (other ?? t.app.database).db];
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => take(dbs[i % 2]!, DEMO_TENANT, [limit, 'k'])));
    expect(results.filter((r) => r.wait === null)).toHaveLength(17);
    for (const r of results.filter((x) => x.wait !== null)) expect(r.wait).toBe(1);
  });

  it.runIf(onPostgres)('asks to wait no longer than the window, even in a transaction older than the window', async () => {
    const limit: Limit = { bucket: 'test:older', max: 1, windowMs: 60_000 };
    await other!.db.transaction(async (tx) => {
      // This transaction's now() is taken here, before the window below begins.
      await tx.execute(sql`SELECT now()`);
      expect((await take(t.app.database.db, DEMO_TENANT, [limit, 'k'])).wait).toBeNull();
      expect((await take(tx, DEMO_TENANT, [limit, 'k'])).wait).toBe(1);
    });
  });

  it('gives back a released attempt, even after refused ones, and starts a new window once the old one ends', async () => {
    const limit: Limit = { bucket: 'test:release', max: 2, windowMs: 60 * 60_000 };
    const db = t.app.database.db;
    const first = await take(db, DEMO_TENANT, [limit, 'k']);
    expect((await take(db, DEMO_TENANT, [limit, 'k'])).wait).toBeNull();
    expect((await take(db, DEMO_TENANT, [limit, 'k'])).wait).toBe(60);
    await release(db, first.tickets);
    expect((await take(db, DEMO_TENANT, [limit, 'k'])).wait).toBeNull();
    expect((await take(db, DEMO_TENANT, [limit, 'k'])).wait).toBe(60);
    // Another key and another tenant have allowances of their own.
    expect((await take(db, DEMO_TENANT, [limit, 'other'])).wait).toBeNull();
    expect((await take(db, 2, [limit, 'k'])).wait).toBeNull();
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 minutes'` })
      .where(and(eq(rateLimits.tenantId, DEMO_TENANT), eq(rateLimits.bucket, limit.bucket), eq(rateLimits.key, 'k')));
    expect((await take(db, DEMO_TENANT, [limit, 'k'])).wait).toBeNull();
  });

  it('takes nothing from the later limits when an earlier one is used up, and gives back the earlier ones when a later one is', async () => {
    const a: Limit = { bucket: 'test:a', max: 1, windowMs: 60_000 };
    const b: Limit = { bucket: 'test:b', max: 1, windowMs: 60_000 };
    const db = t.app.database.db;
    expect((await take(db, DEMO_TENANT, [b, 'k'])).wait).toBeNull();
    // b is used up: a's attempt is given back, so a still has its one.
    expect((await take(db, DEMO_TENANT, [a, 'k'], [b, 'k'])).wait).toBe(1);
    expect((await take(db, DEMO_TENANT, [a, 'k'])).wait).toBeNull();
  });
});
