// The chat sockets over real WebSockets against a started server (the contract's ChatClientFrame and ChatSocketMessage, SPEC §3/§7,
// DECISIONS 13, issue 4 "Delivery you can trust"): who may connect, which client frames are accepted,
// text stored and echoed verbatim, per-room seq numbers and client ids, resume after a reconnect,
// typing and presence, the helpdesk queue socket, closing, and the message rate limit. Every server
// frame is checked against the contract (ChatSocketMessage / HelpdeskSocketEvent).
import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, chatSessions, rateLimits, tenants, users } from '../db/schema.ts';
import { appendMessage, helpdeskOnline, randomRoomName } from '../services/chat.ts';
import { ChatClient, RawSocket, type Frame } from '../test/chat-client.ts';
import type { SocketKind } from '../test/socket-contract.ts';
import { ACME, DEMO, request, signIn, signInChatCast, startApp, tenantIdOf, type Response, type TestApp } from '../test/helpers.ts';

/** Short, so the "no authentication" cases close quickly; long enough for a busy machine. */
const AUTH_TIMEOUT_MS = 1_500;

let t: TestApp;
let seeker: string;
let concierge: string;
let admin: string;
let recruiter: string;
let acmeAdmin: string;
let demoId: number;
const opened: RawSocket[] = [];
const clients: ChatClient[] = [];

beforeAll(async () => {
  t = await startApp({ chat: { authTimeoutMs: AUTH_TIMEOUT_MS } });
  ({ seeker, concierge, admin, recruiter, acmeAdmin } = await signInChatCast(t));
  demoId = await tenantIdOf(db(), 'demo');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await db().delete(rateLimits);
});
// Every socket a test opened is closed (and its close seen) before the next test: presence stays exact.
afterEach(async () => {
  for (const c of clients.splice(0)) c.stop();
  const sockets = opened.splice(0);
  for (const s of sockets) if (s.closeCode === undefined) s.close();
  await Promise.all(sockets.map((s) => s.closed().catch(() => undefined)));
  await waitFor(async () => !(await helpdeskOnline(db(), demoId)));
  for (const s of sockets) expect(s.problems).toEqual([]);
});

const db = () => t.app.database.db;

/** Polls a condition (for state only the database shows). */
async function waitFor(cond: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A fresh conversation of a signed-in user (straight in the database: no throttle, never reused). */
async function userRoom(email: string, tenantSlug = 'demo'): Promise<{ room: string; sessionId: number }> {
  const [row] = await db()
    .select({ userId: users.id, tenantId: users.tenantId })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.email, email), eq(tenants.slug, tenantSlug)));
  const [s] = await db()
    .insert(chatSessions)
    .values({ tenantId: row!.tenantId, userId: row!.userId, roomName: randomRoomName() })
    .returning();
  return { room: s!.roomName, sessionId: s!.id };
}

function cookieOf(res: Response): string {
  const raw = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('room=')) ?? '';
  return raw.split(';')[0] ?? '';
}

/** A guest conversation started over HTTP: its room and the `room=<name>.<secret>` cookie. */
async function guestRoom(
  host = DEMO,
  email = `guest-${randomUUID().slice(0, 8)}@example.com`,
): Promise<{ room: string; sessionId: number; cookie: string }> {
  const res = await request(t, { path: '/api/v1/chat/start', host, form: { email } });
  expect(res.status).toBe(201);
  return { room: res.json.room_name as string, sessionId: res.json.session_id as number, cookie: cookieOf(res) };
}

