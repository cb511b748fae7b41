// API benchmarks: `pnpm bench` measures PGlite in memory and PostgreSQL, each with the same calls.
// PostgreSQL is DATABASE_URL's server when set, else postgres://postgres@127.0.0.1:5432 when one answers
// there (skipped with a note when none does); the bench creates a fresh database on it and drops it after.
// Options: --jobs=N (jobs loaded for the search figures, 100000 by default), --explain (print the
// plans of the search statements), --pglite-only / --pg-only, --pg (fail instead of skipping when no
// PostgreSQL answers).
//
// Each database gets: the cheap calls (health, theme, sign-in, session) on the demo seed, then N jobs
// loaded into the demo tenant and the search calls (full text, radius, filters, combinations, the job
// page, the locations), each measured as sequential latency (p50/p95) and as throughput with several
// requests in flight, beside GET /api/v1/health measured the same way in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type TesseraApp } from '../src/app.ts';
import { tenants } from '../src/db/schema.ts';
import { readEnv } from '../src/env.ts';
import { parseSearchQuery, searchStatements } from '../src/services/search.ts';
import { loadJobs, rng, SEARCH_TERMS } from './jobs-data.ts';
import { freshPgDatabase } from '../src/test/fresh-pg-database.ts';
import { benchPostgresUrl } from './pg.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a === name || a.startsWith(`${name}=`))?.split('=')[1] ?? (args.includes(name) ? '' : undefined);
const JOBS = Number(flag('--jobs') || 100_000);
const EXPLAIN = flag('--explain') !== undefined;
const env = readEnv();

const pgAdminUrl = await benchPostgresUrl({ databaseUrl: env.databaseUrl, flag });

const RUNS = 300;
const THROUGHPUT_REQUESTS = 600;
const CONCURRENCY = 8;

interface Figure {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  rps: number;
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function call(url: string, init?: RequestInit): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

/** Sequential latency over `runs` calls (after a short warm-up), then throughput with CONCURRENCY in flight. */
async function measure(name: string, runs: number, urls: () => string, init?: () => RequestInit, throughput = true): Promise<Figure> {
  for (let i = 0; i < Math.min(20, runs); i += 1) await call(urls(), init?.());
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await call(urls(), init?.()));
  times.sort((a, b) => a - b);
  let rps = 0;
  if (throughput) {
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < THROUGHPUT_REQUESTS) {
          next += 1;
          await call(urls(), init?.());
        }
      }),
    );
    rps = THROUGHPUT_REQUESTS / ((performance.now() - start) / 1000);
  }
  const figure = { name, runs, p50: pct(times, 0.5), p95: pct(times, 0.95), rps };
  console.log(
    `${name.padEnd(58)} runs ${String(runs).padStart(4)}  p50 ${figure.p50.toFixed(1).padStart(6)} ms  p95 ${figure.p95.toFixed(1).padStart(6)} ms${throughput ? `  ${rps.toFixed(0).padStart(5)} req/s` : ''}`,
  );
  return figure;
}

/** The search scenarios: name -> a generator of query strings (varied terms so no one plan is lucky). */
function scenarios(): [string, () => string][] {
  const r = rng(7);
  const term = () => encodeURIComponent(SEARCH_TERMS[Math.floor(r() * SEARCH_TERMS.length)] as string);
  const place = () => (r() < 0.5 ? 'atlanta' : 'houston');
  const bands = ['0-2', '2-5', '5-8', 'over-8'];
  const band = () => bands[Math.floor(r() * bands.length)] as string;
  return [
    ['search: full text', () => `q=${term()}`],
    ['search: radius (Atlanta/Houston, 80 mi)', () => `location=${place()}`],
    ['search: full text + radius', () => `q=${term()}&location=${place()}`],
    [
      'search: full text + radius + filters',
      () => `q=${term()}&location=${place()}&experience=${band()}&remote=onsite,hybrid&employment_type=full_time`,
    ],
    ['search: full text + radius + remote anywhere', () => `q=${term()}&location=${place()}&remote=hybrid,remote`],
    ['search: filters only', () => `experience=${band()},${band()}&employment_type=full_time,contract`],
    ['search: full text, page 5, newest', () => `q=${term()}&page=5&sort=newest`],
  ];
}

