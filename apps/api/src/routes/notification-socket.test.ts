// The notification socket /ws/notifications/ over real WebSockets (DECISIONS 15): the auth frame and its
// refusals (4401), frames outside the contract, the job seeker's socket hearing a status change made by
// staff, mark one / mark all read reaching every socket of the same user, nobody else hearing anything,
// tenant isolation, a rolled-back change announcing nothing, one unread-count query per user per change,
// and the graceful close (1001). Every frame is checked against the contract's NotificationSocketEvent.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, notifications } from '../db/schema.ts';
import { OPEN_STATUSES } from '../services/application-status.ts';
import { announceNotificationChange, notify } from '../services/notifications.ts';
import { NotificationSocketClient } from '../test/notification-socket-client.ts';
import { ACME, request, signIn, signInAccounts, startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let db: Db;
let demoId: number;
let acmeId: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const open: NotificationSocketClient[] = [];

async function connect(who: string, host?: string): Promise<NotificationSocketClient> {
  const client = await NotificationSocketClient.connect(t.port, tokens[who]!, host);
  open.push(client);
  return client;
}
function raw(host?: string): NotificationSocketClient {
  const client = new NotificationSocketClient(t.port, host ? { host } : {});
  open.push(client);
  return client;
}

async function unreadOf(userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row!.n;
}

/** An open application of the seeker that staff can put on hold and take back (each step notifies them). */
async function movableApplication(): Promise<{ id: number; status: string }> {
  const [row] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.userId, ids.seeker!),
        inArray(
          applications.status,
          OPEN_STATUSES.filter((s) => s !== 'on-hold'),
        ),
      ),
    )
    .limit(1);
  if (!row) throw new Error('the demo seed gives seeker@demo.test an open application');
  return row;
}
const moveTo = (applicationId: number, status: string) =>
  request(t, { path: `/api/v1/applications/${applicationId}/status`, token: tokens.admin, body: { status } });

beforeAll(async () => {
  t = await startApp({ chat: { authTimeoutMs: 400 } });
  db = t.app.database.db;
  demoId = await tenantIdOf(db, 'demo');
  acmeId = await tenantIdOf(db, 'acme');
  await signInAccounts(
    t,
    [
      ['seeker', 'seeker@demo.test', undefined, demoId],
      ['recruiter', 'recruiter@demo.test', undefined, demoId],
      ['admin', 'admin@demo.test', undefined, demoId],
      ['manager', 'manager@demo.test', undefined, demoId],
      ['acmeSeeker', 'seeker@acme.test', ACME, acmeId],
    ],
    { tokens, ids },
  );
});
afterEach(() => {
  for (const c of open) expect(c.invalid, 'frames outside the contract').toEqual([]);
  for (const c of open.splice(0)) c.close();
});
afterAll(async () => t?.close());

