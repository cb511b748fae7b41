// Interviews and offers at scale (issue 12), part of `pnpm bench` (--hiring-only runs just this): the demo
// tenant's employer gets 10,000 interviews (a panel of two each, times from 90 days ago to 90 days ahead,
// every status) and 5,000 offers (every status) on 10,000 applications, then the interview list, the week
// calendar (whole organisation and one interviewer's) and the offers list (all, a status chip, a search)
// are measured over HTTP as its hiring manager (employer scope) and the program admin (program-wide).
// Target: p95 < 20 ms on PostgreSQL (a fresh database, dropped after). --interviews=N, --offers=N.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type TesseraApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { freshPgDatabase } from '../src/test/fresh-pg-database.ts';
import { benchPostgresUrl } from './pg.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a === name || a.startsWith(`${name}=`))?.split('=')[1] ?? (args.includes(name) ? '' : undefined);
const INTERVIEWS = Number(flag('--interviews') || 10_000);
const OFFERS = Number(flag('--offers') || 5_000);
const RUNS = 300;
const TARGET_MS = 20;
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
  await db.execute(sql`ANALYZE`);
  const [counts] = await exec<{ i: number; o: number }>(sql`
    SELECT (SELECT count(*)::int FROM interviews WHERE tenant_id = ${t}) AS i, (SELECT count(*)::int FROM offers WHERE tenant_id = ${t}) AS o`);
  return { memberId, counts };
}

async function runOn(label: string, databaseUrl: string): Promise<Figure[]> {
  console.log(`\n=== ${label} ===`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-hiring-'));
  const app = await buildApp({ dataDir, inMemory: true, seedDemo: true, logLevel: 'warn', databaseUrl });
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
    let pg = 0;
    const page = () => `page=${((pg += 1) % 10) + 1}`;
    const statuses = ['draft', 'awaiting_approval', 'approved', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'];
    let st = 0;
    for (const [who, tok] of [
      ['hiring manager', manager],
      ['program admin', admin],
    ] as const) {
      figures.push(await measure(`interviews list, pages 1-10 (${who})`, () => `${base}/api/v1/interviews?${page()}`, tok));
      figures.push(await measure(`interviews week calendar (${who})`, () => `${base}/api/v1/interviews?${week()}&page_size=200`, tok));
      figures.push(
        await measure(
          `interviews week calendar, one interviewer (${who})`,
          () => `${base}/api/v1/interviews?${week()}&interviewer_id=${memberId}&page_size=200`,
          tok,
        ),
      );
      figures.push(
        await measure(`interviews scheduled, pages 1-10 (${who})`, () => `${base}/api/v1/interviews?status=scheduled&${page()}`, tok),
      );
      figures.push(await measure(`offers list, all, pages 1-10 (${who})`, () => `${base}/api/v1/offers?${page()}`, tok));
      figures.push(
        await measure(
          `offers list, a status chip (${who})`,
          () => `${base}/api/v1/offers?status=${statuses[(st += 1) % statuses.length]}`,
          tok,
        ),
      );
      figures.push(await measure(`offers list, search "Bench12" (${who})`, () => `${base}/api/v1/offers?q=Bench12`, tok));
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

if (!pgAdminUrl) {
  console.log('\n(hiring bench skipped: no PostgreSQL answers on 127.0.0.1:5432; set DATABASE_URL)');
} else {
  const database = await freshPgDatabase(pgAdminUrl, 'tessera_bench_hiring');
  let figures: Figure[] = [];
  try {
    figures = await runOn(
      `PostgreSQL (${new URL(pgAdminUrl).host}, fresh database), ${INTERVIEWS} interviews, ${OFFERS} offers`,
      database.url,
    );
  } finally {
    await database.drop();
  }
  const worst = figures.filter((f) => !f.name.includes('baseline')).reduce((a, f) => Math.max(a, f.p95), 0);
  console.log(`\n=== interviews and offers p95 against the ${TARGET_MS} ms target ===`);
  console.log(
    `PostgreSQL           worst p95 ${worst.toFixed(1)} ms${worst < TARGET_MS ? '  (meets < 20 ms)' : '  (ABOVE the 20 ms target)'}`,
  );
}
