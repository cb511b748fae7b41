// Help chat over HTTP (the contract's chat operations, SPEC §2, §4, §7, §8, DECISIONS 13): starting conversations (signed in and
// guest with the room cookie), history, the user's list, the helpdesk queue, close/reopen, unread counts,
// who may call what, and the throttles.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, chatSessions, rateLimits } from '../db/schema.ts';
import { hashSecret } from '../services/chat.ts';
import { ChatClient } from '../test/chat-client.ts';
import { ACME, request, signInChatCast, startApp, type Response, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let seeker: string;
let concierge: string;
let admin: string;
let recruiter: string;
let acmeAdmin: string;

beforeAll(async () => {
  t = await startApp();
  ({ seeker, concierge, admin, recruiter, acmeAdmin } = await signInChatCast(t));
});
afterAll(async () => t?.close());
// Guest starts are throttled per address; every test starts from a clean slate.
beforeEach(async () => {
  await t.app.database.db.delete(rateLimits);
});

function cookieOf(res: Response): { header: string; value: string; raw: string } {
  const raw = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('room=')) ?? '';
  const value = raw.split(';')[0] ?? '';
  return { header: value, value: value.slice('room='.length), raw };
}

async function startGuest(email = `guest-${randomUUID().slice(0, 8)}@example.com`, host?: string) {
  const res = await request(t, { path: '/api/v1/chat/start', form: { email }, ...(host ? { host } : {}) });
  expect(res.status).toBe(201);
  return { res, room: res.json.room_name as string, sessionId: res.json.session_id as number, cookie: cookieOf(res).header };
}

async function startUser(token: string) {
  const res = await request(t, { path: '/api/v1/chat/start', method: 'POST', token });
  expect([200, 201]).toContain(res.status);
  return { room: res.json.room_name as string, sessionId: res.json.session_id as number };
}

/** Sends texts over the room socket as that party and waits until they are stored. */
async function say(room: string, auth: { token?: string; cookie?: string }, texts: string[]): Promise<ChatClient> {
  const c = new ChatClient({ target: () => ({ port: t.port }), room, ...auth });
  await c.connect();
  const before = c.lastSeq;
  for (const text of texts) c.say(text);
  await c.until(() => c.outbox.size === 0 && c.lastSeq >= before + texts.length);
  return c;
}

describe('GET /api/v1/tenant/theme', () => {
  it('gives the tenant time zone for chat times, New York by default (DECISIONS 10)', async () => {
    const res = await request(t, { path: '/api/v1/tenant/theme' });
    expect(res.json.data.time_zone).toBe('America/New_York');
  });
});

