import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../db/schema.ts';
import { sha256 } from '../services/tokens.ts';
import { lastMailTo, outbox, PASSWORD, request, signIn, startApp, tokenFromLink, type TestApp } from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.close());

const strong = 'Brand-New-Secret-7';

describe('email verification', () => {
  it('verifies once with the mailed token, then refuses it', async () => {
    const reg = await request(t, {
      path: '/api/v1/register',
      form: { email: 'verify@example.com', password: strong, first_name: 'Vi', last_name: 'Verify', user_type: 'candidate' },
    });
    expect(reg.status).toBe(201);
    const mail = await lastMailTo(t, 'verify@example.com');
    expect(mail.subject).toMatch(/Confirm your email/);
    const token = tokenFromLink(mail.links[0] ?? '');
    const ok = await request(t, { path: '/api/v1/email/verify', body: { token } });
    expect(ok.status).toBe(200);
    const session = await request(t, { path: '/api/v1/user/session', token: reg.json.data.access_token });
    expect(session.json.email_verified).toBe(true);
    const again = await request(t, { path: '/api/v1/email/verify', body: { token } });
    expect(again.status).toBe(400);
    expect(again.json.token[0]).toMatch(/already been used/);
    const bogus = await request(t, { path: '/api/v1/email/verify', body: { token: 'bogus' } });
    expect(bogus.status).toBe(400);
    expect(bogus.json.token).toHaveLength(1);
  });

  it('resends the verification mail to a signed-in user, rate-limited', async () => {
    const reg = await request(t, {
      path: '/api/v1/register',
      form: { email: 'resend@example.com', password: strong, first_name: 'Re', last_name: 'Send', user_type: 'candidate' },
    });
    const before = (await outbox(t)).filter((m) => m.to === 'resend@example.com').length;
    const res = await request(t, { method: 'POST', path: '/api/v1/email/verify/resend', token: reg.json.data.access_token });
    expect(res.status).toBe(200);
    expect((await outbox(t)).filter((m) => m.to === 'resend@example.com').length).toBe(before + 1);
    expect((await request(t, { method: 'POST', path: '/api/v1/email/verify/resend' })).status).toBe(401);
    let last = res;
    for (let i = 0; i < 5 && last.status !== 429; i++)
      last = await request(t, { method: 'POST', path: '/api/v1/email/verify/resend', token: reg.json.data.access_token });
    expect(last.status).toBe(429);
  });

  it('refuses an expired token', async () => {
    const reg = await request(t, {
      path: '/api/v1/register',
      form: { email: 'late@example.com', password: strong, first_name: 'La', last_name: 'Te', user_type: 'candidate' },
    });
    expect(reg.status).toBe(201);
    const token = tokenFromLink((await lastMailTo(t, 'late@example.com')).links[0] ?? '');
    await t.app.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, sha256(token)));
    const res = await request(t, { path: '/api/v1/email/verify', body: { token } });
    expect(res.status).toBe(400);
    expect(res.json.token[0]).toMatch(/expired/);
  });
});

describe('the language of account mail', () => {
  it('writes to a new job seeker in the language their browser asked for, and to a known user in theirs', async () => {
    const reg = await request(t, {
      path: '/api/v1/register',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      form: { email: 'francoise@example.com', password: strong, first_name: 'Françoise', last_name: 'Dupont', user_type: 'candidate' },
    });
    expect(reg.status).toBe(201);
    const verify = await lastMailTo(t, 'francoise@example.com');
    expect(verify.subject).toBe('Confirmez votre adresse e-mail pour Tessera Demo');
    expect(verify.text).toContain('Bonjour Françoise,');
    expect(verify.html).toContain('lang="fr"');
    expect(verify.text).toContain(verify.links[0]);
    // Her own choice of language (/setting) wins over the browser's.
    const chose = await request(t, {
      method: 'PUT',
      path: '/api/v1/user/settings',
      token: reg.json.data.access_token,
      body: { language: 'esp' },
    });
    expect(chose.status).toBe(200);
    await request(t, { path: '/api/v1/password/reset', headers: { 'accept-language': 'en' }, body: { email: 'francoise@example.com' } });
    const reset = await lastMailTo(t, 'francoise@example.com');
    expect(reset.subject).toBe('Restablezca su contraseña de Tessera Demo');
    expect(reset.text).toContain('Los correos de cuenta y seguridad siempre le llegan.');
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const known = await request(t, { path: '/api/v1/password/reset', body: { email: 'member@demo.test' } });
    const unknown = await request(t, { path: '/api/v1/password/reset', body: { email: 'ghost@demo.test' } });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect((await outbox(t)).some((m) => m.to === 'ghost@demo.test')).toBe(false);
    expect((await lastMailTo(t, 'member@demo.test')).links[0]).toMatch(/^http:\/\/localhost\/confirmPasswordReset\?token=/);
    const invalid = await request(t, { path: '/api/v1/password/reset', body: { email: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.email).toHaveLength(1);
  });

  it('sets a new password once, revokes existing sessions and refuses weak passwords', async () => {
    const session = await signIn(t, 'concierge@demo.test');
    await request(t, { path: '/api/v1/password/reset', body: { email: 'concierge@demo.test' } });
    const token = tokenFromLink((await lastMailTo(t, 'concierge@demo.test')).links[0] ?? '');
    const weak = await request(t, { path: '/api/v1/password/reset/confirm', body: { token, password: 'abc' } });
    expect(weak.status).toBe(400);
    expect(weak.json.password.length).toBeGreaterThan(0);
    const ok = await request(t, { path: '/api/v1/password/reset/confirm', body: { token, password: strong } });
    expect(ok.status).toBe(200);
    expect((await request(t, { path: '/api/v1/user/session', token: session.access })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/token', body: { username: 'concierge@demo.test', password: PASSWORD } })).status).toBe(400);
    expect((await request(t, { path: '/api/v1/token', body: { username: 'concierge@demo.test', password: strong } })).status).toBe(200);
    const reuse = await request(t, { path: '/api/v1/password/reset/confirm', body: { token, password: 'Another-Secret-8' } });
    expect(reuse.status).toBe(400);
    expect(reuse.json.token[0]).toMatch(/already been used/);
  });

  it('limits reset requests per account with the same answer for unknown accounts', async () => {
    for (const email of ['auditor@demo.test', 'nobody-at-all@demo.test']) {
      const answers: number[] = [];
      for (let i = 0; i < 4; i++) answers.push((await request(t, { path: '/api/v1/password/reset', body: { email } })).status);
      expect(answers, email).toEqual([200, 200, 200, 429]);
    }
  });

  it('refuses an expired reset token', async () => {
    await request(t, { path: '/api/v1/password/reset', body: { email: 'programs@demo.test' } });
    const token = tokenFromLink((await lastMailTo(t, 'programs@demo.test')).links[0] ?? '');
    await t.app.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, sha256(token)));
    const res = await request(t, { path: '/api/v1/password/reset/confirm', body: { token, password: strong } });
    expect(res.status).toBe(400);
    expect(res.json.token[0]).toMatch(/expired/);
  });

  it('writes an .eml beside each .json', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(`${t.dataDir}/outbox`);
    expect(files.filter((f) => f.endsWith('.eml')).length).toBe(files.filter((f) => f.endsWith('.json')).length);
  });
});
