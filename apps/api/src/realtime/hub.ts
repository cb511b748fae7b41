// The chat sockets of one API instance (contract: ChatClientFrame, ChatSocketMessage, HelpdeskSocketEvent): authentication, client frames, and the
// delivery of what the bus announces to the local sockets. Delivery is by seq: every socket remembers
// the last seq it was sent, and a room's "pump" reads what comes after it from the database, so a
// socket never gets a gap, a reordering or a double, whichever instance stored the message. A room
// socket starts receiving stored messages with its `resume` (from the seq the client holds), or from
// the status frame's last_seq when no resume comes within RESUME_WAIT_MS: live messages never overtake
// the resume backlog.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { ChatSide } from '../db/schema.ts';
import { may } from '../scope.ts';
import {
  ChatEnded,
  appendMessage,
  chatLimits,
  dropPresence,
  guestSession,
  helpdeskOnline,
  helpdeskSessionItems,
  helpdeskUnread,
  isAway,
  markRead,
  messagesAfterMany,
  messagesByIds,
  prunePresence,
  publish,
  safeZone,
  sessionById,
  sessionByRoom,
  sessionsByIds,
  setPresence,
  touchPresence,
  type BusEvent,
} from '../services/chat.ts';
import { mailContactAnswer } from '../services/contact.ts';
import { take } from '../services/rate-limit.ts';
import type { Tenant } from '../services/tenants.ts';
import { fullName } from '../services/tokens.ts';
import { createBus, type ChatBus } from './bus.ts';
import { socketUser } from './socket-auth.ts';
import { closeSocket, plumb } from './socket-plumbing.ts';
import {
  errorFrame,
  parseClientFrame,
  pongFrame,
  readFrame,
  resumedFrame,
  statusFrame,
  storedFrame,
  typingFrame,
  type ClientFrame,
  type SocketMessage,
} from './frames.ts';

export const CLOSE = {
  ended: 4000,
  unauthenticated: 4401,
  forbidden: 4403,
  goingAway: 1001,
  tooSlow: 1013,
} as const;

export interface HubOptions {
  /** Protocol-level ping interval; a socket that missed the previous pong is dropped. */
  heartbeatMs?: number;
  /** Time a socket has to authenticate. */
  authTimeoutMs?: number;
  instanceId?: string;
}

const PUMP_BATCH = 200;
/** Least time between two passes of helpdesk queue events for a tenant (each reads the unread total). */
const DESK_PASS_MS = 25;
/** Rooms served by one delivery pass (one query). */
const PUMP_ROOMS = 500;
/** How long a room socket's stored-message stream waits for the client's resume after the status frame. */
const RESUME_WAIT_MS = 2_000;
/** How long a graceful stop lets frames being handled finish (a message being stored) before the database closes. */
const STOP_DRAIN_MS = 2_000;
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const OPEN = 1;

interface Conn {
  id: string;
  ws: WebSocket;
  tenant: Tenant;
  zone: string;
  kind: 'room' | 'helpdesk';
  room: string;
  authed: boolean;
  userId: number | null;
  /** The session the socket authenticated with (null for guests). */
  sid: string | null;
  username: string | null;
  side: ChatSide;
  sessionId: number;
  /** Last seq sent to this socket (-1 until authenticated). */
  sentSeq: number;
  /** Stored messages flow to this socket (after its resume, or RESUME_WAIT_MS after joining). */
  live: boolean;
  resumePending: boolean;
  /** Bumped by every resume: a pump pass that started before it does not end that resume. */
  resumeGen: number;
  /** The helpdesk Online flag this socket was last told (presence frames go only to sockets told otherwise). */
  online: boolean | null;
  alive: boolean;
  queue: Promise<void>;
  lastTyping: { value: boolean; at: number };
  closed: boolean;
}

type DeskEvent = { k: 'message'; id: number } | { k: 'session'; s: number } | { k: 'read'; s: number };

interface DeskQueue {
  events: DeskEvent[];
  running: boolean;
  /** When the last pass started (passes are at least DESK_PASS_MS apart). */
  lastPass: number;
}

interface Room {
  sessionId: number;
  tenantId: number;
  name: string;
  conns: Set<Conn>;
}

