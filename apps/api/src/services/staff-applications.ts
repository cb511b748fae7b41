// Applications as staff see them: lists (all, or one job's applicants ranked by match score), one
// application with everything about it, status changes (rules in application-status.ts), notes, the
// side-by-side comparison and the CSV export. Every query goes through the viewer's scope
// (services/visibility.ts): the tenant, and within it what the viewer's organisation may see.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  APPLICATION_STATUSES,
  applicationNotes,
  applicationStatusHistory,
  applications,
  jobs,
  seekerProfiles,
  storedFiles,
  users,
  type ApplicationStatus,
} from '../db/schema.ts';
import { Forbidden, NotFound, ValidationError } from '../errors.ts';
import { CLOSED_JOB_MESSAGE, OPEN_STATUSES, allowedNextOnJob, previousAfter, transitionProblem } from './application-status.ts';
import { notify } from './notifications.ts';
import { withdrawOpenOffers } from './offers.ts';
import { referrerOf } from './put-forwards.ts';
import {
  applicationsOfOrganisation as ofOrganisation,
  ownedJobs,
  visibleApplications,
  visibleJobs,
  visibleNotes,
  type Viewing,
} from './visibility.ts';
import {
  DETAIL_LIST_CAP,
  candidateOf,
  containsPattern,
  fileRef,
  iso,
  jobRef,
  matchBreakdown,
  pageMeta,
  personRef,
  profileView,
  staffLike,
  type Paging,
} from './staff-views.ts';

export type StatusFilter = ApplicationStatus | 'all';

export interface ApplicationFilters {
  status?: StatusFilter | undefined;
  jobId?: number | undefined;
  /** Only applications to this organisation's jobs or of the job seekers linked to it (program staff's filter). */
  organisation?: number | undefined;
  q?: string | undefined;
}

const appNotFound = () => new NotFound('Application not found.');

/** Rows joined for lists: the application, its job, the candidate and their profile's headline and city. */
const summaryColumns = {
  id: applications.id,
  status: applications.status,
  scoreTotal: applications.scoreTotal,
  scoreParts: applications.scoreParts,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobCompany: jobs.company,
  jobStatus: jobs.status,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  headline: seekerProfiles.headline,
  city: seekerProfiles.city,
};
function joined(db: Db) {
  return db
    .select(summaryColumns)
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
    .innerJoin(users, and(eq(users.id, applications.userId), eq(users.tenantId, applications.tenantId)))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.userId));
}

function filterCondition(s: Viewing, f: ApplicationFilters): SQL {
  const conditions: (SQL | undefined)[] = [visibleApplications(s)];
  if (f.jobId !== undefined) conditions.push(eq(applications.jobId, f.jobId));
  if (f.organisation !== undefined) conditions.push(ofOrganisation(s, f.organisation));
  const q = f.q?.trim();
  if (q) conditions.push(applicationsTextCondition(s.tenantId, q));
  return and(...conditions) as SQL;
}

/**
 * `q` in the candidate's name or email or the job title. Written as the ids of two index-backed lookups
 * (trigram indexes users_name_trgm, users_email_trgm and jobs_title_trgm, then applications by user or
 * job) instead of an OR across joined tables, which no index can serve.
 */
export function applicationsTextCondition(tenantId: number, q: string): SQL {
  const pattern = containsPattern(q);
  return sql`${applications.id} IN (
    SELECT a.id FROM applications a WHERE a.tenant_id = ${tenantId} AND a.user_id IN (
      SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} AND ${staffLike.nameOrEmail(pattern)})
    UNION
    SELECT a.id FROM applications a WHERE a.tenant_id = ${tenantId} AND a.job_id IN (
      SELECT j.id FROM jobs j WHERE j.tenant_id = ${tenantId} AND ${staffLike.jobTitle(pattern)}))`;
}

const statusCondition = (status: StatusFilter | undefined): SQL | undefined =>
  status && status !== 'all' ? eq(applications.status, status) : undefined;

