// Sign-in with an OpenID Connect provider through the authorization code flow with PKCE (issue 11 §5,
// DECISIONS 17): enterprise single sign-on (found by the email's domain), LinkedIn and Indeed. The API
// is the confidential client: it chooses state, nonce and the PKCE verifier, keeps them in sign_in_flows
// (the state only as a hash), exchanges the code with the client secret (read from a server secret, never
// sent to the browser or logged) and accepts only an ID token signed by the provider's keys, for our
// client, from the configured issuer, unexpired and carrying the flow's nonce. A flow is used once.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { AppContext, User } from '../context.ts';
import { organisations, signInFlows, type SignInMethod } from '../db/schema.ts';
import { BadRequest, DomainError, Unauthorized, fieldError, throttled } from '../errors.ts';
import { ensureMaySignIn, findUserByEmail, signInOrRegisterSeeker, userMaySignIn } from './accounts.ts';
import { ProviderUnavailable, discover, keySet, trimSlash, type OidcDiscovery, type OidcIdentity } from './oidc.ts';
import { emailDomain, socialProvider, ssoProviderById, ssoProviderForDomain, type SignInProvider } from './sign-in-config.ts';
import { limits, take } from './rate-limit.ts';
import type { Tenant } from './tenants.ts';

/** The page of each method: where the provider sends the browser back (register it with the provider). */
export const CALLBACK_PATHS: Record<SignInMethod, string> = { sso: '/loginsso', linkedin: '/linkedInLogin', indeed: '/loginIndeed' };
const PROVIDER_NAMES: Record<SignInMethod, string> = { sso: 'single sign-on', linkedin: 'LinkedIn', indeed: 'Indeed' };
const FLOW_TTL_MS = 10 * 60_000;
const TIMEOUT_MS = 5000;

export const NOT_SET_UP = (method: SignInMethod): string => `Sign-in with ${PROVIDER_NAMES[method]} is not set up on this site.`;
export const UNKNOWN_DOMAIN = 'Single sign-on is not set up for this email domain here. Sign in with your password instead.';
export const FLOW_UNKNOWN = 'This sign-in was not started here, or it has expired. Please start again.';
export const FLOW_USED = 'This sign-in has already been completed. Please start again.';
export const CODE_REFUSED =
  'The sign-in provider did not accept this sign-in (it may have been used already or expired). Please start again.';
export const PROVIDER_DOWN = 'The sign-in provider could not be reached. Please try again later.';
export const TOKEN_NOT_VERIFIED = 'The sign-in provider’s answer could not be verified.';
export const WRONG_ISSUER = 'The sign-in was not issued by the configured provider.';
export const OTHER_CLIENT = 'The sign-in was issued to another application, not to this site.';
export const NONCE_MISMATCH = 'The sign-in does not belong to the one started here. Please start again.';
export const NO_VERIFIED_EMAIL = 'The provider did not give a verified email address.';
export const OUTSIDE_DOMAINS = 'The identity provider signed in an email address outside the domains it is set up for.';
export const NOT_A_MEMBER =
  'No account of this organisation uses this email address here. Ask your organisation’s administrator for an invitation.';
export const NO_ACCOUNT = 'No account uses this email address here. Sign up first, or ask your administrator for an invitation.';
export const ORGANISATION_NOT_ACTIVE = 'Your organisation cannot sign in here at the moment. Please contact support.';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const random = (): string => randomBytes(32).toString('base64url');

/** A path of this site to come back to after sign-in (no other origin); null otherwise. */
function localPath(next: string | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || next.length > 512) return null;
  return next;
}

