// Mail through the job queue, against a real SMTP relay (the test sink) that is down, then up: the mail
// is queued with the change, retried while the relay refuses connections, and delivered exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSettled, request, startApp, type TestApp } from '../test/helpers.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { sendMail } from './mail.ts';
import { p } from '../mail/compose.ts';

let t: TestApp;
let sink: SmtpSink | undefined;
let port: number;

/** The mail jobs' states and attempt counts. */
async function mailJobs(): Promise<{ state: string; retry_count: number }[]> {
  const { rows } = await t.app.database.executeSql(`SELECT state, retry_count FROM pgboss.job WHERE name = 'mail' ORDER BY created_on`, []);
  return rows as { state: string; retry_count: number }[];
}

beforeAll(async () => {
  // A free port with nothing listening on it yet: the relay is down.
  const probe = await startSmtpSink();
  port = probe.port;
  await probe.close();
  t = await startApp({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=2000`,
    jobs: { pollingSeconds: 0.5, settings: { mail: { retryDelay: 1 } } },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('mail through the queue', () => {
  it('answers a reset request at once while SMTP is down, retries, and delivers the mail exactly once when it is back', async () => {
    const res = await request(t, { path: '/api/v1/password/reset', body: { email: 'seeker@demo.test' } });
    expect(res.status).toBe(200);
    // The relay refuses the first attempt; the job waits for its retry.
    await expect
      .poll(async () => (await mailJobs()).map((j) => `${j.state}:${j.retry_count > 0 ? 'retried' : 'first'}`), { timeout: 15_000 })
      .toEqual(['retry:retried']);
    sink = await startSmtpSink(port);
    await jobsSettled(t, 30_000);
    const delivered = sink.mails.filter((m) => m.to.includes('seeker@demo.test'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.data).toContain('Subject: Reset your');
    expect((await mailJobs()).map((j) => j.state)).toEqual(['completed']);
  });

  it('sends no mail for a change that is rolled back', async () => {
    const before = await mailJobs();
    await expect(
      t.app.jobs.transaction(t.app.database.db, async (tx) => {
        await sendMail(
          t.app.jobs,
          tx,
          { to: 'nobody@example.test', lang: 'en', subject: 'never', blocks: [p('never')] },
          { tenantId: 1, origin: 'http://localhost', kind: 'account' },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await jobsSettled(t);
    expect(await mailJobs()).toEqual(before);
    expect(sink?.mails.some((m) => m.to.includes('nobody@example.test'))).toBe(false);
  });
});