/** How many applications have each status under the job and text filters. */
async function statusCounts(db: Db, s: Viewing, f: ApplicationFilters): Promise<Record<StatusFilter, number>> {
  const rows = await db
    .select({ status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
    .innerJoin(users, and(eq(users.id, applications.userId), eq(users.tenantId, applications.tenantId)))
    .where(filterCondition(s, f))
    .groupBy(applications.status);
  const counts = Object.fromEntries([['all', 0], ...APPLICATION_STATUSES.map((s) => [s, 0])]) as Record<StatusFilter, number>;
  for (const r of rows) {
    counts[r.status] = Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}

type SummaryRow = Awaited<ReturnType<typeof joined>>[number];

function summaryView(r: SummaryRow) {
  return {
    id: r.id,
    job: jobRef({ id: r.jobId, title: r.jobTitle, company: r.jobCompany, status: r.jobStatus }),
    candidate: candidateOf(
      { id: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email },
      { headline: r.headline ?? '', city: r.city ?? '' },
    ),
    status: r.status,
    score_total: r.scoreTotal,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  };
}

export async function listApplications(db: Db, s: Viewing, f: ApplicationFilters & { sort?: 'newest' | 'score' | undefined }, p: Paging) {
  const counts = await statusCounts(db, s, f);
  const order =
    f.sort === 'score'
      ? [desc(applications.scoreTotal), asc(applications.createdAt), asc(applications.id)]
      : [desc(applications.createdAt), desc(applications.id)];
  const rows = await joined(db)
    .where(and(filterCondition(s, f), statusCondition(f.status)))
    .orderBy(...order)
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { results: rows.map(summaryView), counts, ...pageMeta(counts[f.status ?? 'all'], p) };
}

/** A job's applicants, best match first (ties: earlier application first). */
export async function listJobApplicants(db: Db, s: Viewing, jobId: number, status: StatusFilter | undefined, p: Paging) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), visibleJobs(s)));
  if (!job) throw new NotFound('Job not found.');
  const counts = await statusCounts(db, s, { jobId });
  const offset = (p.page - 1) * p.pageSize;
  const rows = await joined(db)
    .where(and(filterCondition(s, { jobId }), statusCondition(status)))
    .orderBy(desc(applications.scoreTotal), asc(applications.createdAt), asc(applications.id))
    .limit(p.pageSize)
    .offset(offset);
  return {
    job: { ...jobRef(job), weights: job.weights },
    results: rows.map((r, i) => {
      const s = summaryView(r);
      return {
        id: s.id,
        rank: offset + i + 1,
        candidate: s.candidate,
        status: s.status,
        score_total: s.score_total,
        score_parts: r.scoreParts ?? { skills: 0, certification: 0, education: 0, job_title: 0, industry: 0, management_level: 0 },
        created_at: s.created_at,
        updated_at: s.updated_at,
      };
    }),
    counts,
    ...pageMeta(counts[status ?? 'all'], p),
  };
}

interface Loaded {
  app: typeof applications.$inferSelect;
  job: typeof jobs.$inferSelect;
  user: typeof users.$inferSelect;
  profile: typeof seekerProfiles.$inferSelect | null;
}

async function loadMany(db: Db, s: Viewing, ids: number[]): Promise<Loaded[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ app: applications, job: jobs, user: users, profile: seekerProfiles })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
    .innerJoin(users, and(eq(users.id, applications.userId), eq(users.tenantId, applications.tenantId)))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.userId))
    .where(and(visibleApplications(s), inArray(applications.id, ids)));
  return rows;
}

/** Whether the viewer runs the hiring of `job`: program staff any job, employer staff their organisation's. */
export function runsHiringOf(s: Viewing, job: { organisationId: number }): boolean {
  return s.reach === 'program' || (s.reach === 'employer' && s.organisation?.id === job.organisationId);
}

/** Everything staff see about one application. `mayManage`: whether this user's role may change applications. */
export async function getStaffApplication(db: Db, s: Viewing, id: number, mayManage: boolean) {
  const tenantId = s.tenantId;
  const [row] = await loadMany(db, s, [id]);
  if (!row) throw appNotFound();
  const { app, job, user, profile } = row;
  const canManage = mayManage && runsHiringOf(s, job);
  const [history, notes, resume, referrer] = await Promise.all([
    db
      .select({ h: applicationStatusHistory, byId: users.id, byFirst: users.firstName, byLast: users.lastName })
      .from(applicationStatusHistory)
      .leftJoin(users, eq(users.id, applicationStatusHistory.changedBy))
      .where(and(eq(applicationStatusHistory.tenantId, tenantId), eq(applicationStatusHistory.applicationId, id)))
      .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id)),
    notesPage(db, s, id, { page: 1, pageSize: DETAIL_LIST_CAP }),
    app.resumeFileId
      ? db
          .select()
          .from(storedFiles)
          .where(and(eq(storedFiles.id, app.resumeFileId), eq(storedFiles.tenantId, tenantId)))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
    referrerOf(db, tenantId, app.sourceOrganisationId),
  ]);
  return {
    id: app.id,
    job: jobRef(job),
    candidate: candidateOf(user, profile),
    profile: profileView(profile),
    status: app.status,
    previous_status: app.previousStatus,
    reason: app.reason,
    reason_code: app.reasonCode,
    score_total: app.scoreTotal,
    match: matchBreakdown(job, profile, app),
    resume: fileRef(resume),
    cover_letter: app.coverLetter,
    source: app.source,
    referred_by: referrer ? { id: referrer.id, name: referrer.name } : null,
    history: history.map(({ h, byId, byFirst, byLast }) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      reason: h.reason,
      reason_code: h.reasonCode,
      changed_by: personRef(byId, byFirst, byLast),
      created_at: iso(h.createdAt),
    })),
    notes: notes.results,
    notes_count: notes.count,
    allowed_next: canManage ? allowedNextOnJob({ status: app.status, previousStatus: app.previousStatus }, 'staff', job.status) : [],
    can_manage: canManage,
    created_at: iso(app.createdAt),
    updated_at: iso(app.updatedAt),
  };
}