export class ChatHub {
  readonly instanceId: string;
  private readonly bus: ChatBus;
  private readonly rooms = new Map<number, Room>();
  private readonly helpdesk = new Map<number, Set<Conn>>();
  private readonly presenceQueue = new Map<number, Promise<void>>();
  private readonly deskQueues = new Map<number, DeskQueue>();
  /** Rooms whose sockets may have stored messages to be sent (served by runPumps). */
  private readonly dirtyRooms = new Set<Room>();
  private pumping = false;
  private readonly presenceChecks = new Map<number, Promise<void>>();
  /** Counts presence checks per tenant: a socket that joined during one is checked again. */
  private readonly presenceRounds = new Map<number, number>();
  private readonly heartbeatMs: number;
  private readonly authTimeoutMs: number;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly log: FastifyBaseLogger;

  constructor(
    private readonly ctx: AppContext,
    database: Database,
    options: HubOptions = {},
  ) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.heartbeatMs = options.heartbeatMs ?? 30_000;
    this.authTimeoutMs = options.authTimeoutMs ?? 5_000;
    this.log = ctx.log;
    this.bus = createBus(database, ctx.log);
  }

  async start(): Promise<void> {
    await this.bus.start({ onPayload: (p) => this.onPayload(p), onResync: () => this.resync() });
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Numbers for the bench and tests. */
  stats(): { sockets: number; rooms: number; helpdesk: number } {
    let sockets = 0;
    for (const r of this.rooms.values()) sockets += r.conns.size;
    let helpdesk = 0;
    for (const set of this.helpdesk.values()) helpdesk += set.size;
    return { sockets: sockets + helpdesk, rooms: this.rooms.size, helpdesk };
  }

  /** Graceful stop: every socket is told the server is going away (1001), presence is withdrawn. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    const all: Conn[] = [];
    for (const r of this.rooms.values()) all.push(...r.conns);
    for (const set of this.helpdesk.values()) all.push(...set);
    for (const c of all) this.closeConn(c, CLOSE.goingAway, 'Server restarting');
    this.rooms.clear();
    this.helpdesk.clear();
    // A message being stored as the server stops is finished (its sender resends it anyway: stored once).
    let drained: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(all.map((c) => c.queue)),
      new Promise((resolve) => {
        drained = setTimeout(resolve, STOP_DRAIN_MS);
      }),
    ]);
    clearTimeout(drained);
    await Promise.allSettled([...this.presenceQueue.values()]);
    await dropPresence(this.ctx.db, this.instanceId).catch((err: unknown) => this.log.warn({ err }, 'dropping chat presence failed'));
    await this.bus.stop();
  }

  // ------------------------------------------------------------ connections

  /** /ws/{room}/ — guests by the `room` cookie, others by an auth frame. */
  openRoom(ws: WebSocket, req: FastifyRequest, room: string): void {
    const conn = this.newConn(ws, req, 'room', room);
    const cookie = req.cookies.room;
    conn.queue = conn.queue.then(async () => {
      const session = await guestSession(this.ctx.db, conn.tenant.id, cookie, room);
      if (session && !conn.closed) {
        conn.username = session.guestEmail;
        await this.joinRoom(conn, session.id, 'user');
      }
    });
  }

  /** /ws/helpdesk/room/ — concierge members (role 6) only. */
  openHelpdesk(ws: WebSocket, req: FastifyRequest): void {
    this.newConn(ws, req, 'helpdesk', '');
  }

  private newConn(ws: WebSocket, req: FastifyRequest, kind: Conn['kind'], room: string): Conn {
    const conn: Conn = {
      id: randomUUID(),
      ws,
      tenant: req.tenant,
      zone: safeZone(req.tenant.timeZone),
      kind,
      room,
      authed: false,
      userId: null,
      sid: null,
      username: null,
      side: 'user',
      sessionId: 0,
      sentSeq: -1,
      live: false,
      resumePending: false,
      resumeGen: 0,
      online: null,
      alive: true,
      queue: Promise.resolve(),
      lastTyping: { value: false, at: 0 },
      closed: false,
    };
    if (this.stopping) {
      ws.close(CLOSE.goingAway, 'Server restarting');
      return conn;
    }
    plumb(conn, {
      authTimeoutMs: this.authTimeoutMs,
      authDeadline: () => {
        if (!conn.authed) this.closeConn(conn, CLOSE.unauthenticated, 'Authentication required');
      },
      binary: () => this.sendError(conn, 'Frames must be JSON text.'),
      text: (raw) => this.onFrame(conn, raw),
      failed: (err) => {
        this.log.error({ err }, 'chat frame failed');
        this.sendError(conn, 'Something went wrong. Please try again.');
      },
      closed: () => this.forget(conn),
      error: () => this.closeConn(conn, 1011, 'Socket error'),
    });
    return conn;
  }

  private async onFrame(conn: Conn, raw: string): Promise<void> {
    if (conn.closed) return;
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) {
      this.sendError(conn, parsed.detail, parsed.clientId);
      return;
    }
    const frame = parsed.frame;
    if (frame.type === 'ping') {
      if (conn.kind === 'helpdesk') this.sendHelpdesk(conn, { event_type: 'pong' });
      else this.send(conn, pongFrame(conn.room));
      return;
    }
    if (frame.type === 'auth') {
      if (conn.authed) {
        this.sendError(conn, 'Already authenticated.');
        return;
      }
      await this.authenticate(conn, frame.token);
      return;
    }
    if (!conn.authed) {
      this.sendError(conn, 'Authenticate first.', frame.type === 'message' ? frame.client_id : undefined);
      return;
    }
    if (conn.kind === 'helpdesk') {
      this.sendError(conn, 'The helpdesk queue socket only takes auth and ping frames.');
      return;
    }
    await this.onRoomFrame(conn, frame);
  }

  private async authenticate(conn: Conn, token: string): Promise<void> {
    const found = await socketUser(this.ctx, conn.tenant, token);
    if (!found) {
      this.closeConn(conn, CLOSE.unauthenticated, 'Not authenticated');
      return;
    }
    const { user, scope, sid } = found;
    // A view as another user (DECISIONS 30) never chats in their name.
    if (scope.claims.impersonated_by !== undefined) {
      this.closeConn(conn, CLOSE.forbidden, 'Not while viewing as another user');
      return;
    }
    conn.userId = user.id;
    conn.sid = sid;
    conn.username = fullName(user);
    const helpdesk = may(scope, 'helpdesk.run');
    if (conn.kind === 'helpdesk') {
      if (!helpdesk) {
        this.closeConn(conn, CLOSE.forbidden, 'Only the helpdesk may join');
        return;
      }
      await this.joinHelpdesk(conn);
      return;
    }
    const session = await sessionByRoom(this.ctx.db, conn.tenant.id, conn.room);
    if (!session) {
      this.closeConn(conn, CLOSE.forbidden, 'Not your room');
      return;
    }
    if (session.userId === user.id) await this.joinRoom(conn, session.id, 'user');
    else if (helpdesk) await this.joinRoom(conn, session.id, 'help_desk');
    else this.closeConn(conn, CLOSE.forbidden, 'Not your room');
  }

  private async joinRoom(conn: Conn, sessionId: number, side: ChatSide): Promise<void> {
    if (conn.closed) return;
    conn.sessionId = sessionId;
    conn.side = side;
    let room = this.rooms.get(sessionId);
    if (!room) {
      room = { sessionId, tenantId: conn.tenant.id, name: conn.room, conns: new Set() };
      this.rooms.set(sessionId, room);
    }
    // In the room before reading the last seq: whatever is stored after this read is pumped to it.
    room.conns.add(conn);
    const round = this.presenceRounds.get(conn.tenant.id) ?? 0;
    const [session, online] = await Promise.all([
      sessionById(this.ctx.db, conn.tenant.id, sessionId),
      helpdeskOnline(this.ctx.db, conn.tenant.id),
    ]);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the socket may have closed during the await
    if (!session || conn.closed) {
      this.closeConn(conn, CLOSE.forbidden, 'Not your room');
      return;
    }
    if (side === 'user' && session.status === 'closed') {
      this.send(
        conn,
        statusFrame(conn.room, {
          online,
          away: isAway(session.lastHelpdeskMessageAt),
          status: session.status,
          lastSeq: session.nextSeq - 1,
          lastHelpdeskMessageAt: session.lastHelpdeskMessageAt,
        }),
      );
      this.closeConn(conn, CLOSE.ended, 'This chat has ended');
      return;
    }
    conn.sentSeq = session.nextSeq - 1;
    conn.authed = true;
    conn.online = online;
    this.send(
      conn,
      statusFrame(conn.room, {
        online,
        away: isAway(session.lastHelpdeskMessageAt),
        status: session.status,
        lastSeq: conn.sentSeq,
        lastHelpdeskMessageAt: session.lastHelpdeskMessageAt,
      }),
    );
    // Presence changed while this socket was joining: its Online may already be out of date.
    if ((this.presenceRounds.get(conn.tenant.id) ?? 0) !== round) void this.presenceChanged(conn.tenant.id);
    // Stored messages wait for the client's resume (so none overtakes its backlog); without one they start from last_seq.
    const joined = room;
    setTimeout(() => {
      if (conn.live || conn.closed) return;
      conn.live = true;
      this.pump(joined);
    }, RESUME_WAIT_MS).unref();
  }

  private async joinHelpdesk(conn: Conn): Promise<void> {
    if (conn.closed) return;
    let set = this.helpdesk.get(conn.tenant.id);
    if (!set) {
      set = new Set();
      this.helpdesk.set(conn.tenant.id, set);
    }
    set.add(conn);
    conn.authed = true;
    await this.updatePresence(conn.tenant.id);
    const total = await helpdeskUnread(this.ctx.db, conn.tenant.id);
    this.sendHelpdesk(conn, { event_type: 'status', online: true, total_unread: total });
  }

  private forget(conn: Conn): void {
    conn.closed = true;
    if (conn.kind === 'room') {
      const room = this.rooms.get(conn.sessionId);
      if (room?.conns.delete(conn) && room.conns.size === 0) this.rooms.delete(conn.sessionId);
      return;
    }
    const set = this.helpdesk.get(conn.tenant.id);
    if (set?.delete(conn)) {
      if (set.size === 0) this.helpdesk.delete(conn.tenant.id);
      if (!this.stopping) void this.updatePresence(conn.tenant.id);
    }
  }

  private closeConn(conn: Conn, code: number, reason: string): void {
    this.forget(conn);
    closeSocket(conn.ws, code, reason);
  }

  /** Serialised per tenant so the stored count is always the last one. */
  private updatePresence(tenantId: number): Promise<void> {
    const previous = this.presenceQueue.get(tenantId) ?? Promise.resolve();
    const next = previous
      .then(() => setPresence(this.ctx.db, this.instanceId, tenantId, this.helpdesk.get(tenantId)?.size ?? 0))
      .catch((err: unknown) => this.log.warn({ err }, 'chat presence update failed'));
    this.presenceQueue.set(tenantId, next);
    return next;
  }

  // ------------------------------------------------------------ room frames

  private async onRoomFrame(conn: Conn, frame: Exclude<ClientFrame, { type: 'auth' } | { type: 'ping' }>): Promise<void> {
    switch (frame.type) {
      case 'message': {
        // Per sender (one side of one conversation, all its sockets on every instance).
        const key = `${conn.sessionId}:${conn.side}:${conn.userId ?? 'guest'}`;
        const { wait } = await take(this.ctx.db, conn.tenant.id, [chatLimits.message, key]);
        if (wait !== null) {
          this.send(conn, errorFrame(conn.room, 'Too many messages. Please wait a few seconds and try again.', frame.client_id));
          return;
        }
        try {
          const stored = await appendMessage(
            this.ctx.db,
            conn.tenant.id,
            conn.sessionId,
            { side: conn.side, userId: conn.userId },
            frame.client_id.toLowerCase(),
            frame.message,
          );
          // A resend of a message this socket was already sent: the stored copy again confirms it. A later
          // one reaches it through the pump, in seq order (sending it now could overtake earlier seqs).
          if (stored.duplicate && conn.live && stored.message.seq <= conn.sentSeq)
            this.send(conn, storedFrame(stored.message, conn.room, conn.zone));
          // A conversation opened by the contact form: the sender reads the helpdesk's answer by email (issue 16).
          // Decided before this socket's next frame, so an answer follows the preferences as they were when sent.
          if (!stored.duplicate && conn.side === 'help_desk')
            await mailContactAnswer(this.ctx, conn.tenant, conn.sessionId, frame.message).catch((err: unknown) =>
              this.log.error({ err }, 'contact answer mail failed'),
            );
        } catch (err) {
          if (err instanceof ChatEnded) this.send(conn, errorFrame(conn.room, 'This chat has ended', frame.client_id));
          else throw err;
        }
        return;
      }
      case 'typing': {
        const now = Date.now();
        if (frame.typing === conn.lastTyping.value && now - conn.lastTyping.at < 2_000) return;
        conn.lastTyping = { value: frame.typing, at: now };
        await publish(this.ctx.db, {
          k: 'typing',
          t: conn.tenant.id,
          s: conn.sessionId,
          from: conn.side,
          typing: frame.typing,
          username: conn.side === 'help_desk' ? conn.username : null,
          who: conn.id,
        });
        return;
      }
      case 'read':
        await markRead(this.ctx.db, conn.tenant.id, conn.sessionId, conn.side, frame.seq);
        return;
      case 'resume': {
        const room = this.rooms.get(conn.sessionId);
        if (!room) return;
        conn.sentSeq = Math.max(0, frame.after_seq);
        conn.live = true;
        conn.resumePending = true;
        conn.resumeGen++;
        this.pump(room);
        return;
      }
    }
  }

  // ------------------------------------------------------------ delivery

  private onPayload(payload: string): void {
    if (this.stopping) return;
    if (payload.startsWith('{')) {
      let event: BusEvent;
      try {
        event = JSON.parse(payload) as BusEvent;
      } catch {
        return;
      }
      this.onEvent(event).catch((err: unknown) => this.log.warn({ err }, 'chat event delivery failed'));
      return;
    }
    const [ts, ss, ids, kind] = payload.split(':');
    const [t, s, id] = [Number(ts), Number(ss), Number(ids)];
    if (!t || !s || !id) return;
    const room = this.rooms.get(s);
    if (room && room.tenantId === t) this.pump(room);
    // The helpdesk queue hears of user texts (a payload without a kind may be one too).
    if (kind === undefined || kind === 'u') this.toHelpdesk(t, { k: 'message', id });
  }

  // ------------------------------------------------------------ the helpdesk queue sockets

  /**
   * Queues an event for the tenant's helpdesk sockets on this instance. One pass at a time per tenant,
   * at most one every DESK_PASS_MS, reads what the queued events need in one query each (messages, queue
   * items) and the unread total once: under load, events arriving meanwhile share the next pass instead
   * of each costing the database a read of the open conversations.
   */
  private toHelpdesk(tenantId: number, event: DeskEvent): void {
    if (!this.helpdesk.get(tenantId)?.size) return;
    let q = this.deskQueues.get(tenantId);
    if (!q) {
      q = { events: [], running: false, lastPass: 0 };
      this.deskQueues.set(tenantId, q);
    }
    q.events.push(event);
    if (!q.running) void this.flushHelpdesk(tenantId, q);
  }

  private async flushHelpdesk(tenantId: number, q: DeskQueue): Promise<void> {
    q.running = true;
    try {
      while (q.events.length > 0 && !this.stopping) {
        // Under load, passes are spaced out: what arrives meanwhile joins the next one.
        const wait = q.lastPass + DESK_PASS_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        q.lastPass = Date.now();
        const events = q.events.splice(0);
        const messageIds = events.flatMap((e) => (e.k === 'message' ? [e.id] : []));
        const sessionIds = [...new Set(events.flatMap((e) => (e.k === 'session' ? [e.s] : [])))];
        try {
          const [messages, items, total] = await Promise.all([
            messagesByIds(this.ctx.db, tenantId, messageIds),
            helpdeskSessionItems(this.ctx.db, tenantId, sessionIds),
            helpdeskUnread(this.ctx.db, tenantId),
          ]);
          const byId = new Map(messages.map((m) => [m.id, m]));
          const desk = this.helpdesk.get(tenantId);
          if (!desk?.size) continue;
          for (const e of events) {
            let frame: Record<string, unknown> | undefined;
            if (e.k === 'message') {
              const m = byId.get(e.id);
              if (m && m.messageFrom === 'user' && m.messageType === 'text') {
                frame = {
                  event_type: 'new_message',
                  room: m.roomName,
                  session_id: m.sessionId,
                  message: m.body,
                  username: m.username,
                  seq: m.seq,
                  total_unread: total,
                };
              }
            } else if (e.k === 'session') {
              const item = items.get(e.s);
              if (item) frame = { event_type: 'session', session: item, total_unread: total };
            } else {
              frame = { event_type: 'read', session_id: e.s, total_unread: total };
            }
            if (frame) for (const c of desk) this.sendHelpdesk(c, frame);
          }
        } catch (err) {
          this.log.warn({ err }, 'helpdesk events failed');
        }
      }
    } finally {
      q.running = false;
      // The queue stays (it remembers its last pass); it is small and there is one per tenant.
      if (q.events.length > 0 && !this.stopping) void this.flushHelpdesk(tenantId, q);
    }
  }

  private async onEvent(event: BusEvent): Promise<void> {
    switch (event.k) {
      case 'typing': {
        const room = this.rooms.get(event.s);
        if (!room || room.tenantId !== event.t) return;
        for (const c of room.conns) {
          if (c.authed && c.side !== event.from && c.id !== event.who)
            this.send(c, typingFrame(c.room, event.from, event.typing, event.username));
        }
        return;
      }
      case 'read': {
        const room = this.rooms.get(event.s);
        if (room && room.tenantId === event.t)
          for (const c of room.conns) if (c.authed) this.send(c, readFrame(c.room, event.side, event.seq));
        if (event.side === 'help_desk') this.toHelpdesk(event.t, { k: 'read', s: event.s });
        return;
      }
      case 'session':
        this.toHelpdesk(event.t, { k: 'session', s: event.s });
        return;
      case 'presence':
        await this.presenceChanged(event.t);
        return;
      case 'ended':
        await this.closeEndedSessions(event.t, event.u);
        return;
    }
  }

  /** Closes (4401) the user's sockets on this instance whose session has ended. */
  private async closeEndedSessions(tenantId: number, userId: number): Promise<void> {
    const mine: Conn[] = [];
    for (const room of this.rooms.values()) for (const c of room.conns) if (c.userId === userId && c.tenant.id === tenantId) mine.push(c);
    for (const c of this.helpdesk.get(tenantId) ?? []) if (c.userId === userId) mine.push(c);
    for (const c of mine) {
      if (c.closed || c.sid === null) continue;
      if (!(await this.ctx.tokens.sessionActive(c.sid, tenantId, userId))) this.closeConn(c, CLOSE.unauthenticated, 'Session ended');
    }
  }

  /**
   * Asks for delivery to the room's sockets. Rooms asked for are served together: one pass reads, in
   * one query, what every room's sockets have not been sent yet, and rooms asked for meanwhile wait for
   * the next pass (under load, one query serves many messages instead of one query per message).
   */
  private pump(room: Room): void {
    this.dirtyRooms.add(room);
    if (!this.pumping) void this.runPumps();
  }

  private async runPumps(): Promise<void> {
    this.pumping = true;
    try {
      while (this.dirtyRooms.size > 0 && !this.stopping) {
        const rooms = [...this.dirtyRooms].slice(0, PUMP_ROOMS);
        for (const room of rooms) this.dirtyRooms.delete(room);
        try {
          await this.pumpPass(rooms);
        } catch (err) {
          this.log.warn({ err }, 'chat delivery failed');
          // Tried again on the next message or resync; the sockets keep their place (sentSeq).
        }
      }
    } finally {
      this.pumping = false;
    }
  }

  /** Sends each authenticated, live socket of these rooms what it has not been sent yet, in seq order. */
  private async pumpPass(rooms: Room[]): Promise<void> {
    const plans = rooms.flatMap((room) => {
      const live = [...room.conns].filter((c) => c.authed && c.live && !c.closed);
      if (live.length === 0) return [];
      return [{ room, live, gens: live.map((c) => c.resumeGen), from: Math.min(...live.map((c) => c.sentSeq)) }];
    });
    if (plans.length === 0) return;
    const batches = await messagesAfterMany(
      this.ctx.db,
      plans.map((p) => ({ tenantId: p.room.tenantId, sessionId: p.room.sessionId, afterSeq: p.from })),
      PUMP_BATCH,
    );
    for (const { room, live, gens } of plans) {
      const batch = batches.get(room.sessionId) ?? [];
      for (const c of live) {
        for (const m of batch) {
          if (c.closed) break;
          if (m.seq <= c.sentSeq) continue;
          // Only the next seq: a gap means a message this socket has not been given (its next pass reads it).
          if (m.seq !== c.sentSeq + 1 && c.sentSeq >= 0) break;
          this.send(c, storedFrame(m, c.room, c.zone));
          c.sentSeq = m.seq;
          if (m.messageType === 'event' && m.eventType === 'closed' && c.side === 'user') {
            this.closeConn(c, CLOSE.ended, 'This chat has ended');
          }
        }
      }
      if (batch.length === PUMP_BATCH) {
        // More to send: the next pass goes on from here.
        this.dirtyRooms.add(room);
        continue;
      }
      // The backlog of a resume ends here, unless the resume came after this pass read the database
      // (the next pass, which it asked for, ends it).
      live.forEach((c, i) => {
        if (c.resumePending && !c.closed && gens[i] === c.resumeGen) {
          c.resumePending = false;
          this.send(c, resumedFrame(c.room, c.sentSeq));
        }
      });
    }
  }

  /** Presence changes of a tenant are handled one after the other, so the last frame says the last state. */
  private presenceChanged(tenantId: number): Promise<void> {
    const previous = this.presenceChecks.get(tenantId) ?? Promise.resolve();
    const next = previous
      .then(() => this.sendPresence(tenantId))
      .catch((err: unknown) => this.log.warn({ err }, 'chat presence delivery failed'));
    this.presenceChecks.set(tenantId, next);
    void next.then(() => {
      if (this.presenceChecks.get(tenantId) === next) this.presenceChecks.delete(tenantId);
    });
    return next;
  }

  /**
   * Each local room socket whose Online/Offline is not the tenant's current one gets a status frame
   * (the conversations concerned read in one query, not one per room).
   */
  private async sendPresence(tenantId: number): Promise<void> {
    this.presenceRounds.set(tenantId, (this.presenceRounds.get(tenantId) ?? 0) + 1);
    const online = await helpdeskOnline(this.ctx.db, tenantId);
    const stale = [...this.rooms.values()].filter(
      (r) => r.tenantId === tenantId && [...r.conns].some((c) => c.authed && c.online !== online),
    );
    if (stale.length === 0) return;
    const sessions = await sessionsByIds(
      this.ctx.db,
      tenantId,
      stale.map((r) => r.sessionId),
    );
    for (const session of sessions) {
      for (const c of this.rooms.get(session.id)?.conns ?? []) {
        if (!c.authed || c.online === online) continue;
        c.online = online;
        this.send(
          c,
          statusFrame(c.room, {
            online,
            away: isAway(session.lastHelpdeskMessageAt),
            status: session.status,
            lastSeq: session.nextSeq - 1,
            lastHelpdeskMessageAt: session.lastHelpdeskMessageAt,
          }),
        );
      }
    }
  }

  private resync(): void {
    for (const tenantId of new Set([...this.rooms.values()].map((r) => r.tenantId))) void this.presenceChanged(tenantId);
    for (const room of this.rooms.values()) this.pump(room);
    for (const tenantId of this.helpdesk.keys()) void this.updatePresence(tenantId);
  }

  private beat(): void {
    const all: Conn[] = [];
    for (const r of this.rooms.values()) all.push(...r.conns);
    for (const set of this.helpdesk.values()) all.push(...set);
    for (const c of all) {
      if (!c.alive) {
        this.forget(c);
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      try {
        c.ws.ping();
      } catch {
        // closing already
      }
    }
    if (this.helpdesk.size > 0) void touchPresence(this.ctx.db, this.instanceId).catch(() => undefined);
    void prunePresence(this.ctx.db).catch(() => undefined);
  }

  private send(conn: Conn, frame: SocketMessage): void {
    this.sendRaw(conn, frame);
  }

  private sendHelpdesk(conn: Conn, frame: Record<string, unknown>): void {
    this.sendRaw(conn, frame);
  }

  /** An error in the shape of the socket's frames (ChatSocketMessage or HelpdeskSocketEvent). */
  private sendError(conn: Conn, detail: string, clientId?: string): void {
    if (conn.kind === 'helpdesk') this.sendHelpdesk(conn, { event_type: 'error', detail });
    else this.send(conn, errorFrame(conn.room, detail, clientId));
  }

  private sendRaw(conn: Conn, frame: object): void {
    const ws = conn.ws;
    if (ws.readyState !== OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.closeConn(conn, CLOSE.tooSlow, 'Too slow');
      return;
    }
    ws.send(JSON.stringify(frame));
  }
}