describe('POST /api/v1/chat/start (guest)', () => {
  it('creates a new room and sets the room cookie (HttpOnly, SameSite=Lax, Path=/, one day); the secret is stored only hashed', async () => {
    const { res, room, sessionId } = await startGuest('visitor@example.com');
    expect(res.json).toEqual({ session_id: sessionId, room_name: room, status: 'new' });
    expect(room).toMatch(/^[a-z0-9]{5}$/);
    const cookie = cookieOf(res);
    expect(cookie.raw).toMatch(/HttpOnly/);
    expect(cookie.raw).toMatch(/SameSite=Lax/);
    expect(cookie.raw).toMatch(/Path=\//);
    expect(cookie.raw).toMatch(/Max-Age=86400/);
    const [roomName, secret] = cookie.value.split('.') as [string, string];
    expect(roomName).toBe(room);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.app.database.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
    expect(row?.guestSecretHash).toBe(hashSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row).toMatchObject({ userId: null, guestEmail: 'visitor@example.com', status: 'new' });
  });

  it('refuses an invalid email with the chat message (SPEC §5), and a missing one', async () => {
    for (const email of ['not-an-email', 'a b@example.com', 'x!y@example.com', 'name@host']) {
      const res = await request(t, { path: '/api/v1/chat/start', form: { email } });
      expect(res.status, email).toBe(400);
      expect(res.json).toEqual({ email: ['Please enter a valid email'] });
    }
    const none = await request(t, { path: '/api/v1/chat/start', method: 'POST' });
    expect(none.status).toBe(400);
    const unknown = await request(t, { path: '/api/v1/chat/start', form: { email: 'a@example.com', room: 'abcde' } });
    expect(unknown.status).toBe(400);
    expect(await t.app.database.db.select().from(chatSessions).where(eq(chatSessions.guestEmail, 'not-an-email'))).toEqual([]);
  });

  it('gives the guest their open room back while the cookie is valid', async () => {
    const first = await startGuest();
    const again = await request(t, { path: '/api/v1/chat/start', form: { email: 'other@example.com' }, headers: { cookie: first.cookie } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ session_id: first.sessionId, room_name: first.room, status: 'new' });
  });

  it('a token that is not valid here is 401, never a guest', async () => {
    const res = await request(t, { path: '/api/v1/chat/start', form: { email: 'a@example.com' }, token: acmeAdmin });
    expect(res.status).toBe(401);
  });

  it('throttles new conversations per email (5 an hour) and per address (10 an hour)', async () => {
    for (let i = 0; i < 5; i++) await startGuest('same@example.com');
    const sixth = await request(t, { path: '/api/v1/chat/start', form: { email: 'same@example.com' } });
    expect(sixth.status).toBe(429);
    expect(sixth.json.detail).toMatch(/Too many new conversations/);
    for (let i = 0; i < 5; i++) await startGuest();
    const eleventh = await request(t, { path: '/api/v1/chat/start', form: { email: 'fresh@example.com' } });
    expect(eleventh.status).toBe(429);
  });

  it('a registered email is not refused, but never opens that account’s conversations (DECISIONS 13)', async () => {
    const own = await startUser(seeker);
    await say(own.room, { token: seeker }, ['My private question']);
    const impostor = await startGuest('seeker@demo.test');
    expect(impostor.room).not.toBe(own.room);
    // The guest cookie opens only its own room: not the account's, even with the account's room name.
    const [, secret] = impostor.cookie.slice('room='.length).split('.') as [string, string];
    const steal = await request(t, {
      path: '/api/v1/session/chat',
      form: { room: own.room },
      headers: { cookie: `room=${own.room}.${secret}` },
    });
    expect(steal.status).toBe(404);
    const mine = await request(t, { path: '/api/v1/session/chat', form: { room: impostor.room }, headers: { cookie: impostor.cookie } });
    expect(mine.json.chat_details).toEqual([]);
    // And the account's list does not show the guest conversation.
    const list = await request(t, { path: '/api/v1/user/chat/session', token: seeker });
    expect(list.json.sessions.map((s: { room_name: string }) => s.room_name)).not.toContain(impostor.room);
  });
});

describe('POST /api/v1/checkemail', () => {
  it('is throttled per address', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await request(t, { path: '/api/v1/checkemail', form: { email: `probe${i}@example.com` } });
    expect(last?.status).toBe(429);
  });
});

