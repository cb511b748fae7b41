// Sign-in with single sign-on, LinkedIn and Indeed (issue 11 §5): the authorization code flow with PKCE,
// run end to end against a local OpenID Connect provider (test/oidc-provider.ts), never the internet.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSsoProvider, setSocialProvider } from '../services/sign-in-config.ts';
import {
  CODE_REFUSED,
  FLOW_UNKNOWN,
  FLOW_USED,
  NONCE_MISMATCH,
  NOT_A_MEMBER,
  NOT_SET_UP,
  NO_ACCOUNT,
  OTHER_CLIENT,
  PROVIDER_DOWN,
  TOKEN_NOT_VERIFIED,
  UNKNOWN_DOMAIN,
  WRONG_ISSUER,
} from '../services/sign-in-flows.ts';
import { startOidcProvider, type Person, type TestOidcProvider } from '../test/oidc-provider.ts';
import { ACME, request, startApp, type Response, type TestApp } from '../test/helpers.ts';
import { signInEveryone } from '../test/staff-fixtures.ts';
import { SignInConfigError } from '../services/sign-in-config.ts';

const SSO_CLIENT = 'northstar-sso';
const ACME_CLIENT = 'acme-sso';
const LINKEDIN_CLIENT = 'demo-linkedin';
const SECRETS = {
  TESSERA_SECRET_NORTHSTAR: 'northstar-very-secret-value',
  TESSERA_SECRET_ACME: 'acme-very-secret-value',
  TESSERA_SECRET_LINKEDIN: 'linkedin-very-secret-value',
};

const maya: Person = { sub: 'n-1', email: 'manager@demo.test', email_verified: true };
const rafael: Person = { sub: 'n-2', email: 'recruiter@demo.test', email_verified: true };
const adminAcme: Person = { sub: 'a-1', email: 'admin@acme.test', email_verified: true };
const strangerAcme: Person = { sub: 'a-2', email: 'nobody@acme.test', email_verified: true };
const lina: Person = { sub: 'l-1', email: 'Lina.Linked@example.com', email_verified: true, given_name: 'Lina', family_name: 'Linked' };
const seeker: Person = { sub: 'l-2', email: 'seeker@demo.test', email_verified: true };
const unverified: Person = { sub: 'l-3', email: 'unverified@example.com', email_verified: false };

let provider: TestOidcProvider;
let t: TestApp;
const logs: string[] = [];
const answers: string[] = [];

