import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../test/helpers.ts';
import { assertSupportedPostgres, createDatabase } from './client.ts';

describe('assertSupportedPostgres', () => {
  it('accepts PostgreSQL 15 and newer', () => {
    for (const ok of ['150000', '150004', 160002, '170000']) expect(() => assertSupportedPostgres(ok)).not.toThrow();
  });

  it('refuses older servers with a message naming the version and the way out', () => {
    expect(() => assertSupportedPostgres('140011')).toThrow(
      'Tessera needs PostgreSQL 15 or newer; the server at DATABASE_URL runs PostgreSQL 14.11 (server_version_num 140011). Upgrade it, or unset DATABASE_URL to use the embedded database.',
    );
    expect(() => assertSupportedPostgres('130000')).toThrow(/runs PostgreSQL 13\.0 /);
    expect(() => assertSupportedPostgres('90624')).toThrow(/runs PostgreSQL 9\.6\.24 /);
    expect(() => assertSupportedPostgres('')).toThrow(/Could not read the PostgreSQL version/);
    expect(() => assertSupportedPostgres('banana')).toThrow(/Could not read the PostgreSQL version/);
  });

  it.runIf(onPostgres)('survives losing an idle connection (reported, not thrown)', async () => {
    const lost: Error[] = [];
    const database = createDatabase({ databaseUrl: process.env.DATABASE_URL, onIdleError: (error) => lost.push(error) });
    try {
      const [row] = (await database.db.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [row?.pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBe(1);
      // The pool opens a new connection for the next query.
      expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
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

describe('executeSql on the embedded database', () => {
  it('runs parameters or scripts, and a script whose transaction fails half-way leaves the connection usable', async () => {
    const database = createDatabase({ pgliteDir: 'memory' });
    try {
      expect((await database.executeSql('SELECT $1::integer + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
      expect(
        (await database.executeSql('CREATE TABLE t (n integer); INSERT INTO t VALUES (1); SELECT count(*)::integer AS c FROM t')).rows,
      ).toEqual([{ c: 1 }]);
      await expect(database.executeSql('BEGIN; INSERT INTO t VALUES (2); SELECT 1 / 0; COMMIT;')).rejects.toThrow(/division by zero/);
      expect((await database.executeSql('SELECT count(*)::integer AS c FROM t')).rows).toEqual([{ c: 1 }]);
    } finally {
      await database.close();
    }
  });
});
