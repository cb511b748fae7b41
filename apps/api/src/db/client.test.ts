import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../test/helpers.ts';
import { assertSupportedPostgres } from './client.ts';

describe('assertSupportedPostgres', () => {
  it('accepts PostgreSQL 15 and newer', () => {
    for (const ok of ['150000', '150004', 160002, '170000']) expect(() => assertSupportedPostgres(ok)).not.toThrow();
  });

  it('refuses older servers with a message naming the version and the way out', () => {
    expect(() => assertSupportedPostgres('140011')).toThrow('Tessera needs PostgreSQL 15 or newer; the server at DATABASE_URL runs PostgreSQL 14.11 (server_version_num 140011). Upgrade it, or unset DATABASE_URL to use the embedded database.');
    expect(() => assertSupportedPostgres('130000')).toThrow(/runs PostgreSQL 13\.0 /);
    expect(() => assertSupportedPostgres('90624')).toThrow(/runs PostgreSQL 9\.6\.24 /);
    expect(() => assertSupportedPostgres('')).toThrow(/Could not read the PostgreSQL version/);
    expect(() => assertSupportedPostgres('banana')).toThrow(/Could not read the PostgreSQL version/);
  });

  it.runIf(onPostgres)('passes for the PostgreSQL of DATABASE_URL', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
      expect(() => assertSupportedPostgres(rows[0]?.server_version_num ?? '')).not.toThrow();
    } finally {
      await client.end();
    }
  });
});