function socket(path: string, options: { host?: string; cookie?: string; kind?: SocketKind } = {}): RawSocket {
  const s = new RawSocket(t.port, path, {
    host: options.host ?? DEMO,
    contract: options.kind ?? 'room',
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
  opened.push(s);
  return s;
}

const isStatus = (f: Frame) => f.message_type === 'status' && f.event_type === 'status';
const isStored = (f: Frame) => (f.message_type === 'text' || f.message_type === 'event') && typeof f.seq === 'number';

/**
 * Joins a room as a client does: the auth frame with a token (or the guest cookie alone), the status
 * frame, then a resume from the status's last_seq (a fresh client holding everything up to now).
 */
async function join(room: string, auth: { token?: string; cookie?: string; host?: string }): Promise<RawSocket> {
  const s = socket(`/ws/${room}/`, { ...(auth.host ? { host: auth.host } : {}), ...(auth.cookie ? { cookie: auth.cookie } : {}) });
  await s.opened;
  if (auth.token) s.send({ type: 'auth', token: auth.token });
  const status = await s.next(isStatus);
  if (status.status !== 'closed') {
    s.send({ type: 'resume', after_seq: status.last_seq });
    await s.next((f) => f.event_type === 'resumed');
  }
  return s;
}

async function joinHelpdesk(token = concierge): Promise<RawSocket> {
  const s = socket('/ws/helpdesk/room/', { kind: 'helpdesk' });
  await s.opened;
  s.send({ type: 'auth', token });
  await s.next((f) => f.event_type === 'status');
  return s;
}

/** Sends a text and waits for its stored copy on the same socket. */
async function say(s: RawSocket, message: string, clientId: string = randomUUID()): Promise<Frame> {
  const from = s.frames.length;
  s.send({ type: 'message', client_id: clientId, message });
  // Client ids come back in lower case (they are uuids).
  return s.next((f) => isStored(f) && f.client_id === clientId.toLowerCase(), 10_000, from);
}

/** Everything sent before this on `s` has been handled by the server (frames are handled in order). */
async function flush(s: RawSocket): Promise<void> {
  const from = s.frames.length;
  s.send({ type: 'ping' });
  await s.next((f) => f.message_type === 'pong' || f.event_type === 'pong', 10_000, from);
}

async function rows(sessionId: number) {
  return db().select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.seq));
}

const seqsOf = (s: RawSocket, after = 0) =>
  s.frames
    .slice(after)
    .filter(isStored)
    .map((f) => f.seq);

