// Answering feedback over HTTP (issue 4 "feedback answered"): who may answer (every staff role, a job
// seeker, another tenant's token, no token), bad input (400 in the contract's shapes), answering twice
// (409), the answer stored with who and when and shown in the lists, and the sender told in the same
// transaction: a signed-in sender by a `feedback` notification in the language they read, a guest by an
// email in the language they wrote in (queued with the answer, sent by a worker, retried while the mail server
// is down), a removed account not at all.
// Every answer is checked against the contract by `request`.
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { careerFeedback, notifications, nsatFeedback, tenants } from '../db/schema.ts';
import { feedbackLimits } from '../services/feedback.ts';
import type { Mail } from '../services/mailer.ts';
import { clear } from '../services/rate-limit.ts';
import { ACME, jobsSettled, request, signIn, signInAccounts, startApp, type Account, type TestApp } from '../test/helpers.ts';
import { STAFF } from '../test/staff-fixtures.ts';

let t: TestApp;
let db: Db;
let demoId: number;
let acmeId: number;
let demoName: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const mails: Mail[] = [];
let mailFails = false;
let failedAttempts = 0;

const ANSWERERS = ['admin', 'concierge', 'program_manager'] as const;
const NOT_ANSWERERS = ['hiring_manager', 'recruiter', 'auditor', 'hiring_member', 'recruiter_member', 'seeker'] as const;

beforeAll(async () => {
  t = await startApp({
    mailer: {
      async send(mail) {
        if (mailFails) {
          failedAttempts += 1;
          throw new Error('SMTP is down');
        }
        mails.push(mail);
      },
    },
    // Retries a second after a failure (then 2 s, 4 s, …) instead of the default 5 s.
    jobs: { settings: { mail: { retryDelay: 1 } } },
  });
  db = t.app.database.db;
  const rows = await db.select({ id: tenants.id, slug: tenants.slug, name: tenants.name }).from(tenants);
  demoId = rows.find((r) => r.slug === 'demo')!.id;
  demoName = rows.find((r) => r.slug === 'demo')!.name;
  acmeId = rows.find((r) => r.slug === 'acme')!.id;
  const accounts = [...Object.entries(STAFF), ['seeker', 'seeker@demo.test'] as const].map(([who, email]): Account => [
    who,
    email,
    undefined,
    demoId,
  ]);
  await signInAccounts(t, accounts, { tokens, ids });
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
}, 60_000);
afterAll(async () => t?.close());
beforeEach(async () => {
  mailFails = false;
  await clear(db, demoId, feedbackLimits.nsatGuest, '127.0.0.1');
  await clear(db, demoId, feedbackLimits.career, String(ids.seeker));
});

/** A career-connector feedback of the demo job seeker (or of `userId`), stored as the API stores it. */
async function careerOf(description: string, userId: number | null = ids.seeker!, tenantId = demoId): Promise<number> {
  const [row] = await db
    .insert(careerFeedback)
    .values({ tenantId, userId, feedbackType: 'Questions', description, page: '/application' })
    .returning({ id: careerFeedback.id });
  return row!.id;
}

const answerCareer = (id: number | string, body: unknown, who?: string, host?: string) =>
  request(t, { path: `/api/v1/feedback/career/${id}/answer`, body, ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });
const answerNsat = (id: number | string, body: unknown, who?: string, host?: string) =>
  request(t, { path: `/api/v1/feedback/nsat/${id}/answer`, body, ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });

async function notificationsOf(userId: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));
}
async function notificationCount(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications);
  return row!.n;
}
/** The user's newest notification as the panel gets it, in `lang`. */
async function newestShown(who: string, lang: string) {
  const res = await request(t, { path: `/api/v1/notifications/all?page=1&lang=${lang}`, token: tokens[who] });
  expect(res.status).toBe(200);
  return res.json.data.data[0] as { id: number; message: string; is_read: boolean; model_type: string; feedback: unknown };
}

