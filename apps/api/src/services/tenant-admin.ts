// Adding tenants and their domains on a real deployment (the `tenant:add` command).
import { eq } from 'drizzle-orm';
import { THEME_KEYS } from '@tessera/theme/default-theme';
import type { Db } from '../db/client.ts';
import { tenantDomains, tenants, type TenantAuthConfig } from '../db/schema.ts';
import { hostName } from './tenants.ts';

export interface AddTenantInput {
  slug: string;
  /** Required for a new tenant; for an existing one, renames it when given. */
  name?: string | undefined;
  hosts: string[];
  /** Theme fields (SPEC §3 Theme); replaces the stored theme when given. */
  theme?: Record<string, unknown> | undefined;
  timeZone?: string | undefined;
  google?: TenantAuthConfig['google'] | undefined;
}

export interface AddTenantResult {
  slug: string;
  created: boolean;
  /** Hosts newly pointed at the tenant (a host it already had is left as is). */
  addedHosts: string[];
}

export class TenantAdminError extends Error {}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** A theme file's fields: only the Theme keys, each a string. */
export function parseThemeFields(input: unknown): Record<string, string> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new TenantAdminError('The theme must be a JSON object of theme fields.');
  const known = new Set<string>(THEME_KEYS);
  const theme: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!known.has(key)) throw new TenantAdminError(`Unknown theme field "${key}" (known: ${THEME_KEYS.join(', ')}).`);
    if (typeof value !== 'string') throw new TenantAdminError(`Theme field "${key}" must be a string.`);
    theme[key] = value;
  }
  return theme;
}

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates the tenant `slug` (or updates it) and points `hosts` at it, in one transaction. A host that
 * belongs to another tenant is refused, never moved.
 */
export async function addTenant(db: Db, input: AddTenantInput): Promise<AddTenantResult> {
  if (!SLUG.test(input.slug)) throw new TenantAdminError(`Invalid slug "${input.slug}": use lower-case letters, digits and hyphens.`);
  if (input.hosts.length === 0) throw new TenantAdminError('Give at least one --host.');
  const hosts = input.hosts.map((raw) => {
    const host = hostName(raw);
    if (!host || host.includes(':') || host !== raw.trim().toLowerCase().replace(/\.$/, ''))
      throw new TenantAdminError(`Invalid host name "${raw}" (a host name only, no scheme, port or path).`);
    return host;
  });
  const theme = input.theme === undefined ? undefined : parseThemeFields(input.theme);
  if (input.timeZone !== undefined && !validTimeZone(input.timeZone)) throw new TenantAdminError(`Unknown time zone "${input.timeZone}".`);
  if (input.google && !/^https:\/\//.test(input.google.issuer) && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(input.google.issuer)) {
    throw new TenantAdminError('The Google issuer must be an https:// URL.');
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(tenants).where(eq(tenants.slug, input.slug));
    let id: number;
    if (existing) {
      id = existing.id;
      const patch = {
        ...(input.name ? { name: input.name.trim() } : {}),
        ...(theme ? { theme } : {}),
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        ...(input.google ? { authConfig: { ...existing.authConfig, google: input.google } } : {}),
      };
      if (Object.keys(patch).length > 0) await tx.update(tenants).set(patch).where(eq(tenants.id, id));
    } else {
      if (!input.name?.trim()) throw new TenantAdminError('A new tenant needs a --name.');
      const [row] = await tx
        .insert(tenants)
        .values({
          slug: input.slug,
          name: input.name.trim(),
          theme: theme ?? {},
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
          authConfig: input.google ? { google: input.google } : {},
        })
        .returning({ id: tenants.id });
      if (!row) throw new TenantAdminError('The tenant could not be created.');
      id = row.id;
    }
    const addedHosts: string[] = [];
    for (const host of hosts) {
      const [owner] = await tx.select().from(tenantDomains).where(eq(tenantDomains.host, host));
      if (owner && owner.tenantId !== id) throw new TenantAdminError(`The host "${host}" already belongs to another tenant.`);
      if (!owner) {
        await tx.insert(tenantDomains).values({ host, tenantId: id });
        addedHosts.push(host);
      }
    }
    return { slug: input.slug, created: !existing, addedHosts };
  });
}
