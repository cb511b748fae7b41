// Starts the product for the e2e run: a fresh data folder, demo data, and, when DATABASE_URL is set,
// a fresh PostgreSQL database (tessera_e2e_<run>) created here so runs never share state.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = process.env.TESSERA_E2E_RUN ?? `${Date.now()}`;
const env = { ...process.env };
mkdirSync(env.TESSERA_DATA_DIR, { recursive: true });

if (env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `tessera_e2e_${run}`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new URL(env.DATABASE_URL);
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  admin.pathname = `/${name}`;
  env.DATABASE_URL = admin.toString();
  console.log(`e2e: fresh database ${name}`);
}

// `pnpm --filter @tessera/api start`, run with the pnpm that runs this script (npx -y pnpm@10 ... sets
// npm_execpath); when started outside pnpm (npx playwright test), the same start script through tsx.
const execPath = env.npm_execpath ?? '';
const apiDir = join(repoRoot, 'apps', 'api');
const child = /pnpm\.c?js$/.test(execPath)
  ? spawn(process.execPath, [execPath, '--filter', '@tessera/api', 'start'], { cwd: repoRoot, env, stdio: 'inherit' })
  : spawn(process.execPath, [join(apiDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'], { cwd: apiDir, env, stdio: 'inherit' });
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
