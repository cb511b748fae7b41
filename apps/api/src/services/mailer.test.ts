import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { jobsSettled, lastMailTo, request, startApp, type TestApp } from '../test/helpers.ts';
import { smtpMailer } from './mailer.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => sink?.close());

describe('smtpMailer', () => {
  it('delivers a mail through the SMTP relay of SMTP_URL, authenticated, text and HTML', async () => {
    const mailer = smtpMailer(
      `smtp://mailer%40tessera.test:s3cret-pass@127.0.0.1:${sink.port}?ignoreTLS=true`,
      'Tessera <no-reply@tessera.test>',
    );
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your Tessera password',
      text: 'Open https://x/confirmPasswordReset?token=abc',
      html: '<p>Open <a href="https://x">the link</a></p>',
      links: ['https://x'],
    });
    const mail = sink.mails.at(-1);
    expect(mail).toMatchObject({
      from: 'no-reply@tessera.test',
      to: ['ada@example.com'],
      auth: { user: 'mailer@tessera.test', pass: 's3cret-pass' },
    });
    expect(mail?.data).toMatch(/^Subject: Reset your Tessera password$/m);
    expect(mail?.data).toMatch(/^From: Tessera <no-reply@tessera\.test>$/m);
    expect(mail?.data).toMatch(/multipart\/alternative/);
    expect(mail?.data).toContain('confirmPasswordReset?token=abc');
  });

  it('fails loudly when the relay refuses the connection', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:9?ignoreTLS=true&connectionTimeout=2000', 'Tessera <no-reply@tessera.test>');
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>', links: [] })).rejects.toThrow();
  });
});

describe('the API with SMTP_URL', () => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logs += String(chunk);
        done();
      },
    });
    t = await startApp({
      smtpUrl: `smtp://relay-user:relay-pass@127.0.0.1:${sink.port}?ignoreTLS=true`,
      mailFrom: 'Acme Jobs <jobs@acme.test>',
      logLevel: 'info',
      logStream,
    });
  });
  afterAll(async () => t?.close());

  it('sends the password reset mail over SMTP, not to the outbox, and logs no secret', async () => {
    const before = sink.mails.length;
    const res = await request(t, { path: '/api/v1/password/reset', body: { email: 'seeker@demo.test' } });
    expect(res.status).toBe(200);
    await jobsSettled(t);
    const mail = sink.mails.slice(before).find((m) => m.to.includes('seeker@demo.test'));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('jobs@acme.test');
    expect(mail?.auth).toEqual({ user: 'relay-user', pass: 'relay-pass' });
    const token = /confirmPasswordReset\?token=([\w-]+)/.exec(mail?.data.replace(/=\r\n/g, '') ?? '')?.[1];
    expect(token).toBeTruthy();
    await expect(lastMailTo(t, 'seeker@demo.test')).rejects.toThrow(/no mail/);
    expect(logs).not.toContain('relay-pass');
    expect(logs).not.toContain(token as string);
  });
});
