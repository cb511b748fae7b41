import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenantDomains, tenantTranslations, tenants } from '../db/schema.ts';

export type Tenant = typeof tenants.$inferSelect;

export function hostName(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(0, end + 1) : null;
  }
  const name = host.replace(/:\d*$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]+$/.test(name) ? name : null;
}

/** A map that keeps at most `max` entries, dropping the least recently used one first. */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  constructor(readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used entry.
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }
}

export interface TenantCacheOptions {
  /** Host names remembered at most (any Host header can be sent, so the cache is bounded). */
  maxEntries?: number;
  /** How long a known host's tenant is reused. */
  hitTtlMs?: number;
  /** How long an unknown host stays unknown: short, so a newly added domain works quickly. */
  missTtlMs?: number;
  now?: () => number;
}

export class TenantService {
  private readonly cache: LruCache<string, { tenant: Tenant | null; at: number }>;
  private readonly hitTtlMs: number;
  private readonly missTtlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: TenantCacheOptions = {},
  ) {
    this.cache = new LruCache(options.maxEntries ?? 1000);
    this.hitTtlMs = options.hitTtlMs ?? 30_000;
    this.missTtlMs = options.missTtlMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** Host names currently cached (tests, metrics). */
  get cachedHosts(): number {
    return this.cache.size;
  }

  async byHost(hostHeader: string | undefined): Promise<Tenant | null> {
    const host = hostName(hostHeader);
    if (!host) return null;
    const hit = this.cache.get(host);
    if (hit && this.now() - hit.at < (hit.tenant ? this.hitTtlMs : this.missTtlMs)) return hit.tenant;
    const [row] = await this.db
      .select({ tenant: tenants })
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(eq(tenantDomains.host, host));
    const tenant = row?.tenant ?? null;
    this.cache.set(host, { tenant, at: this.now() });
    return tenant;
  }

  async dictionary(tenantId: number, language: 'en' | 'fr' | 'esp'): Promise<Record<string, string>> {
    const rows = await this.db
      .select({ key: tenantTranslations.key, value: tenantTranslations.value })
      .from(tenantTranslations)
      .where(and(eq(tenantTranslations.tenantId, tenantId), eq(tenantTranslations.language, language)));
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }
}

/**
 * The address a tenant's people reach it at, for the links of mails sent outside a request (workers): its
 * first public host over https, or, for a tenant served only on local hosts (development), http on `port`.
 */
export async function tenantPublicOrigin(db: Pick<Db, 'select'>, tenantId: number, port = 3000): Promise<string | null> {
  const rows = await db.select({ host: tenantDomains.host }).from(tenantDomains).where(eq(tenantDomains.tenantId, tenantId));
  const local = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
  const hosts = rows.map((r) => r.host).sort();
  const published = hosts.find((h) => !local(h));
  if (published) return `https://${published}`;
  const first = hosts[0];
  return first ? `http://${first}:${port}` : null;
}