describe('who may connect', () => {
  it('a signed-in user joins their own room with an auth frame; the first frame is the status (with last_seq)', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const s = await join(room, { token: seeker });
    expect(s.frames[0]).toMatchObject({
      message_type: 'status',
      event_type: 'status',
      room,
      status: 'new',
      last_seq: 0,
      online: false,
      away: false,
    });
  });

  it('a concierge (role 6) joins any room of the tenant as the helpdesk side', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const g = await guestRoom();
    const user = await join(room, { token: seeker });
    const desk = await join(room, { token: concierge });
    const deskOnGuest = await join(g.room, { token: concierge });
    const text = await say(desk, 'Hello from the helpdesk');
    expect(text).toMatchObject({ message_from: 'help_desk', username: 'Connie Concierge' });
    await user.next((f) => isStored(f) && f.message === 'Hello from the helpdesk');
    expect((await say(deskOnGuest, 'Hi guest')).message_from).toBe('help_desk');
  });

  it('a guest is known by the room cookie alone (no auth frame) and writes as the user side', async () => {
    const g = await guestRoom(DEMO, 'walk-in@example.com');
    const s = await join(g.room, { cookie: g.cookie });
    expect(s.frames[0]).toMatchObject({ event_type: 'status', status: 'new', last_seq: 0 });
    expect(await say(s, 'Hi, I am a guest')).toMatchObject({ message_from: 'user', username: 'walk-in@example.com', seq: 1 });
  });

  it('closes with 4401 a bad token, another tenant’s token and an ended session, without storing anything', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const session = await signIn(t, 'seeker@demo.test');
    expect((await request(t, { path: '/api/v1/logout', token: session.access, body: { refresh: session.refresh } })).status).toBe(200);
    const [head, payload] = seeker.split('.') as [string, string];
    const cases = ['not-a-token', `${head}.${payload}.${'A'.repeat(43)}`, acmeAdmin, session.access];
    for (const token of cases) {
      const s = socket(`/ws/${room}/`);
      await s.opened;
      s.send({ type: 'auth', token });
      s.send({ type: 'message', client_id: randomUUID(), message: 'should never be stored' });
      expect(await s.closed(), token.slice(0, 20)).toBe(4401);
      expect(s.frames.filter(isStored)).toEqual([]);
    }
    expect(await rows(sessionId)).toEqual([]);
  });

  it('closes with 4401 whoever does not authenticate in time: no token, a guest without a cookie, with a wrong secret, or with the cookie of another room', async () => {
    const g = await guestRoom();
    const other = await guestRoom();
    const [name] = g.cookie.slice('room='.length).split('.') as [string, string];
    const cases = [
      socket(`/ws/${g.room}/`),
      socket(`/ws/${g.room}/`, { cookie: 'room=garbage' }),
      socket(`/ws/${g.room}/`, { cookie: `room=${name}.${'x'.repeat(43)}` }),
      socket(`/ws/${g.room}/`, { cookie: other.cookie }),
      socket('/ws/helpdesk/room/', { kind: 'helpdesk', cookie: g.cookie }),
    ];
    await Promise.all(cases.map((s) => s.opened));
    // A message before authenticating is refused and not stored.
    const early = cases[2]!;
    early.send({ type: 'message', client_id: randomUUID(), message: 'let me in' });
    expect(await early.next((f) => f.message_type === 'error')).toMatchObject({ detail: 'Authenticate first.' });
    expect(await Promise.all(cases.map((s) => s.closed()))).toEqual([4401, 4401, 4401, 4401, 4401]);
    expect(cases.flatMap((s) => s.frames.filter((f) => f.message_type !== 'error'))).toEqual([]);
    expect(await rows(g.sessionId)).toEqual([]);
  });

  it('a guest cookie from another tenant does not open the room of the same name here', async () => {
    const acme = await guestRoom(ACME);
    // Same room name on the demo host: the demo tenant has no such guest room (or not with this secret).
    const s = socket(`/ws/${acme.room}/`, { cookie: acme.cookie });
    expect(await s.closed()).toBe(4401);
    const there = await join(acme.room, { cookie: acme.cookie, host: ACME });
    expect(there.frames[0]).toMatchObject({ event_type: 'status', room: acme.room });
  });

  it('closes with 4403 a user in another user’s room, staff other than role 6 in any room, and unknown rooms', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const g = await guestRoom();
    const cases: [string, string][] = [
      [room, admin],
      [room, recruiter],
      [g.room, recruiter],
      [g.room, seeker],
      ['zz9zz', seeker],
    ];
    for (const [r, token] of cases) {
      const s = socket(`/ws/${r}/`);
      await s.opened;
      s.send({ type: 'auth', token });
      expect(await s.closed(), r).toBe(4403);
      expect(s.frames).toEqual([]);
    }
    const malformed = socket('/ws/NOT-A-ROOM/');
    expect(await malformed.closed()).toBe(4403);
  });

  it('a user’s closed conversation answers the status and closes with 4000 (the chat has ended)', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    await db().update(chatSessions).set({ status: 'closed', closedAt: new Date() }).where(eq(chatSessions.id, sessionId));
    const s = socket(`/ws/${room}/`);
    await s.opened;
    s.send({ type: 'auth', token: seeker });
    expect(await s.closed()).toBe(4000);
    expect(s.frames).toMatchObject([{ event_type: 'status', status: 'closed' }]);
  });

  it('the helpdesk socket is for concierge members (role 6) of this tenant only', async () => {
    const desk = await joinHelpdesk();
    expect(desk.frames[0]).toMatchObject({ event_type: 'status', online: true });
    expect(typeof desk.frames[0]?.total_unread).toBe('number');
    for (const [token, code] of [
      [admin, 4403],
      [recruiter, 4403],
      [seeker, 4403],
      [acmeAdmin, 4401],
      ['nonsense', 4401],
    ] as const) {
      const s = socket('/ws/helpdesk/room/', { kind: 'helpdesk' });
      await s.opened;
      s.send({ type: 'auth', token });
      expect(await s.closed(), String(code)).toBe(code);
      expect(s.frames).toEqual([]);
    }
    const silent = socket('/ws/helpdesk/room/', { kind: 'helpdesk' });
    expect(await silent.closed()).toBe(4401);
  });

  it('an unknown host is refused before the upgrade, and the server ends that connection', async () => {
    const s = new RawSocket(t.port, '/ws/helpdesk/room/', { host: 'nobody.example' });
    await expect(s.opened).rejects.toThrow(/404/);
    // A client that keeps its end open: the server still closes the connection after the 404.
    const conn = connect(t.port, '127.0.0.1');
    let answer = '';
    conn.on('data', (d: Buffer) => {
      answer += d.toString();
    });
    const ended = new Promise<void>((resolve) => conn.on('close', () => resolve()));
    conn.write(
      [
        'GET /ws/abcde/ HTTP/1.1',
        'Host: nobody.example',
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        '',
        '',
      ].join('\r\n'),
    );
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
  });

  it('refuses a second auth frame', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const s = await join(room, { token: seeker });
    s.send({ type: 'auth', token: admin });
    expect(await s.next((f) => f.message_type === 'error')).toMatchObject({ detail: 'Already authenticated.' });
    expect((await say(s, 'still me')).username).toBe('Sam Seeker');
  });
});

