// Help chat (SPEC §2 "Help chat widget", §3, §4; the contract's chat tag, ChatClientFrame, ChatSocketMessage
// and HelpdeskSocketEvent; packages/chat/README.md): conversations, messages, reads, presence.
// No HTTP and no sockets here: routes/chat.ts and realtime/* call these. Every write that others must
// hear about issues NOTIFY tessera_chat in its own transaction, so it is heard only once committed and
// by every API instance (realtime/bus.ts).
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { chatMessages, chatPresence, chatReads, chatSessions, users, type ChatSide, type ChatStatus } from '../db/schema.ts';
import type { Limit } from './rate-limit.ts';
import { fullName } from './tokens.ts';

export const CHAT_CHANNEL = 'tessera_chat';
export const MESSAGE_MAX = 2000;
/** SPEC §9: messages from one sender less than 60 s apart are grouped. */
export const GROUP_WINDOW_MS = 60_000;
/** SPEC §4/§9: the helpdesk is away when its last message is more than 3 minutes old. */
export const AWAY_AFTER_MS = 3 * 60_000;
/** SPEC §9: the guest room cookie lasts a day; so does the guest's access to the room. */
export const GUEST_ROOM_TTL_S = 24 * 60 * 60;
/** A helpdesk presence row older than this belongs to an instance that died. */
export const PRESENCE_STALE_MS = 90_000;
export const HISTORY_LIMIT = 500;
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const ROOM_PATTERN = /^[a-z0-9]{5}$/;

export const chatLimits = {
  startGuestAddress: { bucket: 'chat-start:address', max: 10, windowMs: 60 * 60_000 },
  startGuestEmail: { bucket: 'chat-start:email', max: 5, windowMs: 60 * 60_000 },
  startUser: { bucket: 'chat-start:user', max: 20, windowMs: 60 * 60_000 },
  /** Messages of one sender in one conversation (all their sockets, on every instance). */
  message: { bucket: 'chat-message:sender', max: 30, windowMs: 10_000 },
} satisfies Record<string, Limit>;

export type Session = typeof chatSessions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

// ---------------------------------------------------------------- small helpers

const ROOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export function randomRoomName(): string {
  let name = '';
  for (let i = 0; i < 5; i++) name += ROOM_ALPHABET.charAt(randomInt(ROOM_ALPHABET.length));
  return name;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** `room` cookie value → its parts, or null when malformed. */
export function parseRoomCookie(value: string | undefined): { room: string; secret: string } | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const room = value.slice(0, dot);
  const secret = value.slice(dot + 1);
  if (!ROOM_PATTERN.test(room) || !/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return null;
  return { room, secret };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A valid IANA zone (the tenant's), else New York. */
export function safeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  if (dayFormats.has(zone)) return zone;
  try {
    dayFormats.set(zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** 'YYYY-MM-DD' of `at` in the zone. */
export function dayIn(at: Date, zone: string): string {
  const z = safeZone(zone);
  let f = dayFormats.get(z);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(z, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function isAway(lastHelpdeskMessageAt: Date | null, now = Date.now()): boolean {
  return lastHelpdeskMessageAt !== null && now - lastHelpdeskMessageAt.getTime() > AWAY_AFTER_MS;
}

const toDate = (d: Date | string): Date => (d instanceof Date ? d : new Date(d));
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : toDate(d).toISOString());

async function notifyIn(db: Executor, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
}

/**
 * A NOTIFY payload for a stored message (read by realtime/bus.ts and hub.ts): '<tenant_id>:<session_id>:<message_id>:<kind>', kind
 * 'u' a user's text, 'h' a helpdesk text, 'e' an event (closed, reopened). The kind spares the helpdesk
 * queue sockets a read for messages they are not told about (they hear of user texts only).
 */
export const messagePayload = (tenantId: number, sessionId: number, messageId: number, kind: 'u' | 'h' | 'e'): string =>
  `${tenantId}:${sessionId}:${messageId}:${kind}`;

export type BusEvent =
  | { k: 'typing'; t: number; s: number; from: ChatSide; typing: boolean; username: string | null; who: string }
  | { k: 'read'; t: number; s: number; side: ChatSide; seq: number }
  | { k: 'session'; t: number; s: number }
  | { k: 'presence'; t: number }
  /** Sessions of user `u` ended (deactivation, password change): its sockets whose session ended close. */
  | { k: 'ended'; t: number; u: number };

export async function publish(db: Executor, event: BusEvent): Promise<void> {
  await notifyIn(db, JSON.stringify(event));
}

// ---------------------------------------------------------------- finding conversations

export async function sessionById(db: Executor, tenantId: number, id: number): Promise<Session | null> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.tenantId, tenantId), eq(chatSessions.id, id)));
  return row ?? null;
}

/** Several conversations by id (unknown ids are left out). */
export async function sessionsByIds(db: Executor, tenantId: number, ids: number[]): Promise<Session[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.tenantId, tenantId), inArray(chatSessions.id, ids)));
}

