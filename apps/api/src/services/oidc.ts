// OpenID Connect verification for social sign-in (DECISIONS 17): a token is accepted only when the
// configured provider issued it to our client id. Discovery documents and key sets are cached.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { DomainError, Unauthorized } from '../errors.ts';

export interface OidcProvider {
  issuer: string;
  clientId: string;
}

export interface OidcDiscovery {
  issuer: string;
  authorization_endpoint?: string;
  userinfo_endpoint?: string;
  token_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
  jwks_uri?: string;
  /** Not standard OIDC: where opaque access tokens are looked up (Google's tokeninfo). */
  tokeninfo_endpoint?: string;
}

/** What a verified token says about the person. */
export interface OidcIdentity {
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
  picture?: unknown;
}

export interface OidcLog {
  warn(obj: object, msg: string): void;
}

export const NOT_VERIFIED = 'The Google sign-in could not be verified.';
export const OTHER_CLIENT = 'The Google sign-in was issued to another application, not to this site.';
export const WRONG_ISSUER = 'The Google sign-in was not issued by the configured provider.';

/** Google publishes tokeninfo outside its discovery document. */
const KNOWN_TOKENINFO: Record<string, string> = { 'https://accounts.google.com': 'https://oauth2.googleapis.com/tokeninfo' };
const TIMEOUT_MS = 5000;
const DISCOVERY_TTL_MS = 10 * 60_000;

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** An upstream failure: logged, answered as 401 without the provider's details. */
export class ProviderUnavailable extends Error {}

const discoveries = new Map<string, { at: number; doc: OidcDiscovery }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function getJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return { status: res.status, body };
}

/** The provider's discovery document; its issuer must be the configured one (OIDC Discovery §4.3). */
export async function discover(issuer: string): Promise<OidcDiscovery> {
  const key = trimSlash(issuer);
  const hit = discoveries.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.doc;
  const { status, body } = await getJson(`${key}/.well-known/openid-configuration`);
  if (status !== 200 || typeof body !== 'object' || body === null) throw new ProviderUnavailable(`discovery answered ${status}`);
  const doc = body as OidcDiscovery;
  if (typeof doc.issuer !== 'string' || trimSlash(doc.issuer) !== key) throw new Unauthorized(WRONG_ISSUER);
  if (discoveries.size > 50) discoveries.clear();
  discoveries.set(key, { at: Date.now(), doc });
  return doc;
}

/** The provider's signing keys (cached; fetched again when a token names an unknown key). */
export function keySet(jwksUri: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(jwksUri);
  if (!set) {
    if (keySets.size > 50) keySets.clear();
    set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: TIMEOUT_MS });
    keySets.set(jwksUri, set);
  }
  return set;
}

/** OIDC Core §3.2.2.9: at_hash is the left half of the access token's hash, with the ID token's hash size. */
export function atHash(accessToken: string, alg: string): string {
  const bits = /(\d{3})$/.exec(alg)?.[1] ?? '256';
  const digest = createHash(`sha${bits}`).update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

const audiences = (aud: unknown): string[] =>
  Array.isArray(aud) ? aud.filter((a): a is string => typeof a === 'string') : typeof aud === 'string' ? [aud] : [];

/** Verifies an ID token: signature from the provider's keys, issuer, audience (and azp), expiry, at_hash. */
async function verifyIdToken(provider: OidcProvider, doc: OidcDiscovery, idToken: string, accessToken: string): Promise<OidcIdentity> {
  if (!doc.jwks_uri) throw new ProviderUnavailable('no jwks_uri');
  let payload: JWTPayload;
  let alg: string;
  try {
    alg = decodeProtectedHeader(idToken).alg ?? '';
  } catch {
    throw new Unauthorized(NOT_VERIFIED);
  }
  try {
    ({ payload } = await jwtVerify(idToken, keySet(doc.jwks_uri), {
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'PS256', 'PS384', 'PS512'],
    }));
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JOSE_GENERIC') throw new ProviderUnavailable(code);
    throw new Unauthorized(NOT_VERIFIED);
  }
  // Issuer and audience are checked here rather than by jwtVerify, to answer which one failed.
  if (typeof payload.iss !== 'string' || trimSlash(payload.iss) !== trimSlash(provider.issuer)) throw new Unauthorized(WRONG_ISSUER);
  const aud = audiences(payload.aud);
  if (!aud.includes(provider.clientId)) throw new Unauthorized(OTHER_CLIENT);
  // With several audiences, azp names the client the token was issued to (OIDC Core §2).
  if ((aud.length > 1 || payload.azp !== undefined) && payload.azp !== provider.clientId) throw new Unauthorized(OTHER_CLIENT);
  if (typeof payload.at_hash === 'string' && payload.at_hash !== atHash(accessToken, alg)) throw new Unauthorized(NOT_VERIFIED);
  return payload as OidcIdentity;
}