describe('client frames', () => {
  it('accept only the contract’s frames and fields: anything else is an error frame, nothing is stored, the socket stays open', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const s = await join(room, { token: seeker });
    const id = randomUUID();
    const bad: [unknown, RegExp][] = [
      ['not json', /^A frame must be a JSON object\.$/],
      [[1, 2], /^A frame must be a JSON object\.$/],
      [{ message: 'no type' }, /^Unknown frame type/],
      [{ type: 'shout', message: 'hi' }, /^Unknown frame type/],
      [{ type: 'message', client_id: id, message: 'hi', message_from: 'help_desk' }, /^Unknown field: message_from\.$/],
      [{ type: 'message', client_id: id, message: 'hi', username: 'Connie Concierge' }, /^Unknown field: username\.$/],
      [{ type: 'message', client_id: id, message: '<b>hi</b>', html: true }, /^Unknown field: html\.$/],
      [{ type: 'message', message: 'no id' }, /^Missing field: client_id\.$/],
      [{ type: 'message', client_id: 'not-a-uuid', message: 'hi' }, /^Invalid client_id/],
      [{ type: 'message', client_id: id, message: 42 }, /^Invalid message/],
      [{ type: 'message', client_id: id, message: '' }, /^An empty message is not sent\.$/],
      [{ type: 'message', client_id: id, message: ' \n\t ' }, /^An empty message is not sent\.$/],
      [{ type: 'message', client_id: id, message: 'x'.repeat(2001) }, /^A message has at most 2000 characters\.$/],
      [{ type: 'typing', typing: 'yes' }, /^Invalid typing/],
      [{ type: 'read', seq: -1 }, /^Invalid seq/],
      [{ type: 'resume', after_seq: 'last' }, /^Invalid after_seq/],
      [{ type: 'ping', extra: 1 }, /^Unknown field: extra\.$/],
    ];
    for (const [frame, detail] of bad) {
      const from = s.frames.length;
      s.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
      const error = await s.next((f) => f.message_type === 'error', 10_000, from);
      expect(error.detail, JSON.stringify(frame)).toMatch(detail);
    }
    const from = s.frames.length;
    s.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect((await s.next((f) => f.message_type === 'error', 10_000, from)).detail).toBe('Frames must be JSON text.');
    // Errors about a message carry its client id, so the client knows which one was refused.
    const errors = s.frames.filter((f) => f.message_type === 'error' && f.client_id === id);
    expect(errors.length).toBeGreaterThanOrEqual(7);
    await flush(s);
    expect(await rows(sessionId)).toEqual([]);
    expect(s.closeCode).toBeUndefined();
  });

  it('stores text verbatim and sends it back as text: markup, quotes, spaces, new lines, any script', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const desk = await join(room, { token: concierge });
    const texts = [
      '<script>alert("x")</script>',
      '<img src=x onerror=alert(1)> & &amp; &lt;b&gt;',
      '  leading and trailing spaces  ',
      'line one\nline two\r\n\ttabbed',
      'Ünïcödé — “quotes” ‘single’ 😀👩‍💻 中文 العربية',
      '{"type":"auth","token":"x"}',
      '😀'.repeat(2000),
    ];
    for (const text of texts) {
      const echo = await say(user, text);
      expect(echo).toMatchObject({ message_type: 'text', message: text });
      const other = await desk.next((f) => isStored(f) && f.client_id === echo.client_id);
      expect(other.message).toBe(text);
    }
    expect((await rows(sessionId)).map((r) => r.body)).toEqual(texts);
    const history = await request(t, { path: '/api/v1/session/chat', form: { session_id: String(sessionId) }, token: seeker });
    expect(history.json.chat_details.flatMap((d: { messages: { message: string[] }[] }) => d.messages.flatMap((m) => m.message))).toEqual(
      texts,
    );
  });

  it('answers ping with pong, before and after authentication', async () => {
    const s = socket('/ws/helpdesk/room/', { kind: 'helpdesk' });
    await s.opened;
    s.send({ type: 'ping' });
    await s.next((f) => f.event_type === 'pong');
    s.send({ type: 'auth', token: concierge });
    await s.next((f) => f.event_type === 'status');
    await flush(s);
    const { room } = await userRoom('seeker@demo.test');
    const r = socket(`/ws/${room}/`);
    await r.opened;
    await flush(r);
    expect(r.frames.at(-1)).toMatchObject({ message_type: 'pong', room });
  });
});

