// Feedback (SPEC §2 "Feedback widget" and "Career-connector feedback modal", §3, §5, §7): storing what
// users send and the staff lists of it. No HTTP here; routes/feedback.ts checks who is asking.
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { careerFeedback, nsatFeedback, users, type CareerFeedbackType, type FeedbackAnswerDelivery } from '../db/schema.ts';
import { NotFound, Conflict } from '../errors.ts';
import { sendMail } from '../jobs/mail.ts';
import { wantsMail } from './email-preferences.ts';
import { feedbackAnswerMail } from '../mail/messages.ts';
import type { Lang } from './notification-messages.ts';
import { notify } from './notifications.ts';
import type { Limit } from './rate-limit.ts';
import { iso, pageMeta, type Paging } from './staff-views.ts';
import { fullName } from './tokens.ts';

/** The longest answer (the contract's FeedbackAnswerRequest). */
export const ANSWER_MAX = 2000;
/** How much of what they wrote a notification quotes, in whole characters, before '…'. */
export const QUOTE_LENGTH = 60;

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

export async function storeNsatFeedback(db: Db, tenantId: number, input: NsatInput & { language: Lang }): Promise<void> {
  await db.insert(nsatFeedback).values({
    tenantId,
    userId: input.userId,
    email: input.email,
    rating: input.rating,
    feed: input.feed,
    page: input.page,
    language: input.language,
  });
}

export interface CareerInput {
  userId: number;
  feedbackType: CareerFeedbackType;
  description: string;
  page: string;
}

export async function storeCareerFeedback(db: Db, tenantId: number, input: CareerInput): Promise<void> {
  await db
    .insert(careerFeedback)
    .values({ tenantId, userId: input.userId, feedbackType: input.feedbackType, description: input.description, page: input.page });
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
    return {
      user_id: row.userId,
      name: fullName({ firstName: row.firstName, lastName: row.lastName }),
      email: row.accountEmail,
      is_guest: false,
    };
  }
  return { user_id: null, name: null, email: guestEmail, is_guest: guestEmail !== null };
}

/** The staff member who answered (a second join on users). */
const answerer = alias(users, 'answerer');

interface AnswerRow {
  answer: string | null;
  answeredAt: Date | null;
  answerDelivery: FeedbackAnswerDelivery | null;
  answererId: number | null;
  answererFirst: string | null;
  answererLast: string | null;
}

/** The answer as the contract's FeedbackAnswer, or null while unanswered. */
function answerView(row: AnswerRow) {
  if (row.answer === null || row.answeredAt === null || row.answerDelivery === null) return null;
  return {
    text: row.answer,
    answered_by:
      row.answererId !== null && row.answererFirst !== null
        ? { user_id: row.answererId, name: fullName({ firstName: row.answererFirst, lastName: row.answererLast ?? '' }) }
        : null,
    answered_at: iso(row.answeredAt),
    delivery: row.answerDelivery,
  };
}

type FeedbackTable = typeof nsatFeedback | typeof careerFeedback;

/** What both feedback lists read besides their own columns: when, the sender's account (if any), the answer and who gave it. */
function sentAndAnswered(table: FeedbackTable) {
  return {
    createdAt: table.createdAt,
    userId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    accountEmail: users.email,
    answer: table.answer,
    answeredAt: table.answeredAt,
    answerDelivery: table.answerDelivery,
    answererId: answerer.id,
    answererFirst: answerer.firstName,
    answererLast: answerer.lastName,
  };
}

/** The join conditions of sentAndAnswered's sender (users) and answerer, both of the tenant. */
const senderOf = (table: FeedbackTable, tenantId: number) => and(eq(users.id, table.userId), eq(users.tenantId, tenantId));
const answererOf = (table: FeedbackTable, tenantId: number) => and(eq(answerer.id, table.answeredBy), eq(answerer.tenantId, tenantId));

