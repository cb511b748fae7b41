// Bulk-import benchmarks (issue 13), part of `pnpm bench`: 1,000 generated résumés (half PDF, half DOCX,
// of a realistic length; 10 % duplicates, 2 % broken) in one ZIP, uploaded by a partner and read by the
// API process's own import worker, while public search is measured (sequential p95) and the process's
// memory is sampled; then 500 jobs from one spreadsheet. On PGlite, and on PostgreSQL when one answers
// (see bench/pg.ts). Targets: résumés ≤ 60 s, search p95 < 50 ms during the import, memory < 512 MB,
// 500 jobs ≤ 10 s.
//
// The API runs in a process of its own (bench/import-server.ts: the app as `pnpm start` runs it, PGlite in
// a data folder; --pglite-memory keeps PGlite in memory instead), so the memory figure is that process's
// resident set (VmRSS, every thread: the extraction worker's too), sampled every 100 ms from outside while
// the import runs, and nothing of the bench's own (the generated files, the ZIP) is counted in it. The CPU
// time the API process used and the load average are printed beside the wall times: the machine may be
// shared, and a wall time is only worth the load it was measured under.
//
// On PGlite the figure includes PGlite itself (the database runs inside the API process): the bench first
// starts PGlite alone on an empty database (import-server.ts `bare`) and prints its resident set, so what
// the app and the import add can be told from it. --count-queries (PostgreSQL) counts the statements the
// API process sends while the résumés are imported and prints them per résumé; searches are left out of
// that run and the progress is asked every 2 s, so the count is the import's (and pg-boss's own polling).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const broken = RESUMES - Object.keys(files).length;
  for (let i = 0; i < broken; i += 1) files[`cohort/broken-${i}.pdf`] = Buffer.from(`%PDF-1.7\nbroken ${i}`);
  return files;
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const PGLITE_MEMORY = flag('--pglite-memory') !== undefined;
const COUNT_QUERIES = flag('--count-queries') !== undefined;

/** The resident set of a process (every thread), in bytes, from /proc. */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

