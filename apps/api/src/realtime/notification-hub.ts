// The notification sockets of one API instance, `/ws/notifications/` (DECISIONS 15; contract
// NotificationClientFrame, NotificationSocketEvent). A socket authenticates with an auth frame, then hears
// its user's unread count: once on join ('status'), then on every change ('notification'); which of
// its user's message threads changed ('message', issue 15); and the progress of their bulk imports
// ('import', issue 13).
//
// Changes come from the bus (channel tessera_notifications, NOTIFYed in the writer's transaction by
// services/notifications.ts), so a notification written through any instance reaches the sockets held by
// every instance. The cost per instance stays small: sockets are kept by user (tenant + user id → sockets),
// a payload for a user without a socket here is dropped at once, and one unread-count query serves all
// of a user's sockets; changes that arrive while that query runs are coalesced into one more query.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { parseImportChange } from '../services/imports.ts';
import { parseMessageChange } from '../services/messages.ts';
import { unreadCount } from '../services/notification-inbox.ts';
import { NOTIFICATION_CHANNEL, parseNotificationChange } from '../services/notifications.ts';
import { parseSessionsEnded } from '../services/session-end.ts';
import type { Tenant } from '../services/tenants.ts';
import { createBus, type ChatBus } from './bus.ts';
import {
  errorFrame,
  importFrame,
  messageFrame,
  parseNotificationFrame,
  pongFrame,
  unreadFrame,
  type NotificationSocketEvent,
} from './notification-frames.ts';
import { socketUser } from './socket-auth.ts';
import { closeSocket, plumb } from './socket-plumbing.ts';

export const NOTIFICATION_CLOSE = {
  unauthenticated: 4401,
  goingAway: 1001,
  internalError: 1011,
  tooSlow: 1013,
} as const;

export interface NotificationHubOptions {
  /** Protocol-level ping interval; a socket that missed the previous pong is dropped. */
  heartbeatMs?: number;
  /** Time a socket has to authenticate. */
  authTimeoutMs?: number;
}

const OPEN = 1;
/** Only counts travel here; a socket this far behind is not reading. */
const MAX_BUFFERED_BYTES = 256 * 1024;

interface Conn {
  ws: WebSocket;
  tenant: Tenant;
  reader: Reader | null;
  /** Got its 'status' frame: from then on it gets 'notification' frames. */
  greeted: boolean;
  /** Expiry of the token it authenticated with (Unix seconds). */
  exp: number;
  /** The session it authenticated with: it closes when that session ends. */
  sid: string;
  alive: boolean;
  queue: Promise<void>;
  closed: boolean;
}

/** One user of one tenant with sockets on this instance. */
interface Reader {
  key: string;
  tenantId: number;
  userId: number;
  conns: Set<Conn>;
  /** A change was announced since the last count was read. */
  changed: boolean;
  /** Sockets that joined and wait for their 'status' frame. */
  greet: Set<Conn>;
  running: boolean;
}

const readerKey = (tenantId: number, userId: number): string => `${tenantId}:${userId}`;

export class NotificationHub {
  private readonly bus: ChatBus;
  private readonly conns = new Set<Conn>();
  private readonly readers = new Map<string, Reader>();
  private readonly heartbeatMs: number;
  private readonly authTimeoutMs: number;
  private readonly log: FastifyBaseLogger;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopping = false;
  /** Unread-count queries run (for tests and the bench). */
  queries = 0;

  constructor(
    private readonly ctx: AppContext,
    database: Database,
    options: NotificationHubOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 30_000;
    this.authTimeoutMs = options.authTimeoutMs ?? 5_000;
    this.log = ctx.log;
    this.bus = createBus(database, ctx.log, NOTIFICATION_CHANNEL);
  }

