// Background work, on one queue in the application's database (README "Background jobs"). Each kind of
// job has its queue settings here and a worker; `startJobs` creates the queues and, where this process
// runs workers (JOBS_WORKERS, or the `worker` script), starts them.
import type { Database } from '../db/client.ts';
import type { FileStore } from '../services/file-store.ts';
import type { Mailer } from '../services/mailer.ts';
import { INTERVIEW_REMINDER_QUEUE, interviewReminderQueueSettings } from './interview-reminder-queue.ts';
import { interviewReminderWorker } from './interview-reminders.ts';
import type { ResumeTextLimits } from '../services/resume-text.ts';
import { IMPORT_QUEUE, importQueueSettings, importWorker } from './import.ts';
import { MAIL_QUEUE, mailQueueSettings, mailWorker } from './mail.ts';
import {
  NOTIFICATION_MAIL_QUEUE,
  notificationMailQueueSettings,
  notificationMailWorker,
  useNotificationMailQueue,
} from './notification-mail.ts';
import { MESSAGE_MAIL_QUEUE, messageMailQueueSettings, messageMailWorker } from './message-mail.ts';
import { OFFER_EXPIRY_QUEUE, offerExpiryWorker, queueMissingExpiries } from '../services/offers.ts';
import { JobQueue, type JobQueueOptions, type QueueSettings } from './queue.ts';
import { SAVED_SEARCH_CHECK_QUEUE, savedSearchCheckQueueSettings } from './saved-search-check-queue.ts';
import { savedSearchCheckWorker } from './saved-search-check.ts';

/** An offer's expiry (issue 12): a few quick retries; the job is idempotent (it checks the offer still stands). */
const offerExpiryQueueSettings: QueueSettings = { retryLimit: 5, retryDelay: 30, expireInSeconds: 60 };

export interface JobsOptions {
  database: Database;
  log: JobQueueOptions['log'];
  mailer: Mailer;
  /** Where imported files wait and résumés are kept (the import worker reads and writes there). */
  files: FileStore;
  resumeText?: ResumeTextLimits;
  /** Whether this process takes jobs (else it only sends them, for workers elsewhere). */
  workers: boolean;
  pollingSeconds?: number;
  /** The API's port (PORT): links to a tenant's local host (*.localhost) in mails sent by workers use it. */
  port?: number;
  /** Per-queue settings over the defaults (tests shorten the mail retry delay). */
  settings?: Partial<Record<string, Partial<QueueSettings>>>;
}

export async function startJobs(options: JobsOptions): Promise<JobQueue> {
  const jobs = new JobQueue({
    database: options.database,
    log: options.log,
    supervise: options.workers,
    ...(options.pollingSeconds !== undefined ? { pollingSeconds: options.pollingSeconds } : {}),
  });
  await jobs.start({
    [MAIL_QUEUE]: { ...mailQueueSettings, ...options.settings?.[MAIL_QUEUE] },
    [NOTIFICATION_MAIL_QUEUE]: { ...notificationMailQueueSettings, ...options.settings?.[NOTIFICATION_MAIL_QUEUE] },
    [MESSAGE_MAIL_QUEUE]: { ...messageMailQueueSettings, ...options.settings?.[MESSAGE_MAIL_QUEUE] },
    [OFFER_EXPIRY_QUEUE]: { ...offerExpiryQueueSettings, ...options.settings?.[OFFER_EXPIRY_QUEUE] },
    [INTERVIEW_REMINDER_QUEUE]: { ...interviewReminderQueueSettings, ...options.settings?.[INTERVIEW_REMINDER_QUEUE] },
    [IMPORT_QUEUE]: { ...importQueueSettings, ...options.settings?.[IMPORT_QUEUE] },
    [SAVED_SEARCH_CHECK_QUEUE]: { ...savedSearchCheckQueueSettings, ...options.settings?.[SAVED_SEARCH_CHECK_QUEUE] },
  });
  useNotificationMailQueue(jobs);
  if (options.workers) {
    await jobs.work(MAIL_QUEUE, mailWorker(options.mailer));
    await jobs.work(NOTIFICATION_MAIL_QUEUE, notificationMailWorker(options.database.db, options.mailer, options.port));
    await jobs.work(MESSAGE_MAIL_QUEUE, messageMailWorker(options.database, jobs));
    await jobs.work(OFFER_EXPIRY_QUEUE, offerExpiryWorker(options.database.db));
    await queueMissingExpiries(options.database.db, jobs);
    await jobs.work(INTERVIEW_REMINDER_QUEUE, interviewReminderWorker(options.database.db, jobs));
    await jobs.work(IMPORT_QUEUE, importWorker(options.database, options.files, jobs, options.resumeText));
    await jobs.work(SAVED_SEARCH_CHECK_QUEUE, savedSearchCheckWorker(options.database.db, jobs));
  }
  return jobs;
}
