import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDomains, tenants } from '../db/schema.ts';
import { startApp, type TestApp } from '../test/helpers.ts';
import { LruCache, TenantService } from './tenants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.close());

describe('LruCache', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});

describe('TenantService cache', () => {
  it('stays bounded however many distinct hosts are asked for', async () => {
    const service = new TenantService(t.app.database.db, { maxEntries: 5 });
    for (let i = 0; i < 40; i++) expect(await service.byHost(`random-${i}.example.test`)).toBeNull();
    expect(service.cachedHosts).toBe(5);
    expect((await service.byHost('localhost'))?.slug).toBe('demo');
    expect(service.cachedHosts).toBe(5);
  });

  it('remembers an unknown host only briefly, so a new domain works soon after it is added', async () => {
    let now = 1_000_000;
    const service = new TenantService(t.app.database.db, { missTtlMs: 5_000, hitTtlMs: 30_000, now: () => now });
    expect(await service.byHost('careers.newco.example')).toBeNull();
    const [acme] = await t.app.database.db.select().from(tenants);
    await t.app.database.db.insert(tenantDomains).values({ host: 'careers.newco.example', tenantId: acme!.id });
    now += 4_000;
    expect(await service.byHost('careers.newco.example')).toBeNull();
    now += 1_500;
    expect((await service.byHost('careers.newco.example'))?.id).toBe(acme!.id);
    // A known host is kept longer: removing the domain takes effect once its entry is 30 s old.
    await t.app.database.db.delete(tenantDomains).where(eq(tenantDomains.host, 'careers.newco.example'));
    now += 20_000;
    expect((await service.byHost('careers.newco.example'))?.id).toBe(acme!.id);
    now += 10_000;
    expect(await service.byHost('careers.newco.example')).toBeNull();
  });
});
