// Interviews and offers at scale (issue 12), part of `pnpm bench` (--hiring-only runs just this): the demo
// tenant's employer gets 10,000 interviews (a panel of two each, times from 90 days ago to 90 days ahead,
// every status) and 5,000 offers (every status) on 10,000 applications, then the interview list, the week
// calendar (whole organisation and one interviewer's) and the offers list (all, a status chip, a search)
// are measured over HTTP as its hiring manager (employer scope) and the program admin (program-wide).
// Target: p95 < 20 ms on PostgreSQL (a fresh database, dropped after); PGlite (in memory) is measured the
// same way for comparison. --interviews=N, --offers=N, --runs=N (300), --pg-only / --pglite-only, --explain (after the
// figures: each call's statements by mean time, and the plans of the slowest, on PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type TesseraApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { freshPgDatabase } from '../src/test/fresh-pg-database.ts';
import { benchPostgresUrl } from './pg.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a === name || a.startsWith(`${name}=`))?.split('=')[1] ?? (args.includes(name) ? '' : undefined);
const INTERVIEWS = Number(flag('--interviews') || 10_000);
const OFFERS = Number(flag('--offers') || 5_000);
const RUNS = Number(flag('--runs') || 300);
const TARGET_MS = 20;
const EXPLAIN = flag('--explain') !== undefined;
const env = readEnv();
const pgAdminUrl = await benchPostgresUrl({ databaseUrl: env.databaseUrl, flag });