export async function sessionByRoom(db: Executor, tenantId: number, room: string): Promise<Session | null> {
  if (!ROOM_PATTERN.test(room)) return null;
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.tenantId, tenantId), eq(chatSessions.roomName, room)));
  return row ?? null;
}

/** The guest conversation the cookie opens: the room exists, is a guest's, is not older than a day and the secret matches. */
export async function guestSession(db: Executor, tenantId: number, cookie: string | undefined, room?: string): Promise<Session | null> {
  const parsed = parseRoomCookie(cookie);
  if (!parsed || (room !== undefined && parsed.room !== room)) return null;
  const session = await sessionByRoom(db, tenantId, parsed.room);
  if (!session || session.userId !== null || !session.guestSecretHash) return null;
  if (Date.now() - session.createdAt.getTime() > GUEST_ROOM_TTL_S * 1000) return null;
  return sameHash(hashSecret(parsed.secret), session.guestSecretHash) ? session : null;
}

export function guestCookieMaxAge(session: Session): number {
  return Math.max(1, Math.ceil(GUEST_ROOM_TTL_S - (Date.now() - session.createdAt.getTime()) / 1000));
}

// ---------------------------------------------------------------- starting

async function insertSession(db: Db, values: Omit<typeof chatSessions.$inferInsert, 'roomName'>): Promise<Session> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await db
      .insert(chatSessions)
      .values({ ...values, roomName: randomRoomName() })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await publish(db, { k: 'session', t: row.tenantId, s: row.id });
      return row;
    }
  }
  throw new Error('could not find a free room name');
}

export async function startGuestSession(db: Db, tenantId: number, email: string): Promise<{ session: Session; secret: string }> {
  const secret = randomBytes(32).toString('base64url');
  const session = await insertSession(db, { tenantId, guestEmail: email, guestSecretHash: hashSecret(secret) });
  return { session, secret };
}

/** A signed-in user's new conversation; an untouched one ('new', no message yet) is given back instead of piling up empty ones. */
export async function startUserSession(db: Db, tenantId: number, userId: number): Promise<{ session: Session; created: boolean }> {
  const [empty] = await db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.tenantId, tenantId),
        eq(chatSessions.userId, userId),
        eq(chatSessions.status, 'new'),
        eq(chatSessions.nextSeq, 1),
      ),
    )
    .orderBy(desc(chatSessions.createdAt))
    .limit(1);
  if (empty) return { session: empty, created: false };
  return { session: await insertSession(db, { tenantId, userId }), created: true };
}

// ---------------------------------------------------------------- lists

export interface SessionItem {
  session_id: number;
  room_name: string;
  status: ChatStatus;
  username: string | null;
  profile: string | null;
  created_at: string;
  last_message: string | null;
  last_message_at: string | null;
  unread: number;
}

export interface HelpdeskItem extends SessionItem {
  user_id: number | null;
  user_email: string | null;
  is_guest: boolean;
  closed_at: string | null;
}

const owner = alias(users, 'owner');
const agent = alias(users, 'agent');
const userRead = alias(chatReads, 'user_read');
const deskRead = alias(chatReads, 'desk_read');

const userUnread = sql<number>`greatest(${chatSessions.helpdeskMessageCount} - coalesce(${userRead.readCount}, 0), 0)::int`;
const deskUnread = sql<number>`greatest(${chatSessions.userMessageCount} - coalesce(${deskRead.readCount}, 0), 0)::int`;

