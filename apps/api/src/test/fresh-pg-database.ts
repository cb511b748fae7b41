// A throwaway PostgreSQL database for a test file or a bench run: created under a random name on the
// server of `adminUrl`, dropped (connections and all) by `drop`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshPgDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshPgDatabase(adminUrl: string, prefix: string): Promise<FreshPgDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
