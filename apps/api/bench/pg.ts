// A fresh PostgreSQL database for a bench run, created on the server of `adminUrl` and dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_DEFAULT = 'postgres://postgres@127.0.0.1:5432/test';

export async function freshPgDatabase(adminUrl: string, prefix = 'tessera_bench'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
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
