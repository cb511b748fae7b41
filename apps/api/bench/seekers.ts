// Issue 15: the advanced search over 100,000 job-seeker profiles (--seekers=N), on PGlite in memory and on
// PostgreSQL (a fresh database tessera_bench_search_*, dropped after), p95 against the 50 ms target.
// `pnpm bench --seekers-only` runs just this part. Profiles carry headline, skills, summary, experience,
// place and preferences; a third have a résumé's text; a fifth are linked to the demo partner (Bridgeway).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { EDUCATION_LEVELS, organisations, seekerPartnerLinks, seekerProfiles, storedFiles, tenants, users } from '../src/db/schema.ts';
import { readEnv } from '../src/env.ts';
import { freshPgDatabase } from '../src/test/fresh-pg-database.ts';
import { loadJobs, PLACES, rng, ROLES } from './jobs-data.ts';
import { benchPostgresUrl } from './pg.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a === name || a.startsWith(`${name}=`))?.split('=')[1] ?? (args.includes(name) ? '' : undefined);
const SEEKERS = Number(flag('--seekers') || 100_000);
const RUNS = Number(flag('--runs') || 200);
const env = readEnv();
const pgAdminUrl = await benchPostgresUrl({ databaseUrl: env.databaseUrl, flag });

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

const SUMMARIES = [
  'Careful and reliable, I like clear routines and written instructions.',
  'Experienced with customer service, inventory and team scheduling.',
  'I enjoy solving practical problems and learning new tools quickly.',
  'Completed a data analyst bootcamp and built dashboards for a food bank.',
  'Worked in a warehouse with forklift certification and safety training.',
];
const RESUME_WORDS =
  'project delivered improved reduced costs customers quality training safety reports analysis python sql excel tableau java spring nursing patient care forklift warehouse accounting payroll budgeting sales marketing support scheduling logistics machine learning cloud aws docker kubernetes'.split(
    ' ',
  );

