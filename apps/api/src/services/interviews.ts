// Interviews (issue 12): scheduled from an application in the interview stage, at a fixed time or as
// proposed slots the job seeker picks from; the card the job seeker prepares with (format, panel, agenda,
// questions shared in advance unless held back, on-site details, adjustments); adjustment requests and
// their answers; reschedule and cancel with a reason; iCalendar invites by email; scorecards.
//
// Scope: staff read through visibleInterviews (employer staff their organisation's, program staff the
// tenant's) and change only interviews of jobs they run (ownedJobs); a job seeker reaches only the
// interviews of their own applications. Anything else is answered as not found.
//
// Clashes: a time (or a proposed slot) may not overlap another proposed or scheduled interview of any
// panel member. The check and the write happen in one transaction that first locks the panel members'
// user rows in id order, so two requests booking the same person wait for each other and the second
// sees the first's interview: never a double booking, and no deadlock.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  applications,
  interviewAdjustments,
  interviewEvents,
  interviewPanel,
  interviews,
  interviewSlots,
  jobHiringTeam,
  jobInterviewCriteria,
  jobs,
  organisations,
  scorecards,
  users,
  type AdjustmentKind,
  type InterviewDetails,
  type InterviewKind,
  type InterviewRow,
  type InterviewStatus,
  type Recommendation,
} from '../db/schema.ts';
import { Conflict, Forbidden, NotFound, fieldError, nonFieldError } from '../errors.ts';
import { sendMail } from '../jobs/mail.ts';
import { asMailLang } from '../mail/i18n.ts';
import { interviewMail, type InterviewMailFacts, type InterviewReader } from '../mail/messages.ts';
import type { Tx } from '../jobs/queue.ts';
import { ROLE_NAMES_BY_ID } from '@tessera/routes/roles';
import { interviewInvite } from './interview-ics.ts';
import { queueInterviewReminder } from '../jobs/interview-reminder-queue.ts';
import { notify } from './notifications.ts';
import { iso, pageMeta, type Paging } from './staff-views.ts';
import type { Tenant } from './tenants.ts';
import { ownedJobs, visibleApplications, visibleInterviews, type Viewing } from './visibility.ts';

const notFound = () => new NotFound('Interview not found.');
const appNotFound = () => new NotFound('Application not found.');

export const EMPTY_DETAILS: InterviewDetails = {
  agenda: [],
  questions: [],
  location: '',
  room: '',
  sensory: '',
  waiting: '',
  directions: '',
  greeter: '',
  bring: '',
  adjustments_offered: [],
};

export interface DetailsInput {
  agenda?: { title: string; minutes: number }[] | undefined;
  questions?: { text: string; shared: boolean }[] | undefined;
  location?: string | undefined;
  room?: string | undefined;
  sensory?: string | undefined;
  waiting?: string | undefined;
  directions?: string | undefined;
  greeter?: string | undefined;
  bring?: string | undefined;
  adjustments_offered?: AdjustmentKind[] | undefined;
}

function mergeDetails(base: InterviewDetails, input: DetailsInput | undefined): InterviewDetails {
  const out = { ...base };
  if (!input) return out;
  for (const key of Object.keys(EMPTY_DETAILS) as (keyof InterviewDetails)[]) {
    const value = input[key];
    if (value === undefined) continue;
    (out as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  out.agenda = out.agenda.map((a) => ({ title: a.title.trim(), minutes: a.minutes }));
  out.questions = out.questions.map((q) => ({ text: q.text.trim(), shared: q.shared }));
  return out;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface Range {
  start: Date;
  end: Date;
}

/** The times asked for: one fixed time, or 2–6 proposed slots (not both, not neither; in the future; no two overlapping). */
function timesOf(
  input: { starts_at?: string | undefined; slots?: { starts_at: string }[] | undefined },
  minutes: number,
  now: Date,
): Range[] {
  if (input.starts_at !== undefined && input.slots !== undefined) throw nonFieldError('Give either a time or proposed slots, not both.');
  if (input.starts_at === undefined && input.slots === undefined) throw nonFieldError('Give a time, or two to six proposed slots.');
  const starts = input.starts_at !== undefined ? [input.starts_at] : (input.slots ?? []).map((s) => s.starts_at);
  const field = input.starts_at !== undefined ? 'starts_at' : 'slots';
  const ranges = starts.map((s) => {
    const start = new Date(s);
    if (Number.isNaN(start.getTime())) throw fieldError(field, 'Enter a valid date and time.');
    if (start.getTime() < now.getTime()) throw fieldError(field, 'Choose a time in the future.');
    return { start, end: new Date(start.getTime() + minutes * 60_000) };
  });
  const sorted = [...ranges].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const [i, r] of sorted.entries()) {
    const before = sorted[i - 1];
    if (before && r.start < before.end) throw fieldError('slots', 'Proposed slots must not overlap each other.');
  }
  return ranges;
}

/** Locks the panel members' rows (in id order, so concurrent bookings queue instead of deadlocking). */
async function lockPanel(tx: Tx, tenantId: number, userIds: number[]): Promise<void> {
  const ordered = [...userIds].sort((a, b) => a - b);
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ordered)))
    .orderBy(asc(users.id))
    .for('update');
}

/** Refuses (409) when any range overlaps another live interview of a panel member. Run after lockPanel. */
async function refuseClashes(tx: Tx, tenantId: number, userIds: number[], ranges: Range[], except: number | null): Promise<void> {
  if (ranges.length === 0 || userIds.length === 0) return;
  const overlaps = (startCol: SQL, endCol: SQL) =>
    or(
      ...ranges.map((r) => sql`(${startCol} < ${r.end.toISOString()}::timestamptz AND ${endCol} > ${r.start.toISOString()}::timestamptz)`),
    );
  const rows = await tx
    .select({ id: interviews.id, userId: interviewPanel.userId, first: users.firstName, last: users.lastName })
    .from(interviewPanel)
    .innerJoin(interviews, and(eq(interviews.tenantId, interviewPanel.tenantId), eq(interviews.id, interviewPanel.interviewId)))
    .innerJoin(users, eq(users.id, interviewPanel.userId))
    .where(
      and(
        eq(interviewPanel.tenantId, tenantId),
        inArray(interviewPanel.userId, userIds),
        except === null ? undefined : sql`${interviews.id} <> ${except}`,
        or(
          and(eq(interviews.status, 'scheduled'), overlaps(sql`${interviews.startsAt}`, sql`${interviews.endsAt}`)),
          and(
            eq(interviews.status, 'proposed'),
            sql`EXISTS (SELECT 1 FROM ${interviewSlots} WHERE ${interviewSlots.tenantId} = ${tenantId}
              AND ${interviewSlots.interviewId} = ${interviews.id} AND ${overlaps(sql`${interviewSlots.startsAt}`, sql`${interviewSlots.endsAt}`)})`,
          ),
        ),
      ),
    )
    .limit(1);
  const clash = rows[0];
  if (clash) {
    throw new Conflict(`${`${clash.first} ${clash.last}`.trim()} has another interview at that time. Choose another time.`);
  }
}

// --- reading ------------------------------------------------------------------------------------

