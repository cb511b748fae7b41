// A local OpenID Connect provider for the browser tests (DECISIONS 17): discovery, JWKS, userinfo, and an
// authorize endpoint that signs a test person in at once. Google: the implicit flow ("id_token token" in
// the fragment). Single sign-on and LinkedIn (issue 11 §5): the authorization code flow with PKCE; the
// person is the login_hint's (single sign-on) or the LinkedIn test person, and the token endpoint checks
// the client secret, redirect URI and PKCE verifier and takes each code once. RS256 with node:crypto only.
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export const E2E_GOOGLE_CLIENT_ID = 'tessera-e2e-web';
export const E2E_GOOGLE_PERSON = {
  sub: 'e2e-google-1',
  email: 'gina.google@example.test',
  email_verified: true,
  given_name: 'Gina',
  family_name: 'Google',
};

/** The code-flow clients the e2e server's demo tenant is configured with (apps/api/src/db/seed-sign-in.ts). */
export const E2E_CODE_CLIENTS = ['tessera-e2e-sso', 'tessera-e2e-linkedin'];
export const E2E_CODE_SECRET = 'e2e-code-flow-client-secret';
export const E2E_LINKEDIN_PERSON = {
  sub: 'e2e-linkedin-1',
  email: 'lee.linkedin@example.test',
  email_verified: true,
  given_name: 'Lee',
  family_name: 'Linked',
};

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** @returns {Promise<{ issuer: string, close(): Promise<void> }>} */
export async function startOidcProvider({ host = '127.0.0.1' } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' };
  const grants = new Map();
  const codes = new Map();
  let issuer = '';

  const sign = (claims) => {
    const input = `${b64url({ alg: 'RS256', kid: 'e2e', typ: 'JWT' })}.${b64url(claims)}`;
    const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
    return `${input}.${signature}`;
  };
  const atHash = (token) => createHash('sha256').update(token).digest().subarray(0, 16).toString('base64url');

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        token_endpoint: `${issuer}/token`,
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
        response_types_supported: ['id_token token', 'code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      return grants.has(token) ? json(200, E2E_GOOGLE_PERSON) : json(401, { error: 'invalid_token' });
    }
    if (url.pathname === '/authorize' && url.searchParams.get('response_type') === 'code') {
      const p = url.searchParams;
      const clientId = p.get('client_id');
      const redirect = p.get('redirect_uri');
      if (!redirect || !E2E_CODE_CLIENTS.includes(clientId) || p.get('code_challenge_method') !== 'S256') {
        return json(400, { error: 'invalid_request' });
      }
      const hint = p.get('login_hint');
      const person = hint ? { sub: `e2e-sso-${hint.toLowerCase()}`, email: hint.toLowerCase(), email_verified: true } : E2E_LINKEDIN_PERSON;
      const code = `e2e-code-${randomBytes(12).toString('hex')}`;
      codes.set(code, { clientId, redirect, person, nonce: p.get('nonce'), challenge: p.get('code_challenge') });
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(text);
        const [clientId, secret] = Buffer.from(/^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '', 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent);
        if (!E2E_CODE_CLIENTS.includes(clientId) || secret !== E2E_CODE_SECRET) return json(401, { error: 'invalid_client' });
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!pending || pending.clientId !== clientId || pending.redirect !== form.get('redirect_uri') || pending.challenge !== challenge) {
          return json(400, { error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000);
        const idToken = sign({ iss: issuer, aud: clientId, iat: now, exp: now + 600, nonce: pending.nonce, ...pending.person });
        return json(200, {
          access_token: `e2e-access-${randomBytes(12).toString('hex')}`,
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: idToken,
        });
      });
      return undefined;
    }
    if (url.pathname === '/authorize') {
      const redirect = url.searchParams.get('redirect_uri');
      const clientId = url.searchParams.get('client_id');
      if (!redirect || clientId !== E2E_GOOGLE_CLIENT_ID || url.searchParams.get('response_type') !== 'id_token token') {
        return json(400, { error: 'invalid_request' });
      }
      const accessToken = `e2e-access-${randomBytes(12).toString('hex')}`;
      grants.set(accessToken, clientId);
      const now = Math.floor(Date.now() / 1000);
      const idToken = sign({
        iss: issuer,
        aud: clientId,
        azp: clientId,
        iat: now,
        exp: now + 600,
        nonce: url.searchParams.get('nonce'),
        at_hash: atHash(accessToken),
        ...E2E_GOOGLE_PERSON,
      });
      const fragment = new URLSearchParams({
        access_token: accessToken,
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: '3600',
        state: url.searchParams.get('state') ?? '',
      });
      res.writeHead(302, { location: `${redirect}#${fragment}` });
      return res.end();
    }
    res.writeHead(404);
    return res.end();
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  issuer = `http://${host}:${server.address().port}`;
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
