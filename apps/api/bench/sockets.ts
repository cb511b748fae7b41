// Chat socket benchmarks (issue 4 "Performance and faults"): `pnpm bench` runs them after the HTTP
// ones; alone: `pnpm --filter @tessera/api bench:sockets [--pg | --pg-only | --pglite-only]`.
//
// 1. Sockets held: one API instance (its own process, bench/socket-server.ts) takes authenticated chat
//    sockets in steps up to --sockets (5,000 by default): rooms of two sockets each, a user side (the
//    demo job seeker with an auth frame, or a guest with the room cookie, alternately) and a helpdesk
//    side (the concierge). Each socket authenticates, gets its status frame, resumes and gets `resumed`.
//    Per step: the server's memory after a full GC and per socket. Then the sockets are held through
//    several protocol heartbeats; at the end every one must still be open, counted by the server, and
//    able to deliver (one message in each of --probe rooms).
// 2. Delivery latency with --clients connected (1,000 by default: 500 rooms with a user and a helpdesk
//    socket, plus two helpdesk-app queue sockets): messages at --rate per second (a comma list runs
//    each), alternately from either side of each room, for --seconds after a warm-up; latency is the
//    time from the send to the other side receiving the stored message (same clock: this process).
//    Within one instance, and (PostgreSQL) across two: user sockets on A, helpdesk sockets on B.
//
// --query-stats prints, after each latency run, the statements each server spent the most time in.
// --profile[=dir] writes a CPU profile of each server process (node --cpu-prof) into dir (bench-profiles/).
//
// The clients run in this process and the servers in child processes, all on this machine: figures
// include the clients' own event loop and share the CPUs with it.
import { spawnSync, fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { readEnv } from '../src/env.ts';
import { rawDataText } from '../src/realtime/socket-plumbing.ts';
import { freshPgDatabase } from '../src/test/fresh-pg-database.ts';
import { benchPostgresUrl } from './pg.ts';
import type { RoomCredentials, ServerMessage } from './socket-server.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a === name || a.startsWith(`${name}=`))?.split('=')[1] ?? (args.includes(name) ? '' : undefined);
const SOCKETS = Number(flag('--sockets') || 5_000);
const CLIENTS = Number(flag('--clients') || 1_000);
const RATES = (flag('--rate') || '100,250').split(',').map(Number);
const SECONDS = Number(flag('--seconds') || 20);
const WARMUP_S = 3;
const PROBE_ROOMS = Number(flag('--probe') || 200);
const QUERY_STATS = flag('--query-stats') !== undefined;
const HEARTBEAT_MS = 5_000;
const HOLD_MS = 3 * HEARTBEAT_MS + 1_000;
/** Sockets opening at once. */
const CONNECT_BATCH = 100;
/** A socket not ready (authenticated and resumed) by then counts as failed. */
const READY_TIMEOUT_MS = 60_000;
const env = readEnv();
const pgAdminUrl = await benchPostgresUrl({ databaseUrl: env.databaseUrl, flag });

// ---------------------------------------------------------------- file descriptors

/** Soft limit on open files, from /proc (Linux); undefined elsewhere. */
function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return undefined;
  }
}

