// Messages about an application (issue 15, DECISIONS 19, 31): one thread per application between the job
// seeker and the employer's hiring team, with the partner staff linked to the job seeker. Who may read and
// write a thread is decided by `messageableApplications(scope)` (visibility.ts) and nothing else; a thread
// outside it answers 404, as if it did not exist.
//
// Guarantees, as the help chat's: every message has a number (`seq`) in its thread, taken under the
// thread row's lock, so readers can resume "after seq N" and drop what they already hold; the sender's
// `client_id` makes a resend return the stored message instead of a second one. Every write (a message, a
// read mark) NOTIFYs the thread's readers in its transaction, on the notification bus: each API instance
// pushes `{event_type: 'message', application_id}` to those readers' /ws/notifications/ sockets once the
// transaction commits (realtime/notification-hub.ts); the pages then fetch what is new.
import { randomUUID, createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  applications,
  jobHiringTeam,
  jobs,
  messageReads,
  messages,
  messageThreads,
  seekerPartnerLinks,
  storedFiles,
  users,
} from '../db/schema.ts';
import { NotFound, TooLarge, UnsupportedType, ValidationError, throttled } from '../errors.ts';
import type { Scope } from '../scope.ts';
import { tooLargeMessage, type UploadedFile } from '../uploads.ts';
import { detectImageType } from './image-upload.ts';
import { NOTIFICATION_CHANNEL } from './notifications.ts';
import { limits, take } from './rate-limit.ts';
import { cleanFileName, detectResumeKind, RESUME_CONTENT_TYPES, unpacksTooLarge } from './resume-files.ts';
import { messageableApplications } from './visibility.ts';
import { fullName } from './tokens.ts';

export type Viewer = Pick<Scope, 'tenantId' | 'reach' | 'organisation' | 'user'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Threads per page of the inbox. */
export const THREADS_PER_PAGE = 20;
/** Messages per page of a thread (the newest first, older pages before them). */
export const MESSAGES_PER_PAGE = 50;
export const MESSAGE_MAX_CHARS = 4000;
/** Attachments: PDF, Word (.docx) or an image (PNG, JPEG, WebP, GIF), read from the content, at most 5 MB. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** A message unread this long brings one mail (issue 15). */
export const UNREAD_MAIL_DELAY_SECONDS = 30 * 60;

// ------------------------------------------------------------------------------------ the bus

/** The bus payload of a thread change: `{"t": tenant, "a": application id, "mu": [reader ids]}`. */
export interface MessageChange {
  t: number;
  a: number;
  mu: number[];
}

export function parseMessageChange(payload: string): MessageChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { t, a, mu } = value as { t?: unknown; a?: unknown; mu?: unknown };
  if (!Number.isInteger(t) || !Number.isInteger(a) || !Array.isArray(mu) || !mu.every((id) => Number.isInteger(id))) return null;
  return { t: t as number, a: a as number, mu: mu as number[] };
}

const USERS_PER_PAYLOAD = 500;

async function announce(tx: Pick<Db, 'execute'>, tenantId: number, applicationId: number, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += USERS_PER_PAYLOAD) {
    const payload = JSON.stringify({ t: tenantId, a: applicationId, mu: ids.slice(i, i + USERS_PER_PAYLOAD) } satisfies MessageChange);
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
}

// ------------------------------------------------------------------------------------ readers

interface ThreadApplication {
  id: number;
  tenantId: number;
  seekerId: number;
  jobId: number;
  jobTitle: string;
  company: string;
  organisationId: number;
  seekerFirst: string;
  seekerLast: string;
}

