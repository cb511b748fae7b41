// The 24-hour interview reminder (issue 12), on the job queue: queued with the interview's time and its
// SEQUENCE when a time is set, it runs 24 hours before. When it fires it checks that the interview still
// stands at that time (scheduled, same SEQUENCE): a moved or cancelled interview's old reminder does
// nothing, and the change queued its own.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema.ts';
import { interviewMail } from '../mail/messages.ts';
import { interviewForReminder, interviewMailFacts, interviewReaders } from '../services/interviews.ts';
import { sendMail } from './mail.ts';
import type { InterviewReminderJob } from './interview-reminder-queue.ts';
import type { JobQueue } from './queue.ts';

/** Sends the reminder to the job seeker and the panel, if the interview still stands. Returns how many mails. */
export async function sendInterviewReminder(db: Db, jobs: JobQueue, job: InterviewReminderJob): Promise<number> {
  const found = await interviewForReminder(db, job.tenantId, job.interviewId, job.sequence);
  if (!found) return 0;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, job.tenantId));
  if (!tenant) return 0;
  const { loaded: l, seeker } = found;
  const people = interviewReaders(tenant, seeker, l.panel);
  const base = job.origin;
  for (const person of people) {
    const mail = interviewMail('reminder', person, { ...interviewMailFacts(l, base), slots: [] });
    await sendMail(jobs, db, mail, { tenantId: tenant.id, origin: base, kind: 'account' });
  }
  jobs.wake();
  return people.length;
}

export function interviewReminderWorker(db: Db, jobs: JobQueue) {
  return async (job: InterviewReminderJob): Promise<void> => {
    await sendInterviewReminder(db, jobs, job);
  };
}
