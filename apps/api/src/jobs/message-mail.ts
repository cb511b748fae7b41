// The unread-message reminder (issue 15): a message written in a thread queues, in its transaction, one
// `message_mail` job per person taking part, held back UNREAD_MAIL_DELAY_SECONDS (30 minutes). When the
// job runs, the person is mailed only if the message is still unread, they may still read the thread, they
// have not turned these mails off (/setting: users.message_mail, or a one-click unsubscribe from
// notification mail), and they were not mailed already for this stretch of unread messages: `mailed_seq`
// is moved past their read mark by one conditional upsert, so two workers never both mail.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { messageReads, messageThreads, tenants, users } from '../db/schema.ts';
import { link, p, type MailContent } from '../mail/compose.ts';
import { asMailLang, mailT, type MailLang } from '../mail/i18n.ts';
import { stillReads, threadJobTitle, type MessageMailJob } from '../services/messages.ts';
import { sendMail } from './mail.ts';
import type { JobQueue, QueueSettings } from './queue.ts';

export { MESSAGE_MAIL_QUEUE } from '../services/messages.ts';
export const messageMailQueueSettings: QueueSettings = { retryLimit: 5, retryDelay: 10, expireInSeconds: 60 };

/** The reminder, in the reader's language (words in packages/i18n/locales/<lang>/mail.json). */
export function unreadMessagesMail(m: { to: string; lang: MailLang; job: string; tenant: string; link: string }): MailContent {
  const t = mailT(m.lang);
  const words = { job: m.job, tenant: m.tenant };
  return {
    to: m.to,
    lang: m.lang,
    subject: t('mail:unreadMessages.subject', words),
    blocks: [
      p(t('mail:unreadMessages.text', words)),
      link(m.link, t('mail:unreadMessages.open')),
      p(t('mail:unreadMessages.settings', words)),
    ],
  };
}

export function messageMailWorker(database: Database, jobs: JobQueue) {
  const db = database.db;
  return async (job: MessageMailJob): Promise<void> => {
    const [user] = await db
      .select({ email: users.email, language: users.language, isActive: users.isActive, messageMail: users.messageMail })
      .from(users)
      .where(and(eq(users.tenantId, job.tenantId), eq(users.id, job.userId)));
    if (!user || !user.isActive || !user.messageMail) return;
    if (!(await stillReads(db, job.tenantId, job.applicationId, job.userId))) return;
    const title = await threadJobTitle(db, job.tenantId, job.applicationId);
    const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, job.tenantId));
    if (title === null || !tenant) return;
    await jobs.transaction(db, async (tx) => {
      const [thread] = await tx
        .select({ lastSeq: messageThreads.lastSeq })
        .from(messageThreads)
        .where(and(eq(messageThreads.tenantId, job.tenantId), eq(messageThreads.applicationId, job.applicationId)));
      if (!thread) return;
      // Claims this stretch of unread messages: only while the message is unread and no mail covers it yet.
      const claimed = await tx
        .insert(messageReads)
        .values({ applicationId: job.applicationId, userId: job.userId, tenantId: job.tenantId, lastReadSeq: 0, mailedSeq: thread.lastSeq })
        .onConflictDoUpdate({
          target: [messageReads.applicationId, messageReads.userId],
          set: { mailedSeq: thread.lastSeq },
          setWhere: sql`${messageReads.lastReadSeq} < ${job.seq} AND ${messageReads.mailedSeq} <= ${messageReads.lastReadSeq}`,
        })
        .returning({ read: messageReads.lastReadSeq });
      if (claimed.length === 0) return;
      const address = `${job.origin}/inbox_messages?application=${job.applicationId}`;
      await sendMail(
        jobs,
        tx,
        unreadMessagesMail({ to: user.email, lang: asMailLang(user.language), job: title, tenant: tenant.name, link: address }),
        {
          tenantId: job.tenantId,
          origin: job.origin,
          kind: 'notifications',
        },
      );
    });
  };
}
