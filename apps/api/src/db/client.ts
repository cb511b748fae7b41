import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Key of the PostgreSQL advisory lock held while migrating (any constant shared by all instances). */
const MIGRATION_LOCK = 7_315_001;

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite files; `memory` keeps everything in memory. */
  pgliteDir?: string | 'memory';
  /**
   * Errors of idle pooled connections (the server restarted, a connection was terminated). The pool
   * drops such a connection and opens a new one on the next query; without a listener the error would
   * be an uncaught exception that ends the process.
   */
  onIdleError?: (err: Error) => void;
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      // Several API instances may start at once against one database: one migrates while the
      // others wait on the lock, then find nothing left to do.
      async migrate() {
        const client = await pool.connect();
        try {
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
  if (dir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(join(dir));
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