/** Applications with the job and job seeker a thread names, where `where` holds. */
function threadApplicationsWhere(db: Pick<Db, 'select'>, where: SQL | undefined): Promise<ThreadApplication[]> {
  return db
    .select({
      id: applications.id,
      tenantId: applications.tenantId,
      seekerId: applications.userId,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      company: jobs.company,
      organisationId: jobs.organisationId,
      seekerFirst: users.firstName,
      seekerLast: users.lastName,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
    .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
    .where(where);
}

/** The application of a thread the viewer may read, or 404. */
async function threadApplication(db: Pick<Db, 'select'>, viewer: Viewer, applicationId: number): Promise<ThreadApplication> {
  const [row] = await threadApplicationsWhere(db, and(messageableApplications(viewer), eq(applications.id, applicationId)));
  if (!row) throw new NotFound('Conversation not found.');
  return row;
}

/**
 * Everyone who may read the thread now: the job seeker, the active staff of the job's organisation (roles 1
 * and 4) and of the partners the job seeker has an open link with (roles 2 and 5).
 */
async function threadReaders(db: Pick<Db, 'select'>, app: ThreadApplication): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, app.tenantId),
        eq(users.isActive, true),
        sql`(${users.id} = ${app.seekerId}
          OR (${users.isUser} = false AND ${users.organisationId} = ${app.organisationId} AND ${users.roleId} IN (1, 4))
          OR (${users.isUser} = false AND ${users.roleId} IN (2, 5) AND ${users.organisationId} IN (
            SELECT ${seekerPartnerLinks.organisationId} FROM ${seekerPartnerLinks}
            WHERE ${seekerPartnerLinks.tenantId} = ${app.tenantId} AND ${seekerPartnerLinks.userId} = ${app.seekerId}
              AND ${seekerPartnerLinks.endedAt} IS NULL)))`,
      ),
    );
  return rows.map((r) => r.id);
}

// ------------------------------------------------------------------------------------ counts and lists

/** Messages written by others, in threads the viewer may read, after the viewer's read mark. */
export async function messageUnreadCount(db: Pick<Db, 'select'>, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(messages)
    .innerJoin(applications, and(eq(applications.tenantId, messages.tenantId), eq(applications.id, messages.applicationId)))
    .leftJoin(messageReads, and(eq(messageReads.applicationId, messages.applicationId), eq(messageReads.userId, viewer.user.id)))
    .where(
      and(
        eq(messages.tenantId, viewer.tenantId),
        messageableApplications(viewer),
        sql`${messages.seq} > coalesce(${messageReads.lastReadSeq}, 0)`,
        sql`${messages.authorId} IS DISTINCT FROM ${viewer.user.id}`,
      ),
    );
  return row?.n ?? 0;
}

const iso = (d: Date): string => d.toISOString();

/** The inbox: threads with messages the viewer may read, the most recent first. */
export async function listThreads(db: Db, viewer: Viewer, page: number) {
  const where = and(eq(messageThreads.tenantId, viewer.tenantId), messageableApplications(viewer)) as SQL;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(messageThreads)
    .innerJoin(applications, and(eq(applications.tenantId, messageThreads.tenantId), eq(applications.id, messageThreads.applicationId)))
    .where(where);
  const count = counted?.n ?? 0;
  const rows = await db
    .select({
      applicationId: messageThreads.applicationId,
      lastSeq: messageThreads.lastSeq,
      lastMessageAt: messageThreads.lastMessageAt,
      jobTitle: jobs.title,
      company: jobs.company,
      status: applications.status,
      seekerFirst: users.firstName,
      seekerLast: users.lastName,
      readSeq: sql<number>`coalesce(${messageReads.lastReadSeq}, 0)`,
      lastBody: sql<string | null>`(SELECT lm.body FROM messages lm
        WHERE lm.application_id = ${messageThreads.applicationId} AND lm.seq = ${messageThreads.lastSeq})`,
      lastHasFile: sql<boolean | null>`(SELECT lm.file_id IS NOT NULL FROM messages lm
        WHERE lm.application_id = ${messageThreads.applicationId} AND lm.seq = ${messageThreads.lastSeq})`,
      unread: sql<number>`(SELECT count(*)::integer FROM ${messages}
        WHERE ${messages.applicationId} = ${messageThreads.applicationId}
          AND ${messages.seq} > coalesce(${messageReads.lastReadSeq}, 0)
          AND ${messages.authorId} IS DISTINCT FROM ${viewer.user.id})`,
    })
    .from(messageThreads)
    .innerJoin(applications, and(eq(applications.tenantId, messageThreads.tenantId), eq(applications.id, messageThreads.applicationId)))
    .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
    .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
    .leftJoin(messageReads, and(eq(messageReads.applicationId, messageThreads.applicationId), eq(messageReads.userId, viewer.user.id)))
    .where(where)
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.applicationId))
    .limit(THREADS_PER_PAGE)
    .offset((page - 1) * THREADS_PER_PAGE);
  return {
    unread_count: await messageUnreadCount(db, viewer),
    total_pages: Math.max(1, Math.ceil(count / THREADS_PER_PAGE)),
    page_number: page,
    count,
    threads: rows.map((r) => ({
      application_id: r.applicationId,
      job_title: r.jobTitle,
      company: r.company,
      application_status: r.status,
      job_seeker_name: fullName({ firstName: r.seekerFirst, lastName: r.seekerLast }),
      last_message: r.lastBody ?? '',
      last_message_has_attachment: Boolean(r.lastHasFile),
      last_message_at: iso(r.lastMessageAt),
      unread_count: r.unread,
    })),
  };
}