async function providerDocument(
  provider: SignInProvider,
  ctx: AppContext,
): Promise<OidcDiscovery & { authorization_endpoint: string; token_endpoint: string; jwks_uri: string }> {
  let doc: OidcDiscovery;
  try {
    doc = await discover(provider.issuer);
  } catch (error) {
    if (error instanceof DomainError) {
      ctx.log.warn({ issuer: provider.issuer, method: provider.method }, 'OpenID Connect issuer mismatch');
      throw new Unauthorized(WRONG_ISSUER);
    }
    ctx.log.warn(
      { issuer: provider.issuer, err: error instanceof Error ? error.message : String(error) },
      'OpenID Connect discovery failed',
    );
    throw new Unauthorized(PROVIDER_DOWN);
  }
  if (!doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
    ctx.log.warn({ issuer: provider.issuer }, 'OpenID Connect discovery lacks the authorization, token or jwks endpoint');
    throw new Unauthorized(PROVIDER_DOWN);
  }
  return doc as OidcDiscovery & { authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
}

/** Starts a sign-in: remembers state, nonce and verifier, and gives the provider's authorization URL. */
export async function startSignIn(
  ctx: AppContext,
  tenant: Tenant,
  input: { method: SignInMethod; email?: string | undefined; next?: string | undefined },
  origin: string,
  address: string,
): Promise<{ authorization_url: string; state: string }> {
  const { wait } = await take(ctx.db, tenant.id, [limits.providerSignInAddress, address]);
  if (wait !== null) throw throttled(wait, 'sign-in attempts');
  let provider: SignInProvider | null;
  if (input.method === 'sso') {
    const domain = input.email ? emailDomain(input.email) : null;
    if (!input.email) throw fieldError('email', 'Enter your work email address.');
    if (!domain) throw fieldError('email', 'Enter a valid email address.');
    provider = await ssoProviderForDomain(ctx.db, tenant.id, domain);
    if (!provider) throw fieldError('email', UNKNOWN_DOMAIN);
  } else {
    provider = socialProvider(tenant, input.method);
    if (!provider) throw new BadRequest(NOT_SET_UP(input.method));
  }
  const doc = await providerDocument(provider, ctx);
  const state = random();
  const nonce = random();
  const verifier = random();
  const redirectUri = `${origin}${CALLBACK_PATHS[input.method]}`;
  // Flows nobody finished are forgotten once expired.
  await ctx.db.delete(signInFlows).where(and(eq(signInFlows.tenantId, tenant.id), lt(signInFlows.expiresAt, new Date())));
  await ctx.db.insert(signInFlows).values({
    stateHash: sha256(state),
    tenantId: tenant.id,
    method: input.method,
    providerId: provider.providerId,
    nonce,
    codeVerifier: verifier,
    redirectUri,
    returnTo: localPath(input.next),
    expiresAt: new Date(Date.now() + FLOW_TTL_MS),
  });
  const url = new URL(doc.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  if (input.method === 'sso' && input.email) url.searchParams.set('login_hint', input.email.trim());
  return { authorization_url: url.toString(), state };
}

/** Takes the flow of this state once: refused when unknown, expired, of another method or already used. */
async function takeFlow(ctx: AppContext, tenant: Tenant, method: SignInMethod, state: string): Promise<typeof signInFlows.$inferSelect> {
  const hash = sha256(state);
  const [taken] = await ctx.db
    .update(signInFlows)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInFlows.stateHash, hash),
        eq(signInFlows.tenantId, tenant.id),
        eq(signInFlows.method, method),
        isNull(signInFlows.usedAt),
        gt(signInFlows.expiresAt, new Date()),
      ),
    )
    .returning();
  if (taken) return taken;
  const [seen] = await ctx.db
    .select({ usedAt: signInFlows.usedAt, method: signInFlows.method })
    .from(signInFlows)
    .where(and(eq(signInFlows.stateHash, hash), eq(signInFlows.tenantId, tenant.id)));
  throw new BadRequest(seen?.usedAt && seen.method === method ? FLOW_USED : FLOW_UNKNOWN);
}

/** Exchanges the code at the token endpoint (client secret and PKCE verifier); the ID token it answers. */
async function exchangeCode(
  ctx: AppContext,
  provider: SignInProvider,
  doc: OidcDiscovery & { token_endpoint: string },
  flow: { redirectUri: string; codeVerifier: string },
  code: string,
): Promise<string> {
  const secret = ctx.secret(provider.clientSecretRef);
  if (secret === undefined) {
    // The name of the missing secret is configuration, not the secret: it tells the operator what to set.
    ctx.log.warn({ method: provider.method, secret: provider.clientSecretRef }, 'the client secret of a sign-in provider is not set');
    throw new Unauthorized(PROVIDER_DOWN);
  }
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: flow.redirectUri,
    code_verifier: flow.codeVerifier,
    client_id: provider.clientId,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const methods = doc.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) form.set('client_secret', secret);
  else
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  let status: number;
  let body: unknown = null;
  try {
    const res = await fetch(doc.token_endpoint, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    status = res.status;
    body = await res.json().catch(() => null);
  } catch (error) {
    ctx.log.warn({ method: provider.method, err: error instanceof Error ? error.message : String(error) }, 'token endpoint unreachable');
    throw new Unauthorized(PROVIDER_DOWN);
  }
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { id_token?: unknown; error?: unknown };
  if (status >= 400 && status < 500) {
    // Only the OAuth error code is logged: never the code, the verifier or the secret.
    ctx.log.warn(
      { method: provider.method, status, error: typeof answer.error === 'string' ? answer.error : undefined },
      'the provider refused the code',
    );
    throw new Unauthorized(CODE_REFUSED);
  }
  if (status !== 200) {
    ctx.log.warn({ method: provider.method, status }, 'token endpoint failed');
    throw new Unauthorized(PROVIDER_DOWN);
  }
  if (typeof answer.id_token !== 'string' || answer.id_token === '') throw new Unauthorized(TOKEN_NOT_VERIFIED);
  return answer.id_token;
}