interface Loaded {
  row: InterviewRow;
  job: { id: number; title: string; company: string };
  candidate: { user_id: number; name: string };
  organisation: { id: number; name: string };
  panel: { user_id: number; name: string; role: string | null; email: string; language: string | null; timeZone: string | null }[];
  slots: { id: number; starts_at: string; ends_at: string }[];
  adjustments: {
    id: number;
    kind: AdjustmentKind;
    note: string;
    status: 'requested' | 'agreed' | 'declined';
    answer: string | null;
    answered_by: string | null;
    answered_at: string | null;
    created_at: string;
  }[];
  history: { kind: (typeof interviewEvents.$inferSelect)['kind']; by: string | null; reason: string | null; created_at: string }[];
  scorecardAuthors: number[];
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function roleName(user: { isUser: boolean; roleId: number | null }): string | null {
  if (user.isUser) return null;
  if (user.roleId === null) return 'admin';
  return ROLE_NAMES_BY_ID[user.roleId] ?? null;
}

/** Everything shown of the interviews `ids` (of one tenant), in the order of `ids`. */
async function loadInterviews(db: Db | Tx, tenantId: number, ids: number[]): Promise<Loaded[]> {
  if (ids.length === 0) return [];
  const [base, panel, slots, adjustments, events, cards] = await Promise.all([
    db
      .select({
        row: interviews,
        jobTitle: jobs.title,
        company: jobs.company,
        seekerId: users.id,
        seekerFirst: users.firstName,
        seekerLast: users.lastName,
        orgName: organisations.name,
      })
      .from(interviews)
      .innerJoin(jobs, and(eq(jobs.tenantId, interviews.tenantId), eq(jobs.id, interviews.jobId)))
      .innerJoin(applications, and(eq(applications.tenantId, interviews.tenantId), eq(applications.id, interviews.applicationId)))
      .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
      .innerJoin(organisations, and(eq(organisations.tenantId, interviews.tenantId), eq(organisations.id, interviews.organisationId)))
      .where(and(eq(interviews.tenantId, tenantId), inArray(interviews.id, ids))),
    db
      .select({ interviewId: interviewPanel.interviewId, user: users })
      .from(interviewPanel)
      .innerJoin(users, and(eq(users.tenantId, interviewPanel.tenantId), eq(users.id, interviewPanel.userId)))
      .where(and(eq(interviewPanel.tenantId, tenantId), inArray(interviewPanel.interviewId, ids)))
      .orderBy(asc(users.firstName), asc(users.id)),
    db
      .select()
      .from(interviewSlots)
      .where(and(eq(interviewSlots.tenantId, tenantId), inArray(interviewSlots.interviewId, ids)))
      .orderBy(asc(interviewSlots.startsAt)),
    db
      .select({ a: interviewAdjustments, first: users.firstName, last: users.lastName })
      .from(interviewAdjustments)
      .leftJoin(users, eq(users.id, interviewAdjustments.answeredBy))
      .where(and(eq(interviewAdjustments.tenantId, tenantId), inArray(interviewAdjustments.interviewId, ids)))
      .orderBy(asc(interviewAdjustments.createdAt), asc(interviewAdjustments.id)),
    db
      .select({ e: interviewEvents, first: users.firstName, last: users.lastName })
      .from(interviewEvents)
      .leftJoin(users, eq(users.id, interviewEvents.actorId))
      .where(and(eq(interviewEvents.tenantId, tenantId), inArray(interviewEvents.interviewId, ids)))
      .orderBy(asc(interviewEvents.createdAt), asc(interviewEvents.id)),
    db
      .select({ interviewId: scorecards.interviewId, userId: scorecards.userId })
      .from(scorecards)
      .where(and(eq(scorecards.tenantId, tenantId), inArray(scorecards.interviewId, ids))),
  ]);
  const byId = new Map(base.map((b) => [b.row.id, b]));
  return ids.flatMap((id) => {
    const b = byId.get(id);
    if (!b) return [];
    return [
      {
        row: b.row,
        job: { id: b.row.jobId, title: b.jobTitle, company: b.company },
        candidate: { user_id: b.seekerId, name: fullName(b.seekerFirst, b.seekerLast) },
        organisation: { id: b.row.organisationId, name: b.orgName },
        panel: panel
          .filter((p) => p.interviewId === id)
          .map((p) => ({
            user_id: p.user.id,
            name: fullName(p.user.firstName, p.user.lastName),
            role: roleName(p.user),
            email: p.user.email,
            language: p.user.language,
            timeZone: p.user.timeZone,
          })),
        slots: slots.filter((s) => s.interviewId === id).map((s) => ({ id: s.id, starts_at: iso(s.startsAt), ends_at: iso(s.endsAt) })),
        adjustments: adjustments
          .filter((a) => a.a.interviewId === id)
          .map(({ a, first, last }) => ({
            id: a.id,
            kind: a.kind,
            note: a.note,
            status: a.status,
            answer: a.answer,
            answered_by: a.answeredBy === null ? null : fullName(first, last),
            answered_at: a.answeredAt ? iso(a.answeredAt) : null,
            created_at: iso(a.createdAt),
          })),
        history: events
          .filter((e) => e.e.interviewId === id)
          .map(({ e, first, last }) => ({
            kind: e.kind,
            by: e.actorId === null ? null : fullName(first, last),
            reason: e.reason,
            created_at: iso(e.createdAt),
          })),
        scorecardAuthors: cards.filter((c) => c.interviewId === id).map((c) => c.userId),
      },
    ];
  });
}

/** What every view of an interview starts with: which it is, its kind, status and time. */
function timingView(
  r: Pick<InterviewRow, 'id' | 'applicationId' | 'kind' | 'durationMinutes' | 'status' | 'startsAt' | 'endsAt' | 'timeZone'>,
) {
  return {
    id: r.id,
    application_id: r.applicationId,
    kind: r.kind,
    duration_minutes: r.durationMinutes,
    status: r.status,
    starts_at: r.startsAt ? iso(r.startsAt) : null,
    ends_at: r.endsAt ? iso(r.endsAt) : null,
    time_zone: r.timeZone,
  };
}

function commonView(l: Loaded) {
  const r = l.row;
  const { questions: _questions, ...details } = r.details;
  return {
    ...timingView(r),
    slots: r.status === 'proposed' ? l.slots : [],
    panel: l.panel.map(({ user_id, name, role }) => ({ user_id, name, role })),
    details,
    adjustments: l.adjustments,
    cancel_reason: r.cancelReason,
    reschedule_request: r.rescheduleRequest,
    reschedule_requested_at: r.rescheduleRequestedAt ? iso(r.rescheduleRequestedAt) : null,
    sequence: r.sequence,
    history: l.history,
    created_at: iso(r.createdAt),
  };
}

function staffView(l: Loaded, s: Viewing, viewerId: number, mayManage: boolean) {
  const onPanel = l.panel.some((p) => p.user_id === viewerId);
  return {
    ...commonView(l),
    questions: l.row.details.questions,
    job: { id: l.job.id, title: l.job.title },
    candidate: l.candidate,
    organisation: l.organisation,
    can_manage: mayManage && (s.reach === 'program' || (s.reach === 'employer' && s.organisation?.id === l.row.organisationId)),
    on_panel: onPanel,
    scorecards_submitted: l.scorecardAuthors.length,
    my_scorecard_submitted: l.scorecardAuthors.includes(viewerId),
  };
}

function seekerView(l: Loaded) {
  return {
    ...commonView(l),
    questions: l.row.details.questions.filter((q) => q.shared).map((q) => q.text),
    held_back_questions: l.row.details.questions.filter((q) => !q.shared).length,
    job: l.job,
  };
}

export type StaffInterviewView = ReturnType<typeof staffView>;

/** The interview if the viewer sees it (else 404). */
async function visibleInterview(db: Db | Tx, s: Viewing, id: number): Promise<InterviewRow> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), visibleInterviews(s)));
  if (!row) throw notFound();
  return row;
}

