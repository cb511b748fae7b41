// Every mail the product sends carries a one-click unsubscribe (issue 16, DECISIONS 21, RFC 8058), added
// once by the mail queue: List-Unsubscribe (the signed POST address) and List-Unsubscribe-Post, and a
// footer link to /unsubscribeConfirm. Account and security mail (verification, password reset) carries
// them too but cannot be turned off: its one click turns off every other kind, and it still goes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nsatFeedback } from '../db/schema.ts';
import { lastMailTo, request, signIn, startApp, type OutboxMail, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startApp();
  admin = (await signIn(t, 'admin@demo.test')).access;
}, 60_000);
afterAll(async () => t?.close());

/** The one-click address and the preferences page of a mail, after checking its headers and footer. */
function unsubscribeOf(mail: OutboxMail): { oneClick: string; page: string; token: string } {
  const headers = (mail as OutboxMail & { headers?: Record<string, string> }).headers ?? {};
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(http:\/\/localhost\/api\/v1\/email\/unsubscribe\?token=[^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
  expect(oneClick).toBeDefined();
  const page = mail.links.find((l) => l.startsWith('http://localhost/unsubscribeConfirm?token='));
  expect(page).toBeDefined();
  expect(mail.text).toContain(page!);
  expect(mail.html).toContain(`href="${page!}"`);
  const token = new URL(oneClick!).searchParams.get('token')!;
  expect(new URL(page!).searchParams.get('token')).toBe(token);
  return { oneClick: oneClick!, page: page!, token };
}

const kindOf = async (token: string) => (await request(t, { path: `/api/v1/email/preferences?token=${token}` })).json.mail_kind as string;

describe('every kind of mail carries a one-click unsubscribe', () => {
  it('the email verification (account mail)', async () => {
    const reg = await request(t, {
      path: '/api/v1/register',
      form: { email: 'hdr.verify@example.com', password: 'Brand-New-Secret-7', first_name: 'Vi', last_name: 'Hdr', user_type: 'candidate' },
    });
    expect(reg.status).toBe(201);
    const { token } = unsubscribeOf(await lastMailTo(t, 'hdr.verify@example.com'));
    expect(await kindOf(token)).toBe('account');
  });

  it('the password reset (account mail)', async () => {
    expect((await request(t, { path: '/api/v1/password/reset', body: { email: 'seeker@demo.test' } })).status).toBe(200);
    const { token } = unsubscribeOf(await lastMailTo(t, 'seeker@demo.test'));
    expect(await kindOf(token)).toBe('account');
  });

  it('the contact form’s receipt (contact answers)', async () => {
    const sent = await request(t, {
      path: '/api/v1/site/contact',
      body: { name: 'Hal', email: 'hdr.contact@example.org', topic: 'other', message: 'A question' },
    });
    expect(sent.status).toBe(201);
    const { token } = unsubscribeOf(await lastMailTo(t, 'hdr.contact@example.org'));
    expect(await kindOf(token)).toBe('contact_answers');
  });

  it('the answer to a guest’s feedback (feedback answers), in the guest’s language', async () => {
    const email = 'hdr.feedback@example.fr';
    const sent = await request(t, {
      path: '/api/v1/nsat_feedback',
      form: { rating: '1', feed: 'Très bien', page: '/search', user_email: email },
      headers: { 'accept-language': 'fr' },
    });
    expect(sent.status).toBe(201);
    const [row] = await t.app.database.db.select().from(nsatFeedback).where(eq(nsatFeedback.email, email));
    const answer = await request(t, { path: `/api/v1/feedback/nsat/${row!.id}/answer`, body: { answer: 'Merci !' }, token: admin });
    expect(answer.status).toBe(200);
    const mail = await lastMailTo(t, email);
    const { token } = unsubscribeOf(mail);
    expect(await kindOf(token)).toBe('feedback_answers');
    expect(mail.text).toContain('Choisissez les e-mails que vous recevez');
  });
});

describe('turning mail off', () => {
  it('a guest who turned feedback answers off is mailed no further answer, and the answer says so', async () => {
    const email = 'hdr.off@example.com';
    const post = () =>
      request(t, { path: '/api/v1/nsat_feedback', form: { rating: '0', feed: 'Slow', page: '/search', user_email: email } });
    const answer = async (text: string) => {
      const rows = await t.app.database.db.select().from(nsatFeedback).where(eq(nsatFeedback.email, email));
      return request(t, { path: `/api/v1/feedback/nsat/${rows.at(-1)!.id}/answer`, body: { answer: text }, token: admin });
    };
    expect((await post()).status).toBe(201);
    expect((await answer('First answer')).json.answer.delivery).toBe('email');
    const first = await lastMailTo(t, email);
    const { token } = unsubscribeOf(first);
    const click = await request(t, { path: `/api/v1/email/unsubscribe?token=${token}`, form: { 'List-Unsubscribe': 'One-Click' } });
    expect(click.status).toBe(200);

    expect((await post()).status).toBe(201);
    const second = await answer('Second answer');
    expect(second.status).toBe(200);
    expect(second.json.answer.delivery).toBe('none');
    expect((await lastMailTo(t, email)).text).toContain('First answer');
  });

  it('the one click of an account mail turns every other kind off, and account mail still goes', async () => {
    const email = 'hdr.account@example.com';
    const reg = await request(t, {
      path: '/api/v1/register',
      form: { email, password: 'Brand-New-Secret-7', first_name: 'Ac', last_name: 'Count', user_type: 'candidate' },
    });
    expect(reg.status).toBe(201);
    const { token } = unsubscribeOf(await lastMailTo(t, email));
    const click = await request(t, { path: `/api/v1/email/unsubscribe?token=${token}`, form: { 'List-Unsubscribe': 'One-Click' } });
    expect(click.status).toBe(200);
    const prefs = await request(t, { path: `/api/v1/email/preferences?token=${token}` });
    expect(prefs.json).toEqual({ email, mail_kind: 'account', subscribed: [] });

    expect((await request(t, { path: '/api/v1/password/reset', body: { email } })).status).toBe(200);
    const reset = await lastMailTo(t, email);
    expect(reset.subject).toMatch(/Reset your/);
    unsubscribeOf(reset);
  });
});
