// Demo interviews (issue 12): for the demo tenant's applications in the interview stage (and some that
// moved on to an offer), interviews in every state around "now" — times proposed for the job seeker to
// choose from, scheduled tomorrow (so the 24-hour reminder has something to do) and later this week,
// held yesterday with the panel's scorecards, and cancelled with a reason. Panels come from each job's
// hiring team; times never overlap for one person. Idempotent: nothing is added when the tenant has any.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  applications,
  interviewAdjustments,
  interviewEvents,
  interviewPanel,
  interviews,
  interviewSlots,
  jobHiringTeam,
  jobs,
  scorecards,
  tenants,
  users,
  type InterviewDetails,
  type InterviewKind,
} from './schema.ts';
import { EMPTY_DETAILS } from '../services/interviews.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ON_SITE: InterviewDetails = {
  ...EMPTY_DETAILS,
  agenda: [
    { title: 'Welcome and a short tour', minutes: 15 },
    { title: 'Questions about your experience', minutes: 30 },
    { title: 'Your questions for us', minutes: 15 },
  ],
  questions: [
    { text: 'Tell us about a task you organised from start to finish.', shared: true },
    { text: 'How do you like to receive instructions: written, spoken or shown?', shared: true },
    { text: 'A short practical exercise on the day.', shared: false },
  ],
  location: '200 Peachtree St NW, Atlanta, GA',
  room: 'Meeting room 2, ground floor, next to reception',
  sensory: 'Daylight and dimmable lamps, no fluorescent lights. Quiet; the door closes and the room is away from the loading bay.',
  waiting: 'The seating area by the window at reception; there is water and it is usually calm.',
  directions: 'Five minutes’ walk from Peachtree Center station (exit B). Visitor parking on level P1.',
  greeter: 'Sam Rivera, at reception, wearing a blue lanyard',
  bring: 'A photo ID. Nothing else is needed; we print the questions for you.',
  adjustments_offered: ['extra_time', 'written_questions', 'breaks', 'quiet_room', 'support_person'],
};

const VIDEO: InterviewDetails = {
  ...EMPTY_DETAILS,
  agenda: [
    { title: 'Introductions', minutes: 5 },
    { title: 'About the role', minutes: 10 },
    { title: 'Questions', minutes: 25 },
  ],
  questions: [
    { text: 'What drew you to this role?', shared: true },
    { text: 'Describe a time you solved a problem in a new way.', shared: true },
  ],
  location: 'https://meet.example.com/tessera-demo',
  bring: 'Headphones if you have them. The camera can stay off.',
  adjustments_offered: ['camera_off', 'written_questions', 'extra_time'],
};

interface Plan {
  state: 'proposed' | 'scheduled' | 'completed' | 'cancelled';
  startsAt: Date | null;
  slots: Date[];
  kind: InterviewKind;
  details: InterviewDetails;
}