/** The interview if the viewer may change it: seen (else 404) and of a job they run (else 403). */
async function managedInterview(tx: Tx, s: Viewing, id: number): Promise<InterviewRow> {
  const row = await visibleInterview(tx, s, id);
  const [owned] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, row.jobId), ownedJobs(s)));
  if (!owned) throw new Forbidden('Only the employer running this job, or program staff, change its interviews.');
  const [locked] = await tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.tenantId, s.tenantId), eq(interviews.id, id)))
    .for('update');
  if (!locked) throw notFound();
  return locked;
}

export async function getInterview(db: Db, s: Viewing, id: number, viewerId: number, mayManage: boolean) {
  const row = await visibleInterview(db, s, id);
  const [loaded] = await loadInterviews(db, s.tenantId, [row.id]);
  if (!loaded) throw notFound();
  return staffView(loaded, s, viewerId, mayManage);
}

export interface InterviewFilters {
  jobId?: number | undefined;
  interviewerId?: number | undefined;
  organisationId?: number | undefined;
  status?: InterviewStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const MAX_WINDOW_MS = 42 * 86_400_000;

/** The interviews the viewer sees, by start time (proposed ones, without a time, last). */
export async function listInterviews(db: Db, s: Viewing, f: InterviewFilters, p: Paging) {
  const from = f.from !== undefined ? new Date(f.from) : undefined;
  const to = f.to !== undefined ? new Date(f.to) : undefined;
  if (from && Number.isNaN(from.getTime())) throw fieldError('from', 'Enter a valid date and time.');
  if (to && Number.isNaN(to.getTime())) throw fieldError('to', 'Enter a valid date and time.');
  if (from && to && (to <= from || to.getTime() - from.getTime() > MAX_WINDOW_MS)) {
    throw fieldError('to', 'The window ends after it starts and spans at most 42 days.');
  }
  const where = and(
    visibleInterviews(s),
    f.organisationId !== undefined ? eq(interviews.organisationId, f.organisationId) : undefined,
    f.jobId !== undefined ? eq(interviews.jobId, f.jobId) : undefined,
    f.status !== undefined ? eq(interviews.status, f.status) : undefined,
    from ? gte(interviews.startsAt, from) : undefined,
    to ? lt(interviews.startsAt, to) : undefined,
    f.interviewerId !== undefined
      ? sql`EXISTS (SELECT 1 FROM ${interviewPanel} WHERE ${interviewPanel.tenantId} = ${s.tenantId}
          AND ${interviewPanel.interviewId} = ${interviews.id} AND ${interviewPanel.userId} = ${f.interviewerId})`
      : undefined,
  );
  // The page's ids come from the (tenant, [organisation,] [status,] starts_at, id) index alone (an
  // index-only scan, offset rows included), as an array the other statements match with `id = ANY(...)`:
  // the planner then reads those rows by key (a join to the page as a subquery let it scan and hash whole
  // tables once a page passed ~150 rows, as a 200-row week does). Three statements run side by side: the
  // count, the page's rows joined to their job, job seeker and organisation, and the page's panels (one
  // join, grouped here, rather than a JSON subquery per row). Nothing here grows with the organisation's
  // size but the count (an index-only scan).
  const pageIds = db
    .select({ id: interviews.id })
    .from(interviews)
    .where(where)
    .orderBy(sql`${interviews.startsAt} ASC NULLS LAST`, asc(interviews.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const [[total], rows, panelRows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviews)
      .where(where),
    db
      .select({
        id: interviews.id,
        applicationId: interviews.applicationId,
        jobId: interviews.jobId,
        organisationId: interviews.organisationId,
        kind: interviews.kind,
        durationMinutes: interviews.durationMinutes,
        status: interviews.status,
        startsAt: interviews.startsAt,
        endsAt: interviews.endsAt,
        timeZone: interviews.timeZone,
        rescheduleRequested: sql<boolean>`${interviews.rescheduleRequest} IS NOT NULL`,
        jobTitle: jobs.title,
        seekerId: users.id,
        first: users.firstName,
        last: users.lastName,
        orgName: organisations.name,
        slotsCount: sql<number>`CASE WHEN ${interviews.status} = 'proposed' THEN (SELECT count(*)::int FROM interview_slots isl
          WHERE isl.tenant_id = ${s.tenantId} AND isl.interview_id = ${interviews.id}) ELSE 0 END`,
      })
      .from(interviews)
      .innerJoin(jobs, and(eq(jobs.tenantId, interviews.tenantId), eq(jobs.id, interviews.jobId)))
      .innerJoin(applications, and(eq(applications.tenantId, interviews.tenantId), eq(applications.id, interviews.applicationId)))
      .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
      .innerJoin(organisations, and(eq(organisations.tenantId, interviews.tenantId), eq(organisations.id, interviews.organisationId)))
      .where(and(eq(interviews.tenantId, s.tenantId), sql`${interviews.id} = ANY (ARRAY(${pageIds}))`))
      .orderBy(sql`${interviews.startsAt} ASC NULLS LAST`, asc(interviews.id)),
    db
      .select({
        interviewId: interviewPanel.interviewId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        isUser: users.isUser,
        roleId: users.roleId,
      })
      .from(interviewPanel)
      .innerJoin(users, and(eq(users.tenantId, interviewPanel.tenantId), eq(users.id, interviewPanel.userId)))
      .where(and(eq(interviewPanel.tenantId, s.tenantId), sql`${interviewPanel.interviewId} = ANY (ARRAY(${pageIds}))`))
      .orderBy(asc(users.firstName), asc(users.id)),
  ]);
  const panels = new Map<number, { user_id: number; name: string; role: string | null }[]>();
  for (const u of panelRows) {
    const member = { user_id: u.id, name: fullName(u.firstName, u.lastName), role: roleName(u) };
    const panel = panels.get(u.interviewId);
    if (panel) panel.push(member);
    else panels.set(u.interviewId, [member]);
  }
  const results = rows.map((r) => ({
    ...timingView(r),
    panel: panels.get(r.id) ?? [],
    job: { id: r.jobId, title: r.jobTitle },
    candidate: { user_id: r.seekerId, name: fullName(r.first, r.last) },
    organisation: { id: r.organisationId, name: r.orgName },
    slots_count: Number(r.slotsCount),
    reschedule_requested: r.rescheduleRequested,
  }));
  return { results, ...pageMeta(Number(total?.n ?? 0), p) };
}

/** The criteria of a job's interviews: as edited, else its required and nice-to-have skills. */
async function criteriaOf(db: Db | Tx, tenantId: number, jobId: number): Promise<{ criteria: string[]; edited: boolean }> {
  const [edited] = await db
    .select({ criteria: jobInterviewCriteria.criteria })
    .from(jobInterviewCriteria)
    .where(and(eq(jobInterviewCriteria.tenantId, tenantId), eq(jobInterviewCriteria.jobId, jobId)));
  if (edited) return { criteria: edited.criteria, edited: true };
  const [job] = await db
    .select({ required: jobs.requiredSkills, nice: jobs.niceSkills })
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)));
  const skills = [...new Set([...(job?.required ?? []), ...(job?.nice ?? [])].map((x) => x.trim()).filter(Boolean))].slice(0, 12);
  return { criteria: skills.length ? skills : ['Communication', 'Problem solving'], edited: false };
}

