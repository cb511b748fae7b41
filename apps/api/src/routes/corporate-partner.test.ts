// Corporate partners (DECISIONS 19, issue 11 §1): a corporate partner hires through the program like an
// employer (roles 1 and 4, its own jobs and their applicants), and job seekers can be linked to it like to
// any partner, whose people "see only the job seekers linked to their organisation and their
// applications". So its staff see their own jobs' applicants AND the job seekers linked to it (list,
// profile, applications), and nothing of other organisations' job seekers; they move only the applications
// to their own jobs. The demo's corporate partner, Keystone Cares Foundation, has sofia.rossi@demo.test linked.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, organisations, seekerPartnerLinks, users } from '../db/schema.ts';
import { request, signIn, startApp, tenantIdOf, userIdOf, type TestApp } from '../test/helpers.ts';
import { createStaff, insertJobs } from '../test/job-fixtures.ts';

let t: TestApp;
let db: Db;
let demo: number;
let keystone: number;
let sofia: number;
let unlinked: number;
let linkedAppElsewhere: number;
let applicantToOwnJob: number;
let ownApp: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  demo = await tenantIdOf(db, 'demo');
  [{ id: keystone }] = (await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.tenantId, demo), eq(organisations.name, 'Keystone Cares Foundation')))) as [{ id: number }];
  const manager = await createStaff(db, demo, 'corporate.manager@example.com', 1);
  const member = await createStaff(db, demo, 'corporate.member@example.com', 4);
  await db.update(users).set({ organisationId: keystone }).where(eq(users.id, manager));
  await db.update(users).set({ organisationId: keystone }).where(eq(users.id, member));
  sofia = await userIdOf(db, demo, 'sofia.rossi@demo.test');
  unlinked = await userIdOf(db, demo, 'diego.ramirez@demo.test'); // linked to Open Doors, not to Keystone
  applicantToOwnJob = await userIdOf(db, demo, 'kwame.mensah@demo.test');
  const base = { city: 'Pittsburgh', region: 'PA', country: 'US', descriptionText: 'A job.' };
  const [own, elsewhere] = (await insertJobs(db, demo, [
    { ...base, title: 'Corporate Own Role', company: 'Keystone Cares Foundation' },
    { ...base, title: 'Corporate Elsewhere Role', company: 'Northstar Logistics' },
  ])) as [number, number];
  const apply = async (jobId: number, userId: number) =>
    (await db.insert(applications).values({ tenantId: demo, jobId, userId }).returning({ id: applications.id }))[0]!.id;
  linkedAppElsewhere = await apply(elsewhere, sofia);
  ownApp = await apply(own, applicantToOwnJob);
  await apply(elsewhere, unlinked);
  tokens.manager = (await signIn(t, 'corporate.manager@example.com')).access;
  tokens.member = (await signIn(t, 'corporate.member@example.com')).access;
  tokens.northstar = (await signIn(t, 'manager@demo.test')).access;
}, 120_000);
afterAll(async () => t?.close());

const get = (who: string, path: string) => request(t, { path, token: tokens[who]! });

describe('corporate partner staff', () => {
  it('list the job seekers linked to their organisation and their own applicants, and no one else', async () => {
    for (const who of ['manager', 'member']) {
      const res = await get(who, '/api/v1/jobseekers?page_size=100');
      expect(res.status).toBe(200);
      const found = new Set((res.json.results as { user_id: number }[]).map((r) => r.user_id));
      expect(found.has(sofia)).toBe(true);
      expect(found.has(applicantToOwnJob)).toBe(true);
      expect(found.has(unlinked)).toBe(false);
    }
  });

  it('open a linked job seeker and their applications; another partner’s job seeker is not found', async () => {
    expect((await get('manager', `/api/v1/jobseekers/${sofia}`)).status).toBe(200);
    const apps = await get('manager', `/api/v1/jobseekers/${sofia}/applications`);
    expect(apps.status).toBe(200);
    expect((apps.json.results as { id: number }[]).map((a) => a.id)).toContain(linkedAppElsewhere);
    expect((await get('manager', `/api/v1/jobseekers/${unlinked}`)).status).toBe(404);
    expect((await get('manager', `/api/v1/jobseekers/${unlinked}/applications`)).status).toBe(404);
  });

  it('see the linked job seeker’s application to another employer, but may not move it', async () => {
    const list = await get('manager', '/api/v1/applications?q=corporate&page_size=100');
    const shown = (list.json.results as { id: number }[]).map((a) => a.id);
    expect(shown).toContain(linkedAppElsewhere);
    expect(shown).toContain(ownApp);
    expect(shown).toHaveLength(2);
    expect((await get('manager', `/api/v1/applications/${linkedAppElsewhere}`)).status).toBe(200);
    const move = await request(t, {
      path: `/api/v1/applications/${linkedAppElsewhere}/status`,
      token: tokens.manager!,
      body: { status: 'screening' },
    });
    expect([403, 404]).toContain(move.status);
    const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, linkedAppElsewhere));
    expect(row!.status).toBe('applied');
  });

  it('lose sight of a job seeker who ends the link', async () => {
    await db
      .update(seekerPartnerLinks)
      .set({ endedAt: new Date() })
      .where(and(eq(seekerPartnerLinks.userId, sofia), eq(seekerPartnerLinks.organisationId, keystone)));
    expect((await get('manager', `/api/v1/jobseekers/${sofia}`)).status).toBe(404);
    expect((await get('manager', `/api/v1/applications/${linkedAppElsewhere}`)).status).toBe(404);
    await db
      .update(seekerPartnerLinks)
      .set({ endedAt: null })
      .where(and(eq(seekerPartnerLinks.userId, sofia), eq(seekerPartnerLinks.organisationId, keystone)));
  });

  it('the session user names the organisation’s kind, which the console’s guard and side bar read', async () => {
    for (const who of ['manager', 'member']) {
      const res = await get(who, '/api/v1/user/session');
      expect(res.status).toBe(200);
      expect(res.json.organisation_kind).toBe('corporate_partner');
    }
    expect((await get('northstar', '/api/v1/user/session')).json.organisation_kind).toBe('employer');
    const admin = (await signIn(t, 'admin@demo.test')).access;
    expect((await request(t, { path: '/api/v1/user/session', token: admin })).json.organisation_kind).toBeNull();
    const seeker = (await signIn(t, 'seeker@demo.test')).access;
    expect((await request(t, { path: '/api/v1/user/session', token: seeker })).json.organisation_kind).toBeNull();
  });

  it('an employer that is not a corporate partner still has no job seekers list (SPEC §6)', async () => {
    expect((await get('northstar', '/api/v1/jobseekers')).status).toBe(403);
  });
});