/** The demo tenant's interviews; idempotent. */
export async function seedInterviews(db: Db, now = Date.now()): Promise<void> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  if (!tenant) return;
  const tenantId = tenant.id;
  const [existing] = await db.select({ id: interviews.id }).from(interviews).where(eq(interviews.tenantId, tenantId)).limit(1);
  if (existing) return;
  const rows = await db
    .select({ app: applications, orgId: jobs.organisationId, email: users.email })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.tenantId, tenantId), inArray(applications.status, ['interview', 'offered', 'hired'])))
    .orderBy(asc(applications.id));
  if (rows.length === 0) return;
  const team = await db
    .select({ jobId: jobHiringTeam.jobId, userId: jobHiringTeam.userId, roleId: users.roleId })
    .from(jobHiringTeam)
    .innerJoin(users, eq(users.id, jobHiringTeam.userId))
    .where(eq(jobHiringTeam.tenantId, tenantId));
  const teamOf = (jobId: number) =>
    team.filter((m) => m.jobId === jobId && (m.roleId === 1 || m.roleId === 4 || m.roleId === null)).map((m) => m.userId);
  // Tomorrow at 15:00 UTC (10:00 in New York), on the hour from there, so no one is booked twice.
  const base = new Date(now + DAY);
  base.setUTCHours(15, 0, 0, 0);
  let hour = 0;
  const nextHour = () => new Date(base.getTime() + hour++ * HOUR);
  // The featured job seeker's interview application first: their card shows proposed times.
  const ordered = [...rows].sort((a, b) => Number(b.email === 'seeker@demo.test') - Number(a.email === 'seeker@demo.test'));
  const states: Plan['state'][] = ['proposed', 'scheduled', 'completed', 'cancelled', 'scheduled'];
  let n = 0;
  for (const { app, orgId } of ordered) {
    const panel = teamOf(app.jobId).slice(0, 2);
    if (panel.length === 0) continue;
    const state: Plan['state'] = app.status === 'interview' ? (states[n % states.length] ?? 'scheduled') : 'completed';
    n += 1;
    const onSite = n % 2 === 1;
    const details = onSite ? ON_SITE : VIDEO;
    const minutes = onSite ? 60 : 40;
    const startsAt =
      state === 'proposed'
        ? null
        : state === 'completed'
          ? new Date(now - (1 + (n % 5)) * DAY - (n % 8) * HOUR)
          : state === 'cancelled'
            ? nextHour()
            : nextHour();
    const slots =
      state === 'proposed'
        ? [nextHour(), new Date(base.getTime() + DAY + hour * HOUR), new Date(base.getTime() + 2 * DAY + hour * HOUR)]
        : [];
    if (state === 'proposed') hour += 1;
    const [row] = await db
      .insert(interviews)
      .values({
        tenantId,
        applicationId: app.id,
        jobId: app.jobId,
        organisationId: orgId,
        kind: onSite ? 'on_site' : 'video',
        durationMinutes: minutes,
        status: state,
        startsAt,
        endsAt: startsAt ? new Date(startsAt.getTime() + minutes * 60_000) : null,
        timeZone: tenant.timeZone,
        details,
        uid: `${randomUUID()}@interviews.demo`,
        sequence: state === 'cancelled' ? 1 : 0,
        cancelReason: state === 'cancelled' ? 'The interviewer is unwell; we will propose new times this week.' : null,
        createdBy: panel[0] ?? null,
        createdAt: new Date(now - 3 * DAY),
      })
      .returning({ id: interviews.id });
    if (!row) continue;
    await db.insert(interviewPanel).values(panel.map((userId) => ({ tenantId, interviewId: row.id, userId })));
    if (slots.length) {
      await db
        .insert(interviewSlots)
        .values(slots.map((s) => ({ tenantId, interviewId: row.id, startsAt: s, endsAt: new Date(s.getTime() + minutes * 60_000) })));
    }
    await db.insert(interviewEvents).values({
      tenantId,
      interviewId: row.id,
      kind: state === 'proposed' ? 'proposed' : 'scheduled',
      actorId: panel[0] ?? null,
      createdAt: new Date(now - 3 * DAY),
    });
    if (state === 'cancelled') {
      await db
        .insert(interviewEvents)
        .values({ tenantId, interviewId: row.id, kind: 'cancelled', actorId: panel[0] ?? null, reason: 'The interviewer is unwell.' });
    }
    if (state === 'scheduled' && n % 2 === 0) {
      await db.insert(interviewAdjustments).values([
        { tenantId, interviewId: row.id, kind: 'written_questions', note: 'Reading the questions helps me answer well.' },
        {
          tenantId,
          interviewId: row.id,
          kind: 'breaks',
          note: '',
          status: 'agreed',
          answer: 'Of course: say when you would like a break.',
          answeredBy: panel[0] ?? null,
          answeredAt: new Date(now - DAY),
        },
      ]);
    }
    if (state === 'completed') {
      await db.insert(interviewEvents).values({ tenantId, interviewId: row.id, kind: 'completed', actorId: panel[0] ?? null });
      const job = await db.select({ required: jobs.requiredSkills, nice: jobs.niceSkills }).from(jobs).where(eq(jobs.id, app.jobId));
      const criteria = [...new Set([...(job[0]?.required ?? []), ...(job[0]?.nice ?? [])])].slice(0, 12);
      const names = criteria.length ? criteria : ['Communication', 'Problem solving'];
      await db.insert(scorecards).values(
        panel.map((userId, k) => ({
          tenantId,
          interviewId: row.id,
          userId,
          ratings: names.map((criterion, c) => ({ criterion, rating: 2 + ((c + k + n) % 3), note: '' })),
          notes:
            k === 0
              ? 'Clear, careful answers; asked good questions about the team.'
              : 'Practical and calm. Would do well with written instructions.',
          recommendation: (['yes', 'strong_yes', 'yes', 'no'] as const)[(k + n) % 4] ?? 'yes',
        })),
      );
    }
  }
}
