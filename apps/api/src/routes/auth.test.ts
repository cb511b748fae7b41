import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { ACME, PASSWORD, request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.close());

describe('POST /api/v1/token', () => {
  it('signs the demo admin in with the token claims of the plan', async () => {
    const res = await request(t, { path: '/api/v1/token', body: { username: 'admin@demo.test', password: PASSWORD } });
    expect(res.status).toBe(200);
    const claims = decodeJwt(res.json.access);
    expect(claims).toMatchObject({ user_id: 1, is_user: false, full_name: 'Ada Admin', tenant: 'demo', role_id: null });
    expect(typeof claims.sid).toBe('string');
    expect((claims.exp as number) - Math.floor(Date.now() / 1000)).toBeGreaterThan(59 * 60);
  });

  it('accepts the email in any case', async () => {
    const res = await request(t, { path: '/api/v1/token', body: { username: 'Seeker@Demo.Test', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.json.access)).toMatchObject({ is_user: true, role_id: null });
  });

  it('answers bad credentials with non_field_errors', async () => {
    const res = await request(t, { path: '/api/v1/token', body: { username: 'manager@demo.test', password: 'wrong-Password-1' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ non_field_errors: ['No active account found with the given credentials'] });
    const unknown = await request(t, { path: '/api/v1/token', body: { username: 'nobody@demo.test', password: 'whatever' } });
    expect(unknown.json).toEqual(res.json);
  });

  it('refuses an employer awaiting approval with 401 detail', async () => {
    const res = await request(t, { path: '/api/v1/token', body: { username: 'pending@demo.test', password: PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.json.detail).toMatch(/awaiting approval/);
  });

  it('refuses a disabled account with 401 detail, and ends the sessions it already had', async () => {
    const email = 'soon.disabled@example.com';
    const created = await request(t, {
      path: '/api/v1/register',
      multipart: { email, password: 'Correct-Horse-42', first_name: 'Dee', last_name: 'Disabled', user_type: 'candidate' },
    });
    expect(created.status).toBe(201);
    const { access_token, refresh_token } = created.json.data as { access_token: string; refresh_token: string };
    await t.app.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const res = await request(t, { path: '/api/v1/token', body: { username: email, password: 'Correct-Horse-42' } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: 'This account is disabled. Please contact support.' });
    // A wrong password still gets the usual answer, so the state of an account is not revealed.
    expect((await request(t, { path: '/api/v1/token', body: { username: email, password: 'wrong-password' } })).status).toBe(400);
    expect((await request(t, { path: '/api/v1/user/session', token: access_token })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/token/refresh', body: { refresh: refresh_token } })).status).toBe(401);
  });

  it('keeps tenants apart: an acme account does not exist on demo', async () => {
    expect((await request(t, { path: '/api/v1/token', body: { username: 'admin@acme.test', password: PASSWORD } })).status).toBe(400);
    expect(
      (await request(t, { path: '/api/v1/token', host: ACME, body: { username: 'admin@acme.test', password: PASSWORD } })).status,
    ).toBe(200);
  });

  it('refuses unknown fields and missing fields', async () => {
    const extra = await request(t, { path: '/api/v1/token', body: { username: 'a@demo.test', password: 'x', remember: true } });
    expect(extra.status).toBe(400);
    expect(extra.json).toEqual({ remember: ['Unknown field.'] });
    const missing = await request(t, { path: '/api/v1/token', body: { username: 'a@demo.test' } });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ password: ['This field is required.'] });
    const wrongType = await request(t, { path: '/api/v1/token', body: { username: 'a@demo.test', password: 5 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.password).toHaveLength(1);
  });

  it('answers malformed JSON with 400 detail', async () => {
    const res = await request(t, { path: '/api/v1/token', raw: { body: '{"username": ', contentType: 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/Malformed JSON/);
  });

  it('answers an oversize body with 413 detail', async () => {
    const res = await request(t, {
      path: '/api/v1/token',
      raw: { body: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'x' }), contentType: 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.json.detail).toMatch(/too large/);
  });
});

describe('tenants from Host', () => {
  it('refuses an unknown host with 404 Unknown tenant', async () => {
    const res = await request(t, {
      path: '/api/v1/token',
      host: 'evil.example',
      body: { username: 'admin@demo.test', password: PASSWORD },
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'Unknown tenant.' });
    const page = await request(t, { path: '/login', host: 'tessera.example:3000' });
    expect(page.status).toBe(404);
  });

  it('ignores the port and accepts demo.localhost', async () => {
    const res = await request(t, { path: '/api/v1/tenant/theme', host: 'demo.localhost:3000' });
    expect(res.status).toBe(200);
  });

  it('refuses a token issued on another tenant', async () => {
    const { access } = await signIn(t, 'admin@demo.test');
    expect((await request(t, { path: '/api/v1/user/session', token: access })).status).toBe(200);
    const res = await request(t, { path: '/api/v1/user/session', host: ACME, token: access });
    expect(res.status).toBe(401);
    const { refresh } = await signIn(t, 'admin@demo.test');
    expect((await request(t, { path: '/api/v1/token/refresh', host: ACME, body: { refresh } })).status).toBe(401);
  });
});

describe('GET /api/v1/user/session', () => {
  it('returns the session user', async () => {
    const { access } = await signIn(t, 'recruiter@demo.test');
    const res = await request(t, { path: '/api/v1/user/session', token: access });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      authenticated: true,
      name: 'Rafael Recruiter',
      email: 'recruiter@demo.test',
      is_user: false,
      role_id: 2,
      tenant_name: 'Tessera Demo',
      chat_id: null,
    });
  });

  it('needs a valid bearer token', async () => {
    expect((await request(t, { path: '/api/v1/user/session' })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/user/session', token: 'not-a-jwt' })).status).toBe(401);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and revokes the family when a spent one is reused', async () => {
    const first = await signIn(t, 'member@demo.test');
    const second = await request(t, { path: '/api/v1/token/refresh', body: { refresh: first.refresh } });
    expect(second.status).toBe(200);
    expect(second.json.refresh).not.toBe(first.refresh);
    expect(decodeJwt(second.json.access).sid).toBe(decodeJwt(first.access).sid);
    const reuse = await request(t, { path: '/api/v1/token/refresh', body: { refresh: first.refresh } });
    expect(reuse.status).toBe(401);
    expect((await request(t, { path: '/api/v1/token/refresh', body: { refresh: second.json.refresh } })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/user/session', token: second.json.access })).status).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await request(t, { path: '/api/v1/token/refresh', body: { refresh: 'nope' } });
    expect(res.status).toBe(401);
  });

  it('logout revokes the session, with or without a body', async () => {
    const a = await signIn(t, 'auditor@demo.test');
    const out = await request(t, { method: 'POST', path: '/api/v1/logout', token: a.access });
    expect(out.status).toBe(200);
    expect((await request(t, { path: '/api/v1/user/session', token: a.access })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/token/refresh', body: { refresh: a.refresh } })).status).toBe(401);

    const b = await signIn(t, 'auditor@demo.test');
    const outWithBody = await request(t, { path: '/api/v1/logout', token: b.access, body: { refresh: b.refresh } });
    expect(outWithBody.status).toBe(200);
    expect((await request(t, { path: '/api/v1/token/refresh', body: { refresh: b.refresh } })).status).toBe(401);
    expect((await request(t, { method: 'POST', path: '/api/v1/logout' })).status).toBe(401);
  });

  it('logout with an invalid access token still revokes the refresh token it is given', async () => {
    const a = await signIn(t, 'recruiter.member@demo.test');
    const res = await request(t, { path: '/api/v1/logout', token: 'expired-or-garbage', body: { refresh: a.refresh } });
    expect(res.status).toBe(401);
    expect((await request(t, { path: '/api/v1/token/refresh', body: { refresh: a.refresh } })).status).toBe(401);
  });

  it('sessions are independent: logging out one keeps the other', async () => {
    const a = await signIn(t, 'programs@demo.test');
    const b = await signIn(t, 'programs@demo.test');
    await request(t, { method: 'POST', path: '/api/v1/logout', token: a.access });
    expect((await request(t, { path: '/api/v1/user/session', token: b.access })).status).toBe(200);
  });
});

describe('unknown API paths', () => {
  it('answers 404 detail', async () => {
    const get = await request(t, { path: '/api/v1/nope' });
    expect(get.status).toBe(404);
    expect(get.json).toEqual({ detail: 'Not found.' });
    const post = await request(t, { path: '/api/v1/nope', body: {} });
    expect(post.status).toBe(404);
    expect(post.json).toEqual({ detail: 'Not found.' });
  });
});