describe('who may answer', () => {
  it.each(ANSWERERS)('%s answers career-connector and widget feedback', async (who) => {
    const career = await answerCareer(await careerOf(`Question for ${who}`), { answer: `Answer from ${who}.` }, who);
    expect(career.status).toBe(200);
    expect(career.json.answer).toMatchObject({ text: `Answer from ${who}.`, answered_by: { user_id: ids[who] }, delivery: 'notification' });
    const [nsat] = await db
      .insert(nsatFeedback)
      .values({ tenantId: demoId, userId: ids.seeker!, rating: 0, feed: `Rating for ${who}` })
      .returning({ id: nsatFeedback.id });
    const res = await answerNsat(nsat!.id, { answer: `Thanks, ${who}.` }, who);
    expect(res.status).toBe(200);
    expect(res.json.answer.answered_by.user_id).toBe(ids[who]);
  });

  it.each(NOT_ANSWERERS)('%s gets 403 and nothing is stored or sent', async (who) => {
    const id = await careerOf(`Not for ${who}`);
    const before = await notificationCount();
    const res = await answerCareer(id, { answer: 'No.' }, who);
    expect(res.status).toBe(403);
    expect(typeof res.json.detail).toBe('string');
    const [row] = await db.select().from(careerFeedback).where(eq(careerFeedback.id, id));
    expect(row).toMatchObject({ answer: null, answeredBy: null, answeredAt: null, answerDelivery: null });
    expect(await notificationCount()).toBe(before);
  });

  it('needs a token of this tenant: none, a broken one or another tenant’s is 401', async () => {
    const id = await careerOf('Who can answer this?');
    expect((await answerCareer(id, { answer: 'Hello' })).status).toBe(401);
    expect(
      (
        await request(t, {
          path: `/api/v1/feedback/career/${id}/answer`,
          body: { answer: 'Hello' },
          headers: { authorization: 'Bearer nope' },
        })
      ).status,
    ).toBe(401);
    expect((await answerCareer(id, { answer: 'Hello' }, 'acmeAdmin')).status).toBe(401);
    expect((await answerNsat(1, { answer: 'Hello' })).status).toBe(401);
    const [row] = await db.select({ answer: careerFeedback.answer }).from(careerFeedback).where(eq(careerFeedback.id, id));
    expect(row!.answer).toBeNull();
  });

  it('does not find another tenant’s feedback (404), nor an unknown id', async () => {
    const demoFeedback = await careerOf('Demo only');
    const there = await answerCareer(demoFeedback, { answer: 'From acme' }, 'acmeAdmin', ACME);
    expect(there.status).toBe(404);
    expect(there.json).toEqual({ detail: 'Feedback not found.' });
    const acmeFeedback = await careerOf('Acme only', null, acmeId);
    expect((await answerCareer(acmeFeedback, { answer: 'From demo' }, 'admin')).status).toBe(404);
    expect((await answerCareer(2_000_000_000, { answer: 'Nobody' }, 'admin')).status).toBe(404);
    expect((await answerNsat(2_000_000_000, { answer: 'Nobody' }, 'admin')).status).toBe(404);
  });
});

describe('bad input', () => {
  it('is 400 in the contract’s shapes and stores nothing', async () => {
    const id = await careerOf('Bad input target');
    const cases: [unknown, Record<string, string[]> | string][] = [
      [{}, { answer: ['This field is required.'] }],
      [{ answer: '' }, 'answer'],
      [{ answer: '   \n ' }, { answer: ['This field may not be blank.'] }],
      [{ answer: 'x'.repeat(2001) }, 'answer'],
      [{ answer: 42 }, 'answer'],
      [{ answer: 'Fine', delivery: 'email' }, { delivery: ['Unknown field.'] }],
    ];
    for (const [body, expected] of cases) {
      const res = await answerCareer(id, body, 'admin');
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (typeof expected === 'string') expect(Object.keys(res.json)).toEqual([expected]);
      else expect(res.json).toEqual(expected);
    }
    for (const bad of ['abc', '0', '-1', '2.5']) expect((await answerCareer(bad, { answer: 'Fine' }, 'admin')).status, bad).toBe(400);
    const xml = await request(t, {
      path: `/api/v1/feedback/career/${id}/answer`,
      raw: { body: '<answer>As XML</answer>', contentType: 'application/xml' },
      token: tokens.admin,
    });
    expect(xml.status).toBe(415);
    const [row] = await db.select({ answer: careerFeedback.answer }).from(careerFeedback).where(eq(careerFeedback.id, id));
    expect(row!.answer).toBeNull();
  });

  it('takes 2000 characters and trims the ends', async () => {
    const id = await careerOf('Long answer please');
    const text = 'y'.repeat(2000);
    const res = await answerCareer(id, { answer: text }, 'admin');
    expect(res.status).toBe(200);
    expect(res.json.answer.text).toBe(text);
    const trimmed = await answerCareer(await careerOf('Trim'), { answer: '  Line one.\nLine two.  ' }, 'admin');
    expect(trimmed.json.answer.text).toBe('Line one.\nLine two.');
  });
});