export async function listUserSessions(db: Db, tenantId: number, userId: number, page: { page: number; pageSize: number }) {
  const where = and(eq(chatSessions.tenantId, tenantId), eq(chatSessions.userId, userId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ s: chatSessions, agentFirst: agent.firstName, agentLast: agent.lastName, agentImage: agent.userImage, unread: userUnread })
      .from(chatSessions)
      .leftJoin(agent, eq(agent.id, chatSessions.lastHelpdeskAuthorId))
      .leftJoin(userRead, and(eq(userRead.sessionId, chatSessions.id), eq(userRead.side, 'user')))
      .where(where)
      .orderBy(desc(chatSessions.lastActivityAt), desc(chatSessions.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({
        n: count(),
        active: sql<number>`count(*) filter (where ${chatSessions.helpdeskMessageCount} > coalesce(${userRead.readCount}, 0))::int`,
      })
      .from(chatSessions)
      .leftJoin(userRead, and(eq(userRead.sessionId, chatSessions.id), eq(userRead.side, 'user')))
      .where(where),
  ]);
  const n = totals?.n ?? 0;
  return {
    sessions: rows.map((r): SessionItem => ({
      ...baseItem(r.s, Number(r.unread)),
      username: r.agentFirst === null ? null : fullName({ firstName: r.agentFirst, lastName: r.agentLast ?? '' }),
      profile: r.agentImage ?? null,
    })),
    active_conversations: Number(totals?.active ?? 0),
    count: n,
    page: page.page,
    page_size: page.pageSize,
    total_pages: Math.ceil(n / page.pageSize),
  };
}

function baseItem(s: Session, unread: number): SessionItem {
  return {
    session_id: s.id,
    room_name: s.roomName,
    status: s.status,
    username: null,
    profile: null,
    created_at: s.createdAt.toISOString(),
    last_message: s.lastMessage,
    last_message_at: isoOrNull(s.lastMessageAt),
    unread,
  };
}

function helpdeskSelect(db: Executor) {
  return db
    .select({
      s: chatSessions,
      first: owner.firstName,
      last: owner.lastName,
      email: owner.email,
      image: owner.userImage,
      unread: deskUnread,
    })
    .from(chatSessions)
    .leftJoin(owner, eq(owner.id, chatSessions.userId))
    .leftJoin(deskRead, and(eq(deskRead.sessionId, chatSessions.id), eq(deskRead.side, 'help_desk')));
}

type HelpdeskRow = { s: Session; first: string | null; last: string | null; email: string | null; image: string | null; unread: number };

function helpdeskItem(r: HelpdeskRow): HelpdeskItem {
  const guest = r.s.userId === null;
  return {
    ...baseItem(r.s, Number(r.unread)),
    username: guest ? r.s.guestEmail : fullName({ firstName: r.first ?? '', lastName: r.last ?? '' }),
    profile: guest ? null : r.image,
    user_id: r.s.userId,
    user_email: guest ? r.s.guestEmail : r.email,
    is_guest: guest,
    closed_at: isoOrNull(r.s.closedAt),
  };
}

export async function helpdeskSessionItem(db: Executor, tenantId: number, id: number): Promise<HelpdeskItem | null> {
  const [row] = await helpdeskSelect(db).where(and(eq(chatSessions.tenantId, tenantId), eq(chatSessions.id, id)));
  return row ? helpdeskItem(row) : null;
}

/** Queue items of several conversations at once (by id; unknown ids are left out). */
export async function helpdeskSessionItems(db: Executor, tenantId: number, ids: number[]): Promise<Map<number, HelpdeskItem>> {
  if (ids.length === 0) return new Map();
  const rows = await helpdeskSelect(db).where(and(eq(chatSessions.tenantId, tenantId), inArray(chatSessions.id, ids)));
  return new Map(rows.map((r) => [r.s.id, helpdeskItem(r)]));
}

export type QueueFilter = ChatStatus | 'all';

