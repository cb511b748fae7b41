// The reading profile over HTTP (issue 17 §3): the defaults until chosen, fields left out keep their value,
// bad choices are 400 per field, the session user carries it (every app applies it on sign-in), each
// person sees only their own, and mail to a person who asked for plain text has no HTML part.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../services/mailer.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const mails: Mail[] = [];

const DEFAULTS = {
  font: 'system',
  text_size: 100,
  line_spacing: 'normal',
  letter_spacing: 'normal',
  line_length: 'medium',
  color_scheme: 'light',
  reduced_motion: 'system',
  keep_messages: false,
  plain_text_email: false,
};

beforeAll(async () => {
  t = await startApp({
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
  });
  for (const [who, email] of Object.entries({ seeker: 'seeker@demo.test', admin: 'admin@demo.test', concierge: 'concierge@demo.test' }))
    tokens[who] = (await signIn(t, email)).access;
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('reading profile (/api/v1/user/reading-profile)', () => {
  it('is the defaults until chosen, for job seekers and staff alike; signed out is 401', async () => {
    for (const who of ['seeker', 'concierge']) {
      const res = await request(t, { path: '/api/v1/user/reading-profile', token: tokens[who] });
      expect(res.status).toBe(200);
      expect(res.json).toEqual(DEFAULTS);
    }
    expect((await request(t, { path: '/api/v1/user/reading-profile' })).status).toBe(401);
  });

  it('saves the fields given, keeps the others, and the session user carries it', async () => {
    const put = await request(t, {
      method: 'PUT',
      path: '/api/v1/user/reading-profile',
      token: tokens.seeker,
      body: { font: 'lexend', color_scheme: 'contrast', text_size: 150 },
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ ...DEFAULTS, font: 'lexend', color_scheme: 'contrast', text_size: 150 });
    const again = await request(t, {
      method: 'PUT',
      path: '/api/v1/user/reading-profile',
      token: tokens.seeker,
      body: { letter_spacing: 'wider', keep_messages: true },
    });
    expect(again.json).toEqual({
      ...DEFAULTS,
      font: 'lexend',
      color_scheme: 'contrast',
      text_size: 150,
      letter_spacing: 'wider',
      keep_messages: true,
    });
    const session = await request(t, { path: '/api/v1/user/session', token: tokens.seeker });
    expect(session.json.reading_profile).toEqual(again.json);
    // Another person's profile is untouched.
    expect((await request(t, { path: '/api/v1/user/reading-profile', token: tokens.admin })).json).toEqual(DEFAULTS);
  });

  it('refuses choices that are not offered, per field, and an empty change', async () => {
    const bad = await request(t, {
      method: 'PUT',
      path: '/api/v1/user/reading-profile',
      token: tokens.admin,
      body: { font: 'comic-sans', text_size: 120, color_scheme: 'neon' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual(['color_scheme', 'font', 'text_size']);
    expect((await request(t, { method: 'PUT', path: '/api/v1/user/reading-profile', token: tokens.admin, body: {} })).status).toBe(400);
    expect(
      (await request(t, { method: 'PUT', path: '/api/v1/user/reading-profile', token: tokens.admin, body: { font: 'lexend', extra: 1 } }))
        .status,
    ).toBe(400);
  });

  it('sends mail as plain text only to a person who asked for it', async () => {
    const before = mails.length;
    await request(t, { method: 'PUT', path: '/api/v1/user/reading-profile', token: tokens.seeker, body: { plain_text_email: true } });
    expect((await request(t, { path: '/api/v1/password/reset', body: { email: 'seeker@demo.test' } })).status).toBeLessThan(300);
    expect((await request(t, { path: '/api/v1/password/reset', body: { email: 'admin@demo.test' } })).status).toBeLessThan(300);
    await vi.waitFor(() => expect(mails.length - before).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    const sent = mails.slice(before);
    const plain = sent.find((m) => m.to === 'seeker@demo.test')!;
    const rich = sent.find((m) => m.to === 'admin@demo.test')!;
    expect(plain.html).toBe('');
    expect(plain.text.length).toBeGreaterThan(20);
    expect(rich.html).toContain('<html');
  });
});
