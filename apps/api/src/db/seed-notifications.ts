// Demo notifications: every approved demo user gets some, read and unread. Job seekers get one per step
// of their applications' histories (received, status changes, closed with the job), tied to the
// application, so the panel's feedback items lead to /application; seeker@demo.test gets more than one
// page. Everyone also gets account and feedback notices. Runs after the other seeds (it reads their
// applications) and is idempotent: a notification already there (same user, key, application and
// status) is not written again.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NewNotification } from '../services/notifications.ts';
import type { Db } from './client.ts';
import { applicationStatusHistory, applications, jobs, notifications, tenants, users, type ApplicationStatus } from './schema.ts';

const DAY = 24 * 60 * 60_000;
const PAGE_SIZE = 10;
/** seeker@demo.test shows paging: more than one page. */
const BUSY_SEEKER = 'seeker@demo.test';

type Seed = NewNotification & { createdAt: Date };

/** Answers the support team gave to feedback, per kind of reader (params of feedback_answered). */
const SEEKER_ANSWERS = [
  'Yes. A career connector can run a practice video interview with you. Reply to this message or pick a time on your dashboard, and we will send a calendar invitation.',
  'Good idea. From now on you get an email reminder the day before each interview, with the address, the time and the name of the person you will meet.',
  'Thank you for telling us that search results loaded slowly on your phone. We made the result list lighter; it now opens about twice as fast on mobile networks.',
  'You asked whether employers see your disability disclosure. They do not: it stays private unless you choose to share it in your cover letter.',
  'We added a quiet mode to the job page that hides the match-score animation, as you suggested.',
  'Your question about part-time roles: use the Employment type filter on the search page and choose Part time to see only those jobs.',
  'The résumé upload now accepts Word files as well as PDF, so you no longer need to convert your file first.',
  'You can ask for interview adjustments at any time, for example questions in writing beforehand or a quiet room. Tell your recruiter or reply here.',
  'We fixed the page that asked for your password twice during sign-up. Thank you for reporting it.',
  'Saved jobs now stay in your list after a job closes, marked as closed, so you can still read what you applied for.',
];

const STAFF_ANSWERS: Record<string, string[]> = {
  'admin@demo.test': [
    'The exported applications file now includes the date of the last status change, as you asked.',
    'The demo tenant theme you reported as low-contrast has been adjusted; header text now meets AA contrast.',
  ],
  'manager@demo.test': [
    'Thanks for the rating. The dashboard now remembers the job filter you used last, so you land where you left off.',
    'Applicants can now be compared side by side from the ranked list; tick two to four and choose Compare.',
  ],
  'recruiter@demo.test': [
    'Thank you for passing on the candidate’s report. Job pages now reflow at 400% zoom without sideways scrolling, so screen magnifiers work well.',
    'Bulk résumé uploads now tell you which files were already in the system.',
  ],
  'auditor@demo.test': [
    'The audit export now lists who changed each application’s status and when.',
    'Dates in reports are shown in your browser’s format, as you requested.',
  ],
  'member@demo.test': [
    'Notes on an application are now kept with its history, so the whole hiring team sees them in order.',
    'You asked for fewer emails: status updates now arrive here in your notifications instead.',
  ],
  'recruiter.member@demo.test': [
    'The job seekers list can now be filtered by skills; type a skill and press Enter.',
    'Your question about shared candidates: everyone on your recruiting team sees the same job seekers.',
  ],
  'concierge@demo.test': [
    'Thanks for the kind words about the quiet layout. We kept it for the helpdesk pages too.',
    'Chat transcripts now show the time in New York time, as in the rest of the helpdesk.',
  ],
  'programs@demo.test': [
    'Your new partner organisation has been added to the list of programs.',
    'The ERD export now includes the partner each job seeker came from.',
  ],
  'admin@acme.test': [
    'The Acme theme now uses your purple brand colour on every page, including sign-in.',
    'You can now ask for your own tenant domain for Acme Careers; our team will contact you.',
  ],
};
const STAFF_DEFAULT = [
  'Thank you for your feedback. The change you suggested is now live for everyone.',
  'We looked into the problem you reported and fixed it. Tell us if you still see it.',
];

interface UserRow { id: number; email: string; isUser: boolean }
interface AppStep { applicationId: number; userId: number; jobTitle: string; company: string; jobStatus: string; toStatus: ApplicationStatus; reason: string | null; reasonCode: string | null; at: Date }