describe('a signed-in sender', () => {
  it('career-connector feedback: the answer is stored with who and when, listed, and the sender gets a notification in their language', async () => {
    const sentText = 'Can a career connector help me prepare for my first interview next week?';
    const sent = await request(t, {
      path: '/api/v1/feedback',
      form: { feedback_type: 'Questions', description: sentText, page: '/application' },
      token: tokens.seeker,
    });
    expect(sent.status).toBe(201);
    const [stored] = await db.select({ id: careerFeedback.id }).from(careerFeedback).where(eq(careerFeedback.description, sentText));
    const before = (await notificationsOf(ids.seeker!)).length;
    const started = Date.now();

    const res = await answerCareer(
      stored!.id,
      { answer: 'Yes. Write to the help chat and a concierge will set a time with you.' },
      'concierge',
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: stored!.id,
      feedback_type: 'Questions',
      description: sentText,
      sender: { user_id: ids.seeker, name: 'Sam Seeker', is_guest: false },
      answer: {
        text: 'Yes. Write to the help chat and a concierge will set a time with you.',
        answered_by: { user_id: ids.concierge, name: 'Connie Concierge' },
        delivery: 'notification',
      },
    });
    expect(Date.parse(res.json.answer.answered_at)).toBeGreaterThanOrEqual(started - 1000);
    const [row] = await db.select().from(careerFeedback).where(eq(careerFeedback.id, stored!.id));
    expect(row).toMatchObject({ answeredBy: ids.concierge, answerDelivery: 'notification' });

    // The list shows it.
    const list = await request(t, { path: '/api/v1/feedback/career?page_size=100', token: tokens.admin });
    expect(list.json.results.find((r: { id: number }) => r.id === stored!.id).answer).toEqual(res.json.answer);

    const after = await notificationsOf(ids.seeker!);
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ modelType: 'feedback', messageKey: 'feedback_answered_quote', applicationId: null, isRead: false });
    const quote = 'Can a career connector help me prepare for my first intervie…';
    const en = await newestShown('seeker', 'en');
    expect(en).toMatchObject({ model_type: 'feedback', feedback: null, is_read: false });
    expect(en.message).toBe(
      `Our team answered your feedback “${quote}”: Yes. Write to the help chat and a concierge will set a time with you.`,
    );
    expect((await newestShown('seeker', 'fr')).message).toBe(
      `Notre équipe a répondu à votre avis « ${quote} » : Yes. Write to the help chat and a concierge will set a time with you.`,
    );
    expect((await newestShown('seeker', 'esp')).message).toBe(
      `Nuestro equipo respondió a sus comentarios «${quote}»: Yes. Write to the help chat and a concierge will set a time with you.`,
    );
    await jobsSettled(t);
    expect(mails).toHaveLength(0);
  });

  it('widget feedback without text: the notification gives the answer alone', async () => {
    expect(
      (await request(t, { path: '/api/v1/nsat_feedback', form: { rating: '-1', page: '/searchJobs' }, token: tokens.hiring_member }))
        .status,
    ).toBe(201);
    const [row] = await db
      .select({ id: nsatFeedback.id })
      .from(nsatFeedback)
      .where(eq(nsatFeedback.userId, ids.hiring_member!))
      .orderBy(desc(nsatFeedback.id))
      .limit(1);
    const res = await answerNsat(row!.id, { answer: 'Sorry about that. Tell us what went wrong in the help chat.' }, 'program_manager');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      rating: -1,
      feed: '',
      answer: { delivery: 'notification', answered_by: { user_id: ids.program_manager } },
    });
    expect((await newestShown('hiring_member', 'en')).message).toBe(
      'Our team answered your feedback: Sorry about that. Tell us what went wrong in the help chat.',
    );
    expect((await newestShown('hiring_member', 'fr')).message).toBe(
      'Notre équipe a répondu à votre avis : Sorry about that. Tell us what went wrong in the help chat.',
    );
  });

  it('answering twice is 409: the first answer stays and the sender is told once', async () => {
    const id = await careerOf('Twice?');
    const before = (await notificationsOf(ids.seeker!)).length;
    expect((await answerCareer(id, { answer: 'First answer.' }, 'admin')).status).toBe(200);
    const again = await answerCareer(id, { answer: 'Second answer.' }, 'concierge');
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ detail: 'This feedback has already been answered.' });
    const [row] = await db.select().from(careerFeedback).where(eq(careerFeedback.id, id));
    expect(row).toMatchObject({ answer: 'First answer.', answeredBy: ids.admin });
    expect((await notificationsOf(ids.seeker!)).length).toBe(before + 1);
  });

  it('two answers at the same moment: one is stored, the other is 409', async () => {
    const id = await careerOf('Race');
    const before = (await notificationsOf(ids.seeker!)).length;
    const results = await Promise.all([answerCareer(id, { answer: 'A' }, 'admin'), answerCareer(id, { answer: 'B' }, 'concierge')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await notificationsOf(ids.seeker!)).length).toBe(before + 1);
  });

  it('a sender whose account was removed cannot be told; the answer is kept (delivery none)', async () => {
    const id = await careerOf('From a removed account', null);
    const before = await notificationCount();
    const res = await answerCareer(id, { answer: 'Kept for the record.' }, 'admin');
    expect(res.status).toBe(200);
    expect(res.json.sender).toEqual({ user_id: null, name: null, email: null, is_guest: false });
    expect(res.json.answer.delivery).toBe('none');
    expect(await notificationCount()).toBe(before);
    await jobsSettled(t);
    expect(mails).toHaveLength(0);
  });
});

