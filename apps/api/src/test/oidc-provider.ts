// A local OpenID Connect provider for the API tests: discovery, JWKS, tokeninfo and userinfo.
// (The browser tests use e2e/oidc-provider.mjs, which also signs people in at its authorize endpoint.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  close(): Promise<void>;
}

export async function startOidcProvider(options: { withTokeninfo?: boolean } = {}): Promise<TestOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, AccessGrant>();
  let advertised: string | null = null;
  let issuer = '';

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
      return json(200, {
        issuer: advertised ?? issuer,
        authorization_endpoint: `${issuer}/authorize`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        ...(options.withTokeninfo === false ? {} : { tokeninfo_endpoint: `${issuer}/tokeninfo` }),
        response_types_supported: ['id_token token'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/tokeninfo') {
      const grant = grants.get(url.searchParams.get('access_token') ?? '');
      if (!grant) return json(400, { error: 'invalid_token' });
      return json(200, { aud: grant.clientId, azp: grant.clientId, sub: grant.person.sub, email: grant.person.email, expires_in: 3000 });
    }
    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const grant = grants.get(token);
      return grant ? json(200, grant.person) : json(401, { error: 'invalid_token' });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