async function explain(app: TesseraApp, tenantId: number): Promise<void> {
  for (const [name, make] of scenarios()) {
    const query = Object.fromEntries(new URLSearchParams(make())) as Record<string, string>;
    const params = parseSearchQuery({ ...query, ...(query.page ? { page: Number(query.page) } : {}) });
    const statements = await searchStatements(app.database.db, tenantId, params);
    for (const [part, statement] of Object.entries(statements)) {
      if (!statement) continue;
      const result = (await app.database.db.execute(sql`explain (analyze, buffers) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(`\n--- ${name} (${part}): ${make()}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}

async function runOn(label: string, databaseUrl: string | undefined): Promise<Figure[]> {
  console.log(`\n=== ${label} ===`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const app = await buildApp({ dataDir, inMemory: true, seedDemo: true, logLevel: 'warn', ...(databaseUrl ? { databaseUrl } : {}) });
  const figures: Figure[] = [];
  try {
    await app.listen({ port: 0, host: 'localhost' });
    // "localhost" is the demo tenant's host name.
    const base = `http://localhost:${(app.server.address() as AddressInfo).port}`;
    const json = { 'content-type': 'application/json' };
    const signIn = (): Promise<Response> =>
      fetch(`${base}/api/v1/token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'admin@demo.test', password: 'demo-Password-1' }),
      });

    figures.push(await measure('GET /api/v1/health', 200, () => `${base}/api/v1/health`));
    figures.push(await measure('GET /api/v1/tenant/theme', 200, () => `${base}/api/v1/tenant/theme`));
    figures.push(
      await measure(
        'POST /api/v1/token (argon2id)',
        20,
        () => `${base}/api/v1/token`,
        () => ({ method: 'POST', headers: json, body: JSON.stringify({ username: 'admin@demo.test', password: 'demo-Password-1' }) }),
        false,
      ),
    );
    const { access } = (await (await signIn()).json()) as { access: string };
    figures.push(
      await measure(
        'GET /api/v1/user/session',
        200,
        () => `${base}/api/v1/user/session`,
        () => ({ headers: { authorization: `Bearer ${access}` } }),
      ),
    );

    const db = app.database.db;
    const [demo] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(sql`${tenants.slug} = 'demo'`);
    if (!demo) throw new Error('demo tenant missing');
    const loadStart = performance.now();
    console.log(`loading ${JOBS} jobs ...`);
    await loadJobs(db, demo.id, JOBS, (m) => console.log(m));
    console.log(`loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
    if (EXPLAIN) await explain(app, demo.id);

    console.log(
      `\n${label}, ${JOBS} jobs; latency: ${RUNS} sequential calls; throughput: ${THROUGHPUT_REQUESTS} calls, ${CONCURRENCY} in flight`,
    );
    figures.push(await measure('GET /api/v1/health (same run)', RUNS, () => `${base}/api/v1/health`));
    for (const [name, make] of scenarios()) figures.push(await measure(name, RUNS, () => `${base}/api/v1/search/jobs?${make()}`));
    const ids = (
      (await db.execute(
        sql`select id from jobs where tenant_id = ${demo.id} and status = 'active' order by random() limit 500`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => row.id);
    let i = 0;
    figures.push(
      await measure('job page: GET /api/v1/search/jobs/{id}', RUNS, () => `${base}/api/v1/search/jobs/${ids[(i += 1) % ids.length]}`),
    );
    figures.push(await measure('locations with counts: GET /api/v1/locations', 100, () => `${base}/api/v1/locations`));
    // The staff jobs list on the same jobs: a status chip (counts kept by triggers) and a title search
    // (trigram indexes).
    const staff = () => ({ headers: { authorization: `Bearer ${access}` } });
    figures.push(await measure('staff: GET /api/v1/jobs?status=active', RUNS, () => `${base}/api/v1/jobs?status=active`, staff));
    let w = 0;
    figures.push(
      await measure(
        'staff: GET /api/v1/jobs?q=<word of a title>',
        RUNS,
        () => `${base}/api/v1/jobs?q=${encodeURIComponent(SEARCH_TERMS[(w += 1) % SEARCH_TERMS.length] ?? 'analyst')}`,
        staff,
      ),
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const summary: [string, Figure[]][] = [];
if (flag('--pg-only') === undefined) summary.push(['PGlite (in memory)', await runOn('PGlite (in memory)', undefined)]);
if (pgAdminUrl) {
  const database = await freshPgDatabase(pgAdminUrl, 'tessera_bench');
  try {
    summary.push(['PostgreSQL', await runOn(`PostgreSQL (${new URL(pgAdminUrl).host}, fresh database)`, database.url)]);
  } finally {
    await database.drop();
  }
} else if (flag('--pglite-only') === undefined) {
  console.log(`\n(PostgreSQL skipped: none answers on 127.0.0.1:5432; set DATABASE_URL to measure another server)`);
}

console.log('\n=== search p95 against the 20 ms target ===');
for (const [label, figures] of summary) {
  const search = figures.filter((f) => f.name.startsWith('search:'));
  const worst = search.reduce((a, f) => Math.max(a, f.p95), 0);
  console.log(
    `${label.padEnd(20)} worst search p95 ${worst.toFixed(1)} ms${label === 'PostgreSQL' ? (worst < 20 ? '  (meets < 20 ms)' : '  (ABOVE the 20 ms target)') : ''}`,
  );
}
