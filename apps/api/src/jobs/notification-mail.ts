// Notifications that also arrive by email (issue 11 §4, /setting). notify() queues one job per notification
// in the transaction that wrote it; the worker mails it, in the reader's language, only when the person
// still wants that kind by email (users.email_notifications) and has not unsubscribed from notification
// mail (email_preferences). Read when the job runs, so a change of mind in between is respected.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { NOTIFICATION_KINDS, tenants, users, type NotificationKind } from '../db/schema.ts';
import { notificationMail } from '../mail/messages.ts';
import { renderWithUnsubscribe, wantsMail } from '../services/email-preferences.ts';
import type { Mailer } from '../services/mailer.ts';
import { renderNotification } from '../services/notification-messages.ts';
import { tenantPublicOrigin } from '../services/tenants.ts';
import type { Executor, JobQueue, QueueSettings } from './queue.ts';

export const NOTIFICATION_MAIL_QUEUE = 'notification_mail';
export const notificationMailQueueSettings: QueueSettings = { retryLimit: 7, retryDelay: 5, expireInSeconds: 60 };

export interface NotificationMailJob {
  tenantId: number;
  userId: number;
  kind: NotificationKind;
  messageKey: string;
  params: Record<string, string | number>;
}

// The queue notify() sends through. Jobs are written with the caller's transaction, so they land in the
// database that transaction belongs to; the queue object only shapes the insert.
const queues: JobQueue[] = [];

/** Registers a started queue (each app's), until `releaseNotificationMailQueue` at its stop. */
export function useNotificationMailQueue(jobs: JobQueue): void {
  queues.push(jobs);
}

export function releaseNotificationMailQueue(jobs: JobQueue): void {
  const at = queues.indexOf(jobs);
  if (at >= 0) queues.splice(at, 1);
}

export async function queueNotificationMail(db: Executor, items: NotificationMailJob[]): Promise<void> {
  const queue = queues.at(-1);
  if (!queue) return;
  for (const item of items) await queue.send(db, NOTIFICATION_MAIL_QUEUE, item);
}

export function notificationMailWorker(db: Db, mailer: Mailer, port?: number) {
  return async (job: NotificationMailJob): Promise<void> => {
    if (!(NOTIFICATION_KINDS as readonly string[]).includes(job.kind)) return;
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, job.tenantId), eq(users.id, job.userId)));
    if (!user || !user.isActive || !user.emailNotifications.includes(job.kind)) return;
    if (!(await wantsMail(db, job.tenantId, user.email, 'notifications'))) return;
    const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, job.tenantId));
    const origin = await tenantPublicOrigin(db, job.tenantId, port);
    if (!tenant || !origin) return;
    const lang = user.language ?? 'en';
    const content = notificationMail({
      to: user.email,
      lang,
      tenant: tenant.name,
      message: renderNotification(job.messageKey, job.params, lang),
    });
    await mailer.send(await renderWithUnsubscribe(db, content, { tenantId: job.tenantId, origin, kind: 'notifications' }));
  };
}
