// Starts the product for the e2e run: a fresh data folder, demo data, and, when DATABASE_URL is set,
// a fresh PostgreSQL database (tessera_e2e_<run>) created here so runs never share state. The
// database is dropped when the server stops (SIGTERM, SIGINT, SIGHUP or the server exiting); at
// start, databases left by past runs that were killed are dropped (see databases.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase, dropLeftovers, runDatabaseName } from './databases.mjs';
import { E2E_CODE_SECRET, E2E_GOOGLE_CLIENT_ID, startOidcProvider } from './oidc-provider.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = process.env.TESSERA_E2E_RUN ?? `${Date.now()}`;
const env = { ...process.env };
mkdirSync(env.TESSERA_DATA_DIR, { recursive: true });

const adminUrl = env.DATABASE_URL || undefined;
let database; // this run's database, once created
if (adminUrl) {
  const name = runDatabaseName(run);
  try {
    await dropLeftovers(adminUrl, { keep: name, log: (line) => console.log(line) });
  } catch (error) {
    console.warn(`e2e: leftover databases not cleaned: ${error.message}`);
  }
  await createDatabase(adminUrl, name);
  database = name;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  console.log(`e2e: fresh database ${name}`);
}

// Google sign-in against a local OpenID Connect provider (no internet needed).
const oidc = await startOidcProvider();
env.OIDC_GOOGLE_ISSUER = oidc.issuer;
env.OIDC_GOOGLE_CLIENT_ID = E2E_GOOGLE_CLIENT_ID;
// The same provider serves the demo tenant's single sign-on (Northstar Logistics, @demo.test) and LinkedIn.
env.TESSERA_DEMO_SIGN_IN_ISSUER = oidc.issuer;
env.TESSERA_SECRET_DEMO_SIGN_IN = E2E_CODE_SECRET;

let finishing = false;
/** Drops this run's database (once) and exits. */
async function finish(code) {
  if (finishing) return;
  finishing = true;
  await oidc.close();
  if (database) {
    try {
      await dropDatabase(adminUrl, database);
      console.log(`e2e: dropped database ${database}`);
    } catch (error) {
      console.warn(`e2e: could not drop database ${database} (a later run drops it after a day): ${error.message}`);
    }
  }
  process.exit(code);
}

// `pnpm --filter @tessera/api start`, run with the pnpm that runs this script (npx -y pnpm@10 ... sets
// npm_execpath); when started outside pnpm (npx playwright test), the same start script through tsx.
const execPath = env.npm_execpath ?? '';
const apiDir = join(repoRoot, 'apps', 'api');
let child;
try {
  child = /pnpm\.c?js$/.test(execPath)
    ? spawn(process.execPath, [execPath, '--filter', '@tessera/api', 'start'], { cwd: repoRoot, env, stdio: 'inherit' })
    : spawn(process.execPath, [join(apiDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'], {
        cwd: apiDir,
        env,
        stdio: 'inherit',
      });
} catch (error) {
  console.error(`e2e: could not start the server: ${error.message}`);
  await finish(1);
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) {
      void finish(0);
      return;
    }
    child.kill(signal);
    // A server that does not stop within 10 s is killed; its database is dropped all the same.
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
child.on('error', (error) => {
  console.error(`e2e: server process error: ${error.message}`);
  void finish(1);
});
child.on('exit', (code, signal) => void finish(stopping ? 0 : (code ?? (signal ? 1 : 0))));
