import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { ACME, DEMO, lastMailTo, request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.close());

const strong = 'Correct-Horse-42';

describe('POST /api/v1/register', () => {
  it('creates a candidate from multipart, signs them in and mails a verification link', async () => {
    const res = await request(t, {
      path: '/api/v1/register',
      multipart: { email: 'New.Candidate@Example.com', password: strong, first_name: 'Nia', last_name: 'New', user_type: 'candidate' },
    });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe(201);
    expect(res.json.message).toMatch(/created/);
    expect(decodeJwt(res.json.data.access_token)).toMatchObject({ is_user: true, full_name: 'Nia New', tenant: 'demo' });
    const session = await request(t, { path: '/api/v1/user/session', token: res.json.data.access_token });
    expect(session.json).toMatchObject({ email: 'new.candidate@example.com', email_verified: false, is_user: true });
    const mail = await lastMailTo(t, 'new.candidate@example.com');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost\/verifyEmail\?token=/);
  });

  it('accepts urlencoded forms too', async () => {
    const res = await request(t, {
      path: '/api/v1/register',
      form: { email: 'form@example.com', password: strong, first_name: 'Flo', last_name: 'Form', user_type: 'candidate' },
    });
    expect(res.status).toBe(201);
  });

  it('creates an employer awaiting approval who cannot sign in yet', async () => {
    const res = await request(t, {
      path: '/api/v1/register',
      multipart: {
        email: 'boss@example.com',
        password: strong,
        first_name: 'Bo',
        last_name: 'Boss',
        user_type: 'employer',
        organisation_name: 'Boss Bakery',
      },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json.data)).toEqual(['status_token']);
    expect(res.json.message).toMatch(/awaiting approval/);
    const token = await request(t, { path: '/api/v1/token', body: { username: 'boss@example.com', password: strong } });
    expect(token.status).toBe(401);
    expect(token.json.detail).toMatch(/awaiting approval/);
  });

  it('gives a self-registered employer the hiring_manager role, never admin, once approved', async () => {
    const email = 'approved.boss@example.com';
    const res = await request(t, {
      path: '/api/v1/register',
      multipart: { email, password: strong, first_name: 'Al', last_name: 'Boss', user_type: 'employer', organisation_name: 'Al’s Autos' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ isUser: false, roleId: 1, approvalStatus: 'pending' });
    const admin = await signIn(t, 'admin@demo.test');
    const approved = await request(t, {
      method: 'POST',
      path: `/api/v1/approvals/${row?.organisationId}/decision`,
      token: admin.access,
      body: { decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    const { access } = await signIn(t, email, DEMO, strong);
    const session = await request(t, { path: '/api/v1/user/session', token: access });
    expect(session.json).toMatchObject({ is_user: false, role_id: 1 });
    // The job seekers list (/new_all_candidates) is for admin, recruiter and recruiter_member only.
    expect((await request(t, { path: '/api/v1/jobseekers', token: access })).status).toBe(403);
  });

  it('refuses a taken email (any case) and a malformed one under data.email', async () => {
    const taken = await request(t, {
      path: '/api/v1/register',
      multipart: { email: 'SEEKER@demo.test', password: strong, first_name: 'S', last_name: 'S', user_type: 'candidate' },
    });
    expect(taken.status).toBe(400);
    expect(taken.json.data.email[0]).toMatch(/already exists/);
    const malformed = await request(t, {
      path: '/api/v1/register',
      multipart: { email: 'not-an-email', password: strong, first_name: 'S', last_name: 'S', user_type: 'candidate' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.data.email).toEqual(['Enter a valid email address.']);
  });

  it('the same email may exist on another tenant', async () => {
    const res = await request(t, {
      path: '/api/v1/register',
      host: ACME,
      multipart: { email: 'seeker@demo.test', password: strong, first_name: 'S', last_name: 'S', user_type: 'candidate' },
    });
    expect(res.status).toBe(201);
  });

  it('refuses weak passwords under data.password', async () => {
    for (const password of ['short1', 'onlyletterspassword', '12345678901234', 'password123', 'weakling99']) {
      const email = password === 'weakling99' ? 'weakling99@example.com' : 'weak@example.com';
      const res = await request(t, {
        path: '/api/v1/register',
        multipart: { email, password, first_name: 'W', last_name: 'W', user_type: 'candidate' },
      });
      expect(res.status, password).toBe(400);
      expect(res.json.data.password.length, password).toBeGreaterThan(0);
    }
  });

  it('refuses unknown and missing fields and a bad user_type', async () => {
    const extra = await request(t, {
      path: '/api/v1/register',
      multipart: { email: 'x@example.com', password: strong, first_name: 'X', last_name: 'X', user_type: 'candidate', is_admin: 'true' },
    });
    expect(extra.status).toBe(400);
    expect(extra.json.data.is_admin).toEqual(['Unknown field.']);
    const missing = await request(t, { path: '/api/v1/register', form: { email: 'x@example.com' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.data).sort()).toEqual(['first_name', 'last_name', 'password', 'user_type']);
    const badType = await request(t, {
      path: '/api/v1/register',
      form: { email: 'x@example.com', password: strong, first_name: 'X', last_name: 'X', user_type: 'admin' },
    });
    expect(badType.status).toBe(400);
    expect(badType.json.data.user_type).toHaveLength(1);
  });
});

describe('POST /api/v1/checkemail', () => {
  it('answers with the exact wire strings, then rate-limits per address', async () => {
    const yes = await request(t, { path: '/api/v1/checkemail', multipart: { email: 'seeker@demo.test' } });
    expect(yes.status).toBe(200);
    expect(yes.json).toEqual({ message: 'Account exits' });
    const no = await request(t, { path: '/api/v1/checkemail', form: { email: 'nobody@demo.test' } });
    expect(no.json).toEqual({ message: 'Account does not exists' });
    const invalid = await request(t, { path: '/api/v1/checkemail', form: { email: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.email).toEqual(['Enter a valid email address.']);
    let last = no;
    for (let i = 0; i < 20 && last.status !== 429; i++)
      last = await request(t, { path: '/api/v1/checkemail', form: { email: `n${i}@demo.test` } });
    expect(last.status).toBe(429);
    expect(last.json.detail).toMatch(/Please wait \d+ minutes? and try again/);
  });
});

describe('registration throttling', () => {
  it('limits new accounts per address', async () => {
    let last = await request(t, {
      path: '/api/v1/register',
      form: { email: 'burst0@example.com', password: strong, first_name: 'B', last_name: 'B', user_type: 'candidate' },
    });
    for (let i = 1; i < 25 && last.status !== 429; i++) {
      last = await request(t, {
        path: '/api/v1/register',
        form: { email: `burst${i}@example.com`, password: strong, first_name: 'B', last_name: 'B', user_type: 'candidate' },
      });
    }
    expect(last.status).toBe(429);
    expect(last.json.detail).toMatch(/Please wait \d+ minutes? and try again/);
  });
});
