// The PostgreSQL server a bench runs on (its fresh databases: src/test/fresh-pg-database.ts).
import pg from 'pg';

export const PG_DEFAULT = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers on `url` (a short connection attempt and SELECT 1). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL server a bench measures: none with --pglite-only; DATABASE_URL when set; else the local
 * one when it answers. --pg or --pg-only make a missing server an error instead of a skipped part.
 */
export async function benchPostgresUrl({
  databaseUrl,
  flag,
}: {
  databaseUrl: string | undefined;
  flag: (name: string) => string | undefined;
}): Promise<string | undefined> {
  if (flag('--pglite-only') !== undefined) return undefined;
  if (databaseUrl) return databaseUrl;
  if (await answers(PG_DEFAULT)) return PG_DEFAULT;
  if (flag('--pg') !== undefined || flag('--pg-only') !== undefined)
    throw new Error(`--pg: no PostgreSQL answers on ${PG_DEFAULT} (set DATABASE_URL)`);
  return undefined;
}
