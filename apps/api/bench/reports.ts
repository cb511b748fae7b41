// Reports benchmark (issue 14, `pnpm bench --reports-only`, also run by `pnpm bench`): one tenant with
// --applications=N applications (100,000 by default) and about ten status-history rows each (1,000,000),
// spread over two years, then every hiring report and partner report with and without filters, the audit
// log's page and filters, and GET /api/v1/admin_csv of all of it, whose peak memory (RSS) is sampled while
// it streams. The target: p95 under 150 ms on PostgreSQL for every report. PostgreSQL only by default
// (loading a million rows into PGlite takes long); --pglite adds PGlite at --pglite-applications (10,000).
// --keep leaves the PostgreSQL database in place afterwards; --reuse=URL measures such a database again
// (after this code's migrations) without loading it.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { readEnv } from '../src/env.ts';
import { freshPgDatabase } from '../src/test/fresh-pg-database.ts';
import { loadJobs } from './jobs-data.ts';
import { benchPostgresUrl } from './pg.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a === name || a.startsWith(`${name}=`))?.split('=')[1] ?? (args.includes(name) ? '' : undefined);
const APPLICATIONS = Number(flag('--applications') || 100_000);
const PGLITE_APPLICATIONS = Number(flag('--pglite-applications') || 10_000);
const RUNS = Number(flag('--runs') || 60);
const EXPLAIN = flag('--explain') !== undefined;
/** --keep: leave the loaded PostgreSQL database in place (its URL is printed) for EXPLAIN ANALYZE by hand. */
const KEEP = flag('--keep') !== undefined;
/** --reuse=URL: measure a database a --keep run left (migrated to this code first), without loading it again. */
const REUSE = flag('--reuse') || undefined;
const TARGET_MS = 150;
const env = readEnv();
const pgAdminUrl = flag('--pglite-only') === undefined ? await benchPostgresUrl({ databaseUrl: env.databaseUrl, flag }) : undefined;

interface Figure {
  name: string;
  p50: number;
  p95: number;
}
const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * The data: N applications by job seekers (one per five applications, a third of them linked to the demo
 * partner, the rest to a second partner or none) to the demo tenant's jobs, each with 6–14 moves over two
 * years ending in a mix of statuses. Written in SQL (generate_series), a batch of applications at a time.
 */
async function load(db: Db, tenantId: number, n: number): Promise<void> {
  const start = performance.now();
  await loadJobs(db, tenantId, 2000, () => undefined);
  const seekers = Math.ceil(n / 5);
  await db.execute(sql`
    INSERT INTO users (tenant_id, email, first_name, last_name, is_user, email_verified, created_at)
    SELECT ${tenantId}, 'bench-seeker-' || g || '@bench.test', 'Seeker', 'No ' || g, true, true, now() - (random() * interval '760 days')
    FROM generate_series(1, ${seekers}::int) g`);
  await db.execute(sql`
    INSERT INTO seeker_partner_links (tenant_id, user_id, organisation_id, origin, created_at)
    SELECT u.tenant_id, u.id, CASE WHEN u.id % 3 = 0 THEN p.first ELSE p.second END, 'joined', u.created_at
    FROM users u, (SELECT min(id) AS first, max(id) AS second FROM organisations
      WHERE tenant_id = ${tenantId} AND kind IN ('skilling_partner', 'nonprofit_partner')) p
    WHERE u.tenant_id = ${tenantId} AND u.email LIKE 'bench-seeker-%' AND u.id % 3 <> 1`);
  const batch = 20_000;
  for (let from = 0; from < n; from += batch) {
    const size = Math.min(batch, n - from);
    await db.execute(sql`
      WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE tenant_id = ${tenantId} AND email LIKE 'bench-seeker-%'),
        j AS (SELECT array_agg(id ORDER BY id) AS ids FROM jobs WHERE tenant_id = ${tenantId}),
        made AS (
          INSERT INTO applications (tenant_id, job_id, user_id, status, source, created_at, updated_at)
          SELECT ${tenantId}, j.ids[1 + ((g::bigint * 7919) % array_length(j.ids, 1))::int], s.ids[1 + (g % array_length(s.ids, 1))], 'applied',
            (ARRAY['direct', 'direct', 'partner', 'import', 'referral'])[1 + (g % 5)], at, at
          FROM s, j, generate_series(${from + 1}::int, ${from + size}::int) g,
            LATERAL (SELECT now() - (((g::bigint * 104729) % 730) * interval '1 day') - ((g % 24) * interval '1 hour') AS at) t
          ON CONFLICT DO NOTHING
          RETURNING id, created_at)
      INSERT INTO application_status_history (tenant_id, application_id, from_status, to_status, created_at)
      SELECT ${tenantId}, m.id, prev, status, m.created_at + (k * interval '2 days') + jitter
      FROM made m,
        LATERAL (SELECT k, status, lag(status) OVER (ORDER BY k) AS prev FROM (
          SELECT k, CASE
            WHEN k = 0 THEN 'applied'
            WHEN k = 5 + (m.id % 9) THEN (ARRAY['hired', 'rejected', 'rejected', 'withdrawn', 'declined', 'screening', 'interview', 'offered', 'on-hold', 'hired'])[1 + (m.id % 10)]
            ELSE (ARRAY['screening', 'interview', 'on-hold', 'screening', 'interview', 'offered'])[1 + ((k + m.id) % 6)]
          END AS status
          FROM generate_series(0, 5 + (m.id % 9)) k) x) h,
        -- A move lands at any second of its day (never the first's): stays as long as real ones, nearly all different.
        LATERAL (SELECT CASE WHEN k = 0 THEN interval '0' ELSE ((m.id * 7919 + k * 104729) % 86400) * interval '1 second' END AS jitter) d
      WHERE m.created_at + (k * interval '2 days') + jitter < now()`);
  }
  // Each application's row follows its last move.
  await db.execute(sql`
    UPDATE applications a SET status = l.to_status, updated_at = l.created_at
    FROM (SELECT DISTINCT ON (application_id) application_id, to_status, created_at FROM application_status_history
      WHERE tenant_id = ${tenantId} ORDER BY application_id, created_at DESC, id DESC) l
    WHERE a.tenant_id = ${tenantId} AND a.id = l.application_id`);
  // As autovacuum leaves a table that has settled: statistics, and the visibility map the index-only
  // scans (the historic pipeline's medians) need to skip the heap.
  await db.execute(sql`VACUUM ANALYZE`);
  const counts = (await db.execute(sql`SELECT
      (SELECT count(*) FROM applications WHERE tenant_id = ${tenantId})::int AS applications,
      (SELECT count(*) FROM application_status_history WHERE tenant_id = ${tenantId})::int AS history,
      (SELECT count(*) FROM audit_log WHERE tenant_id = ${tenantId})::int AS audit,
      (SELECT min(created_at)::date::text FROM application_status_history WHERE tenant_id = ${tenantId}) AS first_day`)) as unknown as {
    rows: { applications: number; history: number; audit: number; first_day: string }[];
  };
  const c = counts.rows[0];
  console.log(
    `loaded ${c?.applications} applications, ${c?.history} status-history rows (since ${c?.first_day}), ${c?.audit} audit entries in ${((performance.now() - start) / 1000).toFixed(0)} s`,
  );
}

