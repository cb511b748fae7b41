// The interview reminder's queue (issue 12): its name, settings and how a reminder is queued. Apart from the
// worker (interview-reminders.ts), which reads interviews, so the interview service can queue without a cycle.
import type { Executor, JobQueue, QueueSettings } from './queue.ts';

export const INTERVIEW_REMINDER_QUEUE = 'interview_reminder';
export const interviewReminderQueueSettings: QueueSettings = { retryLimit: 5, retryDelay: 30, expireInSeconds: 60 };
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

export interface InterviewReminderJob {
  tenantId: number;
  interviewId: number;
  sequence: number;
  /** The tenant's public origin the change was made on (the mail's links lead there). */
  origin: string;
}

/** Queues the reminder of an interview set for `startsAt` (none when it is less than 24 hours away). */
export async function queueInterviewReminder(jobs: JobQueue, tx: Executor, job: InterviewReminderJob, startsAt: Date): Promise<void> {
  const at = new Date(startsAt.getTime() - REMINDER_LEAD_MS);
  if (at.getTime() <= Date.now()) return;
  await jobs.send(tx, INTERVIEW_REMINDER_QUEUE, job, { startAfter: at });
}
