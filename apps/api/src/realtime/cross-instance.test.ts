// Chat across API instances on one PostgreSQL database (issue 4 "Delivery you can trust": messages reach
// clients connected to other instances through LISTEN/NOTIFY carrying message ids). Runs when
// DATABASE_URL is set. Two app instances cannot share one embedded PGlite (each instance opens its own
// database), so there is no PGlite variant.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatSessions, tenants, users } from '../db/schema.ts';
import { randomRoomName } from '../services/chat.ts';
import { ChatClient, RawSocket, type Frame } from '../test/chat-client.ts';
import { onPostgres, signIn, startInstances, type TestApp, type TestInstances } from '../test/helpers.ts';

const title = onPostgres
  ? 'chat between two API instances on one PostgreSQL database'
  : 'chat between two API instances on one PostgreSQL database (skipped: set DATABASE_URL to a PostgreSQL server to run)';

describe.runIf(onPostgres)(title, () => {
  let group: TestInstances;
  let a: TestApp;
  let b: TestApp;
  let seeker: string;
  let concierge: string;
  const clients: ChatClient[] = [];
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    group = await startInstances(2);
    [a, b] = group.instances as [TestApp, TestApp];
    seeker = (await signIn(a, 'seeker@demo.test')).access;
    concierge = (await signIn(b, 'concierge@demo.test')).access;
  }, 60_000);
  afterAll(async () => group?.close());
  afterEach(async () => {
    for (const c of clients.splice(0)) {
      c.stop();
      expect(c.problems()).toEqual([]);
    }
    for (const s of sockets.splice(0)) {
      s.close();
      expect(s.problems).toEqual([]);
    }
  });

  const db = () => a.app.database.db;

  async function seekerRoom(): Promise<{ room: string; sessionId: number }> {
    const [u] = await db()
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(sql`${users.email} = 'seeker@demo.test' and ${tenants.slug} = 'demo'`);
    const [s] = await db().insert(chatSessions).values({ tenantId: u!.tenantId, userId: u!.id, roomName: randomRoomName() }).returning();
    return { room: s!.roomName, sessionId: s!.id };
  }

  function client(on: TestApp, room: string, token: string): ChatClient {
    const c = new ChatClient({ target: () => ({ port: on.port }), room, token, reconnect: true, contract: true });
    clients.push(c);
    return c;
  }

  async function helpdeskSocket(on: TestApp): Promise<RawSocket> {
    const s = new RawSocket(on.port, '/ws/helpdesk/room/', { contract: 'helpdesk' });
    sockets.push(s);
    await s.opened;
    s.send({ type: 'auth', token: concierge });
    await s.next((f) => f.event_type === 'status');
    return s;
  }

  /** Seqs arrive on each connection one after the other, from wherever the resume started. */
  function expectConsecutive(c: ChatClient): void {
    for (const seqs of c.seqsByConnection) seqs.forEach((seq, i) => i > 0 && expect(seq, JSON.stringify(seqs)).toBe(seqs[i - 1]! + 1));
  }

  it('a user on A and the helpdesk on B chat both ways, at the same time: both hold every message once, in one order', async () => {
    const { room, sessionId } = await seekerRoom();
    const user = client(a, room, seeker);
    const desk = client(b, room, concierge);
    await Promise.all([user.connect(), desk.connect()]);
    const sent: string[] = [];
    for (let i = 1; i <= 12; i++) {
      // Both sides write without waiting for each other.
      sent.push(user.say(`user ${i}`), desk.say(`desk ${i}`));
      if (i % 4 === 0) await Promise.all([user.until(() => user.outbox.size === 0), desk.until(() => desk.outbox.size === 0)]);
    }
    const total = sent.length;
    await Promise.all([
      user.until(() => user.lastSeq === total && user.outbox.size === 0),
      desk.until(() => desk.lastSeq === total && desk.outbox.size === 0),
    ]);

    const stored = await db().select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.seq));
    expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(new Set(stored.map((m) => m.clientId))).toEqual(new Set(sent));
    for (const c of [user, desk]) {
      expect(c.shown.map((f) => f.seq)).toEqual(stored.map((m) => m.seq));
      expect(c.shown.map((f) => f.client_id)).toEqual(stored.map((m) => m.clientId));
      expect(c.duplicatesDropped).toBe(0);
      expectConsecutive(c);
    }
    // Each side's own messages in the order it wrote them.
    const order = (from: string) => stored.filter((m) => m.messageFrom === from).map((m) => m.body);
    expect(order('user')).toEqual(Array.from({ length: 12 }, (_, i) => `user ${i + 1}`));
    expect(order('help_desk')).toEqual(Array.from({ length: 12 }, (_, i) => `desk ${i + 1}`));
  });

  it('typing, presence and the helpdesk queue events cross instances', async () => {
    const { room, sessionId } = await seekerRoom();
    const user = client(a, room, seeker);
    const desk = client(b, room, concierge);
    await Promise.all([user.connect(), desk.connect()]);
    const userSocket = user.socket!;
    const deskSocket = desk.socket!;

    const mark = userSocket.frames.length;
    const queue = await helpdeskSocket(b);
    expect(await userSocket.next((f) => f.event_type === 'status' && f.online === true, 10_000, mark)).toMatchObject({ online: true });

    userSocket.send({ type: 'typing', typing: true });
    expect(await deskSocket.next((f: Frame) => f.message_type === 'typing')).toMatchObject({ message_from: 'user', typing: true });
    deskSocket.send({ type: 'typing', typing: true });
    expect(await userSocket.next((f: Frame) => f.message_type === 'typing')).toMatchObject({
      message_from: 'help_desk',
      username: 'Connie Concierge',
    });

    user.say('Hello from instance A');
    expect(await queue.next((f) => f.event_type === 'new_message')).toMatchObject({
      room,
      session_id: sessionId,
      message: 'Hello from instance A',
      seq: 1,
    });

    const off = userSocket.frames.length;
    queue.close();
    expect(await userSocket.next((f) => f.event_type === 'status' && f.online === false, 10_000, off)).toMatchObject({ online: false });
  });

  it('when PostgreSQL drops the listening connections, each instance reconnects and delivers what was stored meanwhile', async () => {
    const { room } = await seekerRoom();
    const user = client(a, room, seeker);
    const desk = client(b, room, concierge);
    await Promise.all([user.connect(), desk.connect()]);
    user.say('before the drop');
    await desk.until(() => desk.lastSeq === 1);

    const killed = await db().execute(
      sql`select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query ilike 'listen tessera_chat' and pid <> pg_backend_pid()`,
    );
    expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    // (The notification listeners stay.) Written while neither instance listens for chat (their sockets stay open).
    const ids = [desk.say('while nobody listens 1'), desk.say('while nobody listens 2'), user.say('and from A')];
    await Promise.all([
      user.until(() => user.lastSeq === 4 && user.outbox.size === 0),
      desk.until(() => desk.lastSeq === 4 && desk.outbox.size === 0),
    ]);
    expect(user.connections).toBe(1);
    expect(desk.connections).toBe(1);
    for (const c of [user, desk]) {
      expect(c.shown.map((f) => f.seq)).toEqual([1, 2, 3, 4]);
      expect(
        c.shown
          .slice(1)
          .map((f) => f.client_id)
          .sort(),
      ).toEqual([...ids].sort());
    }
  });

  it('a message sent to B with a client id first sent to A is stored once', async () => {
    const { room, sessionId } = await seekerRoom();
    const onA = client(a, room, seeker);
    const onB = client(b, room, seeker);
    await Promise.all([onA.connect(), onB.connect()]);
    const id = randomUUID();
    onA.say('the same message twice', id);
    onB.say('the same message twice', id);
    await Promise.all([
      onA.until(() => onA.outbox.size === 0 && onA.lastSeq === 1),
      onB.until(() => onB.outbox.size === 0 && onB.lastSeq === 1),
    ]);
    expect(await db().select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))).toHaveLength(1);
  });
});
