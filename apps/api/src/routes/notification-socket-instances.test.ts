// The notification push across API instances on one PostgreSQL database (DECISIONS 15; README "Several
// API instances"): a change written through instance A reaches the user's sockets on instance B, and a
// socket on A too, through LISTEN/NOTIFY on tessera_notifications; other users' sockets hear nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { applications, notifications, users } from '../db/schema.ts';
import { notify } from '../services/notifications.ts';
import { NotificationSocketClient } from '../test/notification-socket-client.ts';
import { onPostgres, request, signIn, startInstances, type TestApp, type TestInstances } from '../test/helpers.ts';

const title = onPostgres
  ? 'notification pushes across two API instances on one PostgreSQL database'
  : 'notification pushes across two API instances (skipped: set DATABASE_URL to a PostgreSQL server to run; PGlite is a single process’s database)';

describe.runIf(onPostgres)(title, () => {
  let group: TestInstances;
  let a: TestApp;
  let b: TestApp;
  const sockets: NotificationSocketClient[] = [];
  beforeAll(async () => {
    group = await startInstances(2);
    [a, b] = group.instances as [TestApp, TestApp];
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await group?.close();
  });

  it('a status change made through A reaches the job seeker’s socket on B (and on A); nobody else hears it', async () => {
    const seeker = await signIn(a, 'seeker@demo.test');
    // Program staff move any application of the tenant (partners no longer change statuses).
    const admin = await signIn(a, 'admin@demo.test');
    const manager = await signIn(b, 'manager@demo.test');
    const onB = await NotificationSocketClient.connect(b.port, seeker.access);
    const onA = await NotificationSocketClient.connect(a.port, seeker.access);
    const managerOnB = await NotificationSocketClient.connect(b.port, manager.access);
    sockets.push(onB, onA, managerOnB);

    const db = a.app.database.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'seeker@demo.test'));
    const [app] = await db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.userId, user!.id), eq(applications.status, 'applied')))
      .limit(1);
    expect(app, 'an applied application of seeker@demo.test in the demo seed').toBeTruthy();
    const [{ n: before }] = (await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user!.id), eq(notifications.isRead, false)))) as [{ n: number }];
    expect(onB.frames[0]).toEqual({ event_type: 'status', unread_count: before });

    const onBPush = onB.nextNotification();
    const onAPush = onA.nextNotification();
    const moved = await request(a, {
      path: `/api/v1/applications/${app!.id}/status`,
      token: admin.access,
      body: { status: 'screening' },
    });
    expect(moved.status).toBe(200);
    expect(await onBPush).toEqual({ event_type: 'notification', unread_count: before + 1 });
    expect(await onAPush).toEqual({ event_type: 'notification', unread_count: before + 1 });

    // Marking all read through B reaches the socket on A.
    const cleared = onA.nextNotification();
    expect((await request(b, { method: 'PUT', path: '/api/v1/notifications/unread', token: seeker.access })).status).toBe(200);
    expect(await cleared).toEqual({ event_type: 'notification', unread_count: 0 });

    await managerOnB.roundTrip();
    expect(managerOnB.notifications()).toEqual([]);
    for (const s of sockets) expect(s.invalid).toEqual([]);
  });

  it('after B’s listening connection drops, B tells its sockets the count once it is back (a change made meanwhile is not lost)', async () => {
    const seeker = await signIn(a, 'seeker@demo.test');
    const onB = await NotificationSocketClient.connect(b.port, seeker.access);
    sockets.push(onB);
    const db = a.app.database.db;
    const [user] = await db.select({ id: users.id, tenantId: users.tenantId }).from(users).where(eq(users.email, 'seeker@demo.test'));
    const pushed = onB.nextNotification(20_000);
    await b.app.notificationHub.simulateBusDrop();
    // Written while B is not listening (it reconnects after a back-off of at least 250 ms).
    await notify(db, { tenantId: user!.tenantId, userId: user!.id, modelType: 'change_password', messageKey: 'password_changed' });
    const [{ n }] = (await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user!.id), eq(notifications.isRead, false)))) as [{ n: number }];
    expect(await pushed).toEqual({ event_type: 'notification', unread_count: n });
  });
});
