// A local OpenID Connect provider for the API tests: discovery, JWKS, tokeninfo and userinfo, and the
// authorization code flow with PKCE (authorize signs in the person of login_hint at once; token checks
// the client secret, the redirect URI and the PKCE verifier, and takes each code once).
// (The browser tests use e2e/oidc-provider.mjs, which also signs people in at its authorize endpoint.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { atHash } from '../services/oidc.ts';

export interface Person {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface AccessGrant {
  person: Person;
  /** The client the token was issued to. */
  clientId: string;
}

export interface TestOidcProvider {
  issuer: string;
  /** Registers an opaque access token issued to `clientId`. */
  grant(token: string, grant: AccessGrant): void;
  /** Signs an ID token; `overrides` can set another iss, aud, azp, exp or at_hash. */
  idToken(person: Person, clientId: string, overrides?: Record<string, unknown>, accessToken?: string): Promise<string>;
  /** Makes the discovery document name another issuer. */
  setAdvertisedIssuer(issuer: string | null): void;
  /** Code flow: a client and its secret. */
  registerClient(clientId: string, secret: string): void;
  /** Code flow: who /authorize signs in for this login_hint (else the default person). */
  addPerson(person: Person): void;
  setDefaultPerson(person: Person): void;
  /** Code flow: the next ID token the token endpoint answers gets these claims, or is signed with another key. */
  tamperNextToken(change: { claims?: Record<string, unknown>; foreignKey?: boolean }): void;
  /** How many times the token endpoint answered a code. */
  readonly redeemed: number;
  close(): Promise<void>;
}

export async function startOidcProvider(options: { withTokeninfo?: boolean } = {}): Promise<TestOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, AccessGrant>();
  let advertised: string | null = null;
  let issuer = '';
  const foreign = await generateKeyPair('RS256');
  const clients = new Map<string, string>();
  const people = new Map<string, Person>();
  let defaultPerson: Person | null = null;
  let tamper: { claims?: Record<string, unknown>; foreignKey?: boolean } | null = null;
  let redeemed = 0;
  interface PendingCode {
    clientId: string;
    redirectUri: string;
    nonce: string | null;
    challenge: string;
    person: Person;
    used: boolean;
  }
  const codes = new Map<string, PendingCode>();

  const readBody = (req: import('node:http').IncomingMessage): Promise<string> =>
    new Promise((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });

  async function token(req: import('node:http').IncomingMessage): Promise<{ status: number; body: unknown }> {
    const form = new URLSearchParams(await readBody(req));
    let clientId = form.get('client_id') ?? '';
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (basic) {
      const [id, pass] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) as [string, string];
      clientId = id;
      secret = pass;
    }
    if (!clients.has(clientId) || clients.get(clientId) !== secret) return { status: 401, body: { error: 'invalid_client' } };
    if (form.get('grant_type') !== 'authorization_code') return { status: 400, body: { error: 'unsupported_grant_type' } };
    const pending = codes.get(form.get('code') ?? '');
    if (!pending || pending.used || pending.clientId !== clientId) return { status: 400, body: { error: 'invalid_grant' } };
    pending.used = true;
    if (pending.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { error: 'invalid_grant' } };
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge)
      return { status: 400, body: { error: 'invalid_grant' } };
    redeemed += 1;
    const change = tamper;
    tamper = null;
    const claims = { ...(pending.nonce ? { nonce: pending.nonce } : {}), ...change?.claims };
    let idToken = await sign(pending.person, clientId, claims);
    if (change?.foreignKey) {
      idToken = await new SignJWT({ ...pending.person, aud: clientId, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setSubject(pending.person.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
        .sign(foreign.privateKey);
    }
    return {
      status: 200,
      body: { access_token: `at-${randomBytes(8).toString('hex')}`, token_type: 'Bearer', expires_in: 3600, id_token: idToken },
    };
  }

  const sign = (person: Person, clientId: string, overrides: Record<string, unknown> = {}, accessToken?: string): Promise<string> =>
    new SignJWT({ ...person, aud: clientId, ...(accessToken ? { at_hash: atHash(accessToken, 'RS256') } : {}), ...overrides })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(typeof overrides.iss === 'string' ? overrides.iss : issuer)
      .setSubject(person.sub)
      .setIssuedAt()
      .setExpirationTime(typeof overrides.exp === 'number' ? overrides.exp : Math.floor(Date.now() / 1000) + 600)
      .sign(privateKey);

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      json(200, {
        issuer: advertised ?? issuer,
        authorization_endpoint: `${issuer}/authorize`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        token_endpoint: `${issuer}/token`,
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        ...(options.withTokeninfo === false ? {} : { tokeninfo_endpoint: `${issuer}/tokeninfo` }),
        response_types_supported: ['id_token token', 'code'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
      return;
    }
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      const clientId = p.get('client_id') ?? '';
      const redirectUri = p.get('redirect_uri');
      const person = people.get((p.get('login_hint') ?? '').toLowerCase()) ?? defaultPerson;
      if (
        !clients.has(clientId) ||
        !redirectUri ||
        p.get('response_type') !== 'code' ||
        p.get('code_challenge_method') !== 'S256' ||
        !person
      ) {
        json(400, { error: 'invalid_request' });
        return;
      }
      const code = `code-${randomBytes(12).toString('hex')}`;
      codes.set(code, { clientId, redirectUri, nonce: p.get('nonce'), challenge: p.get('code_challenge') ?? '', person, used: false });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      res.statusCode = 302;
      res.setHeader('location', back.toString());
      res.end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      void token(req).then(({ status, body }) => json(status, body));
      return;
    }
    if (url.pathname === '/jwks') {
      json(200, { keys: [jwk] });
      return;
    }
    if (url.pathname === '/tokeninfo') {
      const grant = grants.get(url.searchParams.get('access_token') ?? '');
      if (!grant) {
        json(400, { error: 'invalid_token' });
        return;
      }
      json(200, { aud: grant.clientId, azp: grant.clientId, sub: grant.person.sub, email: grant.person.email, expires_in: 3000 });
      return;
    }
    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const grant = grants.get(token);
      if (grant) json(200, grant.person);
      else json(401, { error: 'invalid_token' });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    grant: (token, grant) => void grants.set(token, grant),
    idToken: sign,
    setAdvertisedIssuer: (value) => {
      advertised = value;
    },
    registerClient: (clientId, secret) => void clients.set(clientId, secret),
    addPerson: (person) => void people.set(person.email.toLowerCase(), person),
    setDefaultPerson: (person) => {
      defaultPerson = person;
    },
    tamperNextToken: (change) => {
      tamper = change;
    },
    get redeemed() {
      return redeemed;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