async function timeOne(url: string, token: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

async function measure(name: string, url: string, token: string): Promise<Figure> {
  // A call that fails is reported (and counted over the target) rather than ending the run.
  const failed = await timeOne(url, token).then(
    () => undefined,
    (e: unknown) => String(e),
  );
  if (failed !== undefined) {
    console.log(`${name.padEnd(72)} FAILED: ${failed}`);
    return { name, p50: Number.POSITIVE_INFINITY, p95: Number.POSITIVE_INFINITY };
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await timeOne(url, token));
  times.sort((a, b) => a - b);
  const f = { name, p50: pct(times, 0.5), p95: pct(times, 0.95) };
  console.log(`${name.padEnd(72)} p50 ${f.p50.toFixed(1).padStart(7)} ms  p95 ${f.p95.toFixed(1).padStart(7)} ms`);
  return f;
}

/** Streams admin_csv to the end, sampling the process's RSS every 20 ms; returns rows, seconds and RSS. */
async function erdRss(base: string, token: string) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  const res = await fetch(`${base}/api/v1/admin_csv`, { headers: { authorization: `Bearer ${token}` } });
  let lines = 0;
  let bytes = 0;
  // Node's fetch body is an async iterable of byte chunks.
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  clearInterval(timer);
  return { rows: lines - 1, mb: bytes / 1e6, seconds: (performance.now() - start) / 1000, beforeMb: before / 1e6, peakMb: peak / 1e6 };
}

