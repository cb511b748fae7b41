// Where the sign-in providers of a tenant are configured (issue 11 §5, DECISIONS 17): LinkedIn and Indeed
// in the tenant's auth settings (like Google), enterprise single sign-on per organisation or per tenant in
// sso_providers, found by the email's domain. Client secrets are references to server secrets.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organisations, ssoDomains, ssoProviders, tenants, type OidcClientConfig, type SignInMethod } from '../db/schema.ts';
import { SECRET_NAME } from '../env.ts';
import type { Tenant } from './tenants.ts';

/** A provider a sign-in can be started with: what the flow needs, and whom it may sign in. */
export interface SignInProvider {
  method: SignInMethod;
  issuer: string;
  clientId: string;
  clientSecretRef: string;
  /** The sso_providers row (single sign-on only). */
  providerId: number | null;
  /** Single sign-on of one organisation: only its people sign in through it. */
  organisationId: number | null;
  /** Single sign-on: the email domains it answers for. */
  domains: string[];
}

export class SignInConfigError extends Error {}

/** Reads a secret by name from the ones the server was given; only `TESSERA_SECRET_*` names exist. */
export function secretReader(secrets: Record<string, string>): (name: string) => string | undefined {
  return (name) => (SECRET_NAME.test(name) && Object.hasOwn(secrets, name) ? secrets[name] : undefined);
}

/** The domain of an email address, lower-case; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain =
    at > 0
      ? email
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(domain) ? domain : null;
}

/** An issuer must be https (http only on the loopback, for local providers). */
export function validIssuer(issuer: string): boolean {
  return /^https:\/\/[^\s/]+/.test(issuer) || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(issuer);
}

/** LinkedIn or Indeed of this tenant; null when it is not configured. */
export function socialProvider(tenant: Tenant, method: 'linkedin' | 'indeed'): SignInProvider | null {
  const config = tenant.authConfig[method];
  if (!config?.issuer || !config.client_id || !config.client_secret_ref) return null;
  return {
    method,
    issuer: config.issuer,
    clientId: config.client_id,
    clientSecretRef: config.client_secret_ref,
    providerId: null,
    organisationId: null,
    domains: [],
  };
}

async function ssoProvider(db: Db, tenantId: number, where: ReturnType<typeof eq>): Promise<SignInProvider | null> {
  const [row] = await db
    .select({
      id: ssoProviders.id,
      issuer: ssoProviders.issuer,
      clientId: ssoProviders.clientId,
      clientSecretRef: ssoProviders.clientSecretRef,
      organisationId: ssoProviders.organisationId,
      domains: sql<string[]>`coalesce((select array_agg(d.domain order by d.domain) from ${ssoDomains} d
        where d.tenant_id = ${ssoProviders.tenantId} and d.provider_id = ${ssoProviders.id}), '{}')`,
    })
    .from(ssoProviders)
    .where(and(eq(ssoProviders.tenantId, tenantId), where));
  if (!row) return null;
  return {
    method: 'sso',
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretRef: row.clientSecretRef,
    providerId: row.id,
    organisationId: row.organisationId,
    domains: row.domains,
  };
}

/** The single sign-on provider for this email's domain in the tenant; null when none answers for it. */
export async function ssoProviderForDomain(db: Db, tenantId: number, domain: string): Promise<SignInProvider | null> {
  const [hit] = await db
    .select({ providerId: ssoDomains.providerId })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.tenantId, tenantId), eq(ssoDomains.domain, domain)));
  return hit ? ssoProvider(db, tenantId, eq(ssoProviders.id, hit.providerId)) : null;
}

export async function ssoProviderById(db: Db, tenantId: number, id: number): Promise<SignInProvider | null> {
  return ssoProvider(db, tenantId, eq(ssoProviders.id, id));
}