/**
 * Moves an application to `to` for a staff member: the rules of application-status.ts (else a 400 and
 * nothing changes); the new status, the status to undo to and the reason; a history entry with who;
 * and a notification to the job seeker. All in one transaction.
 */
export async function changeApplicationStatus(
  db: Db,
  s: Viewing,
  id: number,
  actorId: number,
  to: ApplicationStatus,
  reasonInput: string | undefined,
): Promise<void> {
  const reason = reasonInput?.trim() ? reasonInput.trim() : null;
  const tenantId = s.tenantId;
  await db.transaction(async (tx) => {
    const [located] = await tx
      .select({
        jobId: applications.jobId,
        owned: sql<boolean>`${applications.jobId} IN (SELECT ${jobs.id} FROM ${jobs} WHERE ${ownedJobs(s)})`,
      })
      .from(applications)
      .where(and(eq(applications.id, id), visibleApplications(s)));
    if (!located) throw appNotFound();
    if (!located.owned) throw new Forbidden('Only the employer running this job, or program staff, change the status of its applications.');
    // The job first, shared (closing it takes it for update), then the application: the same order as
    // changeJobStatus, so a close and a status change wait for each other instead of deadlocking.
    const [job] = await tx
      .select({ status: jobs.status, title: jobs.title, company: jobs.company })
      .from(jobs)
      .where(and(eq(jobs.id, located.jobId), eq(jobs.tenantId, tenantId)))
      .for('share');
    const [app] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.tenantId, tenantId)))
      .for('update');
    if (!job || !app) throw appNotFound();
    const current = { status: app.status, previousStatus: app.previousStatus };
    if (job.status === 'closed' && OPEN_STATUSES.includes(to)) throw new ValidationError({ status: [CLOSED_JOB_MESSAGE] });
    const problem = transitionProblem(current, to, 'staff', reason);
    if (problem) {
      // The only thing wrong is a missing reason when a reason would make the change valid.
      const field = transitionProblem(current, to, 'staff', 'a reason') === null ? 'reason' : 'status';
      throw new ValidationError({ [field]: [problem] });
    }
    const now = new Date();
    await tx
      .update(applications)
      .set({ status: to, previousStatus: previousAfter(current, to), reason, reasonCode: null, updatedAt: now })
      .where(and(eq(applications.id, id), eq(applications.tenantId, tenantId)));
    await tx
      .insert(applicationStatusHistory)
      .values({ tenantId, applicationId: id, fromStatus: current.status, toStatus: to, reason, changedBy: actorId, createdAt: now });
    // Issue 12: an application that ends or is rejected takes its open offer with it.
    if (to === 'rejected' || to === 'withdrawn' || to === 'declined')
      await withdrawOpenOffers(tx, tenantId, id, actorId, `The application became "${to}".`, now);
    await notify(tx, {
      tenantId,
      userId: app.userId,
      modelType: 'feedback',
      messageKey: 'application_status_changed',
      params: { job_title: job.title, company: job.company, status: to },
      applicationId: id,
    });
  });
}

/** One page of an application's notes, newest first. */
async function notesPage(db: Db, s: Viewing, applicationId: number, p: Paging) {
  const where = and(visibleNotes(s), eq(applicationNotes.applicationId, applicationId));
  const [[total], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationNotes)
      .where(where),
    db
      .select({ n: applicationNotes, byId: users.id, byFirst: users.firstName, byLast: users.lastName })
      .from(applicationNotes)
      .leftJoin(users, eq(users.id, applicationNotes.authorId))
      .where(where)
      .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  return {
    results: rows.map(({ n, byId, byFirst, byLast }) => ({
      id: n.id,
      author: personRef(byId, byFirst, byLast),
      body: n.body,
      created_at: iso(n.createdAt),
    })),
    ...pageMeta(Number(total?.n ?? 0), p),
  };
}