export async function listHelpdeskSessions(db: Db, tenantId: number, status: QueueFilter, page: { page: number; pageSize: number }) {
  const where: SQL | undefined =
    status === 'all' ? eq(chatSessions.tenantId, tenantId) : and(eq(chatSessions.tenantId, tenantId), eq(chatSessions.status, status));
  const [rows, [totals], unread] = await Promise.all([
    helpdeskSelect(db)
      .where(where)
      .orderBy(desc(sql`(${deskUnread} > 0)`), desc(chatSessions.lastActivityAt), desc(chatSessions.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(chatSessions).where(where),
    helpdeskUnread(db, tenantId),
  ]);
  const n = totals?.n ?? 0;
  return {
    results: rows.map(helpdeskItem),
    count: n,
    page: page.page,
    page_size: page.pageSize,
    total_pages: Math.ceil(n / page.pageSize),
    total_unread: unread,
  };
}

/**
 * User messages the helpdesk has not read, across the tenant's open conversations. Only conversations a
 * user wrote in can have any: the partial index chat_sessions_unread_idx holds just those.
 */
export async function helpdeskUnread(db: Executor, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${deskUnread}), 0)::int` })
    .from(chatSessions)
    .leftJoin(deskRead, and(eq(deskRead.sessionId, chatSessions.id), eq(deskRead.side, 'help_desk')))
    .where(and(eq(chatSessions.tenantId, tenantId), sql`${chatSessions.status} <> 'closed' and ${chatSessions.userMessageCount} > 0`));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- messages

export interface StoredMessage {
  id: number;
  seq: number;
  clientId: string;
  messageFrom: ChatSide;
  authorId: number | null;
  messageType: 'text' | 'event';
  eventType: 'closed' | 'reopened' | null;
  body: string;
  createdAt: Date;
  /** Sender's display name (the guest: their email; events: null). */
  username: string | null;
}

const author = alias(users, 'author');

function messageSelect(db: Executor) {
  return db
    .select({
      m: chatMessages,
      first: author.firstName,
      last: author.lastName,
      guestEmail: chatSessions.guestEmail,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .leftJoin(author, eq(author.id, chatMessages.authorId));
}

type MessageRow = { m: typeof chatMessages.$inferSelect; first: string | null; last: string | null; guestEmail: string | null };

function storedOf(r: MessageRow): StoredMessage {
  const m = r.m;
  let username: string | null = null;
  if (m.messageType === 'text') {
    if (r.first !== null) username = fullName({ firstName: r.first, lastName: r.last ?? '' });
    else if (m.messageFrom === 'user') username = r.guestEmail;
  } else if (r.first !== null) {
    username = fullName({ firstName: r.first, lastName: r.last ?? '' });
  }
  return {
    id: m.id,
    seq: m.seq,
    clientId: m.clientId,
    messageFrom: m.messageFrom,
    authorId: m.authorId,
    messageType: m.messageType,
    eventType: m.eventType,
    body: m.body,
    createdAt: toDate(m.createdAt),
    username,
  };
}

/**
 * Messages of several conversations in one query: for each {tenantId, sessionId, afterSeq}, up to
 * `limit` messages with seq > afterSeq, oldest first (a conversation with none is absent from the map).
 */
export async function messagesAfterMany(
  db: Executor,
  wants: { tenantId: number; sessionId: number; afterSeq: number }[],
  limit: number,
): Promise<Map<number, StoredMessage[]>> {
  const out = new Map<number, StoredMessage[]>();
  if (wants.length === 0) return out;
  // Integer lists as array literals (one parameter each).
  const list = (xs: number[]) => `{${xs.map((x) => Math.trunc(x)).join(',')}}`;
  const result = (await db.execute(sql`
    select m.id, m.session_id, m.seq, m.client_id, m.message_from, m.author_id, m.message_type, m.event_type, m.body, m.created_at,
           a.first_name, a.last_name, s.guest_email
    from unnest(${list(wants.map((w) => w.tenantId))}::int[], ${list(wants.map((w) => w.sessionId))}::int[], ${list(wants.map((w) => w.afterSeq))}::int[]) as r(tid, sid, after)
    cross join lateral (
      select * from chat_messages cm where cm.tenant_id = r.tid and cm.session_id = r.sid and cm.seq > r.after order by cm.seq limit ${limit}
    ) m
    join chat_sessions s on s.id = m.session_id
    left join users a on a.id = m.author_id
    order by m.session_id, m.seq`)) as unknown as {
    rows: {
      id: number;
      session_id: number;
      seq: number;
      client_id: string;
      message_from: ChatSide;
      author_id: number | null;
      message_type: 'text' | 'event';
      event_type: 'closed' | 'reopened' | null;
      body: string;
      created_at: Date | string;
      first_name: string | null;
      last_name: string | null;
      guest_email: string | null;
    }[];
  };
  for (const r of result.rows) {
    const message = storedOf({
      m: {
        id: r.id,
        tenantId: 0,
        sessionId: r.session_id,
        seq: r.seq,
        clientId: r.client_id,
        messageFrom: r.message_from,
        authorId: r.author_id,
        messageType: r.message_type,
        eventType: r.event_type,
        body: r.body,
        createdAt: toDate(r.created_at),
      },
      first: r.first_name,
      last: r.last_name,
      guestEmail: r.guest_email,
    });
    const list = out.get(r.session_id);
    if (list) list.push(message);
    else out.set(r.session_id, [message]);
  }
  return out;
}

export type LocatedMessage = StoredMessage & { sessionId: number; roomName: string };

function locatedSelect(db: Executor) {
  return db
    .select({
      m: chatMessages,
      first: author.firstName,
      last: author.lastName,
      guestEmail: chatSessions.guestEmail,
      roomName: chatSessions.roomName,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .leftJoin(author, eq(author.id, chatMessages.authorId));
}

export async function messageById(db: Executor, tenantId: number, id: number): Promise<LocatedMessage | null> {
  const [row] = await locatedSelect(db).where(and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.id, id)));
  return row ? { ...storedOf(row), sessionId: row.m.sessionId, roomName: row.roomName } : null;
}

/** Several messages by id, in id order (unknown ids are left out). */
export async function messagesByIds(db: Executor, tenantId: number, ids: number[]): Promise<LocatedMessage[]> {
  if (ids.length === 0) return [];
  const rows = await locatedSelect(db)
    .where(and(eq(chatMessages.tenantId, tenantId), inArray(chatMessages.id, ids)))
    .orderBy(asc(chatMessages.id));
  return rows.map((row) => ({ ...storedOf(row), sessionId: row.m.sessionId, roomName: row.roomName }));
}

export class ChatEnded extends Error {
  constructor() {
    super('This chat has ended');
  }
}

export interface Sender {
  side: ChatSide;
  /** The signed-in author (null for a guest). */
  userId: number | null;
}

export type Appended = { duplicate: false; id: number; seq: number } | { duplicate: true; message: StoredMessage };

/**
 * Stores a text message: seq assigned under the conversation's row lock, the client id makes a resend
 * idempotent (the first copy is returned with `duplicate`), the sender's side is marked read up to it,
 * and the message id is NOTIFYed on commit. All of it is one statement, the function
 * chat_append_message of migration 0009_chat_append.sql.
 */
export async function appendMessage(
  db: Db,
  tenantId: number,
  sessionId: number,
  sender: Sender,
  clientId: string,
  body: string,
): Promise<Appended> {
  const result = (await db.execute(
    sql`select message_id, message_seq, outcome from chat_append_message(${tenantId}, ${sessionId}, ${sender.side}, ${sender.userId}, ${clientId}, ${body}, ${new Date().toISOString()})`,
  )) as unknown as { rows: { message_id: number | null; message_seq: number | null; outcome: 'stored' | 'duplicate' | 'ended' }[] };
  const row = result.rows[0];
  if (!row || row.outcome === 'ended' || row.message_id === null || row.message_seq === null) throw new ChatEnded();
  if (row.outcome === 'stored') return { duplicate: false, id: row.message_id, seq: row.message_seq };
  // Only a resend needs the stored copy back.
  const message = await messageById(db, tenantId, row.message_id);
  if (!message) throw new Error('stored message vanished');
  return { duplicate: true, message };
}

async function upsertRead(
  db: Executor,
  tenantId: number,
  sessionId: number,
  side: ChatSide,
  seq: number,
  readCount: number,
): Promise<boolean> {
  const rows = await db
    .insert(chatReads)
    .values({ tenantId, sessionId, side, lastReadSeq: seq, readCount })
    .onConflictDoUpdate({
      target: [chatReads.sessionId, chatReads.side],
      set: { lastReadSeq: seq, readCount, updatedAt: new Date() },
      setWhere: lt(chatReads.lastReadSeq, seq),
    })
    .returning({ seq: chatReads.lastReadSeq });
  return rows.length > 0;
}

/** Marks `side` read up to `seq` (capped at the last message). Publishes a read event when it moved. */
export async function markRead(db: Db, tenantId: number, sessionId: number, side: ChatSide, seq: number): Promise<boolean> {
  const session = await sessionById(db, tenantId, sessionId);
  if (!session) return false;
  const upTo = Math.min(seq, session.nextSeq - 1);
  if (upTo <= 0) return false;
  const other: ChatSide = side === 'user' ? 'help_desk' : 'user';
  let readCount: number;
  if (upTo === session.nextSeq - 1) {
    readCount = other === 'user' ? session.userMessageCount : session.helpdeskMessageCount;
  } else {
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sessionId, sessionId),
          eq(chatMessages.messageFrom, other),
          eq(chatMessages.messageType, 'text'),
          sql`${chatMessages.seq} <= ${upTo}`,
        ),
      );
    readCount = row?.n ?? 0;
  }
  const moved = await upsertRead(db, tenantId, sessionId, side, upTo, readCount);
  if (moved) await publish(db, { k: 'read', t: tenantId, s: sessionId, side, seq: upTo });
  return moved;
}

export async function readSeqs(db: Executor, sessionId: number): Promise<{ user: number; help_desk: number }> {
  const rows = await db
    .select({ side: chatReads.side, seq: chatReads.lastReadSeq })
    .from(chatReads)
    .where(eq(chatReads.sessionId, sessionId));
  const out = { user: 0, help_desk: 0 };
  for (const r of rows) out[r.side] = r.seq;
  return out;
}

/** Closes or reopens a conversation: an event message with its seq, the new status, NOTIFYed. Unchanged when already so. */
export async function setSessionState(
  db: Db,
  tenantId: number,
  sessionId: number,
  to: 'closed' | 'reopened',
  by: Sender,
): Promise<Session | null> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.tenantId, tenantId), eq(chatSessions.id, sessionId)))
      .for('update');
    if (!session) return null;
    if ((to === 'closed') === (session.status === 'closed')) return session;
    const now = new Date();
    const seq = session.nextSeq;
    const [row] = await tx
      .insert(chatMessages)
      .values({
        tenantId,
        sessionId,
        seq,
        clientId: randomUUID(),
        messageFrom: by.side,
        authorId: by.userId,
        messageType: 'event',
        eventType: to,
        body: '',
        createdAt: now,
      })
      .returning({ id: chatMessages.id });
    if (!row) throw new Error('event insert returned nothing');
    const status: ChatStatus = to === 'closed' ? 'closed' : session.userMessageCount + session.helpdeskMessageCount > 0 ? 'ongoing' : 'new';
    const [updated] = await tx
      .update(chatSessions)
      .set({ nextSeq: seq + 1, status, closedAt: to === 'closed' ? now : null, lastActivityAt: now, updatedAt: now })
      .where(eq(chatSessions.id, sessionId))
      .returning();
    // Closing is handling: the helpdesk has read the conversation.
    if (to === 'closed') await upsertRead(tx, tenantId, sessionId, 'help_desk', seq, session.userMessageCount);
    await notifyIn(tx, messagePayload(tenantId, sessionId, row.id, 'e'));
    await publish(tx, { k: 'session', t: tenantId, s: sessionId });
    return updated ?? null;
  });
}

// ---------------------------------------------------------------- history

export interface ChatEntry {
  seq: number;
  seqs: number[];
  client_id: string | null;
  client_ids: (string | null)[];
  message: string[];
  message_from: ChatSide;
  message_2: null;
  event_type: 'closed' | 'reopened' | null;
  created_at: string;
  message_type: 'text' | 'event';
  username: string | null;
}

/** Day groups (tenant zone) of same-sender runs less than 60 s apart (SPEC §4). */
export function groupHistory(messages: StoredMessage[], zone: string): { group_by: string; messages: ChatEntry[] }[] {
  const days: { group_by: string; messages: ChatEntry[] }[] = [];
  let lastAt = 0;
  let lastAuthor: string | null = null;
  for (const m of messages) {
    const day = dayIn(m.createdAt, zone);
    let group = days.at(-1);
    if (!group || group.group_by !== day) {
      group = { group_by: day, messages: [] };
      days.push(group);
    }
    const authorKey = `${m.messageFrom}:${m.authorId ?? 'guest'}`;
    const prev = group.messages.at(-1);
    const at = m.createdAt.getTime();
    if (m.messageType === 'text' && prev && prev.message_type === 'text' && lastAuthor === authorKey && at - lastAt < GROUP_WINDOW_MS) {
      prev.message.push(m.body);
      prev.seqs.push(m.seq);
      prev.client_ids.push(m.clientId);
      prev.seq = m.seq;
      prev.client_id = m.clientId;
    } else {
      group.messages.push({
        seq: m.seq,
        seqs: [m.seq],
        client_id: m.messageType === 'text' ? m.clientId : null,
        client_ids: [m.messageType === 'text' ? m.clientId : null],
        message: m.messageType === 'text' ? [m.body] : [],
        message_from: m.messageFrom,
        message_2: null,
        event_type: m.eventType,
        created_at: m.createdAt.toISOString(),
        message_type: m.messageType,
        username: m.username,
      });
    }
    lastAt = at;
    lastAuthor = m.messageType === 'text' ? authorKey : null;
  }
  return days;
}

export async function history(db: Db, tenantId: number, session: Session, zone: string, beforeSeq?: number) {
  const conditions = [eq(chatMessages.tenantId, tenantId), eq(chatMessages.sessionId, session.id)];
  if (beforeSeq !== undefined) conditions.push(lt(chatMessages.seq, beforeSeq));
  const rows = await messageSelect(db)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.seq))
    .limit(HISTORY_LIMIT + 1);
  const hasMore = rows.length > HISTORY_LIMIT;
  const messages = rows.slice(0, HISTORY_LIMIT).reverse().map(storedOf);
  const [reads, online] = await Promise.all([readSeqs(db, session.id), helpdeskOnline(db, tenantId)]);
  return {
    session_id: session.id,
    room_name: session.roomName,
    status: session.status,
    away: isAway(session.lastHelpdeskMessageAt),
    online,
    last_helpdesk_message_at: isoOrNull(session.lastHelpdeskMessageAt),
    last_seq: session.nextSeq - 1,
    has_more: hasMore,
    user_read_seq: reads.user,
    helpdesk_read_seq: reads.help_desk,
    time_zone: safeZone(zone),
    chat_details: groupHistory(messages, zone),
  };
}

// ---------------------------------------------------------------- presence

/** Whether a concierge is connected on any API instance (a fresh presence row with connections). */
export async function helpdeskOnline(db: Executor, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(chatPresence)
    .where(
      and(
        eq(chatPresence.tenantId, tenantId),
        gt(chatPresence.connections, 0),
        gt(chatPresence.seenAt, new Date(Date.now() - PRESENCE_STALE_MS)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function setPresence(db: Db, instanceId: string, tenantId: number, connections: number): Promise<void> {
  if (connections <= 0) {
    await db.delete(chatPresence).where(and(eq(chatPresence.instanceId, instanceId), eq(chatPresence.tenantId, tenantId)));
  } else {
    await db
      .insert(chatPresence)
      .values({ instanceId, tenantId, connections, seenAt: new Date() })
      .onConflictDoUpdate({ target: [chatPresence.instanceId, chatPresence.tenantId], set: { connections, seenAt: new Date() } });
  }
  await publish(db, { k: 'presence', t: tenantId });
}

export async function touchPresence(db: Db, instanceId: string): Promise<void> {
  await db.update(chatPresence).set({ seenAt: new Date() }).where(eq(chatPresence.instanceId, instanceId));
}

/** Removes this instance's presence rows (shutdown) and tells the tenants concerned. */
export async function dropPresence(db: Db, instanceId: string): Promise<void> {
  const rows = await db.delete(chatPresence).where(eq(chatPresence.instanceId, instanceId)).returning({ tenantId: chatPresence.tenantId });
  for (const r of rows) await publish(db, { k: 'presence', t: r.tenantId });
}

/** Rows of instances that stopped without cleaning up (older than twice the stale window); the tenants concerned are told. */
export async function prunePresence(db: Db): Promise<void> {
  const rows = await db
    .delete(chatPresence)
    .where(lt(chatPresence.seenAt, new Date(Date.now() - 2 * PRESENCE_STALE_MS)))
    .returning({ tenantId: chatPresence.tenantId });
  for (const tenantId of new Set(rows.map((r) => r.tenantId))) await publish(db, { k: 'presence', t: tenantId });
}
