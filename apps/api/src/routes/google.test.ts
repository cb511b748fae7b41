import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_VERIFIED, OTHER_CLIENT, WRONG_ISSUER } from '../services/oidc.ts';
import { startOidcProvider, type Person, type TestOidcProvider } from '../test/oidc-provider.ts';
import { request, startApp, type TestApp } from '../test/helpers.ts';

const CLIENT_ID = 'tessera-test-client';
const OTHER_CLIENT_ID = 'someone-elses-app';

const gina: Person = { sub: '1', email: 'Gina.Google@example.com', email_verified: true, given_name: 'Gina', family_name: 'Google' };
const seeker: Person = { sub: '2', email: 'seeker@demo.test', email_verified: true };
const unverified: Person = { sub: '3', email: 'unverified@example.com', email_verified: false };
const pending: Person = { sub: '4', email: 'pending@demo.test', email_verified: true };
const ida: Person = { sub: '5', email: 'ida.token@example.com', email_verified: true, given_name: 'Ida' };

let provider: TestOidcProvider;
/** Its discovery document names another issuer. */
let impostor: TestOidcProvider;
/** No tokeninfo endpoint: access tokens alone cannot be checked. */
let bare: TestOidcProvider;
let t: TestApp;
let unconfigured: TestApp;
let misdiscovered: TestApp;
let idOnly: TestApp;

beforeAll(async () => {
  [provider, impostor, bare] = await Promise.all([startOidcProvider(), startOidcProvider(), startOidcProvider({ withTokeninfo: false })]);
  impostor.setAdvertisedIssuer('https://accounts.example.invalid');
  provider.grant('token-new', { person: gina, clientId: CLIENT_ID });
  provider.grant('token-existing', { person: seeker, clientId: CLIENT_ID });
  provider.grant('token-unverified', { person: unverified, clientId: CLIENT_ID });
  provider.grant('token-pending', { person: pending, clientId: CLIENT_ID });
  provider.grant('token-for-other-app', { person: seeker, clientId: OTHER_CLIENT_ID });
  impostor.grant('token-existing', { person: seeker, clientId: CLIENT_ID });
  bare.grant('token-existing', { person: seeker, clientId: CLIENT_ID });
  [t, unconfigured, misdiscovered, idOnly] = await Promise.all([
    startApp({ oidcIssuer: provider.issuer, oidcClientId: CLIENT_ID }),
    startApp(),
    startApp({ oidcIssuer: impostor.issuer, oidcClientId: CLIENT_ID }),
    startApp({ oidcIssuer: bare.issuer, oidcClientId: CLIENT_ID }),
  ]);
});

afterAll(async () => {
  await Promise.all([t?.close(), unconfigured?.close(), misdiscovered?.close(), idOnly?.close()]);
  await Promise.all([provider?.close(), impostor?.close(), bare?.close()]);
});

const google = (app: TestApp, body: Record<string, string>) => request(app, { path: '/api/v1/googlelogin', body });

describe('POST /api/v1/googlelogin with an access token (tokeninfo)', () => {
  it('creates a verified job seeker on first sign-in', async () => {
    const res = await google(t, { access_token: 'token-new' });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe('gina.google@example.com');
    const session = await request(t, { path: '/api/v1/user/session', token: res.json.access_token });
    expect(session.json).toMatchObject({ is_user: true, email_verified: true, name: 'Gina Google' });
    const again = await google(t, { access_token: 'token-new' });
    expect(again.status).toBe(200);
    expect((await request(t, { path: '/api/v1/user/session', token: again.json.access_token })).json.user_id).toBe(session.json.user_id);
  });

  it('signs an existing account in', async () => {
    const res = await google(t, { access_token: 'token-existing' });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe('seeker@demo.test');
  });

  it('refuses unverified emails, unknown tokens and accounts awaiting approval', async () => {
    expect((await google(t, { access_token: 'token-unverified' })).status).toBe(401);
    expect((await google(t, { access_token: 'forged' })).json).toEqual({ detail: NOT_VERIFIED });
    expect((await google(t, { access_token: 'token-pending' })).status).toBe(401);
  });

  it('refuses a valid token the provider issued to another client', async () => {
    const res = await google(t, { access_token: 'token-for-other-app' });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: OTHER_CLIENT });
  });

  it('refuses a provider whose discovery document names another issuer', async () => {
    const res = await google(misdiscovered, { access_token: 'token-existing' });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: WRONG_ISSUER });
  });

  it('asks for an ID token when the provider cannot say whom an access token was issued to', async () => {
    const res = await google(idOnly, { access_token: 'token-existing' });
    expect(res.status).toBe(401);
    expect(res.json.detail).toMatch(/needs an ID token/);
  });

  it('answers 400 detail when no provider is configured', async () => {
    const res = await google(unconfigured, { access_token: 'token-new' });
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/not configured/);
  });
});

