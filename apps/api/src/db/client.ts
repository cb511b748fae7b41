import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connection string (PostgreSQL) — for clients that need a connection of their own (LISTEN). */
  url?: string;
  /** The embedded PGlite (its in-process LISTEN/NOTIFY). */
  pglite?: PGlite;
  /**
   * Runs SQL text with $n parameters, or several statements without parameters, outside any transaction
   * (for clients that bring their own SQL: the job queue).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Key of the PostgreSQL advisory lock held while migrating (any constant shared by all instances). */
const MIGRATION_LOCK = 7_315_001;

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The oldest PostgreSQL the migrations and queries are written for (server_version_num). */
export const MIN_POSTGRES_VERSION_NUM = 150000;

/**
 * Refuses a PostgreSQL older than 15, with a message saying what runs and what is needed.
 * `versionNum` is `SHOW server_version_num` (for example "150004" for 15.4, "140011" for 14.11).
 */
export function assertSupportedPostgres(versionNum: string | number): void {
  const num = Number(versionNum);
  if (!Number.isInteger(num) || num <= 0) throw new Error(`Could not read the PostgreSQL version (server_version_num "${versionNum}").`);
  if (num >= MIN_POSTGRES_VERSION_NUM) return;
  // 10 and later: major * 10000 + minor; 9.x: 90000 + 9.x minor * 100 + patch.
  const shown =
    num >= 100000
      ? `${Math.floor(num / 10000)}.${num % 10000}`
      : `${Math.floor(num / 10000)}.${Math.floor((num % 10000) / 100)}.${num % 100}`;
  throw new Error(
    `Tessera needs PostgreSQL 15 or newer; the server at DATABASE_URL runs PostgreSQL ${shown} (server_version_num ${num}). Upgrade it, or unset DATABASE_URL to use the embedded database.`,
  );
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite files; `memory` keeps everything in memory. */
  pgliteDir?: string;
  /** Told when an idle PostgreSQL connection is lost (server restart, failover, a closing pool). */
  onIdleError?: (error: Error) => void;
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, a lost idle connection is an unhandled 'error' event that stops the process;
    // the pool has already dropped the client and opens a new one when needed.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      executeSql: (text, values) => pool.query(text, values),
      // Several API instances may start at once against one database: one migrates while the
      // others wait on the lock, then find nothing left to do.
      async migrate() {
        const client = await pool.connect();
        try {
          const version = await client.query<{ server_version_num: string }>('SHOW server_version_num');
          assertSupportedPostgres(version.rows[0]?.server_version_num ?? '');
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory';
  let client: PGlite;
  // pg_trgm backs the trigram indexes of the staff searches (migration 0007).
  const extensions = { pg_trgm };
  if (dir === 'memory') {
    client = new PGlite({ extensions });
  } else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(join(dir), { extensions });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    async executeSql(text, values) {
      // PGlite takes parameters with one statement only; several statements go through exec.
      if (values && values.length > 0) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // A script with its own BEGIN that fails half-way would leave the one connection in an aborted
        // transaction, refusing every later query: end it.
        if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
