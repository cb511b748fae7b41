import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../services/tokens.ts';
import { startApp, type TestApp } from '../test/helpers.ts';
import { tenants, users } from './schema.ts';
import { DEMO_SEEKER_EMAILS } from './seed-seekers.ts';
import { seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('is idempotent and gives admin@demo.test the user id 1', async () => {
    const db = t.app.database.db;
    const [before] = await db.select({ n: count() }).from(users);
    await seedDemo(db);
    const [after] = await db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
    // 12 accounts of the README, plus the demo job seekers (seed-seekers.ts).
    expect(before?.n).toBe(12 + DEMO_SEEKER_EMAILS.length);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    expect(admin?.id).toBe(1);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await db.select().from(tenants)).map((x) => x.slug).sort()).toEqual(['acme', 'demo']);
  });
});

describe('signing key', () => {
  it('is generated once and shared by every instance on the same database', async () => {
    const a = await loadSigningKey(t.app.database.db, undefined);
    const b = await loadSigningKey(t.app.database.db, undefined);
    expect(Buffer.from(a).toString()).toBe(Buffer.from(b).toString());
    expect(a.length).toBeGreaterThanOrEqual(32);
  });
});