/** The hiring team of a job: who may sit on its interview panels. */
async function hiringTeamOf(db: Db | Tx, tenantId: number, jobId: number) {
  const rows = await db
    .select({ user: users })
    .from(jobHiringTeam)
    .innerJoin(users, and(eq(users.tenantId, jobHiringTeam.tenantId), eq(users.id, jobHiringTeam.userId)))
    .where(and(eq(jobHiringTeam.tenantId, tenantId), eq(jobHiringTeam.jobId, jobId), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map(({ user }) => ({ user_id: user.id, name: fullName(user.firstName, user.lastName), role: roleName(user) }));
}

export async function listApplicationInterviews(db: Db, s: Viewing, applicationId: number, viewerId: number, mayManage: boolean) {
  const [app] = await db
    .select({ id: applications.id, jobId: applications.jobId, orgId: jobs.organisationId })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
    .where(and(eq(applications.id, applicationId), visibleApplications(s)));
  // Interviews follow the interview permission's reach: a partner who sees the application does not see them.
  if (!app || (s.reach !== 'program' && !(s.reach === 'employer' && s.organisation?.id === app.orgId))) throw appNotFound();
  const ids = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.tenantId, s.tenantId), eq(interviews.applicationId, applicationId)))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
  const [loaded, team, criteria] = await Promise.all([
    loadInterviews(
      db,
      s.tenantId,
      ids.map((r) => r.id),
    ),
    hiringTeamOf(db, s.tenantId, app.jobId),
    criteriaOf(db, s.tenantId, app.jobId),
  ]);
  return { results: loaded.map((l) => staffView(l, s, viewerId, mayManage)), hiring_team: team, criteria, can_manage: mayManage };
}

// --- writing (staff) ----------------------------------------------------------------------------

export interface CreateInput {
  kind: InterviewKind;
  duration_minutes: number;
  panel: number[];
  starts_at?: string | undefined;
  slots?: { starts_at: string }[] | undefined;
  time_zone?: string | undefined;
  details?: DetailsInput | undefined;
}

export interface Actor {
  id: number;
  timeZone: string | null;
}

async function addEvent(
  tx: Tx,
  tenantId: number,
  interviewId: number,
  kind: (typeof interviewEvents.$inferInsert)['kind'],
  actorId: number | null,
  reason: string | null,
) {
  await tx.insert(interviewEvents).values({ tenantId, interviewId, kind, actorId, reason });
}

export async function createInterview(
  ctx: AppContext,
  tenant: Tenant,
  s: Viewing,
  applicationId: number,
  input: CreateInput,
  actor: Actor,
  origin: string,
) {
  const zone = input.time_zone ?? actor.timeZone ?? tenant.timeZone;
  if (!isTimeZone(zone)) throw fieldError('time_zone', 'Choose a time zone from the list.');
  const now = new Date();
  const ranges = timesOf(input, input.duration_minutes, now);
  const id = await ctx.jobs.transaction(ctx.db, async (tx) => {
    const [app] = await tx
      .select({ id: applications.id, status: applications.status, jobId: applications.jobId, orgId: jobs.organisationId })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
      .where(and(eq(applications.id, applicationId), visibleApplications(s)));
    if (!app || (s.reach !== 'program' && !(s.reach === 'employer' && s.organisation?.id === app.orgId))) throw appNotFound();
    const [owned] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, app.jobId), ownedJobs(s)));
    if (!owned) throw new Forbidden('Only the employer running this job, or program staff, schedule its interviews.');
    if (app.status !== 'interview') throw nonFieldError('Move the application to the interview stage before scheduling an interview.');
    const team = new Set((await hiringTeamOf(tx, s.tenantId, app.jobId)).map((m) => m.user_id));
    const outside = input.panel.filter((u) => !team.has(u));
    if (outside.length) throw fieldError('panel', 'Everyone on the panel must be on the job’s hiring team.');
    await lockPanel(tx, s.tenantId, input.panel);
    await refuseClashes(tx, s.tenantId, input.panel, ranges, null);
    const fixedAt = input.starts_at !== undefined ? ranges[0] : undefined;
    const fixed = fixedAt !== undefined;
    const [row] = await tx
      .insert(interviews)
      .values({
        tenantId: s.tenantId,
        applicationId,
        jobId: app.jobId,
        organisationId: app.orgId,
        kind: input.kind,
        durationMinutes: input.duration_minutes,
        status: fixed ? 'scheduled' : 'proposed',
        startsAt: fixedAt?.start ?? null,
        endsAt: fixedAt?.end ?? null,
        timeZone: zone,
        details: mergeDetails(EMPTY_DETAILS, input.details),
        uid: `${randomUUID()}@interviews.${tenant.slug}`,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error('interview not stored');
    await tx.insert(interviewPanel).values(input.panel.map((userId) => ({ tenantId: s.tenantId, interviewId: row.id, userId })));
    if (!fixed) {
      await tx
        .insert(interviewSlots)
        .values(ranges.map((r) => ({ tenantId: s.tenantId, interviewId: row.id, startsAt: r.start, endsAt: r.end })));
    }
    await addEvent(tx, s.tenantId, row.id, fixed ? 'scheduled' : 'proposed', actor.id, null);
    await announce(ctx, tx, tenant, row.id, fixed ? 'scheduled' : 'proposed', origin, null);
    return row.id;
  });
  return getInterview(ctx.db, s, id, actor.id, true);
}

export async function updateInterview(ctx: AppContext, s: Viewing, id: number, details: DetailsInput, actorId: number) {
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const row = await managedInterview(tx, s, id);
    if (row.status === 'cancelled' || row.status === 'completed') throw new Conflict('A cancelled or completed interview cannot change.');
    await tx
      .update(interviews)
      .set({ details: mergeDetails(row.details, details), updatedAt: new Date() })
      .where(and(eq(interviews.tenantId, s.tenantId), eq(interviews.id, id)));
    await addEvent(tx, s.tenantId, id, 'details_changed', actorId, null);
  });
  return getInterview(ctx.db, s, id, actorId, true);
}

/**
 * Sets the panel of a proposed or scheduled interview (members of the job's hiring team). Those added are
 * clash-checked against its time or proposed slots as at creation (locked in id order, with the members
 * kept, so a concurrent booking of the same person waits); those added and removed are mailed, and when a
 * time is set the invite (which names the panel) goes out again one SEQUENCE higher.
 */