describe('authentication', () => {
  it('welcomes any signed-in user with their unread count (job seeker and staff alike)', async () => {
    for (const who of ['seeker', 'manager']) {
      const c = await connect(who);
      expect(c.frames[0]).toEqual({ event_type: 'status', unread_count: await unreadOf(ids[who]!) });
    }
    const acme = await connect('acmeSeeker', ACME);
    expect(acme.frames[0]).toEqual({ event_type: 'status', unread_count: await unreadOf(ids.acmeSeeker!) });
  });

  it('closes with 4401 when no auth frame comes in time, for a bad token, and for another tenant’s token', async () => {
    const silent = raw();
    expect(await silent.closed()).toBe(4401);
    expect(silent.closeReason).toBe('Authentication required');

    const bad = raw();
    await bad.opened;
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect(await bad.closed()).toBe(4401);

    const otherTenant = raw();
    await otherTenant.opened;
    otherTenant.send({ type: 'auth', token: tokens.acmeSeeker });
    expect(await otherTenant.closed()).toBe(4401);

    for (const c of [silent, bad, otherTenant]) expect(c.frames.filter((f) => f.event_type === 'status')).toEqual([]);
  });

  it('closes with 4401 for the token of a session that has ended', async () => {
    const pair = await signIn(t, 'member@demo.test');
    expect((await request(t, { path: '/api/v1/logout', token: pair.access, body: { refresh: pair.refresh } })).status).toBe(200);
    const c = raw();
    await c.opened;
    c.send({ type: 'auth', token: pair.access });
    expect(await c.closed()).toBe(4401);
  });

  it('refuses an unknown host before the upgrade, and never takes the token from the address', async () => {
    const unknown = raw('nowhere.example');
    await expect(unknown.opened).rejects.toThrow('Unexpected server response: 404');
    // The server ends the refused connection itself (else it would stay open, and the server could not close).
    await unknown.refusedEnded;
    // A token in the query string is not an auth frame: the socket still has to authenticate.
    const withQuery = new NotificationSocketClient(t.port, { path: `/ws/notifications/?token=${tokens.seeker}` });
    open.push(withQuery);
    expect(await withQuery.closed()).toBe(4401);
  });

  it('answers frames outside the contract with an error frame, ping with pong', async () => {
    const c = raw();
    await c.opened;
    c.send('not json');
    c.send({ type: 'message', message: 'hi' });
    c.send({ type: 'auth', token: tokens.seeker, extra: 1 });
    c.send({ type: 'ping' });
    await c.next((f) => f.event_type === 'pong');
    expect(c.frames.slice(0, 3)).toEqual([
      { event_type: 'error', detail: 'A frame must be a JSON object.' },
      { event_type: 'error', detail: 'Unknown frame type. Allowed: auth, ping.' },
      { event_type: 'error', detail: 'Unknown field: extra.' },
    ]);
    c.ws.send(Buffer.from([1, 2, 3]));
    await c.next((f) => f.event_type === 'error' && f.detail === 'Frames must be JSON text.');
    c.send({ type: 'auth', token: tokens.seeker });
    await c.next((f) => f.event_type === 'status');
    c.send({ type: 'auth', token: tokens.seeker });
    await c.next((f) => f.detail === 'Already authenticated.');
    expect(c.closeCode).toBeUndefined();
  });
});