describe('sequence numbers and client ids', () => {
  it('numbers each room’s messages 1, 2, 3… on their own, both sides in one sequence', async () => {
    const a = await userRoom('seeker@demo.test');
    const b = await guestRoom();
    const ua = await join(a.room, { token: seeker });
    const da = await join(a.room, { token: concierge });
    const ub = await join(b.room, { cookie: b.cookie });
    expect((await say(ua, 'a1')).seq).toBe(1);
    expect((await say(ub, 'b1')).seq).toBe(1);
    expect((await say(da, 'a2')).seq).toBe(2);
    expect((await say(ua, 'a3')).seq).toBe(3);
    expect((await say(ub, 'b2')).seq).toBe(2);
    await da.next((f) => f.seq === 3);
    expect(seqsOf(ua)).toEqual([1, 2, 3]);
    expect(seqsOf(da)).toEqual([1, 2, 3]);
    expect(seqsOf(ub)).toEqual([1, 2]);
  });

  it('stores a resent client id once: the sender gets the stored copy back, the other side sees it once', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const desk = await join(room, { token: concierge });
    const id = randomUUID();
    const first = await say(user, 'Are you there?', id);
    // The same frame again, then the same id with other text (a buggy client): the first copy stands.
    const again = await say(user, 'Are you there?', id);
    const changed = await say(user, 'Something else', id);
    expect([again.seq, changed.seq]).toEqual([first.seq, first.seq]);
    expect(changed.message).toBe('Are you there?');
    // From another connection too (a reconnect that resends the outbox).
    const second = await join(room, { token: seeker });
    expect((await say(second, 'Are you there?', id)).seq).toBe(first.seq);
    // Upper case is the same uuid.
    const upper = await say(second, 'Are you there?', id.toUpperCase());
    expect([upper.seq, upper.client_id]).toEqual([first.seq, id]);
    const next = await say(user, 'Hello?');
    expect(next.seq).toBe(2);
    await desk.next((f) => f.seq === 2);
    expect(seqsOf(desk)).toEqual([1, 2]);
    expect((await rows(sessionId)).map((r) => [r.seq, r.clientId, r.body])).toEqual([
      [1, id, 'Are you there?'],
      [2, next.client_id, 'Hello?'],
    ]);
  });

  it('stores once when two connections send the same client id at the same moment', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const [a, b] = await Promise.all([join(room, { token: seeker }), join(room, { token: seeker })]);
    const id = randomUUID();
    const [x, y] = await Promise.all([say(a, 'twice at once', id), say(b, 'twice at once', id)]);
    expect(x.seq).toBe(1);
    expect(y.seq).toBe(1);
    expect(await rows(sessionId)).toHaveLength(1);
  });

  it('resume: a reconnect gets exactly the messages after the last seq it holds, then a resumed frame; none twice', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const desk = await join(room, { token: concierge });
    for (const text of ['one', 'two', 'three']) await say(user, text);
    await desk.next((f) => f.seq === 3);
    desk.close();
    await desk.closed();
    for (const text of ['four', 'five', 'six', 'seven']) await say(user, text);
    const deskAgain = await join(room, { token: concierge });
    await say(deskAgain, 'helpdesk is back');

    // A fresh connection that holds seqs 1..3: its status says 8 exist; resume after 3 gives 4..8.
    const back = socket(`/ws/${room}/`);
    await back.opened;
    back.send({ type: 'auth', token: concierge });
    expect((await back.next(isStatus)).last_seq).toBe(8);
    back.send({ type: 'resume', after_seq: 3 });
    // A message sent while the backlog is on its way arrives once, in order.
    user.send({ type: 'message', client_id: randomUUID(), message: 'nine' });
    const resumed = await back.next((f) => f.event_type === 'resumed');
    await back.next((f) => f.seq === 9);
    expect(seqsOf(back)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(back.frames.filter(isStored).map((f) => f.message)).toEqual(['four', 'five', 'six', 'seven', 'helpdesk is back', 'nine']);
    expect(resumed.last_seq).toBeGreaterThanOrEqual(8);
    expect(back.frames.indexOf(resumed)).toBeGreaterThan(back.frames.findIndex((f) => f.seq === 8));

    // after_seq 0 is the whole conversation; resuming again from the middle gives the rest again, once.
    const all = await join(room, { token: seeker });
    const start = all.frames.length;
    all.send({ type: 'resume', after_seq: 0 });
    await all.next((f) => f.event_type === 'resumed', 10_000, start);
    expect(seqsOf(all)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const mark = all.frames.length;
    all.send({ type: 'resume', after_seq: 6 });
    await all.next((f) => f.event_type === 'resumed', 10_000, mark);
    expect(seqsOf(all, mark)).toEqual([7, 8, 9]);
  });

  it('nothing overtakes the resume backlog: not a message stored between the status and the resume, not a resend’s confirmation', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) ids.push((await say(user, text)).client_id as string);

    // The helpdesk comes back holding seq 1 only. Between its status frame and its resume, the user
    // writes seq 4, and the helpdesk resends a message that is already stored (seq 2).
    const back = socket(`/ws/${room}/`);
    await back.opened;
    back.send({ type: 'auth', token: concierge });
    expect((await back.next(isStatus)).last_seq).toBe(3);
    await say(user, 'four');
    back.send({ type: 'message', client_id: ids[1], message: 'two' });
    await flush(back);
    expect(back.frames.filter(isStored)).toEqual([]);
    back.send({ type: 'resume', after_seq: 1 });
    await back.next((f) => f.event_type === 'resumed');
    expect(seqsOf(back)).toEqual([2, 3, 4]);
  });

  it('a socket that never resumes gets the messages after the status frame’s last_seq', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    await say(user, 'before');
    const plain = socket(`/ws/${room}/`);
    await plain.opened;
    plain.send({ type: 'auth', token: concierge });
    expect((await plain.next(isStatus)).last_seq).toBe(1);
    const after = await say(user, 'after');
    await plain.next((f) => f.seq === after.seq);
    expect(seqsOf(plain)).toEqual([2]);
  });

  it('a resume from 0 in a long conversation sends it all, in order, before the resumed frame', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const [seekerRow] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, 'seeker@demo.test'), eq(users.tenantId, demoId)));
    for (let i = 1; i <= 450; i++)
      await appendMessage(
        db(),
        demoId,
        sessionId,
        { side: i % 3 === 0 ? 'help_desk' : 'user', userId: seekerRow!.id },
        randomUUID(),
        `message ${i}`,
      );
    const s = socket(`/ws/${room}/`);
    await s.opened;
    s.send({ type: 'auth', token: concierge });
    expect((await s.next(isStatus)).last_seq).toBe(450);
    s.send({ type: 'resume', after_seq: 0 });
    const resumed = await s.next((f) => f.event_type === 'resumed');
    expect(resumed.last_seq).toBe(450);
    expect(seqsOf(s)).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
    expect(s.frames.indexOf(resumed)).toBe(s.frames.length - 1);
  });

  it('the widget’s client (resume, dedupe, resend) holds every message once after reconnecting mid-conversation', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const user = new ChatClient({ target: () => ({ port: t.port }), room, token: seeker, reconnect: true, contract: true });
    const desk = new ChatClient({ target: () => ({ port: t.port }), room, token: concierge, reconnect: true, contract: true });
    clients.push(user, desk);
    await Promise.all([user.connect(), desk.connect()]);
    for (let i = 1; i <= 5; i++) user.say(`u${i}`);
    await desk.until(() => desk.lastSeq >= 5);
    // The helpdesk's socket drops (as a network failure would): it reconnects and resumes by itself.
    desk.socket!.ws.terminate();
    for (let i = 6; i <= 10; i++) user.say(`u${i}`);
    desk.say('d1');
    await user.until(() => user.outbox.size === 0 && user.lastSeq >= 11);
    await desk.until(() => desk.outbox.size === 0 && desk.lastSeq >= 11);
    expect(desk.connections).toBe(2);
    expect(desk.shown.map((f) => f.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(user.shown.map((f) => f.seq)).toEqual(desk.shown.map((f) => f.seq));
    expect(await rows(sessionId)).toHaveLength(11);
    for (const c of [user, desk]) {
      for (const seqs of c.seqsByConnection) expect(new Set(seqs).size).toBe(seqs.length);
      expect(c.problems()).toEqual([]);
    }
  });
});

