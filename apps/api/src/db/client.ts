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
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a dropped database, an admin command) is removed
    // from the pool by pg-pool, which also emits 'error': without a listener that would crash the process.
    pool.on('error', () => undefined);
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
  // pg_trgm backs the trigram indexes of the staff searches (migration 0006).
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