describe('POST /api/v1/session/chat (history)', () => {
  it('guest: the room cookie opens the history; texts are stored and served verbatim as JSON (no HTML interpreted)', async () => {
    const g = await startGuest();
    const html = '<img src=x onerror="alert(1)"> <b>bold</b> & "quotes"';
    const client = await say(g.room, { cookie: g.cookie }, [html]);
    client.stop();
    const res = await request(t, { path: '/api/v1/session/chat', form: { room: g.room }, headers: { cookie: g.cookie } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ room_name: g.room, status: 'ongoing', last_seq: 1, has_more: false, time_zone: 'America/New_York' });
    const entry = res.json.chat_details[0].messages[0];
    expect(entry).toMatchObject({ message: [html], message_from: 'user', message_type: 'text', message_2: null, event_type: null, seq: 1 });
    const [stored] = await t.app.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, g.sessionId));
    expect(stored?.body).toBe(html);
  });

  it('guest: a wrong secret, an unknown room, another room, or no cookie is 404 "Session Does Not Exist" and clears the cookie', async () => {
    const g = await startGuest();
    const other = await startGuest();
    const [room] = g.cookie.slice('room='.length).split('.') as [string, string];
    const cases = [
      { room: g.room, cookie: `room=${room}.${'x'.repeat(43)}` },
      { room: 'zzzzz', cookie: g.cookie },
      { room: other.room, cookie: g.cookie },
      { room: g.room, cookie: '' },
      { room: g.room, cookie: 'room=garbage' },
    ];
    for (const c of cases) {
      const res = await request(t, { path: '/api/v1/session/chat', form: { room: c.room }, headers: c.cookie ? { cookie: c.cookie } : {} });
      expect(res.status, JSON.stringify(c)).toBe(404);
      expect(res.json).toEqual({ detail: 'Session Does Not Exist' });
      const cleared = cookieOf(res).raw;
      expect(cleared).toMatch(/^room=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    }
  });

  it('guest: the room of another tenant is unknown here', async () => {
    const g = await startGuest(undefined, ACME);
    const res = await request(t, { path: '/api/v1/session/chat', form: { room: g.room }, headers: { cookie: g.cookie } });
    expect(res.status).toBe(404);
    const there = await request(t, { path: '/api/v1/session/chat', host: ACME, form: { room: g.room }, headers: { cookie: g.cookie } });
    expect(there.status).toBe(200);
  });

  it('guest: an expired room (older than a day) does not exist any more', async () => {
    const g = await startGuest();
    await t.app.database.db
      .update(chatSessions)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(chatSessions.id, g.sessionId));
    const res = await request(t, { path: '/api/v1/session/chat', form: { room: g.room }, headers: { cookie: g.cookie } });
    expect(res.status).toBe(404);
    expect(res.json.detail).toBe('Session Does Not Exist');
  });

  it('signed in: by session_id or room; the owner and role 6 only; marks the reader’s side read', async () => {
    const s = await startUser(seeker);
    await say(s.room, { token: seeker }, ['Hello, I need help with my résumé']);
    const desk = await say(s.room, { token: concierge }, ['Sure, what is the problem?']);
    desk.stop();
    const before = await request(t, { path: '/api/v1/user/chat/session', token: seeker });
    expect(before.json.sessions.find((x: { room_name: string }) => x.room_name === s.room).unread).toBe(1);

    const own = await request(t, { path: '/api/v1/session/chat', form: { session_id: String(s.sessionId) }, token: seeker });
    expect(own.status).toBe(200);
    expect(own.json.user_read_seq).toBe(2);
    const after = await request(t, { path: '/api/v1/user/chat/session', token: seeker });
    expect(after.json.sessions.find((x: { room_name: string }) => x.room_name === s.room).unread).toBe(0);

    const byRoom = await request(t, { path: '/api/v1/session/chat', form: { room: s.room }, token: concierge });
    expect(byRoom.status).toBe(200);
    expect(byRoom.json.chat_details[0].messages.map((m: { username: string }) => m.username)).toEqual(['Sam Seeker', 'Connie Concierge']);

    for (const token of [admin, recruiter]) {
      const res = await request(t, { path: '/api/v1/session/chat', form: { session_id: String(s.sessionId) }, token });
      expect(res.status).toBe(404);
      expect(res.json.detail).toBe('Session Does Not Exist');
    }
    expect((await request(t, { path: '/api/v1/session/chat', form: { session_id: String(s.sessionId) }, token: acmeAdmin })).status).toBe(
      401,
    );
    expect((await request(t, { path: '/api/v1/session/chat', form: { session_id: 'abc' }, token: seeker })).status).toBe(400);
    expect((await request(t, { path: '/api/v1/session/chat', form: { session_id: '999999' }, token: seeker })).status).toBe(404);
    // Without a token there is no guest cookie for it either.
    expect((await request(t, { path: '/api/v1/session/chat', form: { room: s.room } })).status).toBe(404);
  });

  it('groups same-sender runs within 60 s and splits days in the tenant zone', async () => {
    const s = await startUser(admin);
    const c = await say(s.room, { token: admin }, ['one', 'two']);
    c.stop();
    const d = await say(s.room, { token: concierge }, ['three']);
    d.stop();
    const e = await say(s.room, { token: admin }, ['four']);
    e.stop();
    const rows = await t.app.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, s.sessionId));
    // 'four' was sent 2 minutes after 'three'; 'one' on the previous New York day (03:30 UTC is 23:30 or 22:30 the day before).
    const at = (seq: number) => rows.find((r) => r.seq === seq);
    await t.app.database.db
      .update(chatMessages)
      .set({ createdAt: new Date('2025-03-10T03:30:00Z') })
      .where(eq(chatMessages.id, at(1)!.id));
    await t.app.database.db
      .update(chatMessages)
      .set({ createdAt: new Date('2025-03-10T14:00:00Z') })
      .where(eq(chatMessages.id, at(2)!.id));
    await t.app.database.db
      .update(chatMessages)
      .set({ createdAt: new Date('2025-03-10T14:00:30Z') })
      .where(eq(chatMessages.id, at(3)!.id));
    await t.app.database.db
      .update(chatMessages)
      .set({ createdAt: new Date('2025-03-10T14:02:30Z') })
      .where(eq(chatMessages.id, at(4)!.id));
    const res = await request(t, { path: '/api/v1/session/chat', form: { session_id: String(s.sessionId) }, token: admin });
    expect(res.json.chat_details.map((d: { group_by: string }) => d.group_by)).toEqual(['2025-03-09', '2025-03-10']);
    expect(res.json.chat_details[1].messages.map((m: { message: string[] }) => m.message)).toEqual([['two'], ['three'], ['four']]);

    await t.app.database.db
      .update(chatMessages)
      .set({ createdAt: new Date('2025-03-10T13:59:40Z') })
      .where(eq(chatMessages.id, at(1)!.id));
    const grouped = await request(t, { path: '/api/v1/session/chat', form: { session_id: String(s.sessionId) }, token: admin });
    const first = grouped.json.chat_details[0].messages[0];
    expect(first).toMatchObject({ message: ['one', 'two'], seqs: [1, 2], seq: 2, created_at: '2025-03-10T13:59:40.000Z' });
    expect(first.client_ids).toHaveLength(2);
  });
});

