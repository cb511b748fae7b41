// Feedback (SPEC §2 "Feedback widget" and "Career-connector feedback modal", §3, §5, §7): storing what
// users send and the staff lists of it. No HTTP here; routes/feedback.ts checks who is asking.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { careerFeedback, nsatFeedback, users, type CareerFeedbackType } from '../db/schema.ts';
import type { Limit } from './rate-limit.ts';
import type { StaffRole } from './staff-access.ts';
import { iso, pageMeta, type Paging } from './staff-views.ts';
import { fullName } from './tokens.ts';

/** Who may read the feedback lists: the admin, concierge_member (6) and program_manager (7). */
export const FEEDBACK_READERS: readonly StaffRole[] = [null, 6, 7];

/** Throttles: guests by client address, signed-in users by account. */
export const feedbackLimits = {
  nsatGuest: { bucket: 'nsat:address', max: 10, windowMs: 60 * 60_000 },
  nsatUser: { bucket: 'nsat:user', max: 30, windowMs: 60 * 60_000 },
  career: { bucket: 'career-feedback:user', max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export const FEED_MAX = 150;

/**
 * SPEC §5 guest email: an address whose local part has only letters, digits, plus, dot, underscore and
 * hyphen. The widget (packages/feedback/src/email-rule.ts) applies the same pattern before sending.
 */
export const GUEST_EMAIL_PATTERN = /^[A-Za-z0-9+._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isValidGuestEmail(email: string): boolean {
  return email.length <= 254 && GUEST_EMAIL_PATTERN.test(email);
}

export interface NsatInput {
  userId: number | null;
  email: string | null;
  rating: -1 | 0 | 1;
  feed: string;
  page: string;
}

export async function storeNsatFeedback(db: Db, tenantId: number, input: NsatInput): Promise<void> {
  await db.insert(nsatFeedback).values({ tenantId, userId: input.userId, email: input.email, rating: input.rating, feed: input.feed, page: input.page });
}

export interface CareerInput {
  userId: number;
  feedbackType: CareerFeedbackType;
  description: string;
  page: string;
}

export async function storeCareerFeedback(db: Db, tenantId: number, input: CareerInput): Promise<void> {
  await db.insert(careerFeedback).values({ tenantId, userId: input.userId, feedbackType: input.feedbackType, description: input.description, page: input.page });
}

interface SenderRow {
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  accountEmail: string | null;
}

/** A guest has only the email they typed; an account whose user was deleted has neither. */
function senderView(row: SenderRow, guestEmail: string | null) {
  if (row.userId !== null && row.firstName !== null && row.lastName !== null) {
    return { user_id: row.userId, name: fullName({ firstName: row.firstName, lastName: row.lastName }), email: row.accountEmail, is_guest: false };
  }
  return { user_id: null, name: null, email: guestEmail, is_guest: guestEmail !== null };
}

export async function listNsatFeedback(db: Db, tenantId: number, filter: { rating?: -1 | 0 | 1 | undefined }, p: Paging) {
  const where: SQL | undefined = and(eq(nsatFeedback.tenantId, tenantId), filter.rating === undefined ? undefined : eq(nsatFeedback.rating, filter.rating));
  const [total] = await db.select({ n: count() }).from(nsatFeedback).where(where);
  const rows = await db
    .select({
      id: nsatFeedback.id, rating: nsatFeedback.rating, feed: nsatFeedback.feed, page: nsatFeedback.page, email: nsatFeedback.email,
      createdAt: nsatFeedback.createdAt, userId: users.id, firstName: users.firstName, lastName: users.lastName, accountEmail: users.email,
    })
    .from(nsatFeedback)
    .leftJoin(users, and(eq(users.id, nsatFeedback.userId), eq(users.tenantId, tenantId)))
    .where(where)
    .orderBy(desc(nsatFeedback.createdAt), desc(nsatFeedback.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return {
    results: rows.map((r) => ({
      id: r.id, rating: r.rating as -1 | 0 | 1, feed: r.feed, page: r.page, sender: senderView(r, r.email), created_at: iso(r.createdAt),
    })),
    ...pageMeta(total?.n ?? 0, p),
  };
}

export async function listCareerFeedback(db: Db, tenantId: number, filter: { feedbackType?: CareerFeedbackType | undefined }, p: Paging) {
  const where: SQL | undefined = and(
    eq(careerFeedback.tenantId, tenantId),
    filter.feedbackType === undefined ? undefined : eq(careerFeedback.feedbackType, filter.feedbackType),
  );
  const [total] = await db.select({ n: count() }).from(careerFeedback).where(where);
  const rows = await db
    .select({
      id: careerFeedback.id, feedbackType: careerFeedback.feedbackType, description: careerFeedback.description, page: careerFeedback.page,
      createdAt: careerFeedback.createdAt, userId: users.id, firstName: users.firstName, lastName: users.lastName, accountEmail: users.email,
    })
    .from(careerFeedback)
    .leftJoin(users, and(eq(users.id, careerFeedback.userId), eq(users.tenantId, tenantId)))
    .where(where)
    .orderBy(desc(careerFeedback.createdAt), desc(careerFeedback.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return {
    results: rows.map((r) => ({
      id: r.id, feedback_type: r.feedbackType, description: r.description, page: r.page, sender: senderView(r, null), created_at: iso(r.createdAt),
    })),
    ...pageMeta(total?.n ?? 0, p),
  };
}