/** Which sign-in methods this tenant offers (public: no issuer, client or domain is told). */
export async function configuredMethods(db: Db, tenant: Tenant): Promise<Record<SignInMethod, boolean>> {
  const [any] = await db.select({ id: ssoProviders.id }).from(ssoProviders).where(eq(ssoProviders.tenantId, tenant.id)).limit(1);
  return { sso: Boolean(any), linkedin: socialProvider(tenant, 'linkedin') !== null, indeed: socialProvider(tenant, 'indeed') !== null };
}

function checkClient(what: string, config: { issuer: string; clientId: string; clientSecretRef: string }): void {
  if (!validIssuer(config.issuer)) throw new SignInConfigError(`The ${what} issuer must be an https:// URL.`);
  if (!config.clientId.trim()) throw new SignInConfigError(`The ${what} client id is required.`);
  if (!SECRET_NAME.test(config.clientSecretRef))
    throw new SignInConfigError(
      `The ${what} client secret reference must name a server secret TESSERA_SECRET_… (never the secret itself).`,
    );
}

export interface SsoProviderInput {
  /** The organisation's name or id in the tenant; none: the tenant's own provider. */
  organisation?: string | undefined;
  issuer: string;
  clientId: string;
  clientSecretRef: string;
  domains: string[];
}

/**
 * Adds a single sign-on provider to the tenant `slug` for `domains` (a domain already taken by another
 * provider of the tenant is refused, never moved). Returns its id.
 */
export async function addSsoProvider(db: Db, slug: string, input: SsoProviderInput): Promise<number> {
  checkClient('SSO', input);
  const domains = input.domains.map((d) => {
    const domain = emailDomain(`x@${d.replace(/^@/, '')}`);
    if (!domain) throw new SignInConfigError(`Invalid email domain "${d}".`);
    return domain;
  });
  if (domains.length === 0) throw new SignInConfigError('Give at least one email domain.');
  return db.transaction(async (tx) => {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
    if (!tenant) throw new SignInConfigError(`No tenant "${slug}".`);
    let organisationId: number | null = null;
    if (input.organisation) {
      const byId = /^\d+$/.test(input.organisation) ? eq(organisations.id, Number(input.organisation)) : undefined;
      const [org] = await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenant.id), byId ?? sql`lower(${organisations.name}) = lower(${input.organisation.trim()})`));
      if (!org) throw new SignInConfigError(`No organisation "${input.organisation}" in tenant "${slug}".`);
      organisationId = org.id;
    }
    for (const domain of domains) {
      const [taken] = await tx
        .select()
        .from(ssoDomains)
        .where(and(eq(ssoDomains.tenantId, tenant.id), eq(ssoDomains.domain, domain)));
      if (taken) throw new SignInConfigError(`The domain "${domain}" already has a single sign-on provider in "${slug}".`);
    }
    const [row] = await tx
      .insert(ssoProviders)
      .values({
        tenantId: tenant.id,
        organisationId,
        issuer: input.issuer,
        clientId: input.clientId.trim(),
        clientSecretRef: input.clientSecretRef,
      })
      .returning({ id: ssoProviders.id });
    if (!row) throw new SignInConfigError('The provider could not be added.');
    await tx.insert(ssoDomains).values(domains.map((domain) => ({ tenantId: tenant.id, domain, providerId: row.id })));
    return row.id;
  });
}

/** Sets (or, with null, removes) the tenant's LinkedIn or Indeed client. */
export async function setSocialProvider(
  db: Db,
  slug: string,
  method: 'linkedin' | 'indeed',
  config: OidcClientConfig | null,
): Promise<void> {
  if (config)
    checkClient(method === 'linkedin' ? 'LinkedIn' : 'Indeed', {
      issuer: config.issuer,
      clientId: config.client_id,
      clientSecretRef: config.client_secret_ref,
    });
  await db.transaction(async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, slug));
    if (!tenant) throw new SignInConfigError(`No tenant "${slug}".`);
    const { [method]: _old, ...rest } = tenant.authConfig;
    await tx
      .update(tenants)
      .set({ authConfig: config ? { ...rest, [method]: config } : rest })
      .where(eq(tenants.id, tenant.id));
  });
}
