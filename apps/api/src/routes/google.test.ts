import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startApp, type TestApp } from '../test/helpers.ts';

/** A local OpenID Connect provider: discovery plus userinfo for a few bearer tokens. */
const people: Record<string, Record<string, unknown>> = {
  'token-new': { sub: '1', email: 'Gina.Google@example.com', email_verified: true, given_name: 'Gina', family_name: 'Google' },
  'token-existing': { sub: '2', email: 'seeker@demo.test', email_verified: true },
  'token-unverified': { sub: '3', email: 'unverified@example.com', email_verified: false },
  'token-pending': { sub: '4', email: 'pending@demo.test', email_verified: true },
};

let provider: Server;
let issuer: string;
let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  provider = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ issuer, userinfo_endpoint: `${issuer}/userinfo` }));
      return;
    }
    if (req.url === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const person = people[token];
      res.statusCode = person ? 200 : 401;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(person ?? { error: 'invalid_token' }));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  [t, unconfigured] = await Promise.all([startApp({ oidcIssuer: issuer }), startApp()]);
});

afterAll(async () => {
  await Promise.all([t?.close(), unconfigured?.close()]);
  provider?.close();
});

describe('POST /api/v1/googlelogin', () => {
  it('creates a verified job seeker on first sign-in', async () => {
    const res = await request(t, { path: '/api/v1/googlelogin', body: { access_token: 'token-new' } });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe('gina.google@example.com');
    const session = await request(t, { path: '/api/v1/user/session', token: res.json.access_token });
    expect(session.json).toMatchObject({ is_user: true, email_verified: true, name: 'Gina Google' });
    const again = await request(t, { path: '/api/v1/googlelogin', body: { access_token: 'token-new' } });
    expect(again.status).toBe(200);
    expect((await request(t, { path: '/api/v1/user/session', token: again.json.access_token })).json.user_id).toBe(session.json.user_id);
  });

  it('signs an existing account in', async () => {
    const res = await request(t, { path: '/api/v1/googlelogin', body: { access_token: 'token-existing' } });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe('seeker@demo.test');
  });

  it('refuses unverified emails, unknown tokens and accounts awaiting approval', async () => {
    expect((await request(t, { path: '/api/v1/googlelogin', body: { access_token: 'token-unverified' } })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/googlelogin', body: { access_token: 'forged' } })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/googlelogin', body: { access_token: 'token-pending' } })).status).toBe(401);
  });

  it('answers 400 detail when no provider is configured', async () => {
    const res = await request(unconfigured, { path: '/api/v1/googlelogin', body: { access_token: 'token-new' } });
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/not configured/);
  });
});