beforeAll(async () => {
  provider = await startOidcProvider();
  provider.registerClient(SSO_CLIENT, SECRETS.TESSERA_SECRET_NORTHSTAR);
  provider.registerClient(ACME_CLIENT, SECRETS.TESSERA_SECRET_ACME);
  provider.registerClient(LINKEDIN_CLIENT, SECRETS.TESSERA_SECRET_LINKEDIN);
  for (const person of [maya, rafael, adminAcme, strangerAcme, lina, seeker, unverified]) provider.addPerson(person);
  t = await startApp({
    secrets: SECRETS,
    logLevel: 'info',
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    }),
  });
  const db = t.app.database.db;
  await addSsoProvider(db, 'demo', {
    organisation: 'Northstar Logistics',
    issuer: provider.issuer,
    clientId: SSO_CLIENT,
    clientSecretRef: 'TESSERA_SECRET_NORTHSTAR',
    domains: ['demo.test'],
  });
  // A provider whose secret the server was not given.
  await addSsoProvider(db, 'demo', {
    issuer: provider.issuer,
    clientId: SSO_CLIENT,
    clientSecretRef: 'TESSERA_SECRET_NOT_SET',
    domains: ['nosecret.example'],
  });
  await addSsoProvider(db, 'acme', {
    issuer: provider.issuer,
    clientId: ACME_CLIENT,
    clientSecretRef: 'TESSERA_SECRET_ACME',
    domains: ['acme.test'],
  });
  await setSocialProvider(db, 'demo', 'linkedin', {
    issuer: provider.issuer,
    client_id: LINKEDIN_CLIENT,
    client_secret_ref: 'TESSERA_SECRET_LINKEDIN',
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

async function call(options: Parameters<typeof request>[1]): Promise<Response> {
  const res = await request(t, options);
  answers.push(res.text);
  return res;
}

const start = (body: Record<string, unknown>, host?: string) => call({ path: '/api/v1/auth/oidc/start', body, ...(host ? { host } : {}) });
const finish = (body: Record<string, unknown>, host?: string) =>
  call({ path: '/api/v1/auth/oidc/callback', body, ...(host ? { host } : {}) });

/** Starts a sign-in and follows the provider's authorize endpoint: the code and state it sends back. */
async function authorize(body: Record<string, unknown>, host?: string): Promise<{ code: string; state: string; url: URL }> {
  const started = await start(body, host);
  expect(started.status).toBe(200);
  const url = new URL(started.json.authorization_url as string);
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe(started.json.state);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, url };
}

describe('GET /api/v1/auth/providers', () => {
  it('tells which methods are set up, and nothing about them', async () => {
    const demo = await call({ path: '/api/v1/auth/providers' });
    expect(demo.json).toEqual({ google: null, sso: true, linkedin: true, indeed: false });
    expect((await call({ path: '/api/v1/auth/providers', host: ACME })).json).toEqual({
      google: null,
      sso: true,
      linkedin: false,
      indeed: false,
    });
  });
});

describe('single sign-on (authorization code flow with PKCE)', () => {
  it('sends a work email to its organisation’s provider with state, nonce and a PKCE challenge', async () => {
    const res = await start({ method: 'sso', email: 'Manager@Demo.test', next: '/jobs' });
    expect(res.status).toBe(200);
    const url = new URL(res.json.authorization_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: SSO_CLIENT,
      redirect_uri: `http://localhost/loginsso`,
      scope: 'openid email profile',
      state: res.json.state,
      code_challenge_method: 'S256',
      login_hint: 'Manager@Demo.test',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('signs a member of the organisation in and returns to the page the sign-in started from', async () => {
    const { code, state } = await authorize({ method: 'sso', email: 'manager@demo.test', next: '/jobs' });
    const res = await finish({ method: 'sso', state, code });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: 'manager@demo.test', next: '/jobs' });
    const session = await call({ path: '/api/v1/user/session', token: res.json.access_token as string });
    expect(session.json).toMatchObject({ is_user: false, role_id: 1 });
  });

  it('never keeps a return address outside this site', async () => {
    const { code, state } = await authorize({ method: 'sso', email: 'manager@demo.test', next: '//evil.example/x' });
    expect((await finish({ method: 'sso', state, code })).json.next).toBeNull();
  });

  it('refuses an email domain no provider answers for', async () => {
    const res = await start({ method: 'sso', email: 'someone@unknown.example' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: [UNKNOWN_DOMAIN] });
    expect((await start({ method: 'sso' })).json).toEqual({ email: ['Enter your work email address.'] });
    expect((await start({ method: 'sso', email: 'manager@demo.test' }, ACME)).json).toEqual({ email: [UNKNOWN_DOMAIN] });
  });

  it('refuses a state it did not issue, of another method, or of another tenant', async () => {
    const { code, state } = await authorize({ method: 'sso', email: 'manager@demo.test' });
    expect(await finish({ method: 'sso', state: 'forged-state', code })).toMatchObject({ status: 400, json: { detail: FLOW_UNKNOWN } });
    expect(await finish({ method: 'linkedin', state, code })).toMatchObject({ status: 400, json: { detail: FLOW_UNKNOWN } });
    expect(await finish({ method: 'sso', state, code }, ACME)).toMatchObject({ status: 400, json: { detail: FLOW_UNKNOWN } });
    // None of those spent the flow.
    expect((await finish({ method: 'sso', state, code })).status).toBe(200);
  });

  it('refuses a replayed answer, and a code replayed into a new flow', async () => {
    const { code, state } = await authorize({ method: 'sso', email: 'manager@demo.test' });
    expect((await finish({ method: 'sso', state, code })).status).toBe(200);
    expect(await finish({ method: 'sso', state, code })).toMatchObject({ status: 400, json: { detail: FLOW_USED } });
    const fresh = await authorize({ method: 'sso', email: 'manager@demo.test' });
    expect(await finish({ method: 'sso', state: fresh.state, code })).toMatchObject({ status: 401, json: { detail: CODE_REFUSED } });
  });

  it('refuses an ID token with a bad signature, another audience or issuer, another nonce, or expired', async () => {
    const cases: [Parameters<TestOidcProvider['tamperNextToken']>[0], string][] = [
      [{ foreignKey: true }, TOKEN_NOT_VERIFIED],
      [{ claims: { aud: 'someone-elses-app' } }, OTHER_CLIENT],
      [{ claims: { iss: 'https://impostor.example' } }, WRONG_ISSUER],
      [{ claims: { nonce: 'another-nonce' } }, NONCE_MISMATCH],
      [{ claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }, TOKEN_NOT_VERIFIED],
    ];
    for (const [change, message] of cases) {
      const { code, state } = await authorize({ method: 'sso', email: 'manager@demo.test' });
      provider.tamperNextToken(change);
      const res = await finish({ method: 'sso', state, code });
      expect(res.status, message).toBe(401);
      expect(res.json).toEqual({ detail: message });
    }
  });

  it('signs in only the organisation’s own people through its provider', async () => {
    const { code, state } = await authorize({ method: 'sso', email: 'recruiter@demo.test' });
    expect(await finish({ method: 'sso', state, code })).toMatchObject({ status: 401, json: { detail: NOT_A_MEMBER } });
  });

  it('a tenant’s own provider signs in existing accounts of its domains, no one else', async () => {
    const ok = await authorize({ method: 'sso', email: 'admin@acme.test' }, ACME);
    const res = await finish({ method: 'sso', state: ok.state, code: ok.code }, ACME);
    expect(res).toMatchObject({ status: 200, json: { username: 'admin@acme.test' } });
    const stranger = await authorize({ method: 'sso', email: 'nobody@acme.test' }, ACME);
    expect(await finish({ method: 'sso', state: stranger.state, code: stranger.code }, ACME)).toMatchObject({
      status: 401,
      json: { detail: NO_ACCOUNT },
    });
  });

  it('a provider whose client secret the server lacks cannot complete a sign-in, and says so', async () => {
    provider.addPerson({ sub: 'x', email: 'a@nosecret.example', email_verified: true });
    const { code, state } = await authorize({ method: 'sso', email: 'a@nosecret.example' });
    expect(await finish({ method: 'sso', state, code })).toMatchObject({ status: 401, json: { detail: PROVIDER_DOWN } });
  });
});

describe('LinkedIn and Indeed', () => {
  it('LinkedIn creates a verified job seeker on first sign-in and signs the same account in after', async () => {
    provider.setDefaultPerson(lina);
    const first = await authorize({ method: 'linkedin' });
    expect(first.url.searchParams.get('redirect_uri')).toBe('http://localhost/linkedInLogin');
    expect(first.url.searchParams.has('login_hint')).toBe(false);
    const res = await finish({ method: 'linkedin', state: first.state, code: first.code });
    expect(res).toMatchObject({ status: 200, json: { username: 'lina.linked@example.com', next: null } });
    const session = await call({ path: '/api/v1/user/session', token: res.json.access_token as string });
    expect(session.json).toMatchObject({ is_user: true, email_verified: true, name: 'Lina Linked' });
    const again = await authorize({ method: 'linkedin' });
    const second = await finish({ method: 'linkedin', state: again.state, code: again.code });
    const sessionAgain = await call({ path: '/api/v1/user/session', token: second.json.access_token as string });
    expect(sessionAgain.json.user_id).toBe(session.json.user_id);
  });

  it('LinkedIn signs an existing job seeker in; an unverified email is refused', async () => {
    provider.setDefaultPerson(seeker);
    const ok = await authorize({ method: 'linkedin' });
    expect((await finish({ method: 'linkedin', state: ok.state, code: ok.code })).json.username).toBe('seeker@demo.test');
    provider.setDefaultPerson(unverified);
    const bad = await authorize({ method: 'linkedin' });
    expect((await finish({ method: 'linkedin', state: bad.state, code: bad.code })).status).toBe(401);
  });

  it('says a method is not set up when the tenant has not configured it', async () => {
    expect(await start({ method: 'indeed' })).toMatchObject({ status: 400, json: { detail: NOT_SET_UP('indeed') } });
    expect(await start({ method: 'linkedin' }, ACME)).toMatchObject({ status: 400, json: { detail: NOT_SET_UP('linkedin') } });
    expect(await finish({ method: 'indeed', state: 'whatever', code: 'whatever' })).toMatchObject({
      status: 400,
      json: { detail: FLOW_UNKNOWN },
    });
  });
});

describe('who may call the sign-in operations (public: a bearer token changes nothing)', () => {
  it('every principal, another tenant’s and forged tokens: the same answers, and the sign-in is of the provider’s person', async () => {
    const tokens: Record<string, string> = {};
    await signInEveryone(t, tokens);
    tokens.forged = 'not-a-token';
    for (const [who, token] of Object.entries(tokens)) {
      const unknown = await call({ path: '/api/v1/auth/oidc/start', body: { method: 'sso', email: 'x@unknown.example' }, token });
      expect(unknown.status, who).toBe(400);
      const started = await call({ path: '/api/v1/auth/oidc/start', body: { method: 'sso', email: 'manager@demo.test' }, token });
      expect(started.status, who).toBe(200);
      const back = new URL((await fetch(started.json.authorization_url as string, { redirect: 'manual' })).headers.get('location')!);
      const body = { method: 'sso', state: back.searchParams.get('state'), code: back.searchParams.get('code') };
      // Another tenant's host never completes this tenant's flow, whoever calls.
      expect((await call({ path: '/api/v1/auth/oidc/callback', body, token, host: ACME })).status, who).toBe(400);
      const done = await call({ path: '/api/v1/auth/oidc/callback', body, token });
      expect(done.status, who).toBe(200);
      expect(done.json.username, who).toBe('manager@demo.test');
      expect((await call({ path: '/api/v1/auth/oidc/callback', body, token })).json, who).toEqual({ detail: FLOW_USED });
    }
  });
});

describe('configuration', () => {
  it('refuses a secret given in place of a reference, a taken domain, an unknown organisation or a plain-http issuer', async () => {
    const db = t.app.database.db;
    const base = { issuer: provider.issuer, clientId: 'c', clientSecretRef: 'TESSERA_SECRET_X', domains: ['fresh.example'] };
    await expect(addSsoProvider(db, 'demo', { ...base, clientSecretRef: 's3cr3t-value' })).rejects.toThrow(SignInConfigError);
    await expect(addSsoProvider(db, 'demo', { ...base, clientSecretRef: 'JWT_SECRET' })).rejects.toThrow(/TESSERA_SECRET_/);
    await expect(addSsoProvider(db, 'demo', { ...base, domains: ['demo.test'] })).rejects.toThrow(/already has a single sign-on provider/);
    await expect(addSsoProvider(db, 'demo', { ...base, organisation: 'No Such Org' })).rejects.toThrow(/No organisation/);
    await expect(addSsoProvider(db, 'demo', { ...base, issuer: 'http://login.example.com' })).rejects.toThrow(/https/);
    await expect(addSsoProvider(db, 'demo', { ...base, domains: ['not a domain'] })).rejects.toThrow(/Invalid email domain/);
  });
});

describe('starting sign-ins', () => {
  it('is limited per address: 60 in 10 minutes, then 429 with the wait', async () => {
    let status = 200;
    let count = 0;
    while (status !== 429 && count < 80) {
      status = (await start({ method: 'sso', email: 'x@unknown.example' })).status;
      count += 1;
    }
    expect(status).toBe(429);
    expect(count).toBeLessThanOrEqual(61);
    expect((await start({ method: 'linkedin' })).json.detail).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});

describe('client secrets', () => {
  it('never reach a browser or the logs', () => {
    for (const secret of Object.values(SECRETS)) {
      expect(answers.join('\n')).not.toContain(secret);
      expect(logs.join('\n')).not.toContain(secret);
    }
    expect(provider.redeemed).toBeGreaterThan(5);
  });
});
