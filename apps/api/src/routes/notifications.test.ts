// The notification centre over HTTP: paging (10 per page, newest first), messages in the asked language,
// the unread count, marking one and all read, only one's own notifications (another user's id is a 404,
// another tenant's token a 401), bad input (400), the password-change notification and the demo seed.
// Every answer is checked against the contract by `request`.
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import { notify } from '../services/notifications.ts';
import {
  ACME,
  lastMailTo,
  request,
  signIn,
  signInAccounts,
  startApp,
  tenantIdOf,
  tokenFromLink,
  userIdOf,
  type TestApp,
} from '../test/helpers.ts';

let t: TestApp;
let db: Db;
let demoId: number;
let acmeId: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function totalOf(uid: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, uid));
  return row!.n;
}
async function unreadOf(uid: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, uid), eq(notifications.isRead, false)));
  return row!.n;
}
async function newestId(uid: number): Promise<number> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, uid))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  return row!.id;
}

const list = (who: string, query = '', host?: string) =>
  request(t, { path: `/api/v1/notifications/all${query}`, token: tokens[who], ...(host ? { host } : {}) });
const markOne = (who: string | undefined, id: number | string, body: unknown = { is_read: true }, host?: string) =>
  request(t, {
    method: 'PUT',
    path: `/api/v1/notification/${id}`,
    body,
    ...(who ? { token: tokens[who] } : {}),
    ...(host ? { host } : {}),
  });
const markAll = (who: string | undefined, host?: string) =>
  request(t, { method: 'PUT', path: '/api/v1/notifications/unread', ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  demoId = await tenantIdOf(db, 'demo');
  acmeId = await tenantIdOf(db, 'acme');
  await signInAccounts(
    t,
    [
      ['seeker', 'seeker@demo.test', undefined, demoId],
      ['manager', 'manager@demo.test', undefined, demoId],
      ['recruiter', 'recruiter@demo.test', undefined, demoId],
      ['acmeSeeker', 'seeker@acme.test', ACME, acmeId],
    ],
    { tokens, ids },
  );
});
afterAll(async () => t?.close());

describe('GET /api/v1/notifications/all', () => {
  it('pages the user’s own notifications 10 at a time, newest first, with the total unread count', async () => {
    const total = await totalOf(ids.seeker!);
    expect(total).toBeGreaterThan(10);
    const pages = Math.ceil(total / 10);
    const first = await list('seeker', '?page=1&lang=en');
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ page_number: 1, total_pages: pages, unread_count: await unreadOf(ids.seeker!) });
    expect(first.json.data.data).toHaveLength(10);
    const seen: { id: number; created_at: string }[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const res = await list('seeker', `?page=${page}&lang=en`);
      expect(res.json.data.page_number).toBe(page);
      seen.push(...res.json.data.data);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((n) => n.id)).size).toBe(total);
    const times = seen.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const past = await list('seeker', `?page=${pages + 1}`);
    expect(past.status).toBe(200);
    expect(past.json.data).toMatchObject({ data: [], page_number: pages + 1, total_pages: pages });
  });

  it('defaults to page 1 in English', async () => {
    const res = await list('seeker');
    expect(res.status).toBe(200);
    expect(res.json.data.page_number).toBe(1);
  });

  it('writes each message in the language asked for, with the feedback application id', async () => {
    await notify(db, {
      tenantId: demoId,
      userId: ids.seeker!,
      modelType: 'feedback',
      messageKey: 'application_status_changed',
      params: { job_title: 'Data Analyst', company: 'Peachtree Health', status: 'interview' },
      applicationId: null,
    });
    const newest = await newestId(ids.seeker!);
    const byLang: Record<string, string> = {};
    for (const lang of ['en', 'fr', 'esp']) {
      const res = await list('seeker', `?page=1&lang=${lang}`);
      const item = res.json.data.data.find((n: { id: number }) => n.id === newest);
      expect(item).toMatchObject({ is_read: false, model_type: 'feedback', feedback: null, token: null });
      byLang[lang] = item.message;
    }
    expect(byLang.en).toBe('Your application for Data Analyst at Peachtree Health is now: invited to interview.');
    expect(byLang.fr).toBe('Votre candidature au poste Data Analyst chez Peachtree Health est maintenant : invité·e en entretien.');
    expect(byLang.esp).toBe('Su solicitud para Data Analyst en Peachtree Health ahora está: invitado/a a entrevista.');
  });

  it('gives a feedback notification tied to an application its application id', async () => {
    const [row] = await db
      .select({ id: notifications.id, applicationId: notifications.applicationId })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.seeker!), eq(notifications.modelType, 'feedback')))
      .orderBy(desc(notifications.applicationId))
      .limit(1);
    if (!row?.applicationId) return; // no applications seeded in this build
    const total = await totalOf(ids.seeker!);
    const all: { id: number; feedback: unknown }[] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page += 1) all.push(...(await list('seeker', `?page=${page}`)).json.data.data);
    expect(all.find((n) => n.id === row.id)?.feedback).toEqual({ application_id: row.applicationId });
  });

  it('shows staff only their own notifications', async () => {
    const res = await list('manager', '?page=1');
    expect(res.status).toBe(200);
    const own = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, ids.manager!));
    expect(own.length).toBeGreaterThan(0);
    expect(res.json.data.data.map((n: { id: number }) => n.id).sort()).toEqual(
      own
        .map((r) => r.id)
        .slice(0, 10)
        .sort(),
    );
    expect(res.json.data.unread_count).toBe(await unreadOf(ids.manager!));
  });

  it('refuses a bad page or language with 400', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?lang=de', '?lang=es']) {
      const res = await list('seeker', query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json).length).toBeGreaterThan(0);
    }
  });

  it('needs a token of this tenant (401 without one, 401 with another tenant’s)', async () => {
    const none = await request(t, { path: '/api/v1/notifications/all?page=1' });
    expect(none.status).toBe(401);
    expect(typeof none.json.detail).toBe('string');
    const other = await request(t, { path: '/api/v1/notifications/all?page=1', token: tokens.acmeSeeker });
    expect(other.status).toBe(401);
    const acme = await list('acmeSeeker', '?page=1', ACME);
    expect(acme.status).toBe(200);
    expect(acme.json.data.data.length).toBeGreaterThan(0);
  });
});

