import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateEvents } from '../db/schema.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

export const limits = {
  signInAccount: { bucket: 'signin:account', max: 5, windowMs: 15 * 60_000 },
  signInAddress: { bucket: 'signin:address', max: 20, windowMs: 15 * 60_000 },
  checkEmail: { bucket: 'checkemail:address', max: 20, windowMs: 10 * 60_000 },
  register: { bucket: 'register:address', max: 20, windowMs: 60 * 60_000 },
  passwordResetAccount: { bucket: 'reset:account', max: 3, windowMs: 60 * 60_000 },
  passwordResetAddress: { bucket: 'reset:address', max: 20, windowMs: 60 * 60_000 },
  verifyResend: { bucket: 'verify:user', max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** Minutes to wait when `key` reached the limit, else null. */
export async function blockedFor(db: Db, tenantId: number, limit: Limit, key: string): Promise<number | null> {
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(
      and(eq(rateEvents.tenantId, tenantId), eq(rateEvents.bucket, limit.bucket), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)),
    );
  if (!row || row.n < limit.max || !row.oldest) return null;
  const waitMs = new Date(row.oldest).getTime() + limit.windowMs - Date.now();
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

export async function record(db: Db, tenantId: number, limit: Limit, key: string): Promise<void> {
  await db.insert(rateEvents).values({ tenantId, bucket: limit.bucket, key });
}

export async function clear(db: Db, tenantId: number, limit: Limit, key: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.tenantId, tenantId), eq(rateEvents.bucket, limit.bucket), eq(rateEvents.key, key)));
}

/** Deletes throttle events older than a day (longer than any window). */
export async function prune(db: Db): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
}
