import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * Sign-ups per address per hour: 20, or REGISTER_LIMIT where many people share one address (an office
 * behind one NAT; the e2e run, whose every test registers from 127.0.0.1).
 */
function registerMax(): number {
  const n = Number.parseInt(process.env.REGISTER_LIMIT ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : 20;
}

export const limits = {
  signInAccount: { bucket: 'signin:account', max: 5, windowMs: 15 * 60_000 },
  signInAddress: { bucket: 'signin:address', max: 20, windowMs: 15 * 60_000 },
  checkEmail: { bucket: 'checkemail:address', max: 20, windowMs: 10 * 60_000 },
  register: { bucket: 'register:address', max: registerMax(), windowMs: 60 * 60_000 },
  passwordResetAccount: { bucket: 'reset:account', max: 3, windowMs: 60 * 60_000 },
  passwordResetAddress: { bucket: 'reset:address', max: 20, windowMs: 60 * 60_000 },
  verifyResend: { bucket: 'verify:user', max: 3, windowMs: 60 * 60_000 },
  /** Sign-ins started with a provider (each keeps a flow row; an email domain's provider is looked up). */
  providerSignInAddress: { bucket: 'provider-signin:address', max: 60, windowMs: 10 * 60_000 },
  teamInvite: { bucket: 'invite:user', max: 50, windowMs: 60 * 60_000 },
  passwordChange: { bucket: 'password-change:user', max: 5, windowMs: 15 * 60_000 },
  /** Messages about applications (issue 15): a person writing fast, never a flood. */
  messageSend: { bucket: 'message:user', max: 30, windowMs: 60_000 },
} satisfies Record<string, Limit>;

/** An attempt taken from a key's allowance, to give back with `release` when it turns out not to count. */
export interface Ticket {
  tenantId: number;
  limit: Limit;
  key: string;
  /** The window the attempt was counted in (text: PostgreSQL's microseconds, compared exactly). */
  windowStart: string;
}

/** What `take` found: the tickets taken, or the minutes to wait (nothing taken). */
export type Taken = { wait: null; tickets: Ticket[] } | { wait: number; tickets: [] };

type Executor = Pick<Db, 'insert' | 'update' | 'delete'>;

/**
 * Takes one attempt from `key`'s allowance in a single upsert, so parallel requests on any instance are
 * counted one after the other by PostgreSQL's row lock: exactly `limit.max` attempts per window get a
 * ticket. A window starts with its first attempt and lasts `limit.windowMs`; attempts past the limit are
 * refused without counting (the stored count stops at max + 1).
 */
async function takeOne(db: Executor, tenantId: number, limit: Limit, key: string): Promise<Ticket | number> {
  const span = sql`(${limit.windowMs}::integer * interval '1 millisecond')`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${span}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ tenantId, bucket: limit.bucket, key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.tenantId, rateLimits.bucket, rateLimits.key],
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
        hits: sql`CASE WHEN ${expired} THEN 1 WHEN ${rateLimits.hits} <= ${limit.max}::integer THEN ${rateLimits.hits} + 1 ELSE ${rateLimits.hits} END`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      windowStart: sql<string>`${rateLimits.windowStart}::text`,
      // clock_timestamp(), not now(): a statement that waited on the row lock started its transaction (now())
      // before the window it found began, which would make the wait longer than the window.
      waitMinutes: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${span} - clock_timestamp())) / 60))::integer`,
    });
  if (!row) throw new Error(`rate limit ${limit.bucket}: the upsert returned no row`);
  if (row.hits > limit.max) return Number(row.waitMinutes);
  return { tenantId, limit, key, windowStart: row.windowStart };
}

/**
 * Takes one attempt from each (limit, key), in order, each in one atomic statement shared by every API
 * instance. When one is used up, the attempts already taken are given back and the minutes to wait are
 * returned; else the tickets.
 */
export async function take(db: Executor, tenantId: number, ...checks: [Limit, string][]): Promise<Taken> {
  const tickets: Ticket[] = [];
  for (const [limit, key] of checks) {
    const taken = await takeOne(db, tenantId, limit, key);
    if (typeof taken === 'number') {
      await release(db, tickets);
      return { wait: taken, tickets: [] };
    }
    tickets.push(taken);
  }
  return { wait: null, tickets };
}

/** Gives attempts back (an attempt that did not count: a right password, a form sent back with errors). */
export async function release(db: Executor, tickets: Ticket[]): Promise<void> {
  for (const t of tickets) {
    await db
      .update(rateLimits)
      // Past the limit the count stops at max + 1, which stands for max taken attempts.
      .set({ hits: sql`greatest(least(${rateLimits.hits}, ${t.limit.max}::integer) - 1, 0)` })
      .where(
        and(
          eq(rateLimits.tenantId, t.tenantId),
          eq(rateLimits.bucket, t.limit.bucket),
          eq(rateLimits.key, t.key),
          sql`${rateLimits.windowStart} = ${t.windowStart}::timestamptz`,
        ),
      );
  }
}

export async function clear(db: Executor, tenantId: number, limit: Limit, key: string): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.tenantId, tenantId), eq(rateLimits.bucket, limit.bucket), eq(rateLimits.key, key)));
}

/** Deletes counters whose window began over a day ago (longer than any window). */
export async function prune(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - 24 * 60 * 60_000)));
}