/** Verifies an opaque access token: tokeninfo must name our client, then userinfo gives the person. */
async function verifyAccessToken(provider: OidcProvider, doc: OidcDiscovery, accessToken: string): Promise<OidcIdentity> {
  const tokeninfo = doc.tokeninfo_endpoint ?? KNOWN_TOKENINFO[trimSlash(provider.issuer)];
  // Without a way to learn whom the token was issued to, it cannot be accepted: ask for an ID token.
  if (!tokeninfo) throw new Unauthorized('This sign-in provider needs an ID token (id_token) to verify the sign-in.');
  const url = new URL(tokeninfo);
  url.searchParams.set('access_token', accessToken);
  const info = await getJson(url.toString());
  if (info.status >= 500) throw new ProviderUnavailable(`tokeninfo answered ${info.status}`);
  if (info.status !== 200 || typeof info.body !== 'object' || info.body === null) throw new Unauthorized(NOT_VERIFIED);
  const claims = info.body as { aud?: unknown; azp?: unknown; issued_to?: unknown; expires_in?: unknown; exp?: unknown };
  const issuedTo = [...audiences(claims.aud), ...audiences(claims.azp), ...audiences(claims.issued_to)];
  if (issuedTo.length === 0 || issuedTo.some((c) => c !== provider.clientId)) throw new Unauthorized(OTHER_CLIENT);
  const exp = Number(claims.exp);
  if (Number.isFinite(exp) && exp * 1000 < Date.now()) throw new Unauthorized(NOT_VERIFIED);
  if (!doc.userinfo_endpoint) throw new ProviderUnavailable('no userinfo_endpoint');
  const user = await getJson(doc.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}` } });
  if (user.status === 401 || user.status === 403) throw new Unauthorized(NOT_VERIFIED);
  if (user.status !== 200 || typeof user.body !== 'object' || user.body === null)
    throw new ProviderUnavailable(`userinfo answered ${user.status}`);
  return user.body;
}

/**
 * The identity behind a sign-in from the browser. With an ID token (preferred), its signature, issuer
 * and audience are checked and, when it carries at_hash, that it belongs with the access token; with
 * an access token alone, the provider's tokeninfo must say it was issued to our client id.
 */
export async function verifyOidcSignIn(
  provider: OidcProvider,
  tokens: { accessToken: string; idToken?: string | undefined },
  log: OidcLog,
): Promise<OidcIdentity> {
  try {
    const doc = await discover(provider.issuer);
    return tokens.idToken
      ? await verifyIdToken(provider, doc, tokens.idToken, tokens.accessToken)
      : await verifyAccessToken(provider, doc, tokens.accessToken);
  } catch (error) {
    if (error instanceof DomainError) {
      if (error.message === WRONG_ISSUER) log.warn({ issuer: provider.issuer }, 'OpenID Connect issuer mismatch');
      throw error;
    }
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'OpenID Connect provider unavailable');
    throw new Unauthorized(NOT_VERIFIED);
  }
}

/** The public part of the discovery document the browser needs to start a sign-in; null when unavailable. */
export async function publicAuthorization(provider: OidcProvider, log: OidcLog): Promise<{ authorization_endpoint: string } | null> {
  try {
    const doc = await discover(provider.issuer);
    return doc.authorization_endpoint ? { authorization_endpoint: doc.authorization_endpoint } : null;
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'OpenID Connect discovery failed');
    return null;
  }
}
