// Migration 0012 on a database holding the previous schema's demo data (the demo and acme jobs as the
// seed of migration 0011 wrote them, with a free-text company each): every distinct company of a tenant
// becomes one approved employer, every job points at its tenant's employer of its company, and nothing
// else changes. Afterwards a job written with only a company name still finds (or makes) its employer.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrationsFolder, type Database } from './client.ts';
import { ACME_JOBS, DEMO_JOBS } from './seed-jobs.ts';
import { freshPgDatabase, type FreshPgDatabase } from '../test/fresh-pg-database.ts';
import { onPostgres } from '../test/helpers.ts';

const BEFORE = '0011_rate_limits';

let database: Database;
let pgDb: FreshPgDatabase | undefined;
let oldFolder: string;

async function migrateTo(folder: string): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
    } finally {
      await client.end();
    }
  }
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface OldJob {
  id: number;
  tenant_id: number;
  company: string;
  title: string;
}
let before: OldJob[];

beforeAll(async () => {
  // The migrations folder as it stood before 0012.
  oldFolder = mkdtempSync(join(tmpdir(), 'tessera-migrations-'));
  cpSync(migrationsFolder, oldFolder, { recursive: true });
  const journalPath = join(oldFolder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));

  pgDb = onPostgres ? await freshPgDatabase(process.env.DATABASE_URL as string, 'tessera_mig') : undefined;
  database = createDatabase(pgDb ? { databaseUrl: pgDb.url } : { pgliteDir: 'memory' });
  if (database.kind === 'pglite') await database.executeSql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migrateTo(oldFolder);

  // The previous demo data: two tenants, their jobs with free-text companies (plus the spellings people
  // typed by hand: other case, outer blanks, and a blank company).
  await database.db.execute(sql`INSERT INTO tenants (slug, name) VALUES ('demo', 'Tessera Demo'), ('acme', 'Acme Careers')`);
  const [demo, acme] = (await rows<{ id: number }>(sql`SELECT id FROM tenants ORDER BY id`)).map((r) => r.id);
  const typed = [
    { title: 'Warehouse Lead', company: '  northstar logistics ' },
    { title: 'Forklift Operator', company: 'NORTHSTAR LOGISTICS' },
    { title: 'Untitled Draft', company: '' },
  ];
  const demoJobs = [...DEMO_JOBS.map((j) => ({ title: j.title, company: j.company })), ...typed];
  for (const [tenantId, list] of [
    [demo, demoJobs],
    [acme, [...ACME_JOBS.map((j) => ({ title: j.title, company: j.company })), { title: 'Shared Name', company: 'Northstar Logistics' }]],
  ] as const) {
    for (const j of list) {
      await database.db.execute(
        sql`INSERT INTO jobs (tenant_id, title, company, weights) VALUES (${tenantId}, ${j.title}, ${j.company}, ${JSON.stringify({ skills: 100 })}::jsonb)`,
      );
    }
  }
  before = await rows<OldJob>(sql`SELECT id, tenant_id, company, title FROM jobs ORDER BY id`);

  await migrateTo(migrationsFolder);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await pgDb?.drop();
  rmSync(oldFolder, { recursive: true, force: true });
});

const key = (company: string) => (company.trim() === '' ? 'unnamed employer' : company.trim().toLowerCase());

describe('migration 0012 moves companies onto employer organisations', () => {
  it('makes one approved employer per distinct company of each tenant', async () => {
    const orgs = await rows<{ tenant_id: number; name: string; kind: string; status: string }>(
      sql`SELECT tenant_id, name, kind, status FROM organisations ORDER BY tenant_id, name`,
    );
    const expected = new Set(before.map((j) => `${j.tenant_id}:${key(j.company)}`));
    expect(orgs).toHaveLength(expected.size);
    expect(new Set(orgs.map((o) => `${o.tenant_id}:${o.name.toLowerCase()}`))).toEqual(expected);
    expect(orgs.every((o) => o.kind === 'employer' && o.status === 'approved')).toBe(true);
    // The most used spelling names the organisation.
    expect(orgs.map((o) => o.name)).toContain('Northstar Logistics');
    expect(orgs.map((o) => o.name)).toContain('Unnamed employer');
    // The same name in two tenants is two organisations.
    expect(orgs.filter((o) => o.name === 'Northstar Logistics')).toHaveLength(2);
  });

  it('keeps every job, each pointing at its own tenant’s employer of its company', async () => {
    const after = await rows<{ id: number; tenant_id: number; company: string; title: string; org_tenant: number; org_name: string }>(
      sql`SELECT j.id, j.tenant_id, j.company, j.title, o.tenant_id AS org_tenant, o.name AS org_name
          FROM jobs j JOIN organisations o ON o.id = j.organisation_id ORDER BY j.id`,
    );
    expect(after.map((j) => [j.id, j.tenant_id, j.title])).toEqual(before.map((j) => [j.id, j.tenant_id, j.title]));
    for (const [i, job] of after.entries()) {
      expect(job.org_tenant).toBe(job.tenant_id);
      expect(job.company).toBe(job.org_name);
      expect(key(job.company)).toBe(key(before[i]!.company));
    }
  });

  it('gives a job written with only a company name the employer of that name, or a new one', async () => {
    const [demo] = (await rows<{ id: number }>(sql`SELECT id FROM tenants WHERE slug = 'demo'`)).map((r) => r.id);
    const [existing] = await rows<{ id: number; organisation_id: number; company: string }>(
      sql`INSERT INTO jobs (tenant_id, title, company, weights) VALUES (${demo}, 'Picker', 'ledgerline finance', '{}'::jsonb)
          RETURNING id, organisation_id, company`,
    );
    const [ledgerline] = await rows<{ id: number }>(
      sql`SELECT id FROM organisations WHERE tenant_id = ${demo} AND name = 'Ledgerline Finance'`,
    );
    expect(existing).toMatchObject({ organisation_id: ledgerline!.id, company: 'Ledgerline Finance' });

    const [fresh] = await rows<{ organisation_id: number; company: string }>(
      sql`INSERT INTO jobs (tenant_id, title, company, weights) VALUES (${demo}, 'Baker', 'Brand New Bakery', '{}'::jsonb)
          RETURNING organisation_id, company`,
    );
    const [bakery] = await rows<{ id: number; kind: string; status: string }>(
      sql`SELECT id, kind, status FROM organisations WHERE tenant_id = ${demo} AND name = 'Brand New Bakery'`,
    );
    expect(bakery).toMatchObject({ id: fresh!.organisation_id, kind: 'employer', status: 'approved' });
  });

  it('refuses a job or a user pointing at another tenant’s organisation', async () => {
    const [acmeOrg] = await rows<{ id: number }>(
      sql`SELECT o.id FROM organisations o JOIN tenants t ON t.id = o.tenant_id WHERE t.slug = 'acme' LIMIT 1`,
    );
    const [demo] = (await rows<{ id: number }>(sql`SELECT id FROM tenants WHERE slug = 'demo'`)).map((r) => r.id);
    await expect(
      database.db.execute(
        sql`INSERT INTO jobs (tenant_id, title, company, weights, organisation_id) VALUES (${demo}, 'X', 'X', '{}'::jsonb, ${acmeOrg!.id})`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`INSERT INTO users (tenant_id, email, role_id, organisation_id) VALUES (${demo}, 'x@demo.test', 1, ${acmeOrg!.id})`,
      ),
    ).rejects.toThrow();
  });
});