// Every socket is a file descriptor here (client) and in the server process: raise the soft limit by
// running again under `ulimit -n` when it is too low.
const needed = SOCKETS + 1_024;
const limit = openFilesLimit();
if (limit !== undefined && limit < needed) {
  if (flag('--raised-ulimit') !== undefined) {
    console.error(
      `The open files limit is ${limit}; ${needed} are needed. Raise it (ulimit -n ${needed}, or the hard limit in /etc/security/limits.conf) or pass --sockets=${Math.max(100, limit - 1_100)}.`,
    );
    process.exit(1);
  }
  console.log(`open files limit ${limit} < ${needed}: running again under ulimit -n ${needed}`);
  const script = fileURLToPath(import.meta.url);
  const run = spawnSync(
    'sh',
    ['-c', `ulimit -n ${needed} && exec "$0" "$@"`, process.execPath, ...process.execArgv, script, ...args, '--raised-ulimit'],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

// ---------------------------------------------------------------- server processes

interface Server {
  port: number;
  child: ChildProcess;
  ask<T extends ServerMessage['type']>(message: object, type: T): Promise<Extract<ServerMessage, { type: T }>>;
  stop(): Promise<void>;
}

function startServer(config: { databaseUrl?: string; seed: boolean }): Promise<Server> {
  const child = fork(
    fileURLToPath(new URL('./socket-server.ts', import.meta.url)),
    [JSON.stringify({ ...config, heartbeatMs: HEARTBEAT_MS, queryStats: QUERY_STATS })],
    {
      execArgv: [
        '--expose-gc',
        '--import',
        'tsx',
        ...(flag('--profile') !== undefined ? ['--cpu-prof', `--cpu-prof-dir=${flag('--profile') || 'bench-profiles'}`] : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const waiting: { type: string; resolve: (m: ServerMessage) => void; reject: (e: Error) => void }[] = [];
  child.on('message', (m: ServerMessage) => {
    if (m.type === 'error') {
      for (const w of waiting.splice(0)) w.reject(new Error(m.message));
      return;
    }
    const i = waiting.findIndex((w) => w.type === m.type);
    if (i >= 0) waiting.splice(i, 1)[0]?.resolve(m);
  });
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`the bench server exited (${code})`));
  });
  const next = <T extends ServerMessage['type']>(type: T) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) =>
      waiting.push({ type, resolve: resolve as (m: ServerMessage) => void, reject }),
    );
  return next('ready').then(({ port }) => ({
    port,
    child,
    ask(message, type) {
      const answer = next(type);
      child.send(message);
      return answer;
    },
    stop() {
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        // A graceful close that has not finished in 20 s is cut short.
        const kill = setTimeout(() => {
          console.log('  (the bench server did not stop within 20 s: killed)');
          child.kill('SIGKILL');
        }, 20_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.send({ cmd: 'stop' });
      });
    },
  }));
}

// ---------------------------------------------------------------- clients

/** Error frames the clients received, by detail (printed at the end: there should be none). */
const errors = new Map<string, number>();

interface StoredFrame {
  message_type: string;
  event_type?: string | null;
  seq?: number | null;
  client_id?: string | null;
  last_seq?: number;
}

/** A chat socket as the widget opens one: auth (or the guest cookie), status, resume, resumed. */
class RoomSocket {
  readonly ws: WebSocket;
  readonly ready: Promise<void>;
  closeCode: number | undefined;
  onStored: ((frame: StoredFrame, at: number) => void) | undefined;

  constructor(port: number, room: string, auth: { token?: string; cookie?: string | null }) {
    const headers: Record<string, string> = { host: 'localhost' };
    if (auth.cookie) headers.cookie = auth.cookie;
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/ws/${room}/`, { headers, perMessageDeflate: false });
    this.ready = new Promise((resolve, reject) => {
      this.ws.once('open', () => {
        if (auth.token) this.ws.send(JSON.stringify({ type: 'auth', token: auth.token }));
      });
      this.ws.on('message', (data) => {
        const at = performance.now();
        const frame = JSON.parse(rawDataText(data)) as StoredFrame;
        if (frame.message_type === 'status' && frame.event_type === 'status' && this.closeCode === undefined) {
          if (!this.resumed) this.ws.send(JSON.stringify({ type: 'resume', after_seq: frame.last_seq ?? 0 }));
        } else if (frame.event_type === 'resumed') {
          this.resumed = true;
          resolve();
        } else if (typeof frame.seq === 'number' && (frame.message_type === 'text' || frame.message_type === 'event')) {
          this.onStored?.(frame, at);
        } else if (frame.message_type === 'error') {
          const detail = (frame as { detail?: string }).detail ?? '?';
          errors.set(detail, (errors.get(detail) ?? 0) + 1);
        }
      });
      this.ws.once('error', reject);
      this.ws.once('close', (code) => {
        this.closeCode = code;
        reject(new Error(`closed with ${code} before it was ready`));
      });
      setTimeout(() => reject(new Error(`not ready within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS).unref();
    });
    this.ready.catch(() => undefined);
  }

  private resumed = false;

  say(clientId: string, message: string): void {
    this.ws.send(JSON.stringify({ type: 'message', client_id: clientId, message }));
  }

  close(): void {
    this.ws.terminate();
  }
}