describe('typing, presence and reads', () => {
  it('typing reaches the other side only, with the helpdesk’s name', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const desk = await join(room, { token: concierge });
    user.send({ type: 'typing', typing: true });
    expect(await desk.next((f) => f.message_type === 'typing')).toMatchObject({ message_from: 'user', typing: true, room });
    desk.send({ type: 'typing', typing: true });
    expect(await user.next((f) => f.message_type === 'typing')).toMatchObject({
      message_from: 'help_desk',
      typing: true,
      username: 'Connie Concierge',
    });
    const mark = desk.frames.length;
    user.send({ type: 'typing', typing: false });
    expect(await desk.next((f) => f.message_type === 'typing', 10_000, mark)).toMatchObject({ typing: false });
    // Typing notices were sent before these messages: by the time they arrive, any echo to the typist would have too.
    await say(user, 'done typing');
    await say(desk, 'me too');
    expect(user.frames.filter((f) => f.message_type === 'typing' && f.message_from === 'user')).toEqual([]);
    expect(desk.frames.filter((f) => f.message_type === 'typing' && f.message_from === 'help_desk')).toEqual([]);
  });

  it('presence: the room hears Online when a concierge opens the helpdesk app and Offline when the last one leaves', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    expect(user.frames[0]).toMatchObject({ online: false });
    const mark = user.frames.length;
    const desk = await joinHelpdesk();
    expect(await user.next((f) => isStatus(f) && f.online === true, 10_000, mark)).toMatchObject({ status: 'new', away: false });
    const second = await joinHelpdesk();
    second.close();
    await second.closed();
    const mark2 = user.frames.length;
    desk.close();
    await desk.closed();
    expect(await user.next((f) => isStatus(f) && f.online === false, 10_000, mark2)).toMatchObject({ event_type: 'status' });
    // Still online after the second concierge left: the first online=false came only after both had gone.
    expect(user.frames.slice(mark, mark2).filter((f) => isStatus(f) && f.online === false)).toEqual([]);
  });

  it('away: a helpdesk that has not written for 3 minutes is away; its next message clears it', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const desk = await joinHelpdesk();
    const deskRoom = await join(room, { token: concierge });
    await say(deskRoom, 'Hello, how can I help?');
    const at = new Date(Date.now() - 4 * 60_000);
    await db().update(chatSessions).set({ lastHelpdeskMessageAt: at }).where(eq(chatSessions.id, sessionId));
    const user = await join(room, { token: seeker });
    expect(user.frames[0]).toMatchObject({ online: true, away: true, last_helpdesk_message_at: at.toISOString() });
    const mark = user.frames.length;
    const answer = await say(deskRoom, 'Sorry for the wait');
    expect(answer.away).toBe(false);
    expect(await user.next((f) => isStored(f) && f.client_id === answer.client_id, 10_000, mark)).toMatchObject({
      away: false,
      message_from: 'help_desk',
    });
    // The next presence change carries the cleared flag.
    desk.close();
    expect(await user.next((f) => isStatus(f), 10_000, mark)).toMatchObject({ online: false, away: false });
  });

  it('read: a side that reads tells the other side up to which seq', async () => {
    const { room } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const desk = await join(room, { token: concierge });
    await say(user, 'first');
    const second = await say(user, 'second');
    desk.send({ type: 'read', seq: second.seq });
    expect(await user.next((f) => f.event_type === 'read')).toMatchObject({ message_type: 'status', message_from: 'help_desk', seq: 2 });
  });
});

