import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, PASSWORD, request, startApp, tokenFromLink, type TestApp } from './test/helpers.ts';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs += chunk.toString('utf8');
      done();
    },
  });
  t = await startApp({ logLevel: 'info', logStream: stream });
});
afterAll(async () => t?.close());

describe('request logs', () => {
  it('are structured JSON and hold no passwords, tokens or authorization headers', async () => {
    const signIn = await request(t, { path: '/api/v1/token', body: { username: 'admin@demo.test', password: PASSWORD } });
    const { access, refresh } = signIn.json as { access: string; refresh: string };
    await request(t, { path: '/api/v1/user/session', token: access });
    await request(t, { path: '/api/v1/token/refresh', body: { refresh } });
    await request(t, { path: '/api/v1/password/reset', body: { email: 'seeker@demo.test' } });
    const resetToken = tokenFromLink((await lastMailTo(t, 'seeker@demo.test')).links[0] ?? '');
    await request(t, { path: `/verifyEmail?token=${resetToken}` });
    const lines = logs.trim().split('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(logs).toContain('written to the development outbox');
    for (const secret of [PASSWORD, access, refresh, resetToken]) expect(logs).not.toContain(secret);
    expect(logs).toContain('token=[redacted]');
  });
});

describe('client mistakes never give a 5xx', () => {
  it('answers odd requests with 4xx detail', async () => {
    const cases = [
      await request(t, { path: '/api/v1/token', raw: { body: 'username=a', contentType: 'text/plain' } }),
      await request(t, { path: '/api/v1/token', raw: { body: '', contentType: 'application/json' } }),
      await request(t, { path: '/api/v1/token', raw: { body: '[1,2]', contentType: 'application/json' } }),
      await request(t, {
        path: '/api/v1/token',
        raw: { body: '{"__proto__":{"x":1},"username":"a","password":"b"}', contentType: 'application/json' },
      }),
      await request(t, { path: '/api/v1/register', raw: { body: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' } }),
      await request(t, { path: '/api/v1/email/verify', body: { token: 'x'.repeat(600) } }),
      await request(t, { path: '/api/v1/user/session', headers: { authorization: 'Basic abc' } }),
    ];
    for (const res of cases) {
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(res.json, res.text).toBeTypeOf('object');
    }
  });
});