interface MessageRow {
  id: number;
  seq: number;
  clientId: string;
  body: string;
  createdAt: Date;
  authorId: number | null;
  authorFirst: string | null;
  authorLast: string | null;
  authorIsUser: boolean | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
}

function messageSelect(db: Pick<Db, 'select'>) {
  return db
    .select({
      id: messages.id,
      seq: messages.seq,
      clientId: messages.clientId,
      body: messages.body,
      createdAt: messages.createdAt,
      authorId: messages.authorId,
      authorFirst: users.firstName,
      authorLast: users.lastName,
      authorIsUser: users.isUser,
      fileName: storedFiles.originalName,
      fileType: storedFiles.contentType,
      fileSize: storedFiles.size,
    })
    .from(messages)
    .leftJoin(users, and(eq(users.tenantId, messages.tenantId), eq(users.id, messages.authorId)))
    .leftJoin(storedFiles, and(eq(storedFiles.tenantId, messages.tenantId), eq(storedFiles.id, messages.fileId)));
}

function messageView(r: MessageRow, viewerId: number) {
  return {
    id: r.id,
    seq: r.seq,
    client_id: r.clientId,
    body: r.body,
    created_at: iso(r.createdAt),
    mine: r.authorId === viewerId,
    author: {
      name: r.authorId === null ? '' : fullName({ firstName: r.authorFirst ?? '', lastName: r.authorLast ?? '' }),
      side: r.authorIsUser ? ('job_seeker' as const) : ('staff' as const),
    },
    attachment: r.fileName === null ? null : { file_name: r.fileName, content_type: r.fileType ?? '', size: r.fileSize ?? 0 },
  };
}
export type MessageView = ReturnType<typeof messageView>;