export async function setInterviewPanel(
  ctx: AppContext,
  tenant: Tenant,
  s: Viewing,
  id: number,
  panelInput: number[],
  actorId: number,
  origin: string,
) {
  const panel = [...new Set(panelInput)];
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const row = await managedInterview(tx, s, id);
    if (row.status !== 'proposed' && row.status !== 'scheduled')
      throw new Conflict('Only a proposed or scheduled interview’s panel can change.');
    const team = new Set((await hiringTeamOf(tx, s.tenantId, row.jobId)).map((m) => m.user_id));
    if (panel.some((u) => !team.has(u))) throw fieldError('panel', 'Everyone on the panel must be on the job’s hiring team.');
    const current = (
      await tx
        .select({ userId: interviewPanel.userId })
        .from(interviewPanel)
        .where(and(eq(interviewPanel.tenantId, s.tenantId), eq(interviewPanel.interviewId, id)))
    ).map((p) => p.userId);
    const added = panel.filter((u) => !current.includes(u));
    const removed = current.filter((u) => !panel.includes(u));
    if (added.length === 0 && removed.length === 0) return;
    const ranges: Range[] =
      row.status === 'scheduled' && row.startsAt && row.endsAt
        ? [{ start: row.startsAt, end: row.endsAt }]
        : (
            await tx
              .select({ start: interviewSlots.startsAt, end: interviewSlots.endsAt })
              .from(interviewSlots)
              .where(and(eq(interviewSlots.tenantId, s.tenantId), eq(interviewSlots.interviewId, id)))
          ).map((r) => ({ start: r.start, end: r.end }));
    await lockPanel(tx, s.tenantId, [...new Set([...current, ...added])]);
    await refuseClashes(tx, s.tenantId, added, ranges, id);
    const [before] = await loadInterviews(tx, s.tenantId, [id]);
    if (removed.length) {
      await tx
        .delete(interviewPanel)
        .where(and(eq(interviewPanel.tenantId, s.tenantId), eq(interviewPanel.interviewId, id), inArray(interviewPanel.userId, removed)));
    }
    if (added.length) await tx.insert(interviewPanel).values(added.map((userId) => ({ tenantId: s.tenantId, interviewId: id, userId })));
    // The invite names the panel: a set time goes out again, one SEQUENCE higher.
    const timed = row.status === 'scheduled' && row.startsAt !== null;
    await tx
      .update(interviews)
      .set({ ...(timed ? { sequence: row.sequence + 1 } : {}), updatedAt: new Date() })
      .where(and(eq(interviews.tenantId, s.tenantId), eq(interviews.id, id)));
    await addEvent(tx, s.tenantId, id, 'panel_changed', actorId, null);
    if (before) await announcePanel(ctx, tx, tenant, before, added, removed, origin);
  });
  return getInterview(ctx.db, s, id, actorId, true);
}

export async function rescheduleInterview(
  ctx: AppContext,
  tenant: Tenant,
  s: Viewing,
  id: number,
  input: { reason: string; starts_at?: string | undefined; slots?: { starts_at: string }[] | undefined },
  actorId: number,
  origin: string,
) {
  const reason = input.reason.trim();
  if (!reason) throw fieldError('reason', 'Say why the interview moves.');
  const ranges0 = (minutes: number) => timesOf(input, minutes, new Date());
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const row = await managedInterview(tx, s, id);
    if (row.status !== 'proposed' && row.status !== 'scheduled') throw new Conflict('Only a proposed or scheduled interview can be moved.');
    const ranges = ranges0(row.durationMinutes);
    const panel = (
      await tx
        .select({ userId: interviewPanel.userId })
        .from(interviewPanel)
        .where(and(eq(interviewPanel.tenantId, s.tenantId), eq(interviewPanel.interviewId, id)))
    ).map((p) => p.userId);
    await lockPanel(tx, s.tenantId, panel);
    await refuseClashes(tx, s.tenantId, panel, ranges, id);
    const fixedAt = input.starts_at !== undefined ? ranges[0] : undefined;
    const fixed = fixedAt !== undefined;
    const wasScheduled = row.status === 'scheduled';
    await tx.delete(interviewSlots).where(and(eq(interviewSlots.tenantId, s.tenantId), eq(interviewSlots.interviewId, id)));
    if (!fixed) {
      await tx
        .insert(interviewSlots)
        .values(ranges.map((r) => ({ tenantId: s.tenantId, interviewId: id, startsAt: r.start, endsAt: r.end })));
    }
    await tx
      .update(interviews)
      .set({
        status: fixed ? 'scheduled' : 'proposed',
        startsAt: fixedAt?.start ?? null,
        endsAt: fixedAt?.end ?? null,
        sequence: row.sequence + 1,
        rescheduleRequest: null,
        rescheduleRequestedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(interviews.tenantId, s.tenantId), eq(interviews.id, id)));
    await addEvent(tx, s.tenantId, id, 'rescheduled', actorId, reason);
    // Back to proposed slots: the old time is withdrawn from calendars until a slot is chosen.
    await announce(ctx, tx, tenant, id, fixed ? 'changed' : wasScheduled ? 'reproposed' : 'proposed', origin, reason);
  });
  return getInterview(ctx.db, s, id, actorId, true);
}

export async function cancelInterview(
  ctx: AppContext,
  tenant: Tenant,
  s: Viewing,
  id: number,
  reasonInput: string,
  actorId: number,
  origin: string,
) {
  const reason = reasonInput.trim();
  if (!reason) throw fieldError('reason', 'Say why the interview is cancelled.');
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const row = await managedInterview(tx, s, id);
    if (row.status === 'cancelled') throw new Conflict('This interview is already cancelled.');
    if (row.status === 'completed') throw new Conflict('A completed interview cannot be cancelled.');
    await tx
      .update(interviews)
      .set({ status: 'cancelled', cancelReason: reason, sequence: row.sequence + 1, updatedAt: new Date() })
      .where(and(eq(interviews.tenantId, s.tenantId), eq(interviews.id, id)));
    await addEvent(tx, s.tenantId, id, 'cancelled', actorId, reason);
    await announce(ctx, tx, tenant, id, row.status === 'scheduled' ? 'cancelled' : 'cancelled_proposal', origin, reason);
  });
  return getInterview(ctx.db, s, id, actorId, true);
}

export async function completeInterview(ctx: AppContext, s: Viewing, id: number, actorId: number, mayManage: boolean) {
  await ctx.db.transaction(async (tx) => {
    const row = await visibleInterview(tx, s, id);
    const onPanel = await isOnPanel(tx, s.tenantId, id, actorId);
    if (!onPanel) await managedInterview(tx, s, id);
    if (!onPanel && !mayManage) throw new Forbidden('Only the panel or the hiring team mark an interview as held.');
    if (row.status !== 'scheduled' || !row.startsAt || row.startsAt.getTime() > Date.now()) {
      throw new Conflict('Only a scheduled interview whose start has passed can be marked as held.');
    }
    await tx
      .update(interviews)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(and(eq(interviews.tenantId, s.tenantId), eq(interviews.id, id)));
    await addEvent(tx, s.tenantId, id, 'completed', actorId, null);
  });
  return getInterview(ctx.db, s, id, actorId, mayManage);
}

