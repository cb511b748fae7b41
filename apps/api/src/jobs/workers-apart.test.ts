// Workers apart from the API (README "Background jobs"): two API instances with JOBS_WORKERS=false only
// queue mail; two worker processes' queues on the same PostgreSQL database send it, each mail once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import type { Mail } from '../services/mailer.ts';
import { onPostgres, request, startInstances, type TestApp, type TestInstances } from '../test/helpers.ts';
import type { JobQueue } from './queue.ts';
import { localFileStore } from '../services/file-store.ts';
import { startJobs } from './start.ts';

const title = onPostgres
  ? 'API instances that only queue, and workers apart'
  : 'API instances that only queue, and workers apart (skipped: set DATABASE_URL to a PostgreSQL server to run; PGlite is a single process’s database)';

const silent = { info: () => undefined, warn: () => undefined };

describe.runIf(onPostgres)(title, () => {
  let group: TestInstances;
  let a: TestApp;
  let b: TestApp;
  const sentByApi: Mail[] = [];
  const workers: { database: Database; jobs: JobQueue; sent: Mail[] }[] = [];

  beforeAll(async () => {
    group = await startInstances(2, {
      workers: false,
      mailer: {
        async send(mail) {
          sentByApi.push(mail);
        },
      },
    });
    [a, b] = group.instances as [TestApp, TestApp];
    for (let i = 0; i < 2; i++) {
      const database = createDatabase({ databaseUrl: a.app.database.url });
      const sent: Mail[] = [];
      const mailer = {
        async send(mail: Mail) {
          sent.push(mail);
        },
      };
      workers.push({
        database,
        sent,
        jobs: await startJobs({ database, log: silent, mailer, files: localFileStore(a.dataDir), workers: true, pollingSeconds: 0.5 }),
      });
    }
  }, 60_000);
  afterAll(async () => {
    for (const w of workers) {
      await w.jobs.stop();
      await w.database.close();
    }
    await group?.close();
  });

  it('sends every mail queued on either instance exactly once, from the workers', async () => {
    const accounts = ['seeker@demo.test', 'recruiter@demo.test', 'concierge@demo.test', 'programs@demo.test'];
    const answers = await Promise.all(
      [...accounts, ...accounts].map((email, i) => request(i % 2 === 0 ? a : b, { path: '/api/v1/password/reset', body: { email } })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const delivered = () => workers.flatMap((w) => w.sent);
    await expect.poll(() => delivered().length, { timeout: 20_000 }).toBe(8);
    await expect.poll(() => a.app.jobs.pending()).toBe(0);
    const links = delivered().map((m) => m.links[0]);
    expect(new Set(links).size).toBe(8);
    expect(
      delivered()
        .map((m) => m.to)
        .sort(),
    ).toEqual([...accounts, ...accounts].sort());
    expect(sentByApi).toEqual([]);
  });
});
