// A process that only runs the background job workers (no HTTP server): `pnpm --filter @tessera/api
// worker`. Run it beside API instances started with JOBS_WORKERS=false (or with their workers on: every
// process with workers takes jobs from the same PostgreSQL queue, each job once). It needs DATABASE_URL:
// the embedded database belongs to the one API process, whose own workers send its mail.
import { createDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { join } from 'node:path';
import { startJobs } from './jobs/start.ts';
import { localFileStore } from './services/file-store.ts';
import { configuredMailer } from './services/mailer.ts';

const env = readEnv();
const write = (level: string) => (obj: object, msg: string) =>
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), ...obj, msg })}\n`);
const log = { info: write('info'), warn: write('warn') };
if (env.databaseUrl === undefined) {
  log.warn({}, 'the worker needs DATABASE_URL (PostgreSQL); with the embedded database, the API process runs the workers');
  process.exit(1);
}
const database = createDatabase({
  databaseUrl: env.databaseUrl,
  onIdleError: (error) => log.warn({ err: error.message }, 'an idle database connection was lost'),
});
await database.migrate();
// Imports read and write the same file store as the API instances (TESSERA_DATA_DIR/files, shared storage).
const files = localFileStore(join(env.dataDir, 'files'));
const jobs = await startJobs({ database, log, mailer: configuredMailer({ ...env }, log), files, workers: true, port: env.port });
log.info({}, 'Tessera worker is taking jobs');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'worker shutting down');
    void jobs
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
