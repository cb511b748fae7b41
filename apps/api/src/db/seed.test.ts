import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../services/tokens.ts';
import { startApp, type TestApp } from '../test/helpers.ts';
import { jobs, organisations, seekerPartnerLinks, tenants, users } from './schema.ts';
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
    // 15 accounts of the README, plus the demo job seekers (seed-seekers.ts).
    expect(before?.n).toBe(15 + DEMO_SEEKER_EMAILS.length);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    expect(admin?.id).toBe(1);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await db.select().from(tenants)).map((x) => x.slug).sort()).toEqual(['acme', 'demo']);
  });
});

describe('demo organisations', () => {
  async function orgOf(email: string) {
    const db = t.app.database.db;
    const [row] = await db
      .select({ name: organisations.name, kind: organisations.kind, status: organisations.status })
      .from(users)
      .leftJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.email, email));
    return row;
  }

  it('places employer and partner staff in their organisations, and program staff in none', async () => {
    expect(await orgOf('manager@demo.test')).toEqual({ name: 'Northstar Logistics', kind: 'employer', status: 'approved' });
    expect(await orgOf('member@demo.test')).toEqual({ name: 'Northstar Logistics', kind: 'employer', status: 'approved' });
    expect(await orgOf('manager2@demo.test')).toEqual({ name: 'Ledgerline Finance', kind: 'employer', status: 'approved' });
    expect(await orgOf('recruiter@demo.test')).toEqual({ name: 'Bridgeway Skills Academy', kind: 'skilling_partner', status: 'approved' });
    expect(await orgOf('recruiter.member@demo.test')).toMatchObject({ name: 'Bridgeway Skills Academy' });
    expect(await orgOf('recruiter2@demo.test')).toEqual({ name: 'Open Doors Network', kind: 'nonprofit_partner', status: 'approved' });
    expect(await orgOf('corporate@demo.test')).toEqual({
      name: 'Keystone Cares Foundation',
      kind: 'corporate_partner',
      status: 'approved',
    });
    expect(await orgOf('pending@demo.test')).toEqual({ name: 'Sunrise Staffing', kind: 'employer', status: 'pending' });
    for (const email of ['admin@demo.test', 'auditor@demo.test', 'concierge@demo.test', 'programs@demo.test', 'seeker@demo.test']) {
      expect(await orgOf(email), email).toEqual({ name: null, kind: null, status: null });
    }
  });

  it('has a corporate partner, a rejected sign-up, jobs on both employers and job seekers linked to each partner', async () => {
    const db = t.app.database.db;
    const demo = (await db.select().from(tenants).where(eq(tenants.slug, 'demo')))[0]!.id;
    const orgs = await db.select().from(organisations).where(eq(organisations.tenantId, demo));
    const named = (name: string) => orgs.find((o) => o.name === name)!;
    expect(named('Keystone Cares Foundation').kind).toBe('corporate_partner');
    expect(named('Quickfix Placements')).toMatchObject({ status: 'rejected', statusReason: expect.stringContaining('concierge') });
    for (const employer of ['Northstar Logistics', 'Ledgerline Finance']) {
      const [n] = await db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.tenantId, demo), eq(jobs.organisationId, named(employer).id), eq(jobs.company, employer)));
      expect(n!.n, employer).toBeGreaterThan(0);
    }
    for (const partner of ['Bridgeway Skills Academy', 'Open Doors Network', 'Keystone Cares Foundation']) {
      const [n] = await db
        .select({ n: count() })
        .from(seekerPartnerLinks)
        .innerJoin(users, eq(users.id, seekerPartnerLinks.userId))
        .where(and(eq(seekerPartnerLinks.organisationId, named(partner).id), isNull(seekerPartnerLinks.endedAt), eq(users.isUser, true)));
      expect(n!.n, partner).toBeGreaterThan(0);
    }
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