function stepNotification(tenantId: number, s: AppStep): Seed {
  const base = { tenantId, userId: s.userId, modelType: 'feedback' as const, applicationId: s.applicationId, createdAt: new Date(s.at.getTime() + 60_000) };
  if (s.toStatus === 'applied') return { ...base, messageKey: 'application_received', params: { job_title: s.jobTitle, company: s.company } };
  if (s.toStatus === 'rejected' && s.reasonCode === 'job_closed') {
    return s.reason
      ? { ...base, messageKey: 'application_closed_job_closed', params: { job_title: s.jobTitle, company: s.company, reason: s.reason } }
      : { ...base, messageKey: 'application_closed_job_closed_plain', params: { job_title: s.jobTitle, company: s.company } };
  }
  return { ...base, messageKey: 'application_status_changed', params: { job_title: s.jobTitle, company: s.company, status: s.toStatus } };
}

/** What a user's notification list should hold, before deciding which are read. */
function planFor(tenantId: number, user: UserRow, steps: AppStep[], now: number, index: number): Seed[] {
  const out: Seed[] = steps.map((s) => stepNotification(tenantId, s));
  const answer = (text: string, daysAgo: number): Seed => ({
    tenantId, userId: user.id, modelType: 'feedback', messageKey: 'feedback_answered', params: { answer: text }, createdAt: new Date(now - daysAgo * DAY),
  });
  // An old password change: everyone reset theirs once; it is long read.
  out.push({ tenantId, userId: user.id, modelType: 'change_password', messageKey: 'password_changed', createdAt: new Date(now - (40 + (index % 7)) * DAY) });
  if (user.isUser) {
    const busy = user.email === BUSY_SEEKER;
    // Most job seekers got one answer to their feedback; the busy one asked a lot, enough for over a page.
    const wanted = busy ? Math.min(SEEKER_ANSWERS.length, Math.max(2, PAGE_SIZE + 3 - out.length)) : 1;
    for (let i = 0; i < wanted; i += 1) {
      const text = SEEKER_ANSWERS[(busy ? i : index + i) % SEEKER_ANSWERS.length] as string;
      // The busy seeker's newest answer came this morning, so it sits unread at the top of the list.
      out.push(answer(text, busy ? (i === 0 ? 0.1 : 1 + i * 3) : 2 + (index % 5)));
    }
  } else {
    const answers = STAFF_ANSWERS[user.email] ?? STAFF_DEFAULT;
    answers.forEach((text, i) => out.push(answer(text, 1 + i * 6 + (index % 3))));
  }
  return out;
}

const signature = (n: { userId: number; messageKey: string; applicationId?: number | null; params?: Record<string, string | number> }): string =>
  `${n.userId}|${n.messageKey}|${n.applicationId ?? ''}|${n.params?.status ?? ''}|${n.params?.answer ?? ''}`;

async function seedTenant(db: Db, tenantId: number): Promise<void> {
  const people: UserRow[] = await db
    .select({ id: users.id, email: users.email, isUser: users.isUser })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.approvalStatus, 'approved'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  if (people.length === 0) return;
  const seekerIds = people.filter((p) => p.isUser).map((p) => p.id);
  const steps: AppStep[] = seekerIds.length
    ? await db
        .select({
          applicationId: applications.id, userId: applications.userId, jobTitle: jobs.title, company: jobs.company, jobStatus: jobs.status,
          toStatus: applicationStatusHistory.toStatus, reason: applicationStatusHistory.reason, reasonCode: applicationStatusHistory.reasonCode, at: applicationStatusHistory.createdAt,
        })
        .from(applicationStatusHistory)
        .innerJoin(applications, and(eq(applications.id, applicationStatusHistory.applicationId), eq(applications.tenantId, tenantId)))
        .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, tenantId)))
        .where(and(eq(applicationStatusHistory.tenantId, tenantId), inArray(applications.userId, seekerIds)))
        .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id))
    : [];
  const existing = await db
    .select({ userId: notifications.userId, messageKey: notifications.messageKey, applicationId: notifications.applicationId, params: notifications.params })
    .from(notifications)
    .where(eq(notifications.tenantId, tenantId));
  const seen = new Set(existing.map(signature));

  const now = Date.now();
  const rows: (typeof notifications.$inferInsert)[] = [];
  people.forEach((user, index) => {
    const plan = planFor(tenantId, user, steps.filter((s) => s.userId === user.id), now, index).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    // The newest third (at least one) are unread; the rest were read.
    const unread = Math.max(1, Math.ceil(plan.length / 3));
    plan.forEach((n, i) => {
      if (seen.has(signature(n))) return;
      seen.add(signature(n));
      const isRead = i >= unread;
      rows.push({
        tenantId, userId: n.userId, modelType: n.modelType, messageKey: n.messageKey, params: n.params ?? {}, applicationId: n.applicationId ?? null,
        token: null, isRead, createdAt: n.createdAt, updatedAt: isRead ? new Date(Math.min(now, n.createdAt.getTime() + DAY)) : n.createdAt,
      });
    });
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(notifications).values(rows.slice(i, i + 500));
}

export async function seedNotifications(db: Db): Promise<void> {
  const list = await db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.slug, ['demo', 'acme']));
  for (const t of list) await seedTenant(db, t.id);
}