async function load(db: Parameters<typeof loadJobs>[0], tenantId: number, partnerId: number, log: (m: string) => void) {
  const r = rng(15_2026);
  const batch = 1000;
  const started = performance.now();
  for (let done = 0; done < SEEKERS; done += batch) {
    const n = Math.min(batch, SEEKERS - done);
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          tenantId,
          email: `bench.seeker.${done + i}@example.com`,
          firstName: 'Bench',
          lastName: `Seeker${done + i}`,
          isUser: true,
          emailVerified: true,
          isConsent: true,
        })),
      )
      .returning({ id: users.id });
    const files: (typeof storedFiles.$inferInsert)[] = [];
    const profiles = made.map(({ id }) => {
      const role = pick(r, ROLES);
      const place = pick(r, PLACES);
      const years = Math.floor(r() * r() * 30);
      let resumeFileId: string | null = null;
      if (r() < 0.33) {
        resumeFileId = randomUUID();
        files.push({
          id: resumeFileId,
          tenantId,
          ownerId: id,
          kind: 'resume',
          path: `resume/${resumeFileId}.pdf`,
          originalName: 'cv.pdf',
          contentType: 'application/pdf',
          size: 1000,
          sha256: resumeFileId,
          extractedText: Array.from({ length: 150 }, () => pick(r, RESUME_WORDS)).join(' '),
        });
      }
      return {
        userId: id,
        tenantId,
        headline: `${pick(r, ['', 'Junior ', 'Senior ', 'Lead '])}${role.title}`,
        summary: pick(r, SUMMARIES),
        city: place.city,
        region: place.region,
        country: 'US',
        yearsExperience: years,
        skills: role.skills.filter(() => r() < 0.8),
        education: pick(r, EDUCATION_LEVELS),
        industry: role.industry,
        experience: [{ title: role.title, company: 'Previous Co', start: '2019-01', description: pick(r, SUMMARIES) }],
        preferences: {
          remote: [pick(r, ['onsite', 'hybrid', 'remote'] as const)],
          employment_types: [pick(r, ['full_time', 'part_time', 'contract'] as const)],
        },
        resumeFileId,
      };
    });
    if (files.length > 0) await db.insert(storedFiles).values(files);
    await db.insert(seekerProfiles).values(profiles);
    const linked = made
      .filter(() => r() < 0.2)
      .map(({ id }) => ({ tenantId, userId: id, organisationId: partnerId, origin: 'joined' as const }));
    if (linked.length > 0) await db.insert(seekerPartnerLinks).values(linked);
    if ((done + batch) % 20_000 === 0) log(`  ${done + batch} job seekers loaded (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  for (const table of ['users', 'seeker_profiles', 'seeker_search', 'seeker_partner_links', 'stored_files', 'applications'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function call(url: string, token: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

async function runOn(label: string, databaseUrl: string | undefined, seedDemo = true): Promise<[string, number, number][]> {
  console.log(`\n=== ${label} ===`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-seekers-'));
  const app = await buildApp({ dataDir, inMemory: true, seedDemo, logLevel: 'warn', ...(databaseUrl ? { databaseUrl } : {}) });
  const out: [string, number, number][] = [];
  try {
    await app.listen({ port: 0, host: 'localhost' });
    const base = `http://localhost:${(app.server.address() as AddressInfo).port}`;
    const db = app.database.db;
    const [demo] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo'));
    const [bridge] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'Bridgeway Skills Academy'));
    if (!demo || !bridge) throw new Error('demo tenant or partner missing');
    const started = performance.now();
    const [loaded] = (
      (await db.execute(sql`select count(*)::int as n from users where email like 'bench.seeker.%'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if (Number(loaded?.n ?? 0) >= SEEKERS) console.log(`${loaded?.n} job seekers already loaded (--reuse)`);
    else {
      console.log(`loading ${SEEKERS} job seekers ...`);
      await load(db, demo.id, bridge.id, (m) => console.log(m));
      await loadJobs(db, demo.id, 200, () => undefined);
      console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const token = async (username: string) =>
      (
        (await (
          await fetch(`${base}/api/v1/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: 'demo-Password-1' }),
          })
        ).json()) as { access: string }
      ).access;
    const admin = await token('admin@demo.test');
    const recruiter = await token('recruiter@demo.test');
    const jobIds = (
      (await db.execute(sql`select id from jobs where tenant_id = ${demo.id} and status = 'active' limit 20`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((row) => row.id);
    const r = rng(99);
    const term = () => encodeURIComponent(pick(r, ['engineer', 'nurse', 'python', 'customer service', 'forklift', 'accountant', 'sales']));
    const band = () => pick(r, ['0-2', '2-5', '5-8', '8-60']);
    const skill = () => encodeURIComponent(pick(r, ROLES).skills[0] ?? 'SQL').toLowerCase();
    const scenarios: [string, () => string, string][] = [
      ['keywords', () => `q=${term()}`, admin],
      ['keywords: "phrase" -exclusion', () => `q=${encodeURIComponent('"data analyst" -java')}`, admin],
      ['skills all-of (2)', () => `skills_all=${skill()},${skill()}`, admin],
      ['skills any-of + experience band', () => `skills_any=${skill()},${skill()}&experience=${band()}`, admin],
      ['education + remote + employment type', () => `education=bachelor&remote=remote&employment_type=full_time`, admin],
      ['city + 80-mile radius', () => `city=${pick(r, ['Houston', 'Atlanta'])}&region=TX&radius=80`, admin],
      [
        'keywords + skills + band + radius + available',
        () => `q=${term()}&skills_any=${skill()}&experience=${band()}&city=Houston&region=TX&available=true`,
        admin,
      ],
      ['match-score sort for a job + skills', () => `job_id=${pick(r, jobIds)}&sort=match&skills_any=${skill()}`, admin],
      ['recruiter scope (partner pool) + keywords', () => `q=${term()}`, recruiter],
      ['no filter, page 5, newest', () => `page=5`, admin],
    ];
    console.log(`\n${label}, ${SEEKERS} job seekers; ${RUNS} sequential calls each`);
    for (const [name, make, who] of scenarios) {
      for (let i = 0; i < 10; i += 1) await call(`${base}/api/v1/advanced-search?${make()}`, who);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push(await call(`${base}/api/v1/advanced-search?${make()}`, who));
      times.sort((a, b) => a - b);
      out.push([name, pct(times, 0.5), pct(times, 0.95)]);
      console.log(
        `advanced search: ${name.padEnd(48)} p50 ${pct(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${pct(times, 0.95).toFixed(1).padStart(6)} ms`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

const summary: [string, [string, number, number][]][] = [];
const reuse = flag('--reuse');
if (pgAdminUrl && reuse) {
  // --reuse=<database>: a database of this server loaded by an earlier run (--keep), migrated and measured again.
  const url = new URL(pgAdminUrl);
  url.pathname = `/${reuse}`;
  summary.push(['PostgreSQL', await runOn(`PostgreSQL (${url.host}, database ${reuse})`, url.toString(), false)]);
} else if (pgAdminUrl) {
  const database = await freshPgDatabase(pgAdminUrl, 'tessera_bench_search');
  try {
    summary.push(['PostgreSQL', await runOn(`PostgreSQL (${new URL(pgAdminUrl).host}, fresh database)`, database.url)]);
  } finally {
    // --keep: leave the loaded database for EXPLAIN and --reuse.
    if (flag('--keep') === undefined) await database.drop();
    else console.log(`kept ${new URL(database.url).pathname.slice(1)} (--reuse=<it> measures it again)`);
  }
}
if (flag('--pg-only') === undefined) summary.push(['PGlite (in memory)', await runOn('PGlite (in memory)', undefined)]);
console.log('\n=== advanced search p95 against the 50 ms target (PostgreSQL) ===');
for (const [label, figures] of summary) {
  const worst = figures.reduce((a, f) => Math.max(a, f[2]), 0);
  console.log(
    `${label.padEnd(20)} worst p95 ${worst.toFixed(1)} ms${label === 'PostgreSQL' ? (worst < 50 ? '  (meets < 50 ms)' : '  (ABOVE the 50 ms target)') : ''}`,
  );
}