/** How far the other side has read: for the job seeker, the furthest of any staff member; for staff, the job seeker's. */
async function otherSideReadSeq(db: Pick<Db, 'select'>, viewer: Viewer, app: ThreadApplication): Promise<number> {
  const seekerSide = viewer.reach === 'seeker';
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${messageReads.lastReadSeq}), 0)::integer` })
    .from(messageReads)
    .innerJoin(users, and(eq(users.tenantId, messageReads.tenantId), eq(users.id, messageReads.userId)))
    .where(and(eq(messageReads.applicationId, app.id), seekerSide ? eq(users.isUser, false) : eq(messageReads.userId, app.seekerId)));
  return row?.seq ?? 0;
}

export interface ThreadQuery {
  after?: number | undefined;
  before?: number | undefined;
}

/**
 * One thread: its header, and a page of messages in seq order — `after`: those after it (resuming), at most
 * MESSAGES_PER_PAGE, `has_newer` when more follow; `before`: the page before it; neither: the newest page.
 */
export async function getThread(db: Db, viewer: Viewer, applicationId: number, q: ThreadQuery) {
  const app = await threadApplication(db, viewer, applicationId);
  const [thread] = await db
    .select({ lastSeq: messageThreads.lastSeq })
    .from(messageThreads)
    .where(and(eq(messageThreads.tenantId, viewer.tenantId), eq(messageThreads.applicationId, app.id)));
  const lastSeq = thread?.lastSeq ?? 0;
  let rows: MessageRow[];
  if (q.after !== undefined) {
    rows = await messageSelect(db)
      .where(and(eq(messages.applicationId, app.id), gt(messages.seq, q.after)))
      .orderBy(asc(messages.seq))
      .limit(MESSAGES_PER_PAGE);
  } else {
    rows = (
      await messageSelect(db)
        .where(and(eq(messages.applicationId, app.id), q.before !== undefined ? lt(messages.seq, q.before) : undefined))
        .orderBy(desc(messages.seq))
        .limit(MESSAGES_PER_PAGE)
    ).reverse();
  }
  const [mine] = await db
    .select({ seq: messageReads.lastReadSeq })
    .from(messageReads)
    .where(and(eq(messageReads.applicationId, app.id), eq(messageReads.userId, viewer.user.id)));
  const first = rows[0]?.seq;
  const lastShown = rows.at(-1)?.seq;
  return {
    thread: {
      application_id: app.id,
      job_id: app.jobId,
      job_title: app.jobTitle,
      company: app.company,
      job_seeker_name: fullName({ firstName: app.seekerFirst, lastName: app.seekerLast }),
      last_seq: lastSeq,
      my_read_seq: mine?.seq ?? 0,
      other_side_read_seq: await otherSideReadSeq(db, viewer, app),
    },
    messages: rows.map((r) => messageView(r, viewer.user.id)),
    has_older: first !== undefined && first > 1,
    has_newer: lastShown !== undefined ? lastShown < lastSeq : false,
  };
}

// ------------------------------------------------------------------------------------ writing

export interface SendInput {
  body: string;
  clientId: string;
  file?: UploadedFile | undefined;
}

interface CheckedAttachment {
  ext: string;
  contentType: string;
  fileName: string;
  data: Buffer;
}

export const ATTACHMENT_MESSAGES = {
  repeated: 'Attach one file per message.',
  empty: 'The file is empty.',
  wrongType:
    'Attach a PDF, a Word (.docx) document or an image (PNG, JPEG, WebP or GIF); this file is none of these, whatever its name says.',
  unpacksTooLarge: 'This Word file unpacks to far more than a document should (over 50 MB). Save it again and try again.',
} as const;

/** The product's upload checks: the type by content (never the name or declared type), the size, a ZIP bomb. */
export function checkAttachment(upload: UploadedFile): CheckedAttachment {
  if (upload.repeated) throw new ValidationError({ file: [ATTACHMENT_MESSAGES.repeated] });
  if (upload.tooLarge) throw new TooLarge(tooLargeMessage(ATTACHMENT_MAX_BYTES));
  if (upload.data.length === 0) throw new ValidationError({ file: [ATTACHMENT_MESSAGES.empty] });
  const doc = detectResumeKind(upload.data);
  if (doc === 'docx' && unpacksTooLarge(upload.data)) throw new ValidationError({ file: [ATTACHMENT_MESSAGES.unpacksTooLarge] });
  if (doc) return { ext: doc, contentType: RESUME_CONTENT_TYPES[doc], fileName: cleanFileName(upload.fileName, doc), data: upload.data };
  const image = detectImageType(upload.data);
  if (!image) throw new UnsupportedType(ATTACHMENT_MESSAGES.wrongType);
  const ext = image.slice('image/'.length).replace('jpeg', 'jpg');
  const base = (upload.fileName.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes from a file name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return { ext, contentType: image, fileName: base || `image.${ext}`, data: upload.data };
}

export interface SendOutcome {
  created: boolean;
  message: MessageView;
}

async function existingByClientId(db: Pick<Db, 'select'>, applicationId: number, clientId: string, viewerId: number) {
  const [row] = await messageSelect(db).where(and(eq(messages.applicationId, applicationId), eq(messages.clientId, clientId)));
  return row ? messageView(row, viewerId) : null;
}

export interface MessageMailJob {
  tenantId: number;
  applicationId: number;
  userId: number;
  seq: number;
  origin: string;
}

export const MESSAGE_MAIL_QUEUE = 'message_mail';

/**
 * Writes a message (text and/or one attachment) in the thread; answers the stored message when this
 * client id was already sent. Readers are told over the bus; those who take part in the thread are mailed
 * once if it stays unread for `mailDelaySeconds`.
 */
export async function sendMessage(
  ctx: Pick<AppContext, 'db' | 'files' | 'jobs'>,
  viewer: Viewer & { tenant: { slug: string } },
  applicationId: number,
  input: SendInput,
  options: { origin: string; mailDelaySeconds: number },
): Promise<SendOutcome> {
  const app = await threadApplication(ctx.db, viewer, applicationId);
  const body = input.body.replace(/\r\n?/g, '\n').trim();
  if (body.length > MESSAGE_MAX_CHARS) throw new ValidationError({ body: [`Write at most ${MESSAGE_MAX_CHARS} characters.`] });
  const again = await existingByClientId(ctx.db, app.id, input.clientId, viewer.user.id);
  if (again) return { created: false, message: again };
  const attachment = input.file ? checkAttachment(input.file) : null;
  if (body === '' && !attachment) throw new ValidationError({ body: ['Write a message or attach a file.'] });
  const { wait } = await take(ctx.db, viewer.tenantId, [limits.messageSend, String(viewer.user.id)]);
  if (wait !== null) throw throttled(wait, 'messages');

  let fileRow: typeof storedFiles.$inferInsert | null = null;
  if (attachment) {
    const id = randomUUID();
    fileRow = {
      id,
      tenantId: viewer.tenantId,
      ownerId: viewer.user.id,
      kind: 'message',
      path: `message/${id}.${attachment.ext}`,
      originalName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.data.length,
      sha256: createHash('sha256').update(attachment.data).digest('hex'),
    };
    await ctx.files.put(viewer.tenant.slug, fileRow.path, attachment.data);
  }
  try {
    const outcome = await ctx.jobs.transaction(ctx.db, async (tx) => {
      await tx.insert(messageThreads).values({ applicationId: app.id, tenantId: viewer.tenantId, lastSeq: 0 }).onConflictDoNothing();
      // The thread row's lock orders writers: each takes the next number, and a resend waiting here finds
      // the message its first attempt wrote.
      await tx.execute(sql`SELECT 1 FROM ${messageThreads} WHERE ${messageThreads.applicationId} = ${app.id} FOR UPDATE`);
      const resent = await existingByClientId(tx, app.id, input.clientId, viewer.user.id);
      if (resent) return { created: false, message: resent, seq: resent.seq };
      const [thread] = await tx
        .update(messageThreads)
        .set({ lastSeq: sql`${messageThreads.lastSeq} + 1`, lastMessageAt: sql`now()` })
        .where(eq(messageThreads.applicationId, app.id))
        .returning({ seq: messageThreads.lastSeq });
      if (!thread) throw new Error('message thread vanished under its lock');
      if (fileRow) await tx.insert(storedFiles).values(fileRow);
      await tx.insert(messages).values({
        tenantId: viewer.tenantId,
        applicationId: app.id,
        seq: thread.seq,
        clientId: input.clientId,
        authorId: viewer.user.id,
        body,
        fileId: fileRow?.id ?? null,
      });
      // The author has read their own message (and so takes part in the thread).
      await tx
        .insert(messageReads)
        .values({ applicationId: app.id, userId: viewer.user.id, tenantId: viewer.tenantId, lastReadSeq: thread.seq })
        .onConflictDoUpdate({
          target: [messageReads.applicationId, messageReads.userId],
          set: { lastReadSeq: sql`greatest(${messageReads.lastReadSeq}, ${thread.seq})`, updatedAt: sql`now()` },
        });
      const readers = await threadReaders(tx, app);
      await announce(tx, viewer.tenantId, app.id, readers);
      for (const userId of await mailRecipients(tx, app, readers, viewer.user.id)) {
        await ctx.jobs.send(
          tx,
          MESSAGE_MAIL_QUEUE,
          { tenantId: viewer.tenantId, applicationId: app.id, userId, seq: thread.seq, origin: options.origin } satisfies MessageMailJob,
          { startAfter: new Date(Date.now() + options.mailDelaySeconds * 1000) },
        );
      }
      const [row] = await messageSelect(tx).where(and(eq(messages.applicationId, app.id), eq(messages.seq, thread.seq)));
      if (!row) throw new Error('the message just written is missing');
      return { created: true, message: messageView(row, viewer.user.id), seq: thread.seq };
    });
    if (!outcome.created && fileRow) await ctx.files.delete(viewer.tenant.slug, fileRow.path).catch(() => undefined);
    return { created: outcome.created, message: outcome.message };
  } catch (error) {
    if (fileRow) await ctx.files.delete(viewer.tenant.slug, fileRow.path).catch(() => undefined);
    throw error;
  }
}

/**
 * Who is mailed about an unread message: of the thread's readers, those who take part in it — the job
 * seeker, the job's hiring team, and staff who have opened or written in the thread — but not the author.
 * (The whole organisation may read a thread; only those it concerns get mail.)
 */
async function mailRecipients(tx: Tx, app: ThreadApplication, readers: number[], authorId: number): Promise<number[]> {
  if (readers.length === 0) return [];
  const team = await tx
    .select({ id: jobHiringTeam.userId })
    .from(jobHiringTeam)
    .where(and(eq(jobHiringTeam.tenantId, app.tenantId), eq(jobHiringTeam.jobId, app.jobId)));
  const opened = await tx.select({ id: messageReads.userId }).from(messageReads).where(eq(messageReads.applicationId, app.id));
  const involved = new Set([app.seekerId, ...team.map((r) => r.id), ...opened.map((r) => r.id)]);
  return readers.filter((id) => id !== authorId && involved.has(id));
}

/** Marks the thread read up to `seq` (never backwards); answers the viewer's unread count. */
export async function markThreadRead(db: Db, viewer: Viewer, applicationId: number, seq: number): Promise<number> {
  const app = await threadApplication(db, viewer, applicationId);
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ lastSeq: messageThreads.lastSeq })
      .from(messageThreads)
      .where(eq(messageThreads.applicationId, app.id));
    if (!thread) return;
    const upTo = Math.min(seq, thread.lastSeq);
    const rows = await tx
      .insert(messageReads)
      .values({ applicationId: app.id, userId: viewer.user.id, tenantId: viewer.tenantId, lastReadSeq: upTo })
      .onConflictDoUpdate({
        target: [messageReads.applicationId, messageReads.userId],
        set: { lastReadSeq: upTo, updatedAt: sql`now()` },
        setWhere: sql`${messageReads.lastReadSeq} < ${upTo}`,
      })
      .returning({ seq: messageReads.lastReadSeq });
    // Other tabs of the reader (their badge) and the other side (the "Seen" mark) hear of it.
    if (rows.length > 0) await announce(tx, viewer.tenantId, app.id, await threadReaders(tx, app));
  });
  return messageUnreadCount(db, viewer);
}

/** The attachment of a message in a thread the viewer may read, or 404. */
export async function messageAttachment(db: Db, viewer: Viewer, applicationId: number, messageId: number) {
  const app = await threadApplication(db, viewer, applicationId);
  const [row] = await db
    .select({ path: storedFiles.path, name: storedFiles.originalName, type: storedFiles.contentType })
    .from(messages)
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, messages.tenantId), eq(storedFiles.id, messages.fileId)))
    .where(and(eq(messages.applicationId, app.id), eq(messages.id, messageId)));
  if (!row) throw new NotFound('File not found.');
  return row;
}

/** Users of these ids who are readers of a thread (for tests and the mail worker). */
export async function stillReads(db: Db, tenantId: number, applicationId: number, userId: number): Promise<boolean> {
  const [app] = await threadApplicationsWhere(db, and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId)));
  if (!app) return false;
  return (await threadReaders(db, app)).includes(userId);
}

/** The job title of a thread (mail subject), without a viewer: the worker's read. */
export async function threadJobTitle(db: Db, tenantId: number, applicationId: number): Promise<string | null> {
  const [row] = await db
    .select({ title: jobs.title })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId)));
  return row?.title ?? null;
}
