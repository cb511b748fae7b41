// The characters a field cannot hold (SPEC §5 key-blocking) are refused by the server too: the contract's
// patterns, which the forms also read, are checked on every request (400 per field, nothing saved).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let seeker = '';

beforeAll(async () => {
  t = await startApp();
  seeker = (await signIn(t, 'seeker@demo.test')).access;
});
afterAll(() => t.close());

describe('field characters', () => {
  it('a profile refuses markup characters in its text and symbols in its places, and keeps lengths', async () => {
    for (const body of [
      { headline: 'QA <b>Tester</b>' },
      { city: 'Decatur@' },
      { experience: [{ title: 'QA{', company: 'Acme', start: '2020-01' }] },
    ]) {
      const res = await request(t, { method: 'PUT', path: '/api/v1/me/profile', token: seeker, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json as object)).toEqual(Object.keys(body));
    }
    const long = await request(t, { method: 'PUT', path: '/api/v1/me/profile', token: seeker, body: { headline: 'x'.repeat(121) } });
    expect(long.status).toBe(400);
    const ok = await request(t, {
      method: 'PUT',
      path: '/api/v1/me/profile',
      token: seeker,
      body: { headline: 'QA Tester — C++ & C#', city: "Coeur d'Alene", region: 'ID', country: 'US' },
    });
    expect(ok.status).toBe(200);
  });

  it('sign-up refuses a name with markup; sign-in refuses a password with a control character', async () => {
    const reg = await request(t, {
      method: 'POST',
      path: '/api/v1/register',
      multipart: {
        email: 'ada.markup@example.com',
        password: 'fresh-Secret-42x',
        first_name: 'Ada<',
        last_name: 'Lovelace',
        user_type: 'candidate',
      },
      unchecked: true,
    });
    expect(reg.status).toBe(400);
    expect(JSON.stringify(reg.json)).toContain('first_name');
    const token = await request(t, {
      method: 'POST',
      path: '/api/v1/token',
      body: { username: 'seeker@demo.test', password: 'demo-Password-1\t' },
    });
    expect(token.status).toBe(400);
  });
});
