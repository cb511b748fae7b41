// Help chat walks not covered by chat.test.ts: who may reopen a conversation
// (POST /api/v1/user/chat/session/{id}/reopen: no token, a broken token, another tenant's token, someone
// else's conversation, a guest's, an unknown or bad id), and a guest chat ended over the socket (close
// 4000): the next history call clears the HttpOnly `room` cookie (SPEC §4, DECISIONS 13). Every answer is
// checked against the contract by `request`.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, rateLimits } from '../db/schema.ts';
import { RawSocket } from '../test/chat-client.ts';
import { ACME, request, signIn, startApp, type Response, type TestApp } from '../test/helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startApp();
  for (const [who, email, host] of [
    ['seeker', 'seeker@demo.test', undefined],
    ['concierge', 'concierge@demo.test', undefined],
    ['admin', 'admin@demo.test', undefined],
    ['acmeSeeker', 'seeker@acme.test', ACME],
  ] as const)
    tokens[who] = (await signIn(t, email, host)).access;
}, 60_000);
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.database.db.delete(rateLimits);
});

function roomCookie(res: Response): string {
  return [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('room=')) ?? '';
}

/** A new conversation of the demo job seeker, closed by the concierge. */
async function closedSessionOf(token: string): Promise<number> {
  const started = await request(t, { path: '/api/v1/chat/start', method: 'POST', token });
  expect([200, 201]).toContain(started.status);
  const id = started.json.session_id as number;
  const closed = await request(t, { path: `/api/v1/helpdesk/sessions/${id}/close`, method: 'POST', token: tokens.concierge });
  expect(closed.json.status).toBe('closed');
  return id;
}

const reopen = (id: number | string, options: { token?: string; host?: string; headers?: Record<string, string> } = {}) =>
  request(t, { path: `/api/v1/user/chat/session/${id}/reopen`, method: 'POST', ...options });

async function eventsOf(sessionId: number): Promise<(string | null)[]> {
  const rows = await t.app.database.db
    .select({ eventType: chatMessages.eventType, seq: chatMessages.seq })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId));
  return rows.sort((a, b) => a.seq - b.seq).map((r) => r.eventType);
}

describe('POST /api/v1/user/chat/session/{id}/reopen: who may', () => {
  it('needs a token: none, a broken one, or a guest cookie alone is 401, and nothing changes', async () => {
    const id = await closedSessionOf(tokens.seeker!);
    const guest = await request(t, { path: '/api/v1/chat/start', form: { email: `walk-${randomUUID().slice(0, 8)}@example.com` } });
    for (const res of [
      await reopen(id),
      await reopen(id, { headers: { authorization: 'Bearer not-a-token' } }),
      await reopen(id, { headers: { cookie: roomCookie(guest).split(';')[0] ?? '' } }),
    ]) {
      expect(res.status).toBe(401);
      expect(typeof res.json.detail).toBe('string');
    }
    expect(await eventsOf(id)).toEqual(['closed']);
  });

  it('refuses another tenant’s token here (401) and does not find this tenant’s conversation from there (404)', async () => {
    const id = await closedSessionOf(tokens.seeker!);
    expect((await reopen(id, { token: tokens.acmeSeeker })).status).toBe(401);
    const there = await reopen(id, { token: tokens.acmeSeeker, host: ACME });
    expect(there.status).toBe(404);
    expect(there.json).toEqual({ detail: 'Session Does Not Exist' });
    expect(await eventsOf(id)).toEqual(['closed']);
  });

  it('is only for the conversation’s owner: staff, the concierge and a guest’s conversation are 404', async () => {
    const id = await closedSessionOf(tokens.seeker!);
    for (const who of ['admin', 'concierge']) {
      const res = await reopen(id, { token: tokens[who] });
      expect(res.status, who).toBe(404);
      expect(res.json).toEqual({ detail: 'Session Does Not Exist' });
    }
    const guest = await request(t, { path: '/api/v1/chat/start', form: { email: `walk-${randomUUID().slice(0, 8)}@example.com` } });
    const guestId = guest.json.session_id as number;
    await request(t, { path: `/api/v1/helpdesk/sessions/${guestId}/close`, method: 'POST', token: tokens.concierge });
    expect((await reopen(guestId, { token: tokens.seeker })).status).toBe(404);
    expect(await eventsOf(id)).toEqual(['closed']);
    expect(await eventsOf(guestId)).toEqual(['closed']);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a positive whole number', async () => {
    expect((await reopen(2_000_000_000, { token: tokens.seeker })).status).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await reopen(bad, { token: tokens.seeker });
      expect(res.status, bad).toBe(400);
    }
  });

  it('the owner reopens it once; reopening an open conversation changes nothing', async () => {
    const id = await closedSessionOf(tokens.seeker!);
    const first = await reopen(id, { token: tokens.seeker });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ session_id: id, status: 'new' });
    const again = await reopen(id, { token: tokens.seeker });
    expect(again.status).toBe(200);
    expect(await eventsOf(id)).toEqual(['closed', 'reopened']);
  });
});

describe('a guest chat ended over the socket', () => {
  it('closes the guest socket with 4000; the next history call clears the room cookie, after which the room is gone', async () => {
    const started = await request(t, { path: '/api/v1/chat/start', form: { email: `ended-${randomUUID().slice(0, 8)}@example.com` } });
    expect(started.status).toBe(201);
    const room = started.json.room_name as string;
    const cookie = roomCookie(started).split(';')[0] ?? '';
    expect(cookie).toMatch(/^room=[a-z0-9]{5}\..+/);

    const socket = new RawSocket(t.port, `/ws/${room}/`, { cookie });
    await socket.opened;
    await socket.next((f) => f.message_type === 'status');
    const closed = await request(t, {
      path: `/api/v1/helpdesk/sessions/${started.json.session_id as number}/close`,
      method: 'POST',
      token: tokens.concierge,
    });
    expect(closed.status).toBe(200);
    expect(await socket.closed()).toBe(4000);
    // The socket cannot touch the HttpOnly cookie: the widget reads the history (packages/chat use-conversation).
    const history = await request(t, { path: '/api/v1/session/chat', form: { room }, headers: { cookie } });
    expect(history.status).toBe(200);
    expect(history.json.status).toBe('closed');
    const cleared = roomCookie(history);
    expect(cleared).toMatch(/^room=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/HttpOnly/);
    expect(cleared).toMatch(/Path=\//);

    // With the cookie gone, the room is unknown to this browser.
    const after = await request(t, { path: '/api/v1/session/chat', form: { room } });
    expect(after.status).toBe(404);
    expect(after.json).toEqual({ detail: 'Session Does Not Exist' });
  });
});