async function runOn(label: string, databaseUrl: string | undefined, n: number, fill = true): Promise<Figure[]> {
  console.log(`\n=== ${label}, ${n} applications ===`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-reports-'));
  const app = await buildApp({ dataDir, inMemory: true, seedDemo: fill, logLevel: 'warn', ...(databaseUrl ? { databaseUrl } : {}) });
  const figures: Figure[] = [];
  try {
    await app.listen({ port: 0, host: 'localhost' });
    const base = `http://localhost:${(app.server.address() as AddressInfo).port}`;
    const db = app.database.db;
    const tenant = (await db.execute(sql`SELECT id FROM tenants WHERE slug = 'demo'`)) as unknown as { rows: { id: number }[] };
    const tenantId = tenant.rows[0]?.id;
    if (tenantId === undefined) throw new Error('demo tenant missing');
    if (fill) await load(db, tenantId, n);
    else await db.execute(sql`VACUUM ANALYZE`);
    const token = async (username: string) => {
      const res = await fetch(`${base}/api/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'demo-Password-1' }),
      });
      return ((await res.json()) as { access: string }).access;
    };
    const admin = await token('admin@demo.test');
    const manager = await token('manager@demo.test');
    const recruiter = await token('recruiter@demo.test');
    const programs = await token('programs@demo.test');
    const auditor = await token('auditor@demo.test');
    const ids = (await db.execute(sql`SELECT
        (SELECT organisation_id FROM jobs WHERE tenant_id = ${tenantId} GROUP BY organisation_id ORDER BY count(*) DESC LIMIT 1) AS org,
        (SELECT id FROM jobs j WHERE tenant_id = ${tenantId} ORDER BY (SELECT count(*) FROM applications a WHERE a.job_id = j.id) DESC LIMIT 1) AS job,
        (SELECT min(id) FROM organisations WHERE tenant_id = ${tenantId} AND kind IN ('skilling_partner', 'nonprofit_partner')) AS partner`)) as unknown as {
      rows: { org: number; job: number; partner: number }[];
    };
    const { org, job, partner } = ids.rows[0] ?? { org: 0, job: 0, partner: 0 };
    const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const quarter = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const FILTERS: [string, string][] = [
      ['no filter', ''],
      ['last year', `from=${year}`],
      ['last quarter + employer', `from=${quarter}&organisation_id=${org}`],
      ['job', `job_id=${job}`],
      ['partner', `partner_id=${partner}`],
    ];
    const REPORTS = ['current-pipeline', 'application-source', 'historic-pipeline', 'hiring-velocity', 'success-metric', 'time-to-hire'];
    for (const r of REPORTS)
      for (const [fname, q] of FILTERS)
        figures.push(await measure(`report ${r} (admin, ${fname})`, `${base}/api/v1/reports/${r}?${q}`, admin));
    for (const r of REPORTS)
      figures.push(await measure(`report ${r} (hiring manager, own organisation)`, `${base}/api/v1/reports/${r}`, manager));
    const PARTNER = ['current-applications', 'success-metric', 'job-activity', 'open-jobs', 'journeys'];
    for (const r of PARTNER)
      for (const [fname, q] of [FILTERS[0], FILTERS[1], FILTERS[3]] as [string, string][])
        figures.push(await measure(`partner report ${r} (recruiter, ${fname})`, `${base}/api/v1/partner-reports/${r}?${q}`, recruiter));
    for (const [fname, q] of [
      ['no filter', ''],
      ['kind=status_change', 'kind=status_change'],
      ['kind=sign_in', 'kind=sign_in'],
      ['actor', 'actor=programs'],
      ['last quarter, page 50', `from=${quarter}&page=50`],
    ] as [string, string][])
      figures.push(await measure(`audit log (auditor, ${fname})`, `${base}/api/v1/audit_log?${q}`, auditor));
    if (EXPLAIN) {
      const plan = (await db.execute(
        sql`EXPLAIN (ANALYZE, BUFFERS) SELECT count(*) FROM application_status_history WHERE tenant_id = ${tenantId}`,
      )) as unknown as {
        rows: Record<string, string>[];
      };
      console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
    }
    const erd = await erdRss(base, programs);
    console.log(
      `admin_csv: ${erd.rows} rows, ${erd.mb.toFixed(1)} MB in ${erd.seconds.toFixed(1)} s; server process RSS ${erd.beforeMb.toFixed(0)} MB before, peak ${erd.peakMb.toFixed(0)} MB while streaming`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const summary: [string, Figure[]][] = [];
if (REUSE) {
  summary.push([
    'PostgreSQL',
    await runOn(`PostgreSQL (${new URL(REUSE).pathname.slice(1)}, reused as a --keep run left it)`, REUSE, APPLICATIONS, false),
  ]);
} else if (pgAdminUrl) {
  const database = await freshPgDatabase(pgAdminUrl, 'tessera_bench_reports');
  try {
    summary.push(['PostgreSQL', await runOn(`PostgreSQL (${new URL(pgAdminUrl).host}, fresh database)`, database.url, APPLICATIONS)]);
  } finally {
    if (KEEP) console.log(`kept the database: ${database.url}`);
    else await database.drop();
  }
} else if (flag('--pglite-only') === undefined) {
  console.log('\n(PostgreSQL skipped: none answers on 127.0.0.1:5432; set DATABASE_URL to measure another server)');
}
if (flag('--pglite') !== undefined || flag('--pglite-only') !== undefined)
  summary.push(['PGlite', await runOn('PGlite (in memory)', undefined, PGLITE_APPLICATIONS)]);

console.log(`\n=== reports p95 against the ${TARGET_MS} ms target ===`);
for (const [label, figures] of summary) {
  const over = figures.filter((f) => f.p95 >= TARGET_MS);
  console.log(`${label}: ${figures.length} calls measured, ${over.length} at or above ${TARGET_MS} ms`);
  for (const f of over) console.log(`  ${f.name}: p95 ${f.p95.toFixed(1)} ms`);
}