describe('PUT /api/v1/notification/{id}', () => {
  it('marks one read, once; the unread count drops by one', async () => {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.recruiter!), eq(notifications.isRead, false)))
      .limit(1);
    const before = await unreadOf(ids.recruiter!);
    const res = await markOne('recruiter', row!.id);
    expect(res.status).toBe(200);
    expect(res.json.unread_count).toBe(before - 1);
    const [after] = await db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(after!.isRead).toBe(true);
    const again = await markOne('recruiter', row!.id);
    expect(again.status).toBe(200);
    expect(again.json.unread_count).toBe(before - 1);
    expect((await list('recruiter')).json.data.unread_count).toBe(before - 1);
  });

  it('answers 404 for another user’s, another tenant’s or an unknown notification, and changes nothing', async () => {
    const [theirs] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.manager!), eq(notifications.isRead, false)))
      .limit(1);
    const [acmeOne] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.tenantId, acmeId), eq(notifications.isRead, false)))
      .limit(1);
    for (const id of [theirs!.id, acmeOne!.id, 2_000_000_000]) {
      const res = await markOne('seeker', id);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: 'Notification not found.' });
    }
    const [still] = await db.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.id, theirs!.id));
    expect(still!.isRead).toBe(false);
    const [acmeStill] = await db.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.id, acmeOne!.id));
    expect(acmeStill!.isRead).toBe(false);
  });

  it('refuses a bad id or body with 400', async () => {
    const id = await newestId(ids.seeker!);
    expect((await markOne('seeker', 'abc')).status).toBe(400);
    expect((await markOne('seeker', 0)).status).toBe(400);
    expect((await markOne('seeker', id, { is_read: false })).status).toBe(400);
    expect((await markOne('seeker', id, { is_read: 'yes' })).status).toBe(400);
    expect((await markOne('seeker', id, { is_read: true, message: 'x' })).status).toBe(400);
    expect((await markOne('seeker', id, {})).status).toBe(400);
    const [row] = await db.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.id, id));
    expect(row!.isRead).toBe(false);
  });

  it('needs a token of this tenant', async () => {
    const id = await newestId(ids.seeker!);
    expect((await markOne(undefined, id)).status).toBe(401);
    expect((await markOne('acmeSeeker', id)).status).toBe(401);
  });
});

