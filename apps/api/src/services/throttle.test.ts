import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, request, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.close());

const message = /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/;

describe('failed sign-in throttling (stored in the database)', () => {
  it('blocks an account after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await request(t, { path: '/api/v1/token', body: { username: 'manager@demo.test', password: `wrong-${i}` } });
      expect(res.status).toBe(400);
    }
    const blocked = await request(t, { path: '/api/v1/token', body: { username: 'manager@demo.test', password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.detail).toMatch(message);
    expect(blocked.json.detail).toContain('15 minutes');
  });

  it('blocks an address after 20 failures across accounts', async () => {
    // 5 failures so far from this address; 15 more on different accounts reach 20.
    for (let i = 0; i < 15; i++) {
      const res = await request(t, { path: '/api/v1/token', body: { username: `ghost${i}@demo.test`, password: 'nope' } });
      expect(res.status).toBe(400);
    }
    const blocked = await request(t, { path: '/api/v1/token', body: { username: 'recruiter@demo.test', password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.detail).toMatch(message);
  });
});