const audiences = (aud: unknown): string[] =>
  Array.isArray(aud) ? aud.filter((a): a is string => typeof a === 'string') : typeof aud === 'string' ? [aud] : [];

/** Signature (provider's keys), issuer, audience and azp, expiry, and the flow's nonce. */
async function verifyIdToken(
  provider: SignInProvider,
  doc: { jwks_uri: string },
  idToken: string,
  nonce: string,
): Promise<OidcIdentity & JWTPayload> {
  let payload: JWTPayload;
  try {
    decodeProtectedHeader(idToken);
    ({ payload } = await jwtVerify(idToken, keySet(doc.jwks_uri), {
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'PS256', 'PS384', 'PS512'],
      clockTolerance: 60,
      requiredClaims: ['exp', 'iat'],
    }));
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JOSE_GENERIC') throw new ProviderUnavailable(code);
    throw new Unauthorized(TOKEN_NOT_VERIFIED);
  }
  if (typeof payload.iss !== 'string' || trimSlash(payload.iss) !== trimSlash(provider.issuer)) throw new Unauthorized(WRONG_ISSUER);
  const aud = audiences(payload.aud);
  if (!aud.includes(provider.clientId)) throw new Unauthorized(OTHER_CLIENT);
  if ((aud.length > 1 || payload.azp !== undefined) && payload.azp !== provider.clientId) throw new Unauthorized(OTHER_CLIENT);
  if (payload.nonce !== nonce) throw new Unauthorized(NONCE_MISMATCH);
  return payload;
}

/** The account a verified single sign-on may open: an existing one, of the provider's organisation if it has one. */
async function ssoAccount(ctx: AppContext, tenant: Tenant, provider: SignInProvider, email: string): Promise<User> {
  const domain = emailDomain(email);
  if (!domain || !provider.domains.includes(domain)) throw new Unauthorized(OUTSIDE_DOMAINS);
  const user = await findUserByEmail(ctx, tenant.id, email);
  if (provider.organisationId !== null) {
    if (!user || user.organisationId !== provider.organisationId) throw new Unauthorized(NOT_A_MEMBER);
    const [org] = await ctx.db
      .select({ status: organisations.status })
      .from(organisations)
      .where(and(eq(organisations.tenantId, tenant.id), eq(organisations.id, provider.organisationId)));
    ensureMaySignIn(user);
    if (org?.status !== 'approved') throw new Unauthorized(ORGANISATION_NOT_ACTIVE);
  } else if (!user) {
    throw new Unauthorized(NO_ACCOUNT);
  }
  // A member of a pending, rejected or suspended organisation is refused with the reason (issue 11 §2).
  await userMaySignIn(ctx, user);
  return user;
}

/** Completes a sign-in from the provider's answer (state and code); the account and where to go next. */
export async function finishSignIn(
  ctx: AppContext,
  tenant: Tenant,
  input: { method: SignInMethod; state: string; code: string },
): Promise<{ user: User; next: string | null }> {
  const flow = await takeFlow(ctx, tenant, input.method, input.state);
  const provider =
    input.method === 'sso'
      ? flow.providerId === null
        ? null
        : await ssoProviderById(ctx.db, tenant.id, flow.providerId)
      : socialProvider(tenant, input.method);
  if (!provider) throw new BadRequest(NOT_SET_UP(input.method));
  const doc = await providerDocument(provider, ctx);
  const idToken = await exchangeCode(ctx, provider, doc, flow, input.code);
  let claims: OidcIdentity & JWTPayload;
  try {
    claims = await verifyIdToken(provider, doc, idToken, flow.nonce);
  } catch (error) {
    if (error instanceof DomainError) {
      ctx.log.warn({ method: input.method, issuer: provider.issuer, reason: error.message }, 'an ID token was refused');
      throw error;
    }
    ctx.log.warn({ method: input.method, err: error instanceof Error ? error.message : String(error) }, 'provider keys unavailable');
    throw new Unauthorized(PROVIDER_DOWN);
  }
  if (typeof claims.email !== 'string' || claims.email === '') throw new Unauthorized(NO_VERIFIED_EMAIL);
  let user: User;
  if (input.method === 'sso') {
    // An enterprise provider answers for its own domains; many (Entra ID among them) send no email_verified.
    if (claims.email_verified === false) throw new Unauthorized(NO_VERIFIED_EMAIL);
    user = await ssoAccount(ctx, tenant, provider, claims.email);
  } else {
    if (claims.email_verified !== true && claims.email_verified !== 'true') throw new Unauthorized(NO_VERIFIED_EMAIL);
    user = await signInOrRegisterSeeker(ctx, tenant, claims as OidcIdentity & { email: string }, PROVIDER_NAMES[input.method]);
  }
  return { user, next: flow.returnTo };
}