describe('the helpdesk socket', () => {
  it('announces each user message anywhere in the tenant (new_message), not the helpdesk’s own, with the unread total', async () => {
    const desk = await joinHelpdesk();
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const deskRoom = await join(room, { token: concierge });
    await say(deskRoom, 'Anything I can help with?');
    const sent = await say(user, 'Yes: my application');
    const event = await desk.next((f) => f.event_type === 'new_message');
    expect(event).toMatchObject({ room, session_id: sessionId, message: 'Yes: my application', username: 'Sam Seeker', seq: sent.seq });
    const unread = await request(t, { path: '/api/v1/session', token: concierge });
    expect(event.total_unread).toBe(unread.json.total_unread);
    await say(user, 'and another thing');
    await desk.next((f) => f.event_type === 'new_message' && f.seq === 3);
    expect(desk.frames.filter((f) => f.event_type === 'new_message').map((f) => f.seq)).toEqual([2, 3]);

    const g = await guestRoom(DEMO, 'quick@example.com');
    const guest = await join(g.room, { cookie: g.cookie });
    await say(guest, 'guest here');
    expect(await desk.next((f) => f.event_type === 'new_message' && f.room === g.room)).toMatchObject({
      username: 'quick@example.com',
      message: 'guest here',
      seq: 1,
    });
  });

  it('sends session events when a conversation starts, closes and reopens, and read events with the new total', async () => {
    const desk = await joinHelpdesk();
    const g = await guestRoom();
    expect(await desk.next((f) => f.event_type === 'session' && f.session?.session_id === g.sessionId)).toMatchObject({
      session: { status: 'new' },
    });
    const guest = await join(g.room, { cookie: g.cookie });
    await say(guest, 'Hello?');
    await desk.next((f) => f.event_type === 'session' && f.session?.session_id === g.sessionId && f.session.status === 'ongoing');
    const before = (await desk.next((f) => f.event_type === 'new_message' && f.room === g.room)).total_unread as number;

    const mark = desk.frames.length;
    await request(t, { path: '/api/v1/session/chat', form: { session_id: String(g.sessionId) }, token: concierge });
    expect(await desk.next((f) => f.event_type === 'read', 10_000, mark)).toMatchObject({
      session_id: g.sessionId,
      total_unread: before - 1,
    });

    expect((await request(t, { path: `/api/v1/helpdesk/sessions/${g.sessionId}/close`, method: 'POST', token: concierge })).status).toBe(
      200,
    );
    await desk.next((f) => f.event_type === 'session' && f.session?.session_id === g.sessionId && f.session.status === 'closed');
    expect((await request(t, { path: `/api/v1/helpdesk/sessions/${g.sessionId}/reopen`, method: 'POST', token: concierge })).status).toBe(
      200,
    );
    await desk.next(
      (f) => f.event_type === 'session' && f.session?.session_id === g.sessionId && f.session.status === 'ongoing',
      10_000,
      mark,
    );
  });

  it('takes only auth and ping frames: anything else is an error event', async () => {
    const desk = await joinHelpdesk();
    desk.send({ type: 'message', client_id: randomUUID(), message: 'to whom?' });
    expect(await desk.next((f) => f.event_type === 'error')).toMatchObject({ detail: expect.stringMatching(/only takes auth and ping/) });
    desk.send({ type: 'nonsense' });
    expect((await desk.next((f) => f.event_type === 'error' && /Unknown frame type/.test(String(f.detail)))).event_type).toBe('error');
    await flush(desk);
  });
});

