// Issue 4 "Performance and faults": an API instance restarts while a conversation is under way; the
// clients (the widget's delivery rules: resume, dedupe by seq, resend unconfirmed messages with their
// client id) reconnect, and afterwards every client holds the whole conversation once, in order, and
// every message sent was stored once.
// PGlite: the one instance stops and starts again on the same data folder and port; both sides keep
// writing while it is down. PostgreSQL: instance A (the user, and a second helpdesk tab that fails over
// to B) stops and starts again while the helpdesk on B keeps answering.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatSessions, tenants, users } from '../db/schema.ts';
import { randomRoomName } from '../services/chat.ts';
import { ChatClient } from '../test/chat-client.ts';
import { onPostgres, signIn, startCluster, type Cluster, type RestartableApp } from '../test/helpers.ts';

let cluster: Cluster;
let a: RestartableApp;
/** B on PostgreSQL; A again on PGlite (one instance). */
let b: RestartableApp;

beforeAll(async () => {
  cluster = await startCluster(onPostgres ? 2 : 1);
  a = cluster.nodes[0]!;
  b = cluster.nodes[1] ?? a;
}, 60_000);
afterAll(async () => cluster?.close());

describe(`restarting an API instance during a conversation (${onPostgres ? 'PostgreSQL, two instances' : 'PGlite on disk, one instance'})`, () => {
  it('the clients reconnect; no message is lost, stored twice or shown twice', async () => {
    const seeker = (await signIn(a, 'seeker@demo.test')).access;
    const concierge = (await signIn(b, 'concierge@demo.test')).access;
    const db = a.app.database.db;
    const [u] = await db
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(sql`${users.email} = 'seeker@demo.test' and ${tenants.slug} = 'demo'`);
    const [session] = await db
      .insert(chatSessions)
      .values({ tenantId: u!.tenantId, userId: u!.id, roomName: randomRoomName() })
      .returning();
    const room = session!.roomName;

    const user = new ChatClient({ target: () => ({ port: a.port }), room, token: seeker, reconnect: true, contract: true });
    const desk = new ChatClient({ target: () => ({ port: b.port }), room, token: concierge, reconnect: true, contract: true });
    // A second helpdesk tab on A: while A is down it reconnects to B (with two instances).
    const watcher = new ChatClient({
      target: () => ({ port: a.running ? a.port : b.port }),
      room,
      token: concierge,
      reconnect: true,
      contract: true,
    });
    const all = [user, desk, watcher];
    const sent: string[] = [];
    const talk = (round: string) => {
      for (let i = 1; i <= 4; i++) sent.push(user.say(`user ${round} ${i}`), desk.say(`desk ${round} ${i}`));
    };
    const settled = (c: ChatClient) => c.until(() => c.outbox.size === 0 && c.lastSeq === sent.length, 30_000);
    try {
      await Promise.all(all.map((c) => c.connect()));
      talk('before');
      await Promise.all(all.map(settled));

      // Messages in flight as A stops: some stored, some not, some stored without their echo.
      talk('in flight');
      const stopping = a.stop();
      // While A is down: the user's messages wait in its outbox; the helpdesk's are stored on B (PostgreSQL).
      talk('during the gap');
      await stopping;
      if (onPostgres) {
        await desk.until(() => desk.outbox.size === 0);
        await watcher.until(() => watcher.lastSeq >= desk.lastSeq && watcher.connections >= 2);
      }
      await a.start();
      talk('after');
      await Promise.all(all.map(settled));
    } finally {
      for (const c of all) c.stop();
    }

    const stored = await a.app.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, session!.id))
      .orderBy(asc(chatMessages.seq));
    const total = sent.length;
    expect(total).toBe(32);
    expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    // Every message sent is stored exactly once.
    expect(stored.map((m) => m.clientId).sort()).toEqual([...sent].sort());
    for (const c of all) {
      expect(c.shown.map((f) => f.seq)).toEqual(stored.map((m) => m.seq));
      expect(c.shown.map((f) => f.client_id)).toEqual(stored.map((m) => m.clientId));
      expect(c.shown.map((f) => f.message)).toEqual(stored.map((m) => m.body));
      // Each connection got its seqs one after the other: nothing doubled, nothing skipped.
      for (const seqs of c.seqsByConnection) seqs.forEach((seq, i) => i > 0 && expect(seq).toBe(seqs[i - 1]! + 1));
      expect(c.duplicatesDropped).toBe(0);
      expect(c.problems()).toEqual([]);
    }
    // The clients on A were told to go away (1001) and came back.
    expect(user.sockets[0]?.closeCode).toBe(1001);
    expect(user.connections).toBeGreaterThanOrEqual(2);
    expect(watcher.sockets[0]?.closeCode).toBe(1001);
    // Each side's messages in the order it wrote them.
    for (const side of ['user', 'desk'] as const) {
      const from = side === 'user' ? 'user' : 'help_desk';
      const expected = ['before', 'in flight', 'during the gap', 'after'].flatMap((r) => [1, 2, 3, 4].map((i) => `${side} ${r} ${i}`));
      expect(stored.filter((m) => m.messageFrom === from).map((m) => m.body)).toEqual(expected);
    }
  });
});
