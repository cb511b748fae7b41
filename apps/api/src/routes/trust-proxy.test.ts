// TRUST_PROXY decides whether the per-address sign-in throttle keys on X-Forwarded-For (behind a
// trusted proxy) or on the connection's address (the default: a client can't pick its own address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { PASSWORD, request, startApp, type TestApp } from '../test/helpers.ts';

const ADDRESS_LIMIT = 20;

async function failFrom(t: TestApp, forwardedFor: string): Promise<void> {
  for (let i = 0; i < ADDRESS_LIMIT; i++) {
    const res = await request(t, {
      path: '/api/v1/token',
      body: { username: `ghost${i}@demo.test`, password: 'not-the-password' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.status).toBe(400);
  }
}

function signInFrom(t: TestApp, forwardedFor: string, username = 'recruiter@demo.test') {
  return request(t, { path: '/api/v1/token', body: { username, password: PASSWORD }, headers: { 'x-forwarded-for': forwardedFor } });
}

// The test client connects from 127.0.0.1, which plays the proxy.
describe.each([
  ['1', 'one proxy hop'],
  ['127.0.0.1/32,10.0.0.0/8', "the proxies' addresses"],
])('with TRUST_PROXY=%s (%s)', (value) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ trustProxy: readEnv({ TRUST_PROXY: value }).trustProxy });
  });
  afterAll(async () => t?.close());

  it('throttles the client address the proxy forwarded, not the proxy', async () => {
    // The proxy appends the address it saw; the left entry is whatever the client claimed.
    await failFrom(t, '198.51.100.99, 203.0.113.7');
    const blocked = await signInFrom(t, '203.0.113.7');
    expect(blocked.status).toBe(429);
    expect(blocked.json.detail).toMatch(/^Too many failed sign-in attempts/);
    // Another client behind the same proxy is not blocked.
    expect((await signInFrom(t, '203.0.113.8')).status).toBe(200);
    // Claiming another address on the left does not get the blocked client through.
    expect((await signInFrom(t, '203.0.113.9, 203.0.113.7', 'member@demo.test')).status).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ trustProxy: readEnv({}).trustProxy });
  });
  afterAll(async () => t?.close());

  it('ignores X-Forwarded-For: the throttle keys on the connection address', async () => {
    await failFrom(t, '203.0.113.7');
    const sameConnection = await signInFrom(t, '203.0.113.8');
    expect(sameConnection.status).toBe(429);
    expect(sameConnection.json.detail).toMatch(/^Too many failed sign-in attempts/);
  });
});
