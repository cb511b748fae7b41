// PostgreSQL databases of e2e runs: each run creates tessera_e2e_<run> and drops it when its server
// stops; at start, databases left behind by runs that were killed (and by API test runs,
// tessera_test_<random>) are dropped once they are more than a day old and nobody is connected.
import pg from 'pg';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Names this clean-up may ever touch (also keeps the names safe to quote). */
export const LEFTOVER_NAME = /^tessera_(e2e|test)_[a-z0-9_]+$/;

/** The run's database name for a run id (a Date.now() by default, see playwright.config.ts). */
export function runDatabaseName(run) {
  return `tessera_e2e_${run}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
}

/** Milliseconds since the epoch when the name holds a plausible run timestamp, else null. */
export function timestampInName(name, now = Date.now()) {
  const m = /^tessera_e2e_(\d{13})(?:_|$)/.exec(name);
  if (!m) return null;
  const at = Number(m[1]);
  return at >= Date.UTC(2020, 0, 1) && at <= now + DAY_MS ? at : null;
}

/**
 * Which databases to drop: leftover names, not this run's, with no session connected, known to be
 * more than a day old (from the timestamp in the name, else from `createdAt`; unknown age: kept).
 * @param {{name: string, sessions: number, createdAt?: number | null}[]} rows
 */
export function leftoversToDrop(rows, { now = Date.now(), keep } = {}) {
  return rows
    .filter((r) => LEFTOVER_NAME.test(r.name) && r.name !== keep && r.sessions === 0)
    .filter((r) => {
      const created = timestampInName(r.name, now) ?? r.createdAt ?? null;
      return created !== null && now - created > DAY_MS;
    })
    .map((r) => r.name);
}

async function withClient(adminUrl, fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const SESSIONS = 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1';

async function candidates(client) {
  const { rows } = await client.query(
    `SELECT d.datname AS name, d.oid, (SELECT count(*)::int FROM pg_stat_activity a WHERE a.datname = d.datname) AS sessions
       FROM pg_database d WHERE d.datname ~ '^tessera_(e2e|test)_'`,
  );
  const out = [];
  for (const row of rows) {
    let createdAt = null;
    if (timestampInName(row.name) === null) {
      // No timestamp in the name: the creation time of the database's PG_VERSION file, when this
      // role may read it (superuser or pg_read_server_files); otherwise the age stays unknown.
      try {
        const { rows: file } = await client.query(`SELECT (pg_stat_file('base/' || $1::text || '/PG_VERSION')).modification AS at`, [
          row.oid,
        ]);
        createdAt = file[0]?.at ? new Date(file[0].at).getTime() : null;
      } catch {
        createdAt = null;
      }
    }
    out.push({ name: row.name, sessions: row.sessions, createdAt });
  }
  return out;
}

/** Drops leftover databases of past runs; returns the names dropped. */
export async function dropLeftovers(adminUrl, { keep, now = Date.now(), log = () => {} } = {}) {
  return withClient(adminUrl, async (client) => {
    const dropped = [];
    for (const name of leftoversToDrop(await candidates(client), { now, keep })) {
      // Still nobody there? (A run could have connected since the list was read.)
      const { rows } = await client.query(SESSIONS, [name]);
      if (rows[0].n !== 0) continue;
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        dropped.push(name);
        log(`e2e: dropped leftover database ${name}`);
      } catch (error) {
        log(`e2e: could not drop leftover database ${name}: ${error.message}`);
      }
    }
    return dropped;
  });
}

export async function createDatabase(adminUrl, name) {
  if (!LEFTOVER_NAME.test(name)) throw new Error(`unexpected e2e database name ${name}`);
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
}

/**
 * Drops this run's database once its server has stopped. A plain DROP, retried while the server's
 * last connections close; if something else stays connected, the database is left for a later run.
 */
export async function dropDatabase(adminUrl, name, { attempts = 40, delayMs = 250 } = {}) {
  if (!LEFTOVER_NAME.test(name)) throw new Error(`unexpected e2e database name ${name}`);
  return withClient(adminUrl, async (client) => {
    for (let i = 1; ; i++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        return true;
      } catch (error) {
        // 55006: object_in_use (sessions still open)
        if (error.code !== '55006' || i >= attempts) throw error;
        await new Promise((r) => setTimeout(r, delayMs));
      }
    }
  });
}
