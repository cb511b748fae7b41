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

export class TenantService {
  private cache = new Map<string, { tenant: Tenant | null; at: number }>();
  constructor(private readonly db: Db, private readonly ttlMs = 30_000) {}

  async byHost(hostHeader: string | undefined): Promise<Tenant | null> {
    const host = hostName(hostHeader);
    if (!host) return null;
    const hit = this.cache.get(host);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.tenant;
    const [row] = await this.db
      .select({ tenant: tenants })
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(eq(tenantDomains.host, host));
    const tenant = row?.tenant ?? null;
    this.cache.set(host, { tenant, at: Date.now() });
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