describe('GET /api/v1/user/chat/session', () => {
  it('lists the user’s conversations newest first with unread counts and active_conversations', async () => {
    const res0 = await request(t, { path: '/api/v1/user/chat/session', token: recruiter });
    expect(res0.json).toMatchObject({ sessions: [], active_conversations: 0, count: 0 });
    const a = await startUser(recruiter);
    const c1 = await say(a.room, { token: recruiter }, ['First question about the job posts page, thanks']);
    c1.stop();
    const d = await say(a.room, { token: concierge }, ['Answer one', 'Answer two']);
    d.stop();
    const res = await request(t, { path: '/api/v1/user/chat/session', token: recruiter });
    expect(res.status).toBe(200);
    expect(res.json.active_conversations).toBe(1);
    expect(res.json.sessions[0]).toMatchObject({
      session_id: a.sessionId,
      room_name: a.room,
      status: 'ongoing',
      username: 'Connie Concierge',
      last_message: 'Answer two',
      unread: 2,
    });
    // Starting again gives a new empty conversation, which is listed first.
    const b = await startUser(recruiter);
    expect(b.sessionId).not.toBe(a.sessionId);
    const again = await request(t, { path: '/api/v1/chat/start', method: 'POST', token: recruiter });
    expect(again.status).toBe(200);
    expect(again.json.session_id).toBe(b.sessionId);
    const list = await request(t, { path: '/api/v1/user/chat/session', token: recruiter });
    expect(list.json.sessions.map((s: { session_id: number }) => s.session_id)).toEqual([b.sessionId, a.sessionId]);
    expect(list.json.sessions[0]).toMatchObject({ status: 'new', username: null, last_message: null, unread: 0 });
  });

  it('needs a token of this tenant', async () => {
    expect((await request(t, { path: '/api/v1/user/chat/session' })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/user/chat/session', token: acmeAdmin })).status).toBe(401);
  });
});

describe('helpdesk queue (role 6)', () => {
  it('lists conversations with unread counts, filters by status, counts total_unread', async () => {
    const g = await startGuest('queue-guest@example.com');
    const gc = await say(g.room, { cookie: g.cookie }, ['Hi, can I apply without an account?', 'I only have a phone.']);
    gc.stop();
    const res = await request(t, { path: '/api/v1/helpdesk/sessions?status=ongoing', token: concierge });
    expect(res.status).toBe(200);
    const item = res.json.results.find((r: { session_id: number }) => r.session_id === g.sessionId);
    expect(item).toMatchObject({
      is_guest: true,
      user_email: 'queue-guest@example.com',
      username: 'queue-guest@example.com',
      unread: 2,
      status: 'ongoing',
      user_id: null,
    });
    expect(res.json.results[0].unread).toBeGreaterThan(0);
    const unread = await request(t, { path: '/api/v1/session', token: concierge });
    expect(unread.json.total_unread).toBe(res.json.total_unread);
    expect(unread.json.total_unread).toBeGreaterThanOrEqual(2);
    const none = await request(t, { path: '/api/v1/helpdesk/sessions?status=closed', token: concierge });
    expect(none.json.results.every((r: { status: string }) => r.status === 'closed')).toBe(true);
    const one = await request(t, { path: `/api/v1/helpdesk/sessions/${g.sessionId}`, token: concierge });
    expect(one.json).toMatchObject({ session_id: g.sessionId, unread: 2 });
    const paged = await request(t, { path: '/api/v1/helpdesk/sessions?page=1&page_size=1', token: concierge });
    expect(paged.json.results).toHaveLength(1);
    expect(paged.json.total_pages).toBe(paged.json.count);
    expect((await request(t, { path: '/api/v1/helpdesk/sessions?status=open', token: concierge })).status).toBe(400);

    // Reading it as the helpdesk clears its unread.
    await request(t, { path: '/api/v1/session/chat', form: { session_id: String(g.sessionId) }, token: concierge });
    const after = await request(t, { path: `/api/v1/helpdesk/sessions/${g.sessionId}`, token: concierge });
    expect(after.json.unread).toBe(0);
    expect((await request(t, { path: '/api/v1/session', token: concierge })).json.total_unread).toBe(unread.json.total_unread - 2);
  });

  it('is for concierge members only: other staff and job seekers 403, no token 401, another tenant 401 or 404', async () => {
    const g = await startGuest();
    const paths = [
      { path: '/api/v1/session' },
      { path: '/api/v1/helpdesk/sessions' },
      { path: `/api/v1/helpdesk/sessions/${g.sessionId}` },
      { path: `/api/v1/helpdesk/sessions/${g.sessionId}/close`, method: 'POST' },
      { path: `/api/v1/helpdesk/sessions/${g.sessionId}/reopen`, method: 'POST' },
    ];
    for (const p of paths) {
      for (const token of [admin, recruiter, seeker]) expect((await request(t, { ...p, token })).status, p.path).toBe(403);
      expect((await request(t, p)).status).toBe(401);
      expect((await request(t, { ...p, token: acmeAdmin })).status).toBe(401);
    }
    // A concierge never reaches another tenant's conversation.
    const acme = await startGuest(undefined, ACME);
    expect((await request(t, { path: `/api/v1/helpdesk/sessions/${acme.sessionId}`, token: concierge })).status).toBe(404);
    expect((await request(t, { path: `/api/v1/helpdesk/sessions/${acme.sessionId}/close`, method: 'POST', token: concierge })).status).toBe(
      404,
    );
    const [row] = await t.app.database.db.select().from(chatSessions).where(eq(chatSessions.id, acme.sessionId));
    expect(row?.status).toBe('new');
  });

  it('closes and reopens: dated events in the history, the guest’s cookie cleared once closed', async () => {
    const g = await startGuest();
    const gc = await say(g.room, { cookie: g.cookie }, ['Thanks, that is all']);
    gc.stop();
    const closed = await request(t, { path: `/api/v1/helpdesk/sessions/${g.sessionId}/close`, method: 'POST', token: concierge });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: 'closed', unread: 0 });
    expect(closed.json.closed_at).not.toBeNull();
    const twice = await request(t, { path: `/api/v1/helpdesk/sessions/${g.sessionId}/close`, method: 'POST', token: concierge });
    expect(twice.json.status).toBe('closed');

    const hist = await request(t, { path: '/api/v1/session/chat', form: { room: g.room }, headers: { cookie: g.cookie } });
    expect(hist.status).toBe(200);
    expect(hist.json.status).toBe('closed');
    const events = hist.json.chat_details
      .flatMap((d: { messages: { message_type: string }[] }) => d.messages)
      .filter((m: { message_type: string }) => m.message_type === 'event');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_type: 'closed', message_from: 'help_desk', message: [], username: 'Connie Concierge' });
    expect(cookieOf(hist).raw).toMatch(/^room=;/);

    // The guest's next start opens a new room.
    const next = await request(t, { path: '/api/v1/chat/start', form: { email: 'again@example.com' }, headers: { cookie: g.cookie } });
    expect(next.status).toBe(201);
    expect(next.json.room_name).not.toBe(g.room);

    const reopened = await request(t, { path: `/api/v1/helpdesk/sessions/${g.sessionId}/reopen`, method: 'POST', token: concierge });
    expect(reopened.json).toMatchObject({ status: 'ongoing', closed_at: null });
    const rows = await t.app.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, g.sessionId));
    expect(rows.map((r) => [r.seq, r.messageType, r.eventType])).toEqual([
      [1, 'text', null],
      [2, 'event', 'closed'],
      [3, 'event', 'reopened'],
    ]);
    expect((await request(t, { path: '/api/v1/helpdesk/sessions/999999/close', method: 'POST', token: concierge })).status).toBe(404);
  });

  it('a signed-in user reopens their own closed conversation; not someone else’s', async () => {
    const s = await startUser(seeker);
    const c = await say(s.room, { token: seeker }, ['Question about interviews']);
    c.stop();
    await request(t, { path: `/api/v1/helpdesk/sessions/${s.sessionId}/close`, method: 'POST', token: concierge });
    expect((await request(t, { path: `/api/v1/user/chat/session/${s.sessionId}/reopen`, method: 'POST', token: admin })).status).toBe(404);
    const res = await request(t, { path: `/api/v1/user/chat/session/${s.sessionId}/reopen`, method: 'POST', token: seeker });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ session_id: s.sessionId, status: 'ongoing' });
    const hist = await request(t, { path: '/api/v1/session/chat', form: { session_id: String(s.sessionId) }, token: seeker });
    const last = hist.json.chat_details.at(-1).messages.at(-1);
    expect(last).toMatchObject({ message_type: 'event', event_type: 'reopened', message_from: 'user' });
  });
});