  async start(): Promise<void> {
    await this.bus.start({ onPayload: (p) => this.onPayload(p), onResync: () => this.resync() });
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Test hook: drops the bus's listening connection (PostgreSQL) as a network failure would. */
  async simulateBusDrop(): Promise<void> {
    await (this.bus as ChatBus & { simulateDrop?: () => Promise<void> }).simulateDrop?.();
  }

  /** Sockets open here and users they belong to. */
  stats(): { sockets: number; users: number } {
    return { sockets: this.conns.size, users: this.readers.size };
  }

  /** Graceful stop: every socket is told the server is going away (1001). */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const c of [...this.conns]) this.closeConn(c, NOTIFICATION_CLOSE.goingAway, 'Server restarting');
    this.readers.clear();
    await this.bus.stop();
  }

  /** A new socket on /ws/notifications/; the tenant is the request's (from Host). */
  open(ws: WebSocket, req: FastifyRequest): void {
    if (this.stopping) {
      ws.close(NOTIFICATION_CLOSE.goingAway, 'Server restarting');
      return;
    }
    const conn: Conn = {
      ws,
      tenant: req.tenant,
      reader: null,
      greeted: false,
      exp: 0,
      sid: '',
      alive: true,
      queue: Promise.resolve(),
      closed: false,
    };
    this.conns.add(conn);
    plumb(conn, {
      authTimeoutMs: this.authTimeoutMs,
      authDeadline: () => {
        if (!conn.reader) this.closeConn(conn, NOTIFICATION_CLOSE.unauthenticated, 'Authentication required');
      },
      binary: () => this.send(conn, errorFrame('Frames must be JSON text.')),
      text: (raw) => this.onFrame(conn, raw),
      failed: (err) => {
        this.log.error({ err }, 'notification socket frame failed');
        this.closeConn(conn, NOTIFICATION_CLOSE.internalError, 'Something went wrong');
      },
      closed: () => this.forget(conn),
      error: () => this.closeConn(conn, NOTIFICATION_CLOSE.internalError, 'Socket error'),
    });
  }

  private async onFrame(conn: Conn, raw: string): Promise<void> {
    if (conn.closed) return;
    const parsed = parseNotificationFrame(raw);
    if (!parsed.ok) {
      this.send(conn, errorFrame(parsed.detail));
      return;
    }
    if (parsed.frame.type === 'ping') {
      this.send(conn, pongFrame());
      return;
    }
    if (conn.reader) {
      this.send(conn, errorFrame('Already authenticated.'));
      return;
    }
    const found = await socketUser(this.ctx, conn.tenant, parsed.frame.token);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the socket may have closed during the await
    if (conn.closed) return;
    if (!found) {
      this.closeConn(conn, NOTIFICATION_CLOSE.unauthenticated, 'Not authenticated');
      return;
    }
    this.join(conn, found.user.id, found.exp, found.sid);
  }

  private join(conn: Conn, userId: number, exp: number, sid: string): void {
    const key = readerKey(conn.tenant.id, userId);
    let reader = this.readers.get(key);
    if (!reader) {
      reader = { key, tenantId: conn.tenant.id, userId, conns: new Set(), changed: false, greet: new Set(), running: false };
      this.readers.set(key, reader);
    }
    conn.reader = reader;
    conn.exp = exp;
    conn.sid = sid;
    reader.conns.add(conn);
    // The status frame goes through the reader's queue, so it can never overtake a newer count.
    reader.greet.add(conn);
    this.refresh(reader);
  }

  private forget(conn: Conn): void {
    conn.closed = true;
    this.conns.delete(conn);
    const reader = conn.reader;
    if (!reader) return;
    reader.greet.delete(conn);
    if (reader.conns.delete(conn) && reader.conns.size === 0 && this.readers.get(reader.key) === reader) this.readers.delete(reader.key);
  }

  private closeConn(conn: Conn, code: number, reason: string): void {
    this.forget(conn);
    closeSocket(conn.ws, code, reason);
  }

  // ------------------------------------------------------------ delivery

  private onPayload(payload: string): void {
    if (this.stopping) return;
    const ended = parseSessionsEnded(payload);
    if (ended) {
      const reader = this.readers.get(readerKey(ended.t, ended.ended));
      if (reader) void this.closeEndedSessions(reader).catch((err: unknown) => this.log.warn({ err }, 'closing ended sessions failed'));
      return;
    }
    // A message written or read in a thread (issue 15): its readers' sockets here are told which thread; the
    // page fetches what is new after the last seq it holds, so nothing is lost or shown twice.
    const thread = parseMessageChange(payload);
    if (thread) {
      for (const userId of thread.mu) {
        const reader = this.readers.get(readerKey(thread.t, userId));
        if (!reader) continue;
        for (const c of reader.conns) if (c.greeted && !c.closed) this.send(c, messageFrame(thread.a));
      }
      return;
    }
    // A bulk import's progress (issue 13): its uploader's sockets here hear it as it stands.
    const batch = parseImportChange(payload);
    if (batch) {
      const reader = this.readers.get(readerKey(batch.t, batch.u));
      if (reader) for (const c of reader.conns) if (c.greeted && !c.closed) this.send(c, importFrame(batch.p));
      return;
    }
    const change = parseNotificationChange(payload);
    if (!change) return;
    for (const userId of change.u) {
      const reader = this.readers.get(readerKey(change.t, userId));
      if (!reader) continue;
      reader.changed = true;
      this.refresh(reader);
    }
  }

  /** Closes (4401) the reader's sockets whose session has ended. */
  private async closeEndedSessions(reader: Reader): Promise<void> {
    for (const c of [...reader.conns]) {
      if (c.closed) continue;
      if (!(await this.ctx.tokens.sessionActive(c.sid, reader.tenantId, reader.userId)))
        this.closeConn(c, NOTIFICATION_CLOSE.unauthenticated, 'Session ended');
    }
  }

  /** After the listening connection came back: changes may have been missed, so every local user is told. */
  private resync(): void {
    for (const reader of this.readers.values()) {
      reader.changed = true;
      this.refresh(reader);
    }
  }

  /** Reads the user's unread count once for all their sockets; runs again if more happened meanwhile. */
  private refresh(reader: Reader): void {
    if (reader.running) return;
    reader.running = true;
    void this.runRefresh(reader)
      .catch((err: unknown) => {
        this.log.warn({ err }, 'notification push failed');
        // Sockets still waiting for their first frame try again (their client reconnects with backoff).
        for (const c of [...reader.greet]) this.closeConn(c, NOTIFICATION_CLOSE.internalError, 'Try again');
        reader.greet.clear();
        reader.changed = false;
      })
      .finally(() => {
        reader.running = false;
      });
  }

  private async runRefresh(reader: Reader): Promise<void> {
    while ((reader.changed || reader.greet.size > 0) && !this.stopping && reader.conns.size > 0) {
      const changed = reader.changed;
      reader.changed = false;
      const greet = [...reader.greet];
      reader.greet.clear();
      this.queries += 1;
      const count = await unreadCount(this.ctx.db, { tenantId: reader.tenantId, userId: reader.userId });
      if (changed) {
        for (const c of reader.conns) if (c.greeted && !c.closed) this.send(c, unreadFrame('notification', count));
      }
      for (const c of greet) {
        if (c.closed) continue;
        c.greeted = true;
        this.send(c, unreadFrame('status', count));
      }
    }
  }

  private beat(): void {
    const now = Date.now() / 1000;
    for (const c of [...this.conns]) {
      if (!c.alive) {
        this.forget(c);
        c.ws.terminate();
        continue;
      }
      if (c.reader && c.exp <= now) {
        this.closeConn(c, NOTIFICATION_CLOSE.unauthenticated, 'Session expired');
        continue;
      }
      c.alive = false;
      try {
        c.ws.ping();
      } catch {
        // closing already
      }
    }
  }

  private send(conn: Conn, frame: NotificationSocketEvent): void {
    const ws = conn.ws;
    if (ws.readyState !== OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.closeConn(conn, NOTIFICATION_CLOSE.tooSlow, 'Too slow');
      return;
    }
    ws.send(JSON.stringify(frame));
  }
}