export async function answerAdjustment(
  ctx: AppContext,
  s: Viewing,
  id: number,
  adjustmentId: number,
  input: { status: 'agreed' | 'declined'; answer: string },
  actorId: number,
) {
  const answer = input.answer.trim();
  if (!answer) throw fieldError('answer', 'Write the answer the job seeker will read.');
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const row = await managedInterview(tx, s, id);
    const [adj] = await tx
      .select()
      .from(interviewAdjustments)
      .where(
        and(
          eq(interviewAdjustments.tenantId, s.tenantId),
          eq(interviewAdjustments.interviewId, id),
          eq(interviewAdjustments.id, adjustmentId),
        ),
      )
      .for('update');
    if (!adj) throw new NotFound('Adjustment request not found.');
    if (adj.status !== 'requested') throw new Conflict('This request has already been answered.');
    await tx
      .update(interviewAdjustments)
      .set({ status: input.status, answer, answeredBy: actorId, answeredAt: new Date() })
      .where(eq(interviewAdjustments.id, adjustmentId));
    const [info] = await tx
      .select({ seekerId: applications.userId, title: jobs.title })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.tenantId, s.tenantId), eq(applications.id, row.applicationId)));
    if (info) {
      await notify(tx, {
        tenantId: s.tenantId,
        userId: info.seekerId,
        modelType: 'feedback',
        messageKey: 'interview_adjustment_answered',
        params: { job_title: info.title, answer },
        applicationId: row.applicationId,
      });
    }
  });
  return getInterview(ctx.db, s, id, actorId, true);
}

async function isOnPanel(db: Db | Tx, tenantId: number, interviewId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: interviewPanel.userId })
    .from(interviewPanel)
    .where(and(eq(interviewPanel.tenantId, tenantId), eq(interviewPanel.interviewId, interviewId), eq(interviewPanel.userId, userId)));
  return row !== undefined;
}

export async function setInterviewCriteria(db: Db, s: Viewing, jobId: number, criteriaInput: string[]) {
  const criteria = criteriaInput.map((c) => c.trim());
  if (criteria.some((c) => c === '')) throw fieldError('criteria', 'A criterion cannot be empty.');
  if (new Set(criteria.map((c) => c.toLowerCase())).size !== criteria.length)
    throw fieldError('criteria', 'No two criteria may be the same.');
  const [job] = await db
    .select({ id: jobs.id, organisationId: jobs.organisationId })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.tenantId, s.tenantId)));
  const visible = job && (s.reach === 'program' || (s.reach === 'employer' && s.organisation?.id === job.organisationId));
  if (!visible) throw new NotFound('Job not found.');
  await db
    .insert(jobInterviewCriteria)
    .values({ tenantId: s.tenantId, jobId, criteria })
    .onConflictDoUpdate({ target: [jobInterviewCriteria.tenantId, jobInterviewCriteria.jobId], set: { criteria, updatedAt: new Date() } });
  return { criteria, edited: true };
}

// --- scorecards ---------------------------------------------------------------------------------

export async function listScorecards(db: Db, s: Viewing, id: number, viewerId: number) {
  const row = await visibleInterview(db, s, id);
  const [{ criteria }, rows, onPanel] = await Promise.all([
    criteriaOf(db, s.tenantId, row.jobId),
    db
      .select({ card: scorecards, user: users })
      .from(scorecards)
      .innerJoin(users, and(eq(users.tenantId, scorecards.tenantId), eq(users.id, scorecards.userId)))
      .where(and(eq(scorecards.tenantId, s.tenantId), eq(scorecards.interviewId, id)))
      .orderBy(asc(scorecards.submittedAt), asc(scorecards.id)),
    isOnPanel(db, s.tenantId, id, viewerId),
  ]);
  const submitted = rows.some((r) => r.card.userId === viewerId);
  // A panel member reads the others' scorecards only once their own is in (independent judgements).
  const visible = onPanel && !submitted ? rows.filter((r) => r.card.userId === viewerId) : rows;
  const recommendations = { strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
  for (const r of visible) recommendations[r.card.recommendation] += 1;
  const names = [...new Set([...criteria, ...visible.flatMap((r) => r.card.ratings.map((x) => x.criterion))])];
  const summary = {
    count: visible.length,
    recommendations,
    criteria: names.map((criterion) => {
      const ratings = visible.flatMap((r) => r.card.ratings.filter((x) => x.criterion === criterion).map((x) => x.rating));
      return { criterion, average: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : null };
    }),
  };
  return {
    criteria,
    scorecards: visible.map(({ card, user }) => ({
      id: card.id,
      author: { user_id: user.id, name: fullName(user.firstName, user.lastName), role: roleName(user) },
      ratings: card.ratings,
      notes: card.notes,
      recommendation: card.recommendation,
      submitted_at: iso(card.submittedAt),
    })),
    hidden: rows.length - visible.length,
    submitted,
    on_panel: onPanel,
    summary,
  };
}

export async function submitScorecard(
  db: Db,
  s: Viewing,
  id: number,
  viewerId: number,
  input: {
    ratings: { criterion: string; rating: number; note?: string | undefined }[];
    notes?: string | undefined;
    recommendation: Recommendation;
  },
) {
  const row = await visibleInterview(db, s, id);
  if (!(await isOnPanel(db, s.tenantId, id, viewerId))) throw new Forbidden('Only the interview’s panel fill in scorecards.');
  if (row.status === 'cancelled' || row.status === 'proposed')
    throw new Conflict('A cancelled interview, or one without a time yet, is not scored.');
  const { criteria } = await criteriaOf(db, s.tenantId, row.jobId);
  const given = new Map(input.ratings.map((r) => [r.criterion.trim(), r]));
  const missing = criteria.filter((c) => !given.has(c));
  if (missing.length) throw fieldError('ratings', `Rate every criterion: ${missing.join(', ')}.`);
  const unknown = [...given.keys()].filter((c) => !criteria.includes(c));
  if (unknown.length) throw fieldError('ratings', `Not a criterion of this job: ${unknown.join(', ')}.`);
  const ratings = criteria.map((criterion) => {
    const rated = given.get(criterion);
    return { criterion, rating: rated?.rating ?? 1, note: (rated?.note ?? '').trim() };
  });
  const values = { ratings, notes: (input.notes ?? '').trim(), recommendation: input.recommendation, submittedAt: new Date() };
  await db
    .insert(scorecards)
    .values({ tenantId: s.tenantId, interviewId: id, userId: viewerId, ...values })
    .onConflictDoUpdate({ target: [scorecards.tenantId, scorecards.interviewId, scorecards.userId], set: values });
  return listScorecards(db, s, id, viewerId);
}

// --- the job seeker -----------------------------------------------------------------------------

/** The seeker's own interview (else 404), locked when in a transaction that changes it. */
async function ownInterview(tx: Db | Tx, tenantId: number, seekerId: number, id: number, lock: boolean): Promise<InterviewRow> {
  const query = tx
    .select({ row: interviews })
    .from(interviews)
    .innerJoin(applications, and(eq(applications.tenantId, interviews.tenantId), eq(applications.id, interviews.applicationId)))
    .where(and(eq(interviews.tenantId, tenantId), eq(interviews.id, id), eq(applications.userId, seekerId)));
  const [found] = lock ? await query.for('update', { of: interviews }) : await query;
  if (!found) throw notFound();
  return found.row;
}

async function myInterview(db: Db, tenantId: number, id: number) {
  const [loaded] = await loadInterviews(db, tenantId, [id]);
  if (!loaded) throw notFound();
  return seekerView(loaded);
}

export async function listMyInterviews(db: Db, tenantId: number, seekerId: number, applicationId: number) {
  const [app] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId), eq(applications.userId, seekerId)));
  if (!app) throw appNotFound();
  const ids = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.tenantId, tenantId), eq(interviews.applicationId, applicationId)))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
  const loaded = await loadInterviews(
    db,
    tenantId,
    ids.map((r) => r.id),
  );
  return { results: loaded.map(seekerView) };
}