describe('a guest sender', () => {
  it('gets an email in the language they wrote in, quoting them; nobody gets a notification', async () => {
    const sent = await request(t, {
      path: '/api/v1/nsat_feedback',
      form: {
        rating: '0',
        feed: 'Les filtres se réinitialisent <b>toujours</b>.',
        page: '/searchJobs',
        user_email: 'camille.guest@example.fr',
      },
      headers: { 'accept-language': 'fr' },
    });
    expect(sent.status).toBe(201);
    const [row] = await db.select().from(nsatFeedback).where(eq(nsatFeedback.email, 'camille.guest@example.fr'));
    expect(row).toMatchObject({ language: 'fr', userId: null });
    const before = await notificationCount();
    const mailsBefore = mails.length;

    const res = await answerNsat(row!.id, { answer: 'Merci ! Les filtres restent maintenant quand vous revenez en arrière.' }, 'admin');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      sender: { is_guest: true, email: 'camille.guest@example.fr' },
      answer: { delivery: 'email', answered_by: { user_id: ids.admin } },
    });
    expect(await notificationCount()).toBe(before);
    await jobsSettled(t);
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('camille.guest@example.fr');
    expect(mail.subject).toBe(`Notre équipe a répondu à votre avis (${demoName})`);
    expect(mail.text).toContain(`Merci pour votre avis sur ${demoName}.`);
    expect(mail.text).toContain('Vous avez écrit :\n\n> Les filtres se réinitialisent <b>toujours</b>.');
    expect(mail.text).toContain('Notre réponse :\n\n> Merci ! Les filtres restent maintenant quand vous revenez en arrière.');
    // The HTML part shows the guest's text as text.
    expect(mail.html).toContain('&lt;b&gt;toujours&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('English when the guest’s language was not given', async () => {
    expect((await request(t, { path: '/api/v1/nsat_feedback', form: { rating: '1', user_email: 'no.lang@example.com' } })).status).toBe(
      201,
    );
    const [row] = await db.select().from(nsatFeedback).where(eq(nsatFeedback.email, 'no.lang@example.com'));
    expect(row!.language).toBe('en');
    expect((await answerNsat(row!.id, { answer: 'Thank you!' }, 'concierge')).status).toBe(200);
    await jobsSettled(t);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('no.lang@example.com');
    expect(mail.subject).toBe(`Our team answered your feedback (${demoName})`);
    expect(mail.text).toContain('Our answer:\n\n> Thank you!');
    expect(mail.text).not.toContain('You wrote:');
  });

  it('when the mail server is down, the answer is stored at once and the mail is sent once it is back', async () => {
    expect(
      (
        await request(t, {
          path: '/api/v1/nsat_feedback',
          form: { rating: '-1', feed: 'Hard to read', user_email: 'mail.down@example.com' },
          headers: { 'accept-language': 'es' },
        })
      ).status,
    ).toBe(201);
    const [row] = await db.select().from(nsatFeedback).where(eq(nsatFeedback.email, 'mail.down@example.com'));
    expect(row!.language).toBe('esp');
    mailFails = true;
    const answered = await answerNsat(row!.id, { answer: 'Hemos aumentado el contraste.' }, 'admin');
    expect(answered.status).toBe(200);
    expect(answered.json.answer.delivery).toBe('email');
    const [stored] = await db.select().from(nsatFeedback).where(eq(nsatFeedback.id, row!.id));
    expect(stored).toMatchObject({ answer: 'Hemos aumentado el contraste.', answerDelivery: 'email' });
    await expect.poll(() => failedAttempts, { timeout: 15_000 }).toBeGreaterThan(0);
    mailFails = false;
    await jobsSettled(t);
    expect(mails.filter((m) => m.to === 'mail.down@example.com').map((m) => m.subject)).toEqual([
      `Nuestro equipo respondió a sus comentarios (${demoName})`,
    ]);
    // Answering again is still refused: the answer was stored the first time.
    expect((await answerNsat(row!.id, { answer: 'Otra vez' }, 'admin')).status).toBe(409);
  });
});

describe('the lists', () => {
  it('show answer null until answered', async () => {
    const id = await careerOf('Not answered yet');
    const list = await request(t, { path: '/api/v1/feedback/career?page_size=100', token: tokens.program_manager });
    expect(list.json.results.find((r: { id: number }) => r.id === id).answer).toBeNull();
    const nsat = await request(t, { path: '/api/v1/feedback/nsat?page_size=100', token: tokens.program_manager });
    expect(nsat.json.results.every((r: { answer: unknown }) => r.answer === null || typeof r.answer === 'object')).toBe(true);
  });
});