interface Figure {
  name: string;
  p50: number;
  p95: number;
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(name: string, url: () => string, token: string): Promise<Figure> {
  const call = async () => {
    const start = performance.now();
    const res = await fetch(url(), token ? { headers: { authorization: `Bearer ${token}` } } : {});
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name}: ${res.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await call());
  times.sort((a, b) => a - b);
  const figure = { name, p50: pct(times, 0.5), p95: pct(times, 0.95) };
  console.log(`${name.padEnd(64)} p50 ${figure.p50.toFixed(1).padStart(6)} ms  p95 ${figure.p95.toFixed(1).padStart(6)} ms`);
  return figure;
}

/** The employer's data, written with set-based SQL (a few seconds). */
async function load(db: TesseraApp['database']['db']) {
  const exec = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const [who] = await exec<{ tenant_id: number; org: number; manager: number }>(sql`
    SELECT tenant_id, organisation_id AS org, id AS manager FROM users WHERE email = 'manager@demo.test'`);
  if (!who) throw new Error('demo hiring manager missing');
  const [member] = await exec<{ id: number }>(sql`
    SELECT id FROM users WHERE tenant_id = ${who.tenant_id} AND organisation_id = ${who.org} AND id <> ${who.manager}
      AND is_user = false ORDER BY id LIMIT 1`);
  const memberId = member?.id ?? who.manager;
  const t = who.tenant_id;
  await db.execute(sql`
    INSERT INTO jobs (tenant_id, organisation_id, title, company, weights, status)
    SELECT ${t}, ${who.org}, 'Bench role ' || g, 'Northstar Logistics', '{}'::jsonb, 'active' FROM generate_series(1, 50) g`);
  await db.execute(sql`
    INSERT INTO users (tenant_id, email, first_name, last_name, is_user)
    SELECT ${t}, 'bench.hiring.' || g || '@example.test', 'Bench' || g, 'Seeker', true FROM generate_series(1, ${INTERVIEWS}) g`);
  await db.execute(sql`
    WITH j AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM jobs WHERE tenant_id = ${t} AND title LIKE 'Bench role %'),
         u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE tenant_id = ${t} AND email LIKE 'bench.hiring.%')
    INSERT INTO applications (tenant_id, job_id, user_id, status)
    SELECT ${t}, j.id, u.id, CASE WHEN u.k < ${OFFERS} THEN 'offered' ELSE 'interview' END FROM u JOIN j ON j.k = u.k % 50`);
  await db.execute(sql`
    INSERT INTO interviews (tenant_id, application_id, job_id, organisation_id, kind, duration_minutes, status, starts_at, ends_at,
      time_zone, details, uid, sequence)
    SELECT a.tenant_id, a.id, a.job_id, ${who.org},
      (ARRAY['video','phone','on_site','work_sample','trial_task'])[1 + a.id % 5], 45,
      CASE WHEN a.id % 10 = 0 THEN 'proposed' WHEN a.id % 10 = 1 THEN 'cancelled'
           WHEN s.at < now() THEN 'completed' ELSE 'scheduled' END,
      CASE WHEN a.id % 10 = 0 THEN NULL ELSE s.at END, CASE WHEN a.id % 10 = 0 THEN NULL ELSE s.at + interval '45 minutes' END,
      'America/New_York',
      '{"agenda":[],"questions":[],"location":"","room":"","sensory":"","waiting":"","directions":"","greeter":"","bring":"","adjustments_offered":[]}'::jsonb,
      'bench-' || a.id || '@interviews.demo', 1
    FROM applications a
    CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) + ((a.id % 180) - 90) * interval '1 day' + (a.id % 9) * interval '1 hour' AS at) s
    WHERE a.tenant_id = ${t} AND a.user_id IN (SELECT id FROM users WHERE tenant_id = ${t} AND email LIKE 'bench.hiring.%')`);
  await db.execute(sql`
    INSERT INTO interview_panel (tenant_id, interview_id, user_id)
    SELECT tenant_id, id, ${who.manager}::int FROM interviews WHERE tenant_id = ${t} AND uid LIKE 'bench-%'
    UNION ALL
    SELECT tenant_id, id, ${memberId}::int FROM interviews WHERE tenant_id = ${t} AND uid LIKE 'bench-%' AND ${memberId} <> ${who.manager}`);
  await db.execute(sql`
    INSERT INTO offers (tenant_id, application_id, organisation_id, status, title, pay_amount, pay_currency, pay_period, start_date,
      expires_on, expires_at, language, letter, created_by, created_at, updated_at)
    SELECT a.tenant_id, a.id, ${who.org}::int,
      (ARRAY['draft','awaiting_approval','approved','sent','accepted','declined','expired','withdrawn'])[1 + a.id % 8],
      'Bench role', 42000, 'USD', 'year', '2027-01-04', '2026-12-20', '2026-12-21T05:00:00Z', 'en', 'Dear Bench,', ${who.manager}::int,
      now() - (a.id % 300) * interval '1 hour', now() - (a.id % 300) * interval '1 hour'
    FROM applications a WHERE a.tenant_id = ${t} AND a.status = 'offered'
      AND a.user_id IN (SELECT id FROM users WHERE tenant_id = ${t} AND email LIKE 'bench.hiring.%')`);
  // What autovacuum does after a bulk insert (the visibility map lets counts and pages be read from the
  // indexes alone) and fresh statistics.
  await db.execute(sql`VACUUM ANALYZE`);
  const [counts] = await exec<{ i: number; o: number }>(sql`
    SELECT (SELECT count(*)::int FROM interviews WHERE tenant_id = ${t}) AS i, (SELECT count(*)::int FROM offers WHERE tenant_id = ${t}) AS o`);
  return { memberId, counts };
}

/** The statements one call sends, with their time (pg's query wrapped while `capture` is set). */
interface Statement {
  text: string;
  values: unknown[];
  ms: number;
}
let capture: Statement[] | null = null;
/** Wraps `query` of a pg class: a call that returns a promise is timed (a pool's callback-style call to its client is not). */
function timeQueries(proto: { query: unknown }): void {
  const original = proto.query as (...a: unknown[]) => unknown;
  proto.query = function (this: unknown, ...a: unknown[]) {
    const started = performance.now();
    const result = original.apply(this, a);
    const into = capture;
    if (into && result instanceof Promise) {
      const config = a[0] as string | { text: string; values?: unknown[] };
      const text = typeof config === 'string' ? config : config.text;
      const values = (typeof config === 'string' ? undefined : config.values) ?? (a[1] as unknown[] | undefined) ?? [];
      void result.then(
        () => into.push({ text, values, ms: performance.now() - started }),
        () => undefined,
      );
    }
    return result;
  };
}
timeQueries(pg.Pool.prototype);
timeQueries(pg.Client.prototype);

/** Each call's statements by mean time over 20 calls, and the plan (EXPLAIN ANALYZE) of those over 1 ms. */
async function explain(databaseUrl: string, name: string, url: () => string, token: string): Promise<void> {
  const byText = new Map<string, Statement[]>();
  for (let i = 0; i < 20; i += 1) {
    capture = [];
    const res = await fetch(url(), token ? { headers: { authorization: `Bearer ${token}` } } : {});
    await res.arrayBuffer();
    const got = capture;
    capture = null;
    for (const st of got) byText.set(st.text, [...(byText.get(st.text) ?? []), st]);
  }
  const ranked = [...byText.values()]
    .map((list) => ({ first: list[0] as Statement, mean: list.reduce((a, x) => a + x.ms, 0) / list.length }))
    .filter((x) => /\b(interviews|offers)\b/.test(x.first.text))
    .sort((a, b) => b.mean - a.mean);
  console.log(`\n--- ${name}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const { first, mean } of ranked) {
      console.log(`  ${mean.toFixed(2).padStart(7)} ms  ${first.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      if (mean < 1) continue;
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${first.text}`, first.values);
      console.log(plan.rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n'));
    }
  } finally {
    await client.end();
  }
}

async function runOn(label: string, databaseUrl: string | undefined): Promise<Figure[]> {
  console.log(`\n=== ${label} ===`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-hiring-'));
  const app = await buildApp({ dataDir, inMemory: true, seedDemo: true, logLevel: 'warn', ...(databaseUrl ? { databaseUrl } : {}) });
  const figures: Figure[] = [];
  try {
    await app.listen({ port: 0, host: 'localhost' });
    const base = `http://localhost:${(app.server.address() as AddressInfo).port}`;
    const started = performance.now();
    const { memberId, counts } = await load(app.database.db);
    console.log(
      `loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: the demo tenant has ${counts?.i} interviews, ${counts?.o} offers`,
    );
    const token = async (username: string) => {
      const res = await fetch(`${base}/api/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'demo-Password-1' }),
      });
      return ((await res.json()) as { access: string }).access;
    };
    // The floor under every figure on this machine at this moment: the cheapest call, in the same run.
    figures.push(await measure('GET /api/v1/health (baseline, same run)', () => `${base}/api/v1/health`, ''));
    const manager = await token('manager@demo.test');
    const admin = await token('admin@demo.test');
    const day = 86_400_000;
    let w = 0;
    // A different week each call, from 12 weeks back to 12 weeks ahead.
    const week = () => {
      const from = new Date(Math.floor(Date.now() / day) * day + (((w += 1) % 25) - 12) * 7 * day);
      return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(new Date(from.getTime() + 7 * day).toISOString())}`;
    };
    let pageNo = 0;
    const page = () => `page=${((pageNo += 1) % 10) + 1}`;
    const statuses = ['draft', 'awaiting_approval', 'approved', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'];
    let st = 0;
    const calls: [string, () => string, string][] = [];
    for (const [who, tok] of [
      ['hiring manager', manager],
      ['program admin', admin],
    ] as const) {
      calls.push(
        [`interviews list, pages 1-10 (${who})`, () => `${base}/api/v1/interviews?${page()}`, tok],
        [`interviews week calendar (${who})`, () => `${base}/api/v1/interviews?${week()}&page_size=200`, tok],
        [
          `interviews week calendar, one interviewer (${who})`,
          () => `${base}/api/v1/interviews?${week()}&interviewer_id=${memberId}&page_size=200`,
          tok,
        ],
        [`interviews scheduled, pages 1-10 (${who})`, () => `${base}/api/v1/interviews?status=scheduled&${page()}`, tok],
        [`offers list, all, pages 1-10 (${who})`, () => `${base}/api/v1/offers?${page()}`, tok],
        [`offers list, a status chip (${who})`, () => `${base}/api/v1/offers?status=${statuses[(st += 1) % statuses.length]}`, tok],
        [`offers list, search "Bench12" (${who})`, () => `${base}/api/v1/offers?q=Bench12`, tok],
      );
    }
    for (const [name, url, tok] of calls) figures.push(await measure(name, url, tok));
    if (EXPLAIN && databaseUrl) for (const [name, url, tok] of calls) await explain(databaseUrl, name, url, tok);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const summary: [string, Figure[]][] = [];
if (flag('--pg-only') === undefined) {
  summary.push(['PGlite (in memory)', await runOn(`PGlite (in memory), ${INTERVIEWS} interviews, ${OFFERS} offers`, undefined)]);
}
if (pgAdminUrl) {
  const database = await freshPgDatabase(pgAdminUrl, 'tessera_bench_hiring');
  try {
    summary.push([
      'PostgreSQL',
      await runOn(`PostgreSQL (${new URL(pgAdminUrl).host}, fresh database), ${INTERVIEWS} interviews, ${OFFERS} offers`, database.url),
    ]);
  } finally {
    await database.drop();
  }
} else if (flag('--pglite-only') === undefined) {
  console.log('\n(hiring bench on PostgreSQL skipped: none answers on 127.0.0.1:5432; set DATABASE_URL)');
}
console.log(`\n=== interviews and offers p95 against the ${TARGET_MS} ms target (PostgreSQL) ===`);
for (const [label, figures] of summary) {
  const worst = figures.filter((f) => !f.name.includes('baseline')).reduce((a, f) => Math.max(a, f.p95), 0);
  console.log(
    `${label.padEnd(20)} worst p95 ${worst.toFixed(1)} ms${label === 'PostgreSQL' ? (worst < TARGET_MS ? '  (meets < 20 ms)' : '  (ABOVE the 20 ms target)') : ''}`,
  );
}
