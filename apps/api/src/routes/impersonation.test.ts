// Impersonation (issue 15, DECISIONS 30): user id 1 searches the tenant's users and views as one of them;
// the view's token is marked, refused what the contract marks `x-impersonation`, audited request by
// request with both user ids, and ends on "End", with the administrator's session, or 30 minutes on (a
// clock the test moves, no waiting).
import { and, eq, like } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';
import { RawSocket } from '../test/chat-client.ts';
import { multipartBody } from '../test/upload-body.ts';
import { ACME, request, signIn, startApp, tenantIdOf, userIdOf, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let db: Db;
let demo: number;
let now = Date.now();
let admin: { access: string; refresh: string };
let seekerId: number;

async function view(userId = seekerId, token = admin.access) {
  return request(t, { path: '/api/v1/impersonation', token, body: { user_id: userId } });
}

beforeAll(async () => {
  t = await startApp({ clock: () => now });
  db = t.app.database.db;
  demo = await tenantIdOf(db, 'demo');
  admin = await signIn(t, 'admin@demo.test');
  seekerId = await userIdOf(db, demo, 'seeker@demo.test');
  expect(await userIdOf(db, demo, 'admin@demo.test')).toBe(1);
});
afterAll(() => t.close());

describe('searching users to view as', () => {
  it('lists the tenant users, paged, by name, email and role', async () => {
    const all = await request(t, { path: '/api/v1/impersonation/users?page_size=5', token: admin.access });
    expect(all.status).toBe(200);
    expect(all.json.results).toHaveLength(5);
    expect(all.json.count).toBeGreaterThan(5);
    const byEmail = await request(t, { path: '/api/v1/impersonation/users?q=seeker%40demo', token: admin.access });
    expect(byEmail.json.results.map((u: { email: string }) => u.email)).toContain('seeker@demo.test');
    const seekers = await request(t, { path: '/api/v1/impersonation/users?role=job_seeker&page_size=100', token: admin.access });
    expect(seekers.json.results.every((u: { role: string }) => u.role === 'job_seeker')).toBe(true);
    const managers = await request(t, { path: '/api/v1/impersonation/users?role=hiring_manager', token: admin.access });
    expect(managers.json.results.map((u: { email: string }) => u.email)).toContain('manager@demo.test');
    const acme = await request(t, { path: '/api/v1/impersonation/users?q=acme.test', token: admin.access });
    expect(acme.json.count).toBe(0);
  });

  it('is for user id 1 only', async () => {
    for (const email of ['manager@demo.test', 'auditor@demo.test', 'seeker@demo.test']) {
      const other = await signIn(t, email);
      const res = await request(t, { path: '/api/v1/impersonation/users', token: other.access });
      expect(res.status).toBe(403);
      expect((await view(seekerId, other.access)).status).toBe(403);
    }
    const acmeAdmin = await signIn(t, 'admin@acme.test', ACME);
    const acmeSeeker = await userIdOf(db, await tenantIdOf(db, 'acme'), 'seeker@acme.test');
    const res = await request(t, { host: ACME, path: '/api/v1/impersonation', token: acmeAdmin.access, body: { user_id: acmeSeeker } });
    expect(res.status).toBe(403);
  });
});

describe('a view', () => {
  it('refuses a user of another tenant, oneself, and an unknown id', async () => {
    const acmeSeeker = await userIdOf(db, await tenantIdOf(db, 'acme'), 'seeker@acme.test');
    expect((await view(acmeSeeker)).status).toBe(404);
    expect((await view(1)).status).toBe(404);
    expect((await view(2_000_000)).status).toBe(404);
    // The admin's token does not open a view on another tenant's host.
    expect(
      (await request(t, { host: ACME, path: '/api/v1/impersonation', token: admin.access, body: { user_id: acmeSeeker } })).status,
    ).toBe(401);
  });

  it('is marked in its token, refuses account changes and sending in their name, and audits every request', async () => {
    const started = await view();
    expect(started.status).toBe(201);
    expect(started.json).not.toHaveProperty('refresh');
    const claims = decodeJwt(started.json.access);
    expect(claims.impersonated_by).toBe(1);
    expect(claims.user_id).toBe(seekerId);
    expect(Date.parse(started.json.ends_at) - now).toBe(30 * 60 * 1000);
    const token = started.json.access as string;

    const me = await request(t, { path: '/api/v1/user/session', token });
    expect(me.json.user_id).toBe(seekerId);
    expect(me.json.impersonation).toMatchObject({ by_id: 1, ends_at: started.json.ends_at });
    expect((await request(t, { path: '/api/v1/user/session', token: admin.access })).json.impersonation).toBeNull();

    const password = await request(t, {
      path: '/api/v1/password/change',
      token,
      body: { current_password: 'demo-Password-1', new_password: 'Another-Pass-99' },
    });
    expect(password.status).toBe(403);
    expect(password.json.detail).toMatch(/password, email and sign-in settings cannot be changed/);
    const { body, contentType } = multipartBody({ client_id: '8d0c7c7e-5f0e-4b7c-9a55-0d3e5b8a4f01', body: 'Hello' }, []);
    const message = await request(t, {
      method: 'POST',
      path: '/api/v1/recruiter/applicants/messages/1',
      token,
      raw: { body, contentType },
    });
    expect(message.status).toBe(403);
    expect(message.json.detail).toMatch(/nothing can be sent or decided in their name/);
    const applyBody = multipartBody({ job_id: '1' }, []);
    const apply = await request(t, {
      path: '/api/v1/me/applications',
      token,
      raw: { body: applyBody.body, contentType: applyBody.contentType },
    });
    expect(apply.status).toBe(403);
    const offer = await request(t, { method: 'POST', path: '/api/v1/me/offers/1/accept', token });
    expect(offer.status).toBe(403);
    // Reading is allowed.
    expect((await request(t, { path: '/api/v1/user/settings', token })).status).toBe(200);
    // A view cannot open another view nor search users.
    expect((await view(seekerId, token)).status).toBe(403);

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, demo), like(auditLog.action, 'impersonation.%'), eq(auditLog.targetId, seekerId)));
    const requests = rows.filter((r) => r.action === 'impersonation.request');
    expect(rows.filter((r) => r.action === 'impersonation.start')).toHaveLength(1);
    expect(requests.every((r) => r.actorUserId === 1 && r.targetId === seekerId)).toBe(true);
    expect(requests.map((r) => [r.details.operation_id, r.details.status])).toEqual(
      expect.arrayContaining([
        ['getSessionUser', 200],
        ['changePassword', 403],
        ['sendMessage', 403],
        ['applyToJob', 403],
        ['acceptMyOffer', 403],
        ['getMySettings', 200],
        ['startImpersonation', 403],
      ]),
    );
    // The administrator reads the same entries through the API.
    const audit = await request(t, { path: `/api/v1/impersonation/audit?user_id=${seekerId}`, token: admin.access });
    expect(audit.status).toBe(200);
    expect(audit.json.results.filter((e: { action: string }) => e.action === 'impersonation.request').length).toBe(requests.length);
    expect((await request(t, { path: '/api/v1/impersonation/audit', token })).status).toBe(403);

    // "End": the view's token stops working; the administrator's own still works.
    const end = await request(t, { path: '/api/v1/impersonation/end', token, method: 'POST' });
    expect(end.status).toBe(200);
    expect((await request(t, { path: '/api/v1/user/session', token })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/user/session', token: admin.access })).status).toBe(200);
    const ended = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.end'), eq(auditLog.targetId, seekerId)));
    expect(ended).toHaveLength(1);
    expect(ended[0]?.actorUserId).toBe(1);

    // The user sees that their account was viewed, by whom and when.
    const seeker = await signIn(t, 'seeker@demo.test');
    const views = await request(t, { path: '/api/v1/me/account-views', token: seeker.access });
    expect(views.status).toBe(200);
    const [adminRow] = await db.select().from(users).where(eq(users.id, 1));
    expect(views.json.results[0].viewed_by).toBe(`${adminRow?.firstName} ${adminRow?.lastName}`.trim());
  });

  it('ends 30 minutes after it starts, whatever is asked', async () => {
    const started = await view();
    const token = started.json.access as string;
    now += 29 * 60 * 1000;
    expect((await request(t, { path: '/api/v1/user/session', token })).status).toBe(200);
    now += 60 * 1000;
    expect((await request(t, { path: '/api/v1/user/session', token })).status).toBe(401);
    // The administrator's own session goes on.
    expect((await request(t, { path: '/api/v1/user/session', token: admin.access })).status).toBe(200);
  });

  it('ends with the administrator session', async () => {
    const own = await signIn(t, 'admin@demo.test');
    const started = await view(seekerId, own.access);
    const token = started.json.access as string;
    expect((await request(t, { path: '/api/v1/logout', token: own.access, body: { refresh: own.refresh } })).status).toBe(200);
    expect((await request(t, { path: '/api/v1/user/session', token })).status).toBe(401);
  });

  it('never joins the user chat room (nothing said in their name)', async () => {
    const seeker = await signIn(t, 'seeker@demo.test');
    const chat = await request(t, { path: '/api/v1/chat/start', method: 'POST', token: seeker.access });
    expect(chat.status).toBeLessThan(300);
    const started = await view();
    const socket = new RawSocket(t.port, `/ws/${chat.json.room_name as string}/`, {});
    await socket.opened;
    socket.send({ type: 'auth', token: started.json.access });
    expect(await socket.closed()).toBe(4403);
    // Starting a chat over HTTP is refused too.
    expect((await request(t, { path: '/api/v1/chat/start', method: 'POST', token: started.json.access })).status).toBe(403);
  });

  it('end is only for a view', async () => {
    const res = await request(t, { path: '/api/v1/impersonation/end', token: admin.access, method: 'POST' });
    expect(res.status).toBe(400);
  });
});