/** The notes the viewer sees of an application they see, a page at a time (404 for any other). */
export async function listApplicationNotes(db: Db, s: Viewing, id: number, p: Paging) {
  const [app] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), visibleApplications(s)));
  if (!app) throw appNotFound();
  return notesPage(db, s, id, p);
}

export async function addApplicationNote(
  db: Db,
  s: Viewing,
  id: number,
  author: { id: number; firstName: string; lastName: string },
  body: string,
) {
  const text = body.trim();
  if (!text) throw new ValidationError({ body: ['This field may not be blank.'] });
  const tenantId = s.tenantId;
  const [app] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), visibleApplications(s)));
  if (!app) throw appNotFound();
  const [note] = await db.insert(applicationNotes).values({ tenantId, applicationId: id, authorId: author.id, body: text }).returning();
  if (!note) throw new Error('note insert returned nothing');
  return { id: note.id, author: personRef(author.id, author.firstName, author.lastName), body: note.body, created_at: iso(note.createdAt) };
}

/** `ids` as given on the wire ("1,2,3") → 2 to 4 distinct ids, else a 400 under `ids`. */
export function parseCompareIds(raw: string): number[] {
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.some((s) => !/^\d{1,9}$/.test(s) || Number(s) < 1))
    throw new ValidationError({ ids: ['Give application ids as whole numbers separated by commas.'] });
  const ids = [...new Set(parts.map(Number))];
  if (ids.length < 2 || ids.length > 4) throw new ValidationError({ ids: ['Choose two to four different applications to compare.'] });
  return ids;
}

export async function compareApplications(db: Db, s: Viewing, ids: number[]) {
  const rows = await loadMany(db, s, ids);
  if (rows.length !== ids.length) throw appNotFound();
  const byId = new Map(rows.map((r) => [r.app.id, r]));
  const results = ids.map((id) => {
    const { app, job, user, profile } = byId.get(id) as Loaded;
    return {
      id: app.id,
      job: jobRef(job),
      weights: job.weights,
      candidate: candidateOf(user, profile),
      status: app.status,
      score_total: app.scoreTotal,
      match: matchBreakdown(job, profile, app),
      years_experience: profile?.yearsExperience ?? 0,
      education: profile?.education ?? 'none',
      management_level: profile?.managementLevel ?? 'individual',
      industry: profile?.industry ?? '',
      skills: profile?.skills ?? [],
      certifications: profile?.certifications ?? [],
      created_at: iso(app.createdAt),
    };
  });
  return { same_job: new Set(results.map((r) => r.job.id)).size === 1, results };
}

// --- CSV export ---------------------------------------------------------------------------------

export const EXPORT_COLUMNS = [
  'application_id',
  'job_id',
  'job_title',
  'company',
  'job_status',
  'candidate_name',
  'candidate_email',
  'status',
  'reason',
  'score_total',
  'applied_at',
  'updated_at',
] as const;

/**
 * One CSV cell: quoted when needed; a cell that a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The CSV text, a batch at a time (keyset on id), so a large tenant never sits in memory at once. The
 * first batch is read before anything is yielded: the first `next()` runs the query, so a caller that
 * awaits it before sending headers answers a failing query with a clean error status, never a cut file.
 */
export async function* exportApplicationsCsv(db: Db, s: Viewing, f: ApplicationFilters, batch = 500): AsyncGenerator<string> {
  const read = (after: number) =>
    db
      .select({
        id: applications.id,
        status: applications.status,
        reason: applications.reason,
        scoreTotal: applications.scoreTotal,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        jobId: jobs.id,
        jobTitle: jobs.title,
        company: jobs.company,
        jobStatus: jobs.status,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
      .innerJoin(users, and(eq(users.id, applications.userId), eq(users.tenantId, applications.tenantId)))
      .where(and(filterCondition(s, f), statusCondition(f.status), sql`${applications.id} > ${after}`))
      .orderBy(asc(applications.id))
      .limit(batch);
  const lines = (rows: Awaited<ReturnType<typeof read>>) =>
    rows
      .map((r) =>
        csvLine([
          r.id,
          r.jobId,
          r.jobTitle,
          r.company,
          r.jobStatus,
          `${r.firstName} ${r.lastName}`.trim(),
          r.email,
          r.status,
          r.reason,
          r.scoreTotal,
          iso(r.createdAt),
          iso(r.updatedAt),
        ]),
      )
      .join('');
  let rows = await read(0);
  yield csvLine([...EXPORT_COLUMNS]) + lines(rows);
  while (rows.length === batch) {
    const after = rows[rows.length - 1]?.id ?? 0;
    rows = await read(after);
    if (rows.length === 0) return;
    yield lines(rows);
  }
}