/** The helpdesk app's queue socket (new_message events). */
class QueueSocket {
  readonly ws: WebSocket;
  readonly ready: Promise<void>;
  onNewMessage: ((message: string, at: number) => void) | undefined;

  constructor(port: number, token: string) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/ws/helpdesk/room/`, { headers: { host: 'localhost' }, perMessageDeflate: false });
    this.ready = new Promise((resolve, reject) => {
      this.ws.once('open', () => this.ws.send(JSON.stringify({ type: 'auth', token })));
      this.ws.on('message', (data) => {
        const at = performance.now();
        const frame = JSON.parse(rawDataText(data)) as { event_type: string; message?: string };
        if (frame.event_type === 'status') resolve();
        if (frame.event_type === 'new_message' && frame.message) this.onNewMessage?.(frame.message, at);
      });
      this.ws.once('error', reject);
      setTimeout(() => reject(new Error(`not ready within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS).unref();
    });
  }

  close(): void {
    this.ws.terminate();
  }
}

async function signIn(port: number, username: string): Promise<string> {
  // fetch ignores a Host header; the demo tenant answers to "localhost".
  const res = await fetch(`http://localhost:${port}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-Password-1' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// ---------------------------------------------------------------- 1. sockets held

interface HeldStep {
  sockets: number;
  connectS: number;
  rss: number;
  heapUsed: number;
  perSocketRss: number;
  perSocketHeap: number;
}

interface HeldResult {
  steps: HeldStep[];
  held: number;
  serverCount: number;
  closed: number;
  /** Sockets that never got ready (refused, closed or timed out while opening). */
  failed: number;
  probes: number;
  probesDelivered: number;
}

async function heldSockets(server: Server, rooms: RoomCredentials[], seeker: string, concierge: string): Promise<HeldResult> {
  const base = await server.ask({ cmd: 'stats' }, 'stats');
  const pairs: { user: RoomSocket; desk: RoomSocket }[] = [];
  const steps: HeldStep[] = [];
  const stepSize = Math.ceil(SOCKETS / 5 / 2);
  let closedEarly = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  try {
    for (let done = 0; done < SOCKETS / 2;) {
      const upTo = Math.min(SOCKETS / 2, done + stepSize);
      const start = performance.now();
      await inBatches(rooms.slice(done, upTo), CONNECT_BATCH / 2, async (r) => {
        const user = new RoomSocket(server.port, r.room, r.cookie ? { cookie: r.cookie } : { token: seeker });
        const desk = new RoomSocket(server.port, r.room, { token: concierge });
        pairs.push({ user, desk });
        for (const r of await Promise.allSettled([user.ready, desk.ready])) {
          if (r.status === 'rejected') {
            failed++;
            const reason = r.reason instanceof Error ? r.reason.message : String(r.reason);
            failures.set(reason, (failures.get(reason) ?? 0) + 1);
          }
        }
      });
      const connectS = (performance.now() - start) / 1000;
      done = upTo;
      const s = await server.ask({ cmd: 'stats' }, 'stats');
      const n = pairs.length * 2;
      const step = {
        sockets: s.sockets,
        connectS,
        rss: s.rss,
        heapUsed: s.heapUsed,
        perSocketRss: (s.rss - base.rss) / n,
        perSocketHeap: (s.heapUsed - base.heapUsed) / n,
      };
      steps.push(step);
      if (failed > 0) console.log(`  ${failed} sockets failed to open: ${[...failures].map(([r, k]) => `${k} × ${r}`).join('; ')}`);
      console.log(
        `  ${String(n).padStart(5)} sockets (server counts ${s.sockets}) in ${connectS.toFixed(1)} s; server RSS ${mb(s.rss)} MB, heap ${mb(s.heapUsed)} MB; per socket ${kb(step.perSocketRss)} KB RSS, ${kb(step.perSocketHeap)} KB heap`,
      );
    }
    console.log(`  holding ${pairs.length * 2} sockets for ${HOLD_MS / 1000} s (server pings every ${HEARTBEAT_MS / 1000} s) ...`);
    await new Promise((r) => setTimeout(r, HOLD_MS));
    const after = await server.ask({ cmd: 'stats' }, 'stats');
    closedEarly = pairs.reduce((n, p) => n + (p.user.closeCode !== undefined ? 1 : 0) + (p.desk.closeCode !== undefined ? 1 : 0), 0);
    // Still working: one message in each of PROBE_ROOMS rooms reaches the other side.
    const probes = pairs.filter((_, i) => i % Math.max(1, Math.floor(pairs.length / PROBE_ROOMS)) === 0).slice(0, PROBE_ROOMS);
    let delivered = 0;
    await Promise.all(
      probes.map(
        (p) =>
          new Promise<void>((resolve) => {
            const id = randomUUID();
            const timer = setTimeout(resolve, 15_000);
            p.desk.onStored = (f) => {
              if (f.client_id === id) {
                delivered++;
                clearTimeout(timer);
                resolve();
              }
            };
            p.user.say(id, 'still there?');
          }),
      ),
    );
    return {
      steps,
      held: pairs.length * 2 - closedEarly,
      serverCount: after.sockets,
      closed: closedEarly,
      failed,
      probes: probes.length,
      probesDelivered: delivered,
    };
  } finally {
    for (const p of pairs) {
      p.user.close();
      p.desk.close();
    }
  }
}

// ---------------------------------------------------------------- 2. delivery latency

interface LatencyResult {
  label: string;
  rate: number;
  clients: number;
  messages: number;
  delivered: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  queueP50: number;
  queueP99: number;
  /** The clients' own event loop delay while sending (max): high values mean the clients, not the server, were late. */
  clientLagMax: number;
}

async function printQueries(server: Server, label: string): Promise<void> {
  if (!QUERY_STATS) return;
  const { top } = await server.ask({ cmd: 'queries' }, 'queries');
  console.log(`  statements of ${label} by total time (ms, calls, statement):`);
  for (const q of top) console.log(`    ${q.totalMs.toFixed(0).padStart(7)} ${String(q.calls).padStart(6)}  ${q.sql}`);
}

async function latency(
  label: string,
  userSide: Server,
  deskSide: Server,
  rooms: RoomCredentials[],
  seeker: string,
  concierge: string,
  rate: number,
): Promise<LatencyResult> {
  const n = CLIENTS / 2;
  const used = rooms.slice(0, n);
  const pairs: { user: RoomSocket; desk: RoomSocket; turn: number }[] = [];
  const queues = [new QueueSocket(deskSide.port, concierge), new QueueSocket(deskSide.port, concierge)];
  const pending = new Map<string, { at: number; counted: boolean; to: RoomSocket }>();
  const userSent = new Map<string, { at: number; counted: boolean; seen: number }>();
  const times: number[] = [];
  const queueTimes: number[] = [];
  let sent = 0;
  let counted = 0;
  let clientLagMax = 0;
  try {
    await Promise.all(queues.map((q) => q.ready));
    await inBatches(used, CONNECT_BATCH / 2, async (r) => {
      const pair = {
        user: new RoomSocket(userSide.port, r.room, r.cookie ? { cookie: r.cookie } : { token: seeker }),
        desk: new RoomSocket(deskSide.port, r.room, { token: concierge }),
        turn: 0,
      };
      pairs.push(pair);
      await Promise.all([pair.user.ready, pair.desk.ready]);
      // A message counts when the other side has it (the sender's own echo is not what is measured).
      const receive = (socket: RoomSocket, f: StoredFrame, at: number) => {
        const p = f.client_id ? pending.get(f.client_id) : undefined;
        if (!p || p.to !== socket) return;
        pending.delete(f.client_id as string);
        if (p.counted) times.push(at - p.at);
      };
      pair.user.onStored = (f, at) => receive(pair.user, f, at);
      pair.desk.onStored = (f, at) => receive(pair.desk, f, at);
    });
    for (const q of queues) {
      q.onNewMessage = (key, at) => {
        const s = userSent.get(key);
        if (!s) return;
        s.seen++;
        if (s.counted && s.seen === 1) queueTimes.push(at - s.at);
        if (s.seen === queues.length) userSent.delete(key);
      };
    }
    const lagTimer = setInterval(() => {
      const now = performance.now();
      clientLagMax = Math.max(clientLagMax, now - lagAt - 20);
      lagAt = now;
    }, 20);
    let lagAt = performance.now();
    const total = Math.round(rate * (WARMUP_S + SECONDS));
    const warm = Math.round(rate * WARMUP_S);
    const start = performance.now();
    let next = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
        for (; sent < due; sent++) {
          const pair = pairs[next % pairs.length] as (typeof pairs)[number];
          next++;
          const fromUser = pair.turn % 2 === 0;
          pair.turn++;
          const id = randomUUID();
          const isCounted = sent >= warm;
          if (isCounted) counted++;
          const at = performance.now();
          pending.set(id, { at, counted: isCounted, to: fromUser ? pair.desk : pair.user });
          const text = `bench message ${sent}`;
          // A user's message is also announced to the helpdesk app's queue sockets (new_message).
          if (fromUser) userSent.set(text, { at, counted: isCounted, seen: 0 });
          (fromUser ? pair.user : pair.desk).say(id, text);
        }
        if (sent >= total) {
          clearInterval(tick);
          clearInterval(lagTimer);
          resolve();
        }
      }, 5);
    });
    // Everything sent is delivered, or given up after 30 s.
    const until = performance.now() + 30_000;
    while (pending.size > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
  } finally {
    for (const p of pairs) {
      p.user.close();
      p.desk.close();
    }
    for (const q of queues) q.close();
  }
  await printQueries(userSide, userSide === deskSide ? 'the instance' : 'A (users)');
  if (userSide !== deskSide) await printQueries(deskSide, 'B (helpdesk)');
  times.sort((x, y) => x - y);
  queueTimes.sort((x, y) => x - y);
  return {
    label,
    rate,
    clients: pairs.length * 2 + queues.length,
    messages: counted,
    delivered: times.length,
    p50: pct(times, 0.5),
    p95: pct(times, 0.95),
    p99: pct(times, 0.99),
    max: times.at(-1) ?? NaN,
    queueP50: pct(queueTimes, 0.5),
    queueP99: pct(queueTimes, 0.99),
    clientLagMax,
  };
}

// ---------------------------------------------------------------- runs

interface Run {
  db: string;
  held?: HeldResult;
  latencies: LatencyResult[];
}

async function runOn(db: string, databaseUrl: string | undefined): Promise<Run> {
  console.log(`\n=== ${db} ===`);
  const run: Run = { db, latencies: [] };
  const a = await startServer({ ...(databaseUrl ? { databaseUrl } : {}), seed: true });
  let b: Server | undefined;
  try {
    const seeker = await signIn(a.port, 'seeker@demo.test');
    const concierge = await signIn(a.port, 'concierge@demo.test');
    const { rooms } = await a.ask({ cmd: 'rooms', count: Math.max(SOCKETS, CLIENTS) / 2 }, 'rooms');
    console.log(`sockets held by one instance (up to ${SOCKETS}):`);
    run.held = await heldSockets(a, rooms, seeker, concierge);
    if (QUERY_STATS) await a.ask({ cmd: 'queries' }, 'queries');
    // The latency rooms are fresh ones (the held phase wrote a probe message in some).
    const { rooms: fresh } = await a.ask({ cmd: 'rooms', count: (CLIENTS / 2) * RATES.length * 2 }, 'rooms');
    let r = 0;
    const take = () => fresh.slice(r * (CLIENTS / 2), ++r * (CLIENTS / 2));
    for (const rate of RATES) {
      const one = await latency(`${db}, one instance`, a, a, take(), seeker, concierge, rate);
      run.latencies.push(one);
      console.log(
        `  latency, one instance, ${rate} msg/s: p50 ${one.p50.toFixed(1)} ms, p99 ${one.p99.toFixed(1)} ms (${one.delivered}/${one.messages} delivered)`,
      );
    }
    if (databaseUrl) {
      b = await startServer({ databaseUrl, seed: false });
      for (const rate of RATES) {
        const two = await latency(`${db}, two instances`, a, b, take(), seeker, concierge, rate);
        run.latencies.push(two);
        console.log(
          `  latency, user on A / helpdesk on B, ${rate} msg/s: p50 ${two.p50.toFixed(1)} ms, p99 ${two.p99.toFixed(1)} ms (${two.delivered}/${two.messages} delivered)`,
        );
      }
    }
  } finally {
    await b?.stop();
    await a.stop();
  }
  return run;
}

const conditions = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;
console.log(
  `chat socket bench: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${mb(totalmem())} MB RAM, node ${process.version}, open files limit ${openFilesLimit() ?? '?'}; ${conditions()} at start`,
);
const runs: Run[] = [];
if (flag('--pg-only') === undefined) runs.push(await runOn('PGlite', undefined));
if (pgAdminUrl) {
  const database = await freshPgDatabase(pgAdminUrl, 'tessera_bench_sockets');
  try {
    runs.push(await runOn(`PostgreSQL (${new URL(pgAdminUrl).host})`, database.url));
  } finally {
    await database.drop();
  }
} else {
  console.log('\n(PostgreSQL skipped: none answers on 127.0.0.1:5432; set DATABASE_URL)');
}

console.log(`\n=== sockets held by one API instance (target 5,000) — ${conditions()} at the end ===`);
console.log('database                 sockets  connect s  server RSS MB  heap MB  per socket KB (RSS / heap)');
for (const run of runs) {
  for (const s of run.held?.steps ?? []) {
    console.log(
      `${run.db.padEnd(24)} ${String(s.sockets).padStart(7)}  ${s.connectS.toFixed(1).padStart(9)}  ${mb(s.rss).padStart(13)}  ${mb(s.heapUsed).padStart(7)}  ${kb(s.perSocketRss).padStart(8)} / ${kb(s.perSocketHeap)}`,
    );
  }
  const h = run.held;
  if (h)
    console.log(
      `${run.db.padEnd(24)} after ${HOLD_MS / 1000} s held: ${h.held} open (${h.failed} failed to open, ${h.closed} closed), server counts ${h.serverCount}; probe messages delivered ${h.probesDelivered}/${h.probes} ${h.closed === 0 && h.failed === 0 && h.probesDelivered === h.probes ? '(all stayed open and working)' : '(SOME FAILED)'}`,
    );
}
console.log(`\n=== delivery latency, send → the other side has it (target p99 < 50 ms) ===`);
console.log(
  'setup                                  clients  msg/s  messages  delivered  p50 ms  p95 ms  p99 ms  max ms  queue new_message p50/p99 ms  client lag max ms',
);
for (const run of runs) {
  for (const l of run.latencies) {
    console.log(
      `${l.label.padEnd(38)} ${String(l.clients).padStart(7)}  ${String(l.rate).padStart(5)}  ${String(l.messages).padStart(8)}  ${String(l.delivered).padStart(9)}  ${l.p50.toFixed(1).padStart(6)}  ${l.p95.toFixed(1).padStart(6)}  ${l.p99.toFixed(1).padStart(6)}  ${l.max.toFixed(0).padStart(6)}  ${`${l.queueP50.toFixed(1)} / ${l.queueP99.toFixed(1)}`.padStart(27)}  ${l.clientLagMax.toFixed(0).padStart(17)}${l.p99 < 50 ? '' : '  (ABOVE target)'}`,
    );
  }
}
if (errors.size > 0) console.log(`\nerror frames received: ${[...errors].map(([d, n]) => `${n} × ${d}`).join('; ')}`);