describe('PUT /api/v1/notifications/unread', () => {
  it('needs a token of this tenant', async () => {
    expect((await markAll(undefined)).status).toBe(401);
    expect((await markAll('acmeSeeker')).status).toBe(401);
  });

  it('marks all of the user’s notifications read and nobody else’s', async () => {
    const managerUnread = await unreadOf(ids.manager!);
    const acmeUnread = await unreadOf(ids.acmeSeeker!);
    expect(await unreadOf(ids.seeker!)).toBeGreaterThan(0);
    const res = await markAll('seeker');
    expect(res.status).toBe(200);
    expect(res.json.unread_count).toBe(0);
    expect(await unreadOf(ids.seeker!)).toBe(0);
    const page = await list('seeker', '?page=1');
    expect(page.json.data.unread_count).toBe(0);
    expect(page.json.data.data.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    expect(await unreadOf(ids.manager!)).toBe(managerUnread);
    expect(await unreadOf(ids.acmeSeeker!)).toBe(acmeUnread);
    expect((await markAll('seeker')).status).toBe(200);
  });
});

describe('a password change', () => {
  it('notifies the account owner (change_password), in their language', async () => {
    const email = 'member@demo.test';
    const uid = await userIdOf(db, demoId, email);
    const before = await totalOf(uid);
    await request(t, { path: '/api/v1/password/reset', body: { email } });
    const token = tokenFromLink((await lastMailTo(t, email)).links[0]!);
    const password = 'Fresh-Notice-Pass-42';
    expect((await request(t, { path: '/api/v1/password/reset/confirm', body: { token, password } })).status).toBe(200);
    expect(await totalOf(uid)).toBe(before + 1);
    tokens.member = (await signIn(t, email, undefined, password)).access;
    const res = await list('member', '?page=1&lang=fr');
    expect(res.json.data.data[0]).toMatchObject({
      model_type: 'change_password',
      is_read: false,
      feedback: null,
      message: 'Votre mot de passe a été modifié. Si ce n’était pas vous, réinitialisez-le et contactez l’assistance.',
    });
  });

  it('is not written when the reset fails', async () => {
    const uid = await userIdOf(db, demoId, 'concierge@demo.test');
    const before = await totalOf(uid);
    await request(t, { path: '/api/v1/password/reset', body: { email: 'concierge@demo.test' } });
    const token = tokenFromLink((await lastMailTo(t, 'concierge@demo.test')).links[0]!);
    expect((await request(t, { path: '/api/v1/password/reset/confirm', body: { token, password: 'abc' } })).status).toBe(400);
    expect(await totalOf(uid)).toBe(before);
  });
});

describe('demo notifications', () => {
  it('answer feedback in the reader’s language, about features that exist', async () => {
    const rows = await db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.tenantId, demoId), eq(notifications.messageKey, 'feedback_answered')));
    expect(rows.length).toBeGreaterThan(10);
    for (const { params } of rows) {
      for (const key of ['answer', 'answer.fr', 'answer.esp']) expect(params[key], key).toMatch(/\S/);
      expect(params['answer.fr']).not.toBe(params.answer);
      expect(params['answer.esp']).not.toBe(params.answer);
    }
    // What the first demo answers promised does not exist: bulk uploads, replying to a notification, a
    // quiet mode, interview email reminders, a filter labelled "Employment type" (it is "Type of job").
    const english = rows.map((r) => String(r.params.answer)).join('\n');
    for (const claim of [/bulk/i, /reply (to this|here)/i, /quiet mode/i, /reminder/i, /Employment type/i, /ERD/])
      expect(english).not.toMatch(claim);

    const answered = rows.find((r) => r.userId === ids.manager)!;
    const shown: Record<string, string> = {};
    for (const lang of ['en', 'fr', 'esp']) {
      const res = await list('manager', `?page=1&lang=${lang}`);
      const all = res.json.data.data as { message: string }[];
      const item = all.find((n) => n.message.endsWith(String(answered.params[lang === 'en' ? 'answer' : `answer.${lang}`])));
      expect(item, lang).toBeDefined();
      shown[lang] = item!.message;
    }
    expect(shown.en).toBe(`Our team answered your feedback: ${String(answered.params.answer)}`);
    expect(shown.fr).toBe(`Notre équipe a répondu à votre avis : ${String(answered.params['answer.fr'])}`);
    expect(shown.esp).toBe(`Nuestro equipo respondió a sus comentarios: ${String(answered.params['answer.esp'])}`);
  });

  it('give every approved demo user read and unread ones, and seeker@demo.test more than a page', async () => {
    const fresh = await startApp();
    try {
      const fdb = fresh.app.database.db;
      const people = await fdb.select({ id: users.id, email: users.email }).from(users).where(eq(users.approvalStatus, 'approved'));
      expect(people.length).toBeGreaterThanOrEqual(11);
      for (const p of people) {
        const rows = await fdb.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.userId, p.id));
        expect(
          rows.some((r) => r.isRead),
          `${p.email} has read ones`,
        ).toBe(true);
        expect(
          rows.some((r) => !r.isRead),
          `${p.email} has unread ones`,
        ).toBe(true);
        if (p.email === 'seeker@demo.test') expect(rows.length).toBeGreaterThan(10);
      }
      const [before] = await fdb.select({ n: count() }).from(notifications);
      const { seedDemo } = await import('../db/seed.ts');
      await seedDemo(fdb);
      const [after] = await fdb.select({ n: count() }).from(notifications);
      expect(after!.n).toBe(before!.n);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
