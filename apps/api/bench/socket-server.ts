// One API instance for the socket bench, in its own process (so its memory is its own), driven over IPC
// by bench/sockets.ts. Started as `node --expose-gc --import tsx bench/socket-server.ts '<json config>'`.
// Messages in: {cmd:'rooms', count} (conversations to join: every other one a guest's, with its cookie),
// {cmd:'stats'} (memory after a full GC, and the hub's socket count), {cmd:'queries'} (the statements
// that took the most time since the last ask, with `queryStats`), {cmd:'stop'}.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { chatSessions, tenants, users } from '../src/db/schema.ts';
import { randomRoomName, startGuestSession } from '../src/services/chat.ts';

interface Config {
  databaseUrl?: string;
  seed: boolean;
  /** Protocol ping interval of the chat sockets (short, so the hold phase sees heartbeats). */
  heartbeatMs: number;
  /** Time every statement (by its text) for {cmd:'queries'}. */
  queryStats?: boolean;
}

export interface RoomCredentials {
  room: string;
  /** `room=<name>.<secret>` for a guest's conversation; null for the job seeker's. */
  cookie: string | null;
}

export type ServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'rooms'; rooms: RoomCredentials[] }
  | { type: 'stats'; rss: number; heapUsed: number; external: number; sockets: number }
  | { type: 'queries'; top: { sql: string; calls: number; totalMs: number }[] }
  | { type: 'error'; message: string };

const config = JSON.parse(process.argv[2] ?? '{}') as Config;
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-sockets-'));
const app = await buildApp({
  dataDir,
  inMemory: true,
  seedDemo: config.seed,
  logLevel: 'warn',
  // The bench measures how many sockets are held, not how fast a busy machine authenticates them.
  chat: { heartbeatMs: config.heartbeatMs, authTimeoutMs: 60_000 },
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });

// Statement timings: the driver's query function (PGlite's, or the PostgreSQL pool's) wrapped.
const queryTimes = new Map<string, { calls: number; totalMs: number }>();
if (config.queryStats) {
  const client = (app.database.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query.bind(client);
  client.query = async (...a: unknown[]) => {
    const text = typeof a[0] === 'string' ? a[0] : ((a[0] as { text?: string } | undefined)?.text ?? '?');
    const key = text.replace(/\s+/g, ' ').slice(0, 110);
    const start = performance.now();
    try {
      return await original(...a);
    } finally {
      const entry = queryTimes.get(key) ?? { calls: 0, totalMs: 0 };
      entry.calls++;
      entry.totalMs += performance.now() - start;
      queryTimes.set(key, entry);
    }
  };
}
const send = (m: ServerMessage) => process.send?.(m);

async function createRooms(count: number): Promise<RoomCredentials[]> {
  const db = app.database.db;
  const [seeker] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.email, 'seeker@demo.test'), eq(tenants.slug, 'demo')));
  if (!seeker) throw new Error('the demo job seeker is missing');
  const out: RoomCredentials[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 2 === 1) {
      const { session, secret } = await startGuestSession(db, seeker.tenantId, `bench-guest-${i}@example.com`);
      out.push({ room: session.roomName, cookie: `room=${session.roomName}.${secret}` });
    } else {
      for (;;) {
        const [row] = await db
          .insert(chatSessions)
          .values({ tenantId: seeker.tenantId, userId: seeker.id, roomName: randomRoomName() })
          .onConflictDoNothing()
          .returning();
        if (row) {
          out.push({ room: row.roomName, cookie: null });
          break;
        }
      }
    }
  }
  return out;
}

process.on('message', (m: { cmd: string; count?: number }) => {
  const run = async () => {
    if (m.cmd === 'rooms') send({ type: 'rooms', rooms: await createRooms(m.count ?? 0) });
    else if (m.cmd === 'stats') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const mem = process.memoryUsage();
      send({ type: 'stats', rss: mem.rss, heapUsed: mem.heapUsed, external: mem.external, sockets: app.chatHub.stats().sockets });
    } else if (m.cmd === 'queries') {
      const top = [...queryTimes]
        .map(([sql, v]) => ({ sql, ...v }))
        .sort((a, b) => b.totalMs - a.totalMs)
        .slice(0, 10);
      queryTimes.clear();
      send({ type: 'queries', top });
    } else if (m.cmd === 'stop') {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  };
  run().catch((err: unknown) => send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) }));
});

send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
