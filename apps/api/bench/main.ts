// `pnpm bench`: the HTTP benchmarks (bench/run.ts), then the chat socket benchmarks (bench/sockets.ts),
// each in its own process, with the same options (--pg, --pg-only, --pglite-only and each one's own).
// --http-only or --sockets-only runs one of them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const parts = [
  { name: 'run.ts', skip: args.includes('--sockets-only') },
  { name: 'sockets.ts', skip: args.includes('--http-only') },
  // Issue 13: 1,000 résumés and 500 spreadsheet jobs imported on the queue (--imports-only runs just these).
  { name: 'imports.ts', skip: args.includes('--http-only') || args.includes('--sockets-only') },
  // Issue 12: 10,000 interviews and 5,000 offers of one employer (--hiring-only runs just these).
  { name: 'hiring.ts', skip: args.includes('--sockets-only') },
  // Issue 15: the advanced search over 100,000 job seekers (--seekers-only runs just this).
  { name: 'seekers.ts', skip: args.includes('--http-only') || args.includes('--sockets-only') },
  // Issue 14: the reports, partner reports and audit log on 100,000 applications and 1,000,000 status
  // changes, and admin_csv's memory while it streams (--reports-only runs just these).
  { name: 'reports.ts', skip: args.includes('--http-only') || args.includes('--sockets-only') },
];
const importsOnly = args.includes('--imports-only');
if (importsOnly) for (const part of parts) part.skip = part.name !== 'imports.ts';
if (args.includes('--hiring-only')) for (const part of parts) part.skip = part.name !== 'hiring.ts';
if (args.includes('--seekers-only')) for (const part of parts) part.skip = part.name !== 'seekers.ts';
if (args.includes('--reports-only')) for (const part of parts) part.skip = part.name !== 'reports.ts';
const ONLY = ['--sockets-only', '--http-only', '--imports-only', '--hiring-only', '--seekers-only', '--reports-only'];
const forwarded = args.filter((a) => !ONLY.includes(a));
for (const part of parts) {
  if (part.skip) continue;
  const script = fileURLToPath(new URL(`./${part.name}`, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...forwarded], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