export async function chooseSlot(ctx: AppContext, tenant: Tenant, seekerId: number, id: number, slotId: number, origin: string) {
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const row = await ownInterview(tx, tenant.id, seekerId, id, true);
    if (row.status !== 'proposed') throw new Conflict('A time has already been set for this interview.');
    const [slot] = await tx
      .select()
      .from(interviewSlots)
      .where(and(eq(interviewSlots.tenantId, tenant.id), eq(interviewSlots.interviewId, id), eq(interviewSlots.id, slotId)));
    if (!slot) throw fieldError('slot_id', 'Choose one of the proposed times.');
    if (slot.startsAt.getTime() < Date.now())
      throw fieldError('slot_id', 'That time has passed. Choose another, or ask the team for new times.');
    const panel = (
      await tx
        .select({ userId: interviewPanel.userId })
        .from(interviewPanel)
        .where(and(eq(interviewPanel.tenantId, tenant.id), eq(interviewPanel.interviewId, id)))
    ).map((p) => p.userId);
    await lockPanel(tx, tenant.id, panel);
    await refuseClashes(tx, tenant.id, panel, [{ start: slot.startsAt, end: slot.endsAt }], id);
    await tx.delete(interviewSlots).where(and(eq(interviewSlots.tenantId, tenant.id), eq(interviewSlots.interviewId, id)));
    await tx
      .update(interviews)
      .set({ status: 'scheduled', startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: row.sequence + 1, updatedAt: new Date() })
      .where(and(eq(interviews.tenantId, tenant.id), eq(interviews.id, id)));
    await addEvent(tx, tenant.id, id, 'slot_chosen', seekerId, null);
    await announce(ctx, tx, tenant, id, 'scheduled', origin, null);
  });
  return myInterview(ctx.db, tenant.id, id);
}

export async function requestAdjustments(
  ctx: AppContext,
  tenant: Tenant,
  seekerId: number,
  id: number,
  input: { kinds: AdjustmentKind[]; note?: string | undefined },
  origin: string,
) {
  const note = (input.note ?? '').trim();
  if (input.kinds.includes('other') && !note) throw fieldError('note', 'Describe the adjustment you need.');
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const row = await ownInterview(tx, tenant.id, seekerId, id, true);
    if (row.status === 'cancelled' || row.status === 'completed') throw new Conflict('This interview is over or cancelled.');
    await tx.insert(interviewAdjustments).values(input.kinds.map((kind) => ({ tenantId: tenant.id, interviewId: id, kind, note })));
    await tellTeam(ctx, tx, tenant, id, 'adjustments', origin, note || null);
  });
  return myInterview(ctx.db, tenant.id, id);
}

export async function requestReschedule(
  ctx: AppContext,
  tenant: Tenant,
  seekerId: number,
  id: number,
  reasonInput: string,
  origin: string,
) {
  const reason = reasonInput.trim();
  if (!reason) throw fieldError('reason', 'Say why you need another time.');
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const row = await ownInterview(tx, tenant.id, seekerId, id, true);
    if (row.status !== 'proposed' && row.status !== 'scheduled') throw new Conflict('Only a proposed or scheduled interview can be moved.');
    await tx
      .update(interviews)
      .set({ rescheduleRequest: reason, rescheduleRequestedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(interviews.tenantId, tenant.id), eq(interviews.id, id)));
    await addEvent(tx, tenant.id, id, 'reschedule_requested', seekerId, reason);
    await tellTeam(ctx, tx, tenant, id, 'reschedule_request', origin, reason);
  });
  return myInterview(ctx.db, tenant.id, id);
}

// --- invites and mail ---------------------------------------------------------------------------

const KIND_SUMMARY: Record<InterviewKind, string> = {
  video: 'Video interview',
  phone: 'Phone interview',
  on_site: 'On-site interview',
  work_sample: 'Work sample',
  trial_task: 'Trial task',
};

/** The .ics text of an interview (PUBLISH for downloads; REQUEST or CANCEL for mail). */
/** What an interview mail says of the interview `l` (the reason none; callers set what differs). */
export function interviewMailFacts(l: Loaded, origin: string): InterviewMailFacts {
  return {
    origin,
    jobTitle: l.job.title,
    company: l.job.company,
    candidateName: l.candidate.name,
    kind: l.row.kind,
    minutes: l.row.durationMinutes,
    startsAt: l.row.startsAt,
    slots: l.slots.map((x) => new Date(x.starts_at)),
    panel: l.panel.map((p) => p.name),
    reason: null,
    location: l.row.details.location,
    applicationId: l.row.applicationId,
  };
}

export function inviteFor(l: Loaded, tenant: Tenant, seekerEmail: string, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const r = l.row;
  if (!r.startsAt || !r.endsAt) throw new Conflict('This interview has no time yet.');
  const organiser = l.panel[0];
  return interviewInvite({
    method,
    uid: r.uid,
    sequence: r.sequence,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    timeZone: r.timeZone,
    summary: `${KIND_SUMMARY[r.kind]}: ${l.job.title} (${l.job.company})`,
    description: `${KIND_SUMMARY[r.kind]}, ${r.durationMinutes} min. ${l.candidate.name} with ${l.panel.map((p) => p.name).join(', ')}.`,
    location: r.details.location,
    organizer: { name: organiser?.name ?? tenant.name, email: organiser?.email ?? `no-reply@${tenant.slug}.invalid` },
    attendees: [{ name: l.candidate.name, email: seekerEmail }, ...l.panel.map((p) => ({ name: p.name, email: p.email }))],
    cancelled: r.status === 'cancelled',
    productName: tenant.name,
  });
}

async function seekerOf(db: Db | Tx, tenantId: number, applicationId: number) {
  const [row] = await db
    .select({ user: users })
    .from(applications)
    .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId)));
  if (!row) throw appNotFound();
  return row.user;
}

export async function staffInviteIcs(db: Db, tenant: Tenant, s: Viewing, id: number): Promise<string> {
  const row = await visibleInterview(db, s, id);
  const [loaded] = await loadInterviews(db, tenant.id, [row.id]);
  if (!loaded) throw notFound();
  const seeker = await seekerOf(db, tenant.id, row.applicationId);
  return inviteFor(loaded, tenant, seeker.email, 'PUBLISH');
}

export async function myInviteIcs(db: Db, tenant: Tenant, seekerId: number, id: number): Promise<string> {
  const row = await ownInterview(db, tenant.id, seekerId, id, false);
  const [loaded] = await loadInterviews(db, tenant.id, [row.id]);
  if (!loaded) throw notFound();
  const seeker = await seekerOf(db, tenant.id, row.applicationId);
  return inviteFor(loaded, tenant, seeker.email, 'PUBLISH');
}