describe('closing a conversation', () => {
  it('sends the closed event to both sides, ends the user’s socket with 4000 and refuses more messages', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const desk = await join(room, { token: concierge });
    await say(user, 'Thanks, bye');
    expect((await request(t, { path: `/api/v1/helpdesk/sessions/${sessionId}/close`, method: 'POST', token: concierge })).status).toBe(200);
    expect(await user.next((f) => f.message_type === 'event')).toMatchObject({
      event_type: 'closed',
      seq: 2,
      message_from: 'help_desk',
      username: 'Connie Concierge',
    });
    expect(await user.closed()).toBe(4000);
    expect(await desk.next((f) => f.message_type === 'event')).toMatchObject({ event_type: 'closed', seq: 2 });
    const refused = randomUUID();
    desk.send({ type: 'message', client_id: refused, message: 'one more thing' });
    expect(await desk.next((f) => f.message_type === 'error')).toMatchObject({ detail: 'This chat has ended', client_id: refused });
    expect(desk.closeCode).toBeUndefined();
    expect(await rows(sessionId)).toHaveLength(2);

    // Reopened by the user: the room can be joined again and the chat goes on after seq 3.
    expect((await request(t, { path: `/api/v1/user/chat/session/${sessionId}/reopen`, method: 'POST', token: seeker })).status).toBe(200);
    expect(await desk.next((f) => f.message_type === 'event' && f.event_type === 'reopened')).toMatchObject({
      seq: 3,
      message_from: 'user',
    });
    const again = await join(room, { token: seeker });
    expect(again.frames[0]).toMatchObject({ status: 'ongoing', last_seq: 3 });
    expect((await say(again, 'one more question')).seq).toBe(4);
  });
});

describe('message rate limit', () => {
  it('takes 30 messages in 10 s from one sender in a room; more are refused with their client id and not stored, on any of its sockets', async () => {
    const { room, sessionId } = await userRoom('seeker@demo.test');
    const user = await join(room, { token: seeker });
    const desk = await join(room, { token: concierge });
    const ids = Array.from({ length: 31 }, () => randomUUID());
    for (const [i, id] of ids.entries()) user.send({ type: 'message', client_id: id, message: `burst ${i + 1}` });
    const refused = await user.next((f) => f.message_type === 'error');
    expect(refused).toMatchObject({ client_id: ids[30], detail: 'Too many messages. Please wait a few seconds and try again.' });
    await user.next((f) => f.seq === 30);
    // A second socket of the same sender does not get a fresh allowance.
    const other = await join(room, { token: seeker });
    const extra = randomUUID();
    other.send({ type: 'message', client_id: extra, message: 'from my other tab' });
    expect(await other.next((f) => f.message_type === 'error')).toMatchObject({ client_id: extra });
    // The other side is not limited by it.
    expect((await say(desk, 'Slow down please')).seq).toBe(31);
    expect(await rows(sessionId)).toHaveLength(31);
  });
});
