// Bulk-import benchmarks (issue 13), part of `pnpm bench`: 1,000 generated résumés (half PDF, half DOCX,
// of a realistic length; 10 % duplicates, 2 % broken) in one ZIP, uploaded by a partner and read by the
// API process's own import worker, while public search is measured (sequential p95) and the process's
// memory is sampled; then 500 jobs from one spreadsheet. On PGlite, and on PostgreSQL when one answers
// (see bench/pg.ts). Targets: résumés ≤ 60 s, search p95 < 50 ms during the import, memory < 512 MB,
// 500 jobs ≤ 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { freshPgDatabase } from '../src/test/fresh-pg-database.ts';
import { jobsCsv, resumeDocx, resumePdf, zipOf } from '../src/test/import-fixtures.ts';
import { multipartBody } from '../src/test/upload-body.ts';
import { benchPostgresUrl } from './pg.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a === name || a.startsWith(`${name}=`))?.split('=')[1] ?? (args.includes(name) ? '' : undefined);
const env = readEnv();
const pgAdminUrl = await benchPostgresUrl({ databaseUrl: env.databaseUrl, flag });
const RESUMES = Number(flag('--resumes') || 1000);
const JOB_ROWS = Number(flag('--job-rows') || 500);
const SKILLS = [
  'SQL',
  'Excel',
  'Python',
  'Forklift',
  'Inventory',
  'Customer service',
  'Data entry',
  'Scheduling',
  'Quality control',
  'Tableau',
];

function resumeFiles(): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  const unique = Math.round(RESUMES * 0.88);
  const originals: Buffer[] = [];
  for (let i = 0; i < unique; i += 1) {
    const person = {
      first: `Person${i}`,
      last: `Bench${i}`,
      email: `bench.${i}@example.test`,
      skills: SKILLS.filter((_, k) => (i + k) % 3 === 0),
    };
    const data = i % 2 === 0 ? resumePdf(person, 25) : resumeDocx(person, 25);
    originals.push(data);
    files[`cohort/${i}.${i % 2 === 0 ? 'pdf' : 'docx'}`] = data;
  }
  for (let i = 0; i < Math.round(RESUMES * 0.1); i += 1)
    files[`cohort/copy-${i}.pdf`] = originals[(i * 7) % originals.length] ?? Buffer.alloc(0);
  for (let i = 0; i < RESUMES - Object.keys(files).length; i += 1) files[`cohort/broken-${i}.pdf`] = Buffer.from(`%PDF-1.7\nbroken ${i}`);
  return files;
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function runOn(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-imports-'));
  const app = await buildApp({
    dataDir,
    inMemory: true,
    seedDemo: true,
    logLevel: 'silent',
    jwtSecret: undefined,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://localhost:${(app.server.address() as AddressInfo).port}`;
  const headers = {};
  const token = async (username: string) =>
    (
      (await (
        await fetch(`${origin}/api/v1/token`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'demo-Password-1' }),
        })
      ).json()) as { access: string }
    ).access;
  try {
    const recruiter = await token('recruiter@demo.test');
    const manager = await token('manager@demo.test');
    const zip = zipOf(resumeFiles());
    const upload = async (path: string, who: string, name: string, data: Buffer) => {
      const body = multipartBody({}, [{ field: 'files', name, data }]);
      const res = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${who}`, 'content-type': body.contentType },
        body: body.body,
      });
      if (res.status !== 202) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { token: string };
    };
    const progress = async (path: string, who: string) =>
      (await (await fetch(`${origin}${path}`, { headers: { ...headers, authorization: `Bearer ${who}` } })).json()) as Record<
        string,
        number | string
      >;

    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const start = performance.now();
    const batch = await upload('/api/v1/recruiter/bulk/resume/upload', recruiter, 'cohort.zip', zip);
    const searches: number[] = [];
    let done: Record<string, number | string> = {};
    const terms = ['analyst', 'forklift', 'excel', 'nurse', 'driver', 'clerk'];
    for (let i = 0; ; i += 1) {
      const t0 = performance.now();
      const res = await fetch(`${origin}/api/v1/search/jobs?q=${terms[i % terms.length]}`, { headers });
      await res.arrayBuffer();
      searches.push(performance.now() - t0);
      if (i % 10 === 0) {
        done = await progress(`/api/v1/recruiter/bulk/resume/batches/${batch.token}`, recruiter);
        if (done.state === 'done') break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const resumeSeconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    searches.sort((a, b) => a - b);
    console.log(
      `${label}: ${RESUMES} résumés in ${resumeSeconds.toFixed(1)} s (target ≤ 60 s): ${done.newly_created_count} new, ${done.already_existing_count} existing, ${done.skipped_count} skipped; ` +
        `search during the import p50 ${pct(searches, 0.5).toFixed(1)} ms, p95 ${pct(searches, 0.95).toFixed(1)} ms over ${searches.length} calls (target < 50 ms); ` +
        `peak RSS of the API process ${(peak / 1024 / 1024).toFixed(0)} MB (target < 512 MB)`,
    );

    const rows = Array.from({ length: JOB_ROWS }, (_, i) => ({
      title: `Bench job ${i}`,
      description: 'Count stock, keep records tidy and help the team with deliveries. Quiet site, written instructions.',
      city: 'Atlanta',
      region: 'GA',
      country: 'US',
      required_skills: SKILLS.filter((_, k) => (i + k) % 4 === 0).join('; '),
      experience_min: String(i % 5),
      experience_max: String((i % 5) + 3),
    }));
    const jobsStart = performance.now();
    const jobs = await upload('/api/v1/jobs/bulk/upload', manager, 'jobs.csv', jobsCsv('en', rows));
    for (;;) {
      const p = await progress(`/api/v1/jobs/bulk/batches/${jobs.token}`, manager);
      if (p.state === 'done') {
        console.log(
          `${label}: ${JOB_ROWS} jobs from one spreadsheet in ${((performance.now() - jobsStart) / 1000).toFixed(1)} s (target ≤ 10 s): ${p.success_count} drafts, ${p.failed_count} failed`,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (flag('--pg-only') === undefined) await runOn('PGlite', undefined);
if (pgAdminUrl && flag('--pglite-only') === undefined) {
  const db = await freshPgDatabase(pgAdminUrl, 'tessera_bench_imports');
  try {
    await runOn('PostgreSQL', db.url);
  } finally {
    await db.drop();
  }
}
process.exit(0);