function nsatQuery(db: Pick<Db, 'select'>, tenantId: number) {
  return db
    .select({
      id: nsatFeedback.id,
      rating: nsatFeedback.rating,
      feed: nsatFeedback.feed,
      page: nsatFeedback.page,
      email: nsatFeedback.email,
      ...sentAndAnswered(nsatFeedback),
    })
    .from(nsatFeedback)
    .leftJoin(users, senderOf(nsatFeedback, tenantId))
    .leftJoin(answerer, answererOf(nsatFeedback, tenantId));
}

type NsatRow = Awaited<ReturnType<typeof nsatQuery>>[number];

const nsatItem = (r: NsatRow) => ({
  id: r.id,
  rating: r.rating as -1 | 0 | 1,
  feed: r.feed,
  page: r.page,
  sender: senderView(r, r.email),
  created_at: iso(r.createdAt),
  answer: answerView(r),
});

function careerQuery(db: Pick<Db, 'select'>, tenantId: number) {
  return db
    .select({
      id: careerFeedback.id,
      feedbackType: careerFeedback.feedbackType,
      description: careerFeedback.description,
      page: careerFeedback.page,
      ...sentAndAnswered(careerFeedback),
    })
    .from(careerFeedback)
    .leftJoin(users, senderOf(careerFeedback, tenantId))
    .leftJoin(answerer, answererOf(careerFeedback, tenantId));
}

type CareerRow = Awaited<ReturnType<typeof careerQuery>>[number];

const careerItem = (r: CareerRow) => ({
  id: r.id,
  feedback_type: r.feedbackType,
  description: r.description,
  page: r.page,
  sender: senderView(r, null),
  created_at: iso(r.createdAt),
  answer: answerView(r),
});