describe('pushes', () => {
  it('a status change by staff pushes the job seeker’s new unread count; other users hear nothing', async () => {
    const seeker = await connect('seeker');
    const manager = await connect('manager');
    const acme = await connect('acmeSeeker', ACME);
    const before = await unreadOf(ids.seeker!);
    const app = await movableApplication();

    const pushed = seeker.nextNotification();
    expect((await moveTo(app.id, 'on-hold')).status).toBe(200);
    expect(await pushed).toEqual({ event_type: 'notification', unread_count: before + 1 });
    // The pushed count is the one the list answers.
    const listed = await request(t, { path: '/api/v1/notifications/all', token: tokens.seeker });
    expect(listed.json.data.unread_count).toBe(before + 1);

    // Taken back to where it was: another notification, another push.
    const undone = seeker.nextNotification();
    expect((await moveTo(app.id, app.status)).status).toBe(200);
    expect(await undone).toEqual({ event_type: 'notification', unread_count: before + 2 });

    for (const other of [manager, acme]) {
      await other.roundTrip();
      expect(other.notifications()).toEqual([]);
    }
  });

  it('marking all read on one tab reaches the user’s other sockets; marking one read too', async () => {
    await notify(
      db,
      [1, 2].map(() => ({
        tenantId: demoId,
        userId: ids.seeker!,
        modelType: 'change_password' as const,
        messageKey: 'password_changed' as const,
      })),
    );
    const tabA = await connect('seeker');
    const tabB = await connect('seeker');
    const unread = await unreadOf(ids.seeker!);
    expect(unread).toBeGreaterThan(1);
    expect(tabB.frames[0]).toEqual({ event_type: 'status', unread_count: unread });

    const [newest] = (await request(t, { path: '/api/v1/notifications/all', token: tokens.seeker })).json.data.data.filter(
      (n: { is_read: boolean }) => !n.is_read,
    );
    const oneA = tabA.nextNotification();
    const oneB = tabB.nextNotification();
    expect(
      (await request(t, { method: 'PUT', path: `/api/v1/notification/${newest.id}`, token: tokens.seeker, body: { is_read: true } }))
        .status,
    ).toBe(200);
    expect(await oneA).toEqual({ event_type: 'notification', unread_count: unread - 1 });
    expect(await oneB).toEqual({ event_type: 'notification', unread_count: unread - 1 });

    const allA = tabA.nextNotification();
    const allB = tabB.nextNotification();
    expect((await request(t, { method: 'PUT', path: '/api/v1/notifications/unread', token: tokens.seeker })).status).toBe(200);
    expect(await allA).toEqual({ event_type: 'notification', unread_count: 0 });
    expect(await allB).toEqual({ event_type: 'notification', unread_count: 0 });

    // Nothing changes when nothing was unread: no push.
    const quiet = tabB.frames.length;
    expect((await request(t, { method: 'PUT', path: '/api/v1/notifications/unread', token: tokens.seeker })).status).toBe(200);
    expect(
      (await request(t, { method: 'PUT', path: `/api/v1/notification/${newest.id}`, token: tokens.seeker, body: { is_read: true } }))
        .status,
    ).toBe(200);
    await tabB.roundTrip();
    expect(tabB.frames.slice(quiet).filter((f) => f.event_type === 'notification')).toEqual([]);
  });

  it('reads the unread count once per user per change, however many sockets that user has', async () => {
    const tabs = await Promise.all([1, 2, 3, 4].map(() => connect('manager')));
    const waiting = tabs.map((c) => c.nextNotification());
    const before = t.app.notificationHub.queries;
    await notify(db, { tenantId: demoId, userId: ids.manager!, modelType: 'change_password', messageKey: 'password_changed' });
    const frames = await Promise.all(waiting);
    expect(new Set(frames.map((f) => f.unread_count))).toEqual(new Set([await unreadOf(ids.manager!)]));
    expect(t.app.notificationHub.queries - before).toBe(1);
    expect(t.app.notificationHub.stats().sockets).toBeGreaterThanOrEqual(4);
  });

  it('keeps tenants apart: a change announced for the same user id in another tenant reaches nobody here', async () => {
    const seeker = await connect('seeker');
    await announceNotificationChange(db, acmeId, [ids.seeker!]);
    await seeker.roundTrip();
    expect(seeker.notifications()).toEqual([]);
  });

  it('announces nothing when the transaction that wrote the notification rolls back', async () => {
    const seeker = await connect('seeker');
    const before = await unreadOf(ids.seeker!);
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, { tenantId: demoId, userId: ids.seeker!, modelType: 'change_password', messageKey: 'password_changed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A later change shows the earlier one never counted.
    const next = seeker.nextNotification();
    await notify(db, { tenantId: demoId, userId: ids.seeker!, modelType: 'change_password', messageKey: 'password_changed' });
    expect(await next).toEqual({ event_type: 'notification', unread_count: before + 1 });
    expect(seeker.notifications()).toHaveLength(1);
  });
});

describe('shutdown', () => {
  it('tells sockets the server is going away (1001) when it closes', async () => {
    const other = await startApp();
    try {
      const { access } = await signIn(other, 'seeker@demo.test');
      const c = await NotificationSocketClient.connect(other.port, access);
      const closing = c.closed();
      await other.app.close();
      // A closing handshake with 1001 (reconnect elsewhere), not a connection cut by the chat plugin's
      // clean-up of whatever sockets are still open (1006).
      expect(await closing).toBe(1001);
      expect(c.closeReason).toBe('Server restarting');
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
