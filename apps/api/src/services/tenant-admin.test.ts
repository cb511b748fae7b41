import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client.ts';
import { tenants } from '../db/schema.ts';
import { parseTenantArgs } from '../db/tenant-cli.ts';
import { request, startApp, type TestApp } from '../test/helpers.ts';
import { addTenant } from './tenant-admin.ts';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.close());

describe('addTenant', () => {
  it('creates a tenant whose domain is served at once, with its theme', async () => {
    const result = await addTenant(t.app.database.db, {
      slug: 'globex',
      name: 'Globex Careers',
      hosts: ['Careers.Globex.Example'],
      theme: { brand_color: '#112233', title: 'Globex Careers' },
      timeZone: 'America/Chicago',
    });
    expect(result).toEqual({ slug: 'globex', created: true, addedHosts: ['careers.globex.example'] });
    const res = await request(t, { path: '/api/v1/tenant/theme', host: 'careers.globex.example' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ brand_color: '#112233', title: 'Globex Careers', time_zone: 'America/Chicago' });
  });

  it('adds a domain to an existing tenant and never takes one from another tenant', async () => {
    expect(await addTenant(t.app.database.db, { slug: 'acme', hosts: ['jobs.acme.example', 'acme.localhost'] })).toEqual({
      slug: 'acme',
      created: false,
      addedHosts: ['jobs.acme.example'],
    });
    expect((await request(t, { path: '/api/v1/tenant/theme', host: 'jobs.acme.example' })).json.data.title).toBe('Acme Careers');
    await expect(addTenant(t.app.database.db, { slug: 'globex', hosts: ['acme.localhost'] })).rejects.toThrow(
      /already belongs to another tenant/,
    );
  });

  it('refuses bad input with a message', async () => {
    const db = t.app.database.db;
    await expect(addTenant(db, { slug: 'Bad Slug', name: 'x', hosts: ['a.example'] })).rejects.toThrow(/Invalid slug/);
    await expect(addTenant(db, { slug: 'newco', name: 'x', hosts: ['https://a.example/'] })).rejects.toThrow(/Invalid host name/);
    await expect(addTenant(db, { slug: 'newco', name: 'x', hosts: ['a.example:8443'] })).rejects.toThrow(/Invalid host name/);
    await expect(addTenant(db, { slug: 'newco', hosts: ['a.example'] })).rejects.toThrow(/needs a --name/);
    await expect(addTenant(db, { slug: 'newco', name: 'x', hosts: [] })).rejects.toThrow(/at least one --host/);
    await expect(addTenant(db, { slug: 'newco', name: 'x', hosts: ['a.example'], theme: { colour: 'red' } })).rejects.toThrow(
      /Unknown theme field "colour"/,
    );
    await expect(addTenant(db, { slug: 'newco', name: 'x', hosts: ['a.example'], timeZone: 'Mars/Olympus' })).rejects.toThrow(
      /Unknown time zone/,
    );
    expect(await db.select().from(tenants).where(eq(tenants.slug, 'newco'))).toEqual([]);
  });
});

describe('tenant:add command line', () => {
  it('parses the options', () => {
    expect(
      parseTenantArgs([
        '--slug',
        'acme',
        '--name',
        'Acme',
        '--host',
        'a.example',
        '--host',
        'b.example',
        '--google-issuer',
        'https://accounts.google.com',
        '--google-client-id',
        'cid',
      ]),
    ).toEqual({
      slug: 'acme',
      name: 'Acme',
      hosts: ['a.example', 'b.example'],
      theme: undefined,
      timeZone: undefined,
      google: { issuer: 'https://accounts.google.com', client_id: 'cid' },
    });
    expect(() => parseTenantArgs(['--name', 'x'])).toThrow(/--slug is required/);
    expect(() => parseTenantArgs(['--slug', 'x', '--bogus'])).toThrow(/Unknown option/);
    expect(() => parseTenantArgs(['--slug', 'x', '--google-issuer', 'https://a'])).toThrow(/together/);
  });

  it('adds a tenant to the database of the environment', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-tenant-cli-'));
    try {
      const themeFile = join(dataDir, 'theme.json');
      writeFileSync(themeFile, JSON.stringify({ brand_color: '#445566', title: 'Initech Jobs' }));
      // The embedded database of a fresh data folder, whatever DATABASE_URL the tests run with.
      const env = { ...process.env, TESSERA_DATA_DIR: dataDir, DATABASE_URL: '' };
      const run = promisify(execFile);
      const { stdout } = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/db/tenant-cli.ts',
          '--slug',
          'initech',
          '--name',
          'Initech',
          '--host',
          'careers.initech.example',
          '--theme',
          themeFile,
        ],
        { cwd: apiDir, env },
      );
      expect(stdout).toMatch(/created tenant initech \(pglite\); added careers\.initech\.example/);
      const failed = await run(
        process.execPath,
        ['--import', 'tsx', 'src/db/tenant-cli.ts', '--slug', 'other', '--name', 'Other', '--host', 'careers.initech.example'],
        { cwd: apiDir, env },
      ).catch((error: unknown) => error);
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { stderr: string }).stderr).toMatch(/already belongs to another tenant/);
      const database = createDatabase({ pgliteDir: join(dataDir, 'pglite') });
      try {
        const [row] = await database.db.select().from(tenants).where(eq(tenants.slug, 'initech'));
        expect(row).toMatchObject({ name: 'Initech', theme: { brand_color: '#445566', title: 'Initech Jobs' } });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