export async function listNsatFeedback(db: Db, tenantId: number, filter: { rating?: -1 | 0 | 1 | undefined }, p: Paging) {
  const where: SQL | undefined = and(
    eq(nsatFeedback.tenantId, tenantId),
    filter.rating === undefined ? undefined : eq(nsatFeedback.rating, filter.rating),
  );
  const [total] = await db.select({ n: count() }).from(nsatFeedback).where(where);
  const rows = await nsatQuery(db, tenantId)
    .where(where)
    .orderBy(desc(nsatFeedback.createdAt), desc(nsatFeedback.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { results: rows.map(nsatItem), ...pageMeta(total?.n ?? 0, p) };
}

export async function listCareerFeedback(db: Db, tenantId: number, filter: { feedbackType?: CareerFeedbackType | undefined }, p: Paging) {
  const where: SQL | undefined = and(
    eq(careerFeedback.tenantId, tenantId),
    filter.feedbackType === undefined ? undefined : eq(careerFeedback.feedbackType, filter.feedbackType),
  );
  const [total] = await db.select({ n: count() }).from(careerFeedback).where(where);
  const rows = await careerQuery(db, tenantId)
    .where(where)
    .orderBy(desc(careerFeedback.createdAt), desc(careerFeedback.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { results: rows.map(careerItem), ...pageMeta(total?.n ?? 0, p) };
}

// ---------------------------------------------------------------- answers

export const FEEDBACK_NOT_FOUND = 'Feedback not found.';
export const ALREADY_ANSWERED = 'This feedback has already been answered.';

/** The start of what they wrote, for the notification: whole characters, line breaks folded, '…' when cut. */
export function quoteOf(text: string, max: number = QUOTE_LENGTH): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

export interface AnswerInput {
  kind: 'nsat' | 'career';
  id: number;
  tenant: { id: number; name: string };
  staffId: number;
  text: string;
  /** The tenant's public origin (the answer mail's unsubscribe link leads there). */
  origin: string;
}

/**
 * Staff answer one feedback, once (a second answer is 409: the first has already reached the sender, and
 * the list must show what they received). In the same transaction, the answer is stored with who and
 * when, and the sender hears of it: a signed-in sender whose account still exists gets a `feedback`
 * notification (rendered in the language they read notifications in; `feedback` null, because it is
 * about their feedback, not an application); a guest gets an email in the language they used (queued
 * in the same transaction and sent by a worker once it commits, retried while SMTP refuses it: no mail
 * server is spoken to while the row is locked); an account that was removed is told nothing ('none'). Returns the item as the list shows it.
 */
export async function answerFeedback(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: AnswerInput & { kind: 'nsat' },
): Promise<ReturnType<typeof nsatItem>>;
export async function answerFeedback(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: AnswerInput & { kind: 'career' },
): Promise<ReturnType<typeof careerItem>>;
export async function answerFeedback(ctx: Pick<AppContext, 'db' | 'jobs'>, input: AnswerInput) {
  const tenantId = input.tenant.id;
  const table = input.kind === 'nsat' ? nsatFeedback : careerFeedback;
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select({ id: table.id, userId: table.userId, answeredAt: table.answeredAt })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.id, input.id)))
      .for('update');
    if (!row) throw new NotFound(FEEDBACK_NOT_FOUND);
    if (row.answeredAt !== null) throw new Conflict(ALREADY_ANSWERED);
    const nsat =
      input.kind === 'nsat'
        ? (
            await tx
              .select({ feed: nsatFeedback.feed, email: nsatFeedback.email, language: nsatFeedback.language })
              .from(nsatFeedback)
              .where(eq(nsatFeedback.id, row.id))
          )[0]
        : undefined;
    const sent = nsat
      ? nsat.feed
      : ((await tx.select({ description: careerFeedback.description }).from(careerFeedback).where(eq(careerFeedback.id, row.id)))[0]
          ?.description ?? '');
    const [sender] =
      row.userId === null
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), eq(users.id, row.userId)));
    const guestEmail = row.userId === null ? (nsat?.email ?? null) : null;
    // A guest who turned answers to feedback off (an earlier mail's unsubscribe link) is mailed nothing.
    const mailGuest = guestEmail !== null && (await wantsMail(tx, tenantId, guestEmail, 'feedback_answers'));
    const delivery: FeedbackAnswerDelivery = sender ? 'notification' : mailGuest ? 'email' : 'none';

    const updated = await tx
      .update(table)
      .set({ answer: input.text, answeredBy: input.staffId, answeredAt: new Date(), answerDelivery: delivery })
      .where(and(eq(table.tenantId, tenantId), eq(table.id, row.id), isNull(table.answeredAt)))
      .returning({ id: table.id });
    if (updated.length === 0) throw new Conflict(ALREADY_ANSWERED);

    const quote = quoteOf(sent);
    if (sender) {
      await notify(tx, {
        tenantId,
        userId: sender.id,
        modelType: 'feedback',
        applicationId: null,
        messageKey: quote ? 'feedback_answered_quote' : 'feedback_answered',
        params: quote ? { sent: quote, answer: input.text } : { answer: input.text },
      });
    } else if (guestEmail && mailGuest) {
      // Queued with the answer; a worker sends it after the commit (and retries while SMTP refuses it).
      await sendMail(
        ctx.jobs,
        tx,
        feedbackAnswerMail({ to: guestEmail, lang: nsat?.language ?? 'en', tenant: input.tenant.name, sent, answer: input.text }),
        { tenantId, origin: input.origin, kind: 'feedback_answers' },
      );
    }
  });
  if (input.kind === 'nsat') {
    const [r] = await nsatQuery(ctx.db, tenantId).where(and(eq(nsatFeedback.tenantId, tenantId), eq(nsatFeedback.id, input.id)));
    if (!r) throw new NotFound(FEEDBACK_NOT_FOUND);
    return nsatItem(r);
  }
  const [r] = await careerQuery(ctx.db, tenantId).where(and(eq(careerFeedback.tenantId, tenantId), eq(careerFeedback.id, input.id)));
  if (!r) throw new NotFound(FEEDBACK_NOT_FOUND);
  return careerItem(r);
}