/** Who reads an interview's mails: the job seeker (when given) and its panel, each in their language and zone. */
export function interviewReaders(
  tenant: Pick<Tenant, 'timeZone'>,
  seeker: Pick<typeof users.$inferSelect, 'email' | 'firstName' | 'language' | 'timeZone'> | null,
  panel: { email: string; name: string; language: string | null; timeZone: string | null }[],
): InterviewReader[] {
  return [
    ...(seeker
      ? [
          {
            to: seeker.email,
            firstName: seeker.firstName,
            lang: asMailLang(seeker.language),
            timeZone: seeker.timeZone ?? tenant.timeZone,
            seeker: true,
          },
        ]
      : []),
    ...panel.map((p) => ({
      to: p.email,
      firstName: p.name.split(' ')[0] ?? p.name,
      lang: asMailLang(p.language),
      timeZone: p.timeZone ?? tenant.timeZone,
      seeker: false,
    })),
  ];
}

type Announcement = 'proposed' | 'scheduled' | 'changed' | 'reproposed' | 'cancelled' | 'cancelled_proposal';

/**
 * Tells the job seeker (notification and mail) and the panel (mail) about a change, with the invite:
 * REQUEST for a new or moved time, CANCEL when a set time is withdrawn. Queues the 24-hour reminder of a
 * set time. Part of the change's transaction.
 */
async function announce(ctx: AppContext, tx: Tx, tenant: Tenant, id: number, what: Announcement, origin: string, reason: string | null) {
  const [l] = await loadInterviews(tx, tenant.id, [id]);
  if (!l) return;
  const seeker = await seekerOf(tx, tenant.id, l.row.applicationId);
  const method: 'REQUEST' | 'CANCEL' | null =
    what === 'scheduled' || what === 'changed' ? 'REQUEST' : what === 'cancelled' || what === 'reproposed' ? 'CANCEL' : null;
  // A CANCEL of a time that was withdrawn names the time it had (kept in the history of the row before).
  const ics = method && l.row.startsAt ? inviteFor(l, tenant, seeker.email, method) : null;
  const messageKey =
    what === 'proposed' || what === 'reproposed'
      ? 'interview_proposed'
      : what === 'scheduled'
        ? 'interview_scheduled'
        : what === 'changed'
          ? 'interview_changed'
          : 'interview_cancelled';
  await notify(tx, {
    tenantId: tenant.id,
    userId: seeker.id,
    modelType: 'feedback',
    messageKey,
    params: { job_title: l.job.title, company: l.job.company, reason: reason ?? '' },
    applicationId: l.row.applicationId,
  });
  const people = interviewReaders(tenant, seeker, l.panel);
  const calendar = ics && method ? { method, filename: 'interview.ics', content: ics } : undefined;
  for (const person of people) {
    const mail = interviewMail(what, person, { ...interviewMailFacts(l, origin), reason, ...(calendar ? { calendar } : {}) });
    await sendMail(ctx.jobs, tx, mail, { tenantId: tenant.id, origin, kind: 'account' });
  }
  if (l.row.status === 'scheduled' && l.row.startsAt)
    await queueInterviewReminder(ctx.jobs, tx, { tenantId: tenant.id, interviewId: id, sequence: l.row.sequence, origin }, l.row.startsAt);
}

/**
 * Tells the people of a panel change: those added (the invite, REQUEST, when a time is set), those removed
 * (a CANCEL of the time for them), and, when a time is set, the job seeker and the members kept (the
 * invite again, REQUEST, with the new panel). Part of the change's transaction; `before` is the interview
 * as it was (its panel before the change).
 */
async function announcePanel(ctx: AppContext, tx: Tx, tenant: Tenant, before: Loaded, added: number[], removed: number[], origin: string) {
  const [l] = await loadInterviews(tx, tenant.id, [before.row.id]);
  if (!l) return;
  const seeker = await seekerOf(tx, tenant.id, l.row.applicationId);
  const timed = l.row.status === 'scheduled' && l.row.startsAt !== null;
  const request = timed
    ? { method: 'REQUEST' as const, filename: 'interview.ics', content: inviteFor(l, tenant, seeker.email, 'REQUEST') }
    : null;
  // The removed see the event cancelled for them: the panel they were on, the new SEQUENCE.
  const cancel = timed
    ? {
        method: 'CANCEL' as const,
        filename: 'interview.ics',
        content: inviteFor({ ...before, row: { ...l.row, status: 'cancelled' } }, tenant, seeker.email, 'CANCEL'),
      }
    : null;
  const facts = interviewMailFacts(l, origin);
  const send = async (
    what: 'panel_added' | 'panel_removed' | 'panel_changed',
    people: InterviewReader[],
    calendar: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string } | null,
  ) => {
    for (const person of people) {
      await sendMail(ctx.jobs, tx, interviewMail(what, person, { ...facts, ...(calendar ? { calendar } : {}) }), {
        tenantId: tenant.id,
        origin,
        kind: 'account',
      });
    }
  };
  await send(
    'panel_added',
    interviewReaders(
      tenant,
      null,
      l.panel.filter((p) => added.includes(p.user_id)),
    ),
    request,
  );
  await send(
    'panel_removed',
    interviewReaders(
      tenant,
      null,
      before.panel.filter((p) => removed.includes(p.user_id)),
    ),
    cancel,
  );
  if (timed) {
    const kept = l.panel.filter((p) => !added.includes(p.user_id));
    await send('panel_changed', interviewReaders(tenant, seeker, kept), request);
    await notify(tx, {
      tenantId: tenant.id,
      userId: seeker.id,
      modelType: 'feedback',
      messageKey: 'interview_panel_changed',
      params: { job_title: l.job.title, company: l.job.company },
      applicationId: l.row.applicationId,
    });
    // The reminder goes with the SEQUENCE it was queued for: queue it again for the new one.
    await queueInterviewReminder(
      ctx.jobs,
      tx,
      { tenantId: tenant.id, interviewId: l.row.id, sequence: l.row.sequence, origin },
      l.row.startsAt as Date,
    );
  }
}

/** Mails the people who run the interview (its panel) about a job seeker's request. */
async function tellTeam(
  ctx: AppContext,
  tx: Tx,
  tenant: Tenant,
  id: number,
  what: 'adjustments' | 'reschedule_request',
  origin: string,
  text: string | null,
) {
  const [l] = await loadInterviews(tx, tenant.id, [id]);
  if (!l) return;
  for (const person of interviewReaders(tenant, null, l.panel)) {
    const mail = interviewMail(what, person, {
      ...interviewMailFacts(l, origin),
      slots: [],
      panel: [],
      reason: text,
      location: '',
      adjustments: l.adjustments.filter((a) => a.status === 'requested').map((a) => a.kind),
    });
    await sendMail(ctx.jobs, tx, mail, { tenantId: tenant.id, origin, kind: 'account' });
  }
}

/** For the reminder job: the interview if it still stands at the same time (same SEQUENCE), with its people. */
export async function interviewForReminder(db: Db, tenantId: number, id: number, sequence: number) {
  const [l] = await loadInterviews(db, tenantId, [id]);
  if (!l || l.row.status !== 'scheduled' || l.row.sequence !== sequence || !l.row.startsAt) return null;
  const seeker = await seekerOf(db, tenantId, l.row.applicationId);
  return { loaded: l, seeker };
}