describe('GET /api/v1/auth/providers', () => {
  it('gives the browser the client id and authorization endpoint, nothing secret', async () => {
    const res = await request(t, { path: '/api/v1/auth/providers' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      google: { client_id: CLIENT_ID, authorization_endpoint: `${provider.issuer}/authorize` },
      sso: false,
      linkedin: false,
      indeed: false,
    });
  });

  it('is null when Google is not configured, or its provider cannot be trusted', async () => {
    expect((await request(unconfigured, { path: '/api/v1/auth/providers' })).json).toMatchObject({ google: null });
    expect((await request(misdiscovered, { path: '/api/v1/auth/providers' })).json).toMatchObject({ google: null });
  });
});

describe('POST /api/v1/googlelogin with an ID token', () => {
  it('signs in with an ID token issued to our client by the configured issuer', async () => {
    const res = await google(idOnly, { access_token: 'opaque', id_token: await bare.idToken(ida, CLIENT_ID, {}, 'opaque') });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe('ida.token@example.com');
  });

  it('refuses an ID token issued to another client', async () => {
    const res = await google(t, { access_token: 'opaque', id_token: await provider.idToken(seeker, OTHER_CLIENT_ID) });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: OTHER_CLIENT });
    const shared = await provider.idToken(seeker, CLIENT_ID, { aud: [CLIENT_ID, OTHER_CLIENT_ID], azp: OTHER_CLIENT_ID });
    expect((await google(t, { access_token: 'opaque', id_token: shared })).json).toEqual({ detail: OTHER_CLIENT });
  });

  it('refuses an ID token from another issuer, even signed with the right keys', async () => {
    const res = await google(t, {
      access_token: 'opaque',
      id_token: await provider.idToken(seeker, CLIENT_ID, { iss: 'https://accounts.example.invalid' }),
    });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: WRONG_ISSUER });
  });

  it('refuses a forged, expired or mismatched ID token', async () => {
    const other = await startOidcProvider();
    try {
      // Signed by another key set than the configured provider's.
      const forged = await other.idToken(seeker, CLIENT_ID, { iss: provider.issuer });
      expect((await google(t, { access_token: 'opaque', id_token: forged })).json).toEqual({ detail: NOT_VERIFIED });
    } finally {
      await other.close();
    }
    const expired = await provider.idToken(seeker, CLIENT_ID, { exp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await google(t, { access_token: 'opaque', id_token: expired })).status).toBe(401);
    // at_hash ties the ID token to the access token it came with.
    const mismatched = await provider.idToken(seeker, CLIENT_ID, {}, 'another-access-token');
    expect((await google(t, { access_token: 'opaque', id_token: mismatched })).json).toEqual({ detail: NOT_VERIFIED });
    expect((await google(t, { access_token: 'opaque', id_token: 'not.a.jwt' })).status).toBe(401);
  });

  it('refuses an ID token without a verified email', async () => {
    const res = await google(t, { access_token: 'opaque', id_token: await provider.idToken(unverified, CLIENT_ID) });
    expect(res.status).toBe(401);
    expect(res.json.detail).toMatch(/no verified email/);
  });
});