/** CPU seconds (user + system, every thread) a process has used, from /proc (clock ticks of 1/100 s). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Starts the API process (bench/import-server.ts) and resolves with it and its port. */
async function startApi(
  dataDir: string,
  databaseUrl: string | undefined,
  mode: 'memory' | 'disk' | 'bare' = PGLITE_MEMORY ? 'memory' : 'disk',
): Promise<{ child: ChildProcess; port: number }> {
  const script = fileURLToPath(new URL('./import-server.ts', import.meta.url));
  const count = COUNT_QUERIES && databaseUrl ? ['count'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, databaseUrl ?? '-', mode, ...count], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the API process ended (${code}) before it listened`)));
  });
  return { child, port };
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.send('close');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await ended;
  clearTimeout(timer);
}

/** The statements the API process has sent to PostgreSQL (import-server.ts `count`). */
function queriesOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listen = (m: { queries?: number }) => {
      if (typeof m.queries !== 'number') return;
      child.off('message', listen);
      resolve(m.queries);
    };
    child.on('message', listen);
    child.send('queries');
  });
}

interface MemoryUse {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  pgliteHeap: number;
}

/** The API process's own account of its memory (import-server.ts 'memory'). */
function memoryOf(child: ChildProcess): Promise<MemoryUse> {
  return new Promise((resolve) => {
    const listen = (m: { memory?: MemoryUse }) => {
      if (!m.memory) return;
      child.off('message', listen);
      resolve(m.memory);
    };
    child.on('message', listen);
    child.send('memory');
  });
}

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
/** What holds the memory: the V8 heap, memory outside it (PGlite's WebAssembly memory among it), and the rest of the resident set (code, the extraction worker's thread, the allocator's free pages). */
const memoryLine = (m: MemoryUse) =>
  `RSS ${mib(m.rss)} = V8 heap ${mib(m.heapTotal)} (${mib(m.heapUsed)} used) + external ${mib(m.external)} (PGlite's WebAssembly memory ${mib(m.pgliteHeap)}, array buffers ${mib(m.arrayBuffers)}) + the rest ${mib(m.rss - m.heapTotal - m.external)} (compiled code, threads' stacks and heaps, allocator)`;

/** PGlite alone, on an empty database in a data folder: its resident set once it has answered. */
async function pgliteAlone(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-pglite-'));
  const { child } = await startApi(dataDir, undefined, 'bare');
  try {
    console.log(
      `PGlite alone (an empty database in a data folder, pg_trgm loaded, one SELECT; no app): RSS ${(rssOf(child.pid as number) / 1024 / 1024).toFixed(0)} MB`,
    );
  } finally {
    await stopApi(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runOn(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-imports-'));
  const { child, port } = await startApi(dataDir, databaseUrl);
  const pid = child.pid as number;
  const origin = `http://localhost:${port}`;
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

    const before = rssOf(pid);
    let peak = before;
    const sample = () => {
      try {
        peak = Math.max(peak, rssOf(pid));
      } catch {
        // The process has ended: the run fails at its next call.
      }
    };
    const sampler = setInterval(sample, 100);
    // Every second, the process's own account of its memory; the one of the largest resident set is kept.
    let peakUse = await memoryOf(child);
    const beforeUse = peakUse;
    const accounting = setInterval(() => {
      memoryOf(child).then(
        (m) => {
          if (m.rss > peakUse.rss) peakUse = m;
        },
        () => undefined,
      );
    }, 1000);
    const loadBefore = load();
    const cpuBefore = cpuOf(pid);
    const counting = COUNT_QUERIES && databaseUrl !== undefined;
    const queriesBefore = counting ? await queriesOf(child) : 0;
    const start = performance.now();
    const batch = await upload('/api/v1/recruiter/bulk/resume/upload', recruiter, 'cohort.zip', zip);
    const searches: number[] = [];
    let done: Record<string, number | string> = {};
    const terms = ['analyst', 'forklift', 'excel', 'nurse', 'driver', 'clerk'];
    for (let i = 0; counting; i += 1) {
      done = await progress(`/api/v1/recruiter/bulk/resume/batches/${batch.token}`, recruiter);
      if (done.state === 'done') break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    for (let i = 0; !counting; i += 1) {
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
    sample();
    clearInterval(sampler);
    clearInterval(accounting);
    const resumeCpu = cpuOf(pid) - cpuBefore;
    if (counting) {
      const queries = (await queriesOf(child)) - queriesBefore;
      console.log(
        `${label}: ${RESUMES} résumés in ${resumeSeconds.toFixed(1)} s with ${queries} statements sent (${(queries / RESUMES).toFixed(2)} per résumé, progress asked every 2 s and pg-boss's polling included); ` +
          `${done.newly_created_count} new, ${done.already_existing_count} existing, ${done.skipped_count} skipped; load average ${loadBefore} before, ${load()} after`,
      );
      return;
    }
    searches.sort((a, b) => a - b);
    console.log(
      `${label}: ${RESUMES} résumés in ${resumeSeconds.toFixed(1)} s (target ≤ 60 s): ${done.newly_created_count} new, ${done.already_existing_count} existing, ${done.skipped_count} skipped; ` +
        `search during the import p50 ${pct(searches, 0.5).toFixed(1)} ms, p95 ${pct(searches, 0.95).toFixed(1)} ms over ${searches.length} calls (target < 50 ms); ` +
        `peak RSS of the API process ${(peak / 1024 / 1024).toFixed(0)} MB (target < 512 MB; ${(before / 1024 / 1024).toFixed(0)} MB before the upload); ` +
        `the API process used ${resumeCpu.toFixed(1)} s of CPU; load average ${loadBefore} before, ${load()} after`,
    );
    console.log(`${label}: memory before the upload: ${memoryLine(beforeUse)}`);
    console.log(`${label}: memory at the largest resident set sampled each second: ${memoryLine(peakUse)}`);

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
    const jobsCpu = cpuOf(pid);
    const jobs = await upload('/api/v1/jobs/bulk/upload', manager, 'jobs.csv', jobsCsv('en', rows));
    for (;;) {
      const p = await progress(`/api/v1/jobs/bulk/batches/${jobs.token}`, manager);
      if (p.state === 'done') {
        console.log(
          `${label}: ${JOB_ROWS} jobs from one spreadsheet in ${((performance.now() - jobsStart) / 1000).toFixed(1)} s (target ≤ 10 s): ${p.success_count} drafts, ${p.failed_count} failed; ` +
            `the API process used ${(cpuOf(pid) - jobsCpu).toFixed(1)} s of CPU; load average ${load()}`,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await stopApi(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (flag('--pg-only') === undefined && !PGLITE_MEMORY) await pgliteAlone();
if (flag('--pg-only') === undefined) await runOn(PGLITE_MEMORY ? 'PGlite (in memory)' : 'PGlite (data folder)', undefined);
if (pgAdminUrl && flag('--pglite-only') === undefined) {
  const db = await freshPgDatabase(pgAdminUrl, 'tessera_bench_imports');
  try {
    await runOn('PostgreSQL', db.url);
  } finally {
    await db.drop();
  }
}
process.exit(0);
