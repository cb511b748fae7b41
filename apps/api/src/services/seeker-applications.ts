// The job seeker's side of applications: applying (one application per job, active jobs only, the
// score computed and stored, history and notification), their own list with histories, withdrawing
// and declining an offer (the seeker's moves of application-status.ts), and saved jobs.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { User } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  applicationStatusHistory,
  applications,
  jobs,
  savedJobs,
  seekerProfiles,
  storedFiles,
  type ApplicationStatus,
} from '../db/schema.ts';
import { NotFound, Conflict, ValidationError, nonFieldError } from '../errors.ts';
import type { UploadedFile } from '../uploads.ts';
import { allowedNext, previousAfter, transitionProblem } from './application-status.ts';
import { storedScore } from './applications-score.ts';
import type { FileStore } from './file-store.ts';
import type { ResumeTextLimits } from './resume-text.ts';
import { computeMatch, matchJobOf, matchProfileOf } from './match-score.ts';
import { STATUS_WORDS, type Lang } from './notification-messages.ts';
import { notify } from './notifications.ts';
import { declineSentOffer, withdrawOpenOffers } from './offers.ts';
import { checkResumeUpload, resumeMeta, storeResume, type StoredFileRow } from './resume-files.ts';
import { fullName } from './tokens.ts';
import { matchBreakdown, pageMeta, type Paging } from './staff-views.ts';

type JobRow = typeof jobs.$inferSelect;
type AppRow = typeof applications.$inferSelect;
type ProfileRow = typeof seekerProfiles.$inferSelect;
type Tenant = { id: number; slug: string };

export const ALREADY_APPLIED = 'You have already applied to this job.';
export const NOT_ACCEPTING = 'This job is no longer taking applications.';
export const NO_RESUME = 'Add a résumé: upload a PDF or Word (.docx) file here, or add one to your profile first.';
const applicationNotFound = () => new NotFound('Application not found.');
const jobNotFound = () => new NotFound('Job not found.');

/** The job as a job seeker sees it on an application or a saved job. */
export function seekerJobRef(job: JobRow) {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    city: job.city,
    region: job.region,
    country: job.country,
    remote: job.remote,
    employment_type: job.employmentType,
    accepting: job.status === 'active',
  };
}

type HistoryRow = typeof applicationStatusHistory.$inferSelect;

/** The wire MyApplication. Staff names and staff reasons are not shown to the job seeker. */
export function myApplicationView(
  user: Pick<User, 'id' | 'firstName' | 'lastName'>,
  app: AppRow,
  job: JobRow,
  profile: ProfileRow | undefined,
  resume: StoredFileRow | null,
  history: HistoryRow[],
  lang: Lang,
) {
  const current = { status: app.status, previousStatus: app.previousStatus };
  const next = allowedNext(current, 'seeker');
  const me = { user_id: user.id, name: fullName(user) };
  return {
    id: app.id,
    job: seekerJobRef(job),
    status: app.status,
    status_label: STATUS_WORDS[app.status][lang],
    history: history.map((h) => {
      const mine = h.changedBy === user.id;
      // A job close's reason is written for the job seekers; other staff reasons stay internal.
      const shown = mine || h.reasonCode === 'job_closed';
      return {
        from_status: h.fromStatus,
        to_status: h.toStatus,
        reason: shown ? h.reason : null,
        reason_code: h.reasonCode,
        changed_by: mine ? me : null,
        created_at: h.createdAt.toISOString(),
      };
    }),
    can_withdraw: next.includes('withdrawn'),
    can_decline: next.includes('declined'),
    match: matchBreakdown(job, profile, app),
    resume: resume ? resumeMeta(resume) : null,
    cover_letter: app.coverLetter,
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
  };
}

async function histories(db: Pick<Db, 'select'>, tenantId: number, ids: number[]): Promise<Map<number, HistoryRow[]>> {
  const out = new Map<number, HistoryRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(applicationStatusHistory)
    .where(and(eq(applicationStatusHistory.tenantId, tenantId), inArray(applicationStatusHistory.applicationId, ids)))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
  for (const h of rows) out.get(h.applicationId)?.push(h);
  return out;
}

async function ownProfile(db: Pick<Db, 'select'>, tenantId: number, userId: number): Promise<ProfileRow | undefined> {
  const [p] = await db
    .select()
    .from(seekerProfiles)
    .where(and(eq(seekerProfiles.tenantId, tenantId), eq(seekerProfiles.userId, userId)));
  return p;
}

export type StatusFilter = ApplicationStatus | 'all' | undefined;

export async function listMyApplications(db: Db, tenantId: number, user: User, status: StatusFilter, p: Paging, lang: Lang) {
  const where = and(
    eq(applications.tenantId, tenantId),
    eq(applications.userId, user.id),
    status && status !== 'all' ? eq(applications.status, status) : undefined,
  );
  const [[total], rows, profile] = await Promise.all([
    db.select({ n: count() }).from(applications).where(where),
    db
      .select({ app: applications, job: jobs, resume: storedFiles })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
      .leftJoin(storedFiles, and(eq(storedFiles.id, applications.resumeFileId), eq(storedFiles.tenantId, applications.tenantId)))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    ownProfile(db, tenantId, user.id),
  ]);
  const byApp = await histories(
    db,
    tenantId,
    rows.map((r) => r.app.id),
  );
  return {
    results: rows.map((r) => myApplicationView(user, r.app, r.job, profile, r.resume, byApp.get(r.app.id) ?? [], lang)),
    ...pageMeta(total?.n ?? 0, p),
  };
}

export async function getMyApplication(db: Pick<Db, 'select'>, tenantId: number, user: User, id: number, lang: Lang) {
  const [row] = await db
    .select({ app: applications, job: jobs, resume: storedFiles })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
    .leftJoin(storedFiles, and(eq(storedFiles.id, applications.resumeFileId), eq(storedFiles.tenantId, applications.tenantId)))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.userId, user.id), eq(applications.id, id)));
  if (!row) throw applicationNotFound();
  const [profile, byApp] = await Promise.all([ownProfile(db, tenantId, user.id), histories(db, tenantId, [id])]);
  return myApplicationView(user, row.app, row.job, profile, row.resume, byApp.get(id) ?? [], lang);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface ApplyInput {
  jobId: number;
  coverLetter: string;
  upload: UploadedFile | undefined;
  maxBytes: number;
  textLimits?: ResumeTextLimits;
  /** The partner organisation that put the job seeker forward (the application's source is then 'partner'). */
  sourceOrganisationId?: number;
}

/**
 * Applies `user` to an active job of the tenant. Checks in order: the job (404 unknown/draft, 400 not
 * taking applications), a previous application (409), the résumé (413/415/400, or 400 when neither an
 * upload nor a profile résumé exists). Then, in one transaction that holds the job row FOR SHARE and checks
 * again that it is active: the uploaded file's row (and the
 * profile's résumé when it had none), the application with its score, the first history entry and the
 * notification. Returns the new application's id.
 */
export async function applyToJob(db: Db, files: FileStore, tenant: Tenant, user: User, input: ApplyInput): Promise<number> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenant.id), eq(jobs.id, input.jobId)));
  if (!job || job.status === 'draft') throw jobNotFound();
  if (job.status !== 'active') throw new ValidationError({ job_id: [NOT_ACCEPTING] });
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenantId, tenant.id), eq(applications.jobId, job.id), eq(applications.userId, user.id)));
  if (existing) throw new Conflict(ALREADY_APPLIED);
  const upload = await checkResumeUpload(input.upload, input.maxBytes, false, input.textLimits);
  const profile = await ownProfile(db, tenant.id, user.id);
  if (!upload && !profile?.resumeFileId) throw new ValidationError({ file: [NO_RESUME] });
  const score = storedScore(computeMatch(matchJobOf(job), matchProfileOf(profile)));

  const write = async (fileRow: typeof storedFiles.$inferInsert | null) =>
    db.transaction(async (tx) => {
      // The job again, locked for share: a close (which takes it for update) waits for this application
      // and then closes it too, or this application waits for the close and is refused.
      const [locked] = await tx
        .select({ status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.tenantId, tenant.id), eq(jobs.id, job.id)))
        .for('share');
      if (!locked || locked.status !== 'active') throw new ValidationError({ job_id: [NOT_ACCEPTING] });
      let resumeFileId = profile?.resumeFileId ?? null;
      if (fileRow) {
        await tx.insert(storedFiles).values(fileRow);
        resumeFileId = fileRow.id;
        if (!profile?.resumeFileId) {
          const now = new Date();
          await tx
            .insert(seekerProfiles)
            .values({ userId: user.id, tenantId: tenant.id, resumeFileId: fileRow.id, updatedAt: now })
            .onConflictDoUpdate({
              target: seekerProfiles.userId,
              set: { resumeFileId: fileRow.id, updatedAt: now },
              setWhere: eq(seekerProfiles.tenantId, tenant.id),
            });
        }
      }
      const now = new Date();
      const [app] = await tx
        .insert(applications)
        .values({
          tenantId: tenant.id,
          jobId: job.id,
          userId: user.id,
          status: 'applied',
          resumeFileId,
          coverLetter: input.coverLetter.trim(),
          source: input.sourceOrganisationId === undefined ? 'direct' : 'partner',
          sourceOrganisationId: input.sourceOrganisationId ?? null,
          ...score,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      if (!app) throw new Error('application insert returned nothing');
      await tx
        .insert(applicationStatusHistory)
        .values({ tenantId: tenant.id, applicationId: app.id, fromStatus: null, toStatus: 'applied', changedBy: user.id, createdAt: now });
      await notify(tx, {
        tenantId: tenant.id,
        userId: user.id,
        modelType: 'feedback',
        messageKey: 'application_received',
        params: { job_title: job.title, company: job.company },
        applicationId: app.id,
      });
      return app.id;
    });

  try {
    return upload ? await storeResume(files, tenant, user.id, upload, write) : await write(null);
  } catch (error) {
    // Two requests at once: the unique index (tenant, job, user) lets only one through.
    if (isUniqueViolation(error)) throw new Conflict(ALREADY_APPLIED);
    throw error;
  }
}

/** Withdraw (any open application) or decline (an offer) for the job seeker; history and notification in one transaction. */
export async function seekerStatusChange(
  db: Db,
  tenantId: number,
  user: User,
  id: number,
  to: 'withdrawn' | 'declined',
  reasonInput: string | undefined,
): Promise<void> {
  const reason = reasonInput?.trim() ? reasonInput.trim() : null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ app: applications, jobTitle: jobs.title, company: jobs.company })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
      .where(and(eq(applications.tenantId, tenantId), eq(applications.userId, user.id), eq(applications.id, id)))
      .for('update', { of: applications });
    if (!row) throw applicationNotFound();
    const current = { status: row.app.status, previousStatus: row.app.previousStatus };
    const problem = transitionProblem(current, to, 'seeker', reason);
    if (problem) throw nonFieldError(problem);
    const now = new Date();
    await tx
      .update(applications)
      .set({ status: to, previousStatus: previousAfter(current, to), reason, reasonCode: null, updatedAt: now })
      .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)));
    await tx
      .insert(applicationStatusHistory)
      .values({ tenantId, applicationId: id, fromStatus: current.status, toStatus: to, reason, changedBy: user.id, createdAt: now });
    // Issue 12: declining through the application declines the sent offer; withdrawing it withdraws the open one.
    if (to === 'declined') await declineSentOffer(tx, tenantId, id, user.id, reason, now);
    await withdrawOpenOffers(tx, tenantId, id, user.id, 'The job seeker withdrew the application.', now);
    await notify(tx, {
      tenantId,
      userId: user.id,
      modelType: 'feedback',
      messageKey: 'application_status_changed',
      params: { job_title: row.jobTitle, company: row.company, status: to },
      applicationId: id,
    });
  });
}

// --- saved jobs ---------------------------------------------------------------------------------

export async function listSavedJobs(db: Db, tenantId: number, userId: number, p: Paging) {
  const where = and(eq(savedJobs.tenantId, tenantId), eq(savedJobs.userId, userId));
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(savedJobs)
      .innerJoin(jobs, and(eq(jobs.id, savedJobs.jobId), eq(jobs.tenantId, savedJobs.tenantId)))
      .where(where),
    db
      .select({ saved: savedJobs, job: jobs })
      .from(savedJobs)
      .innerJoin(jobs, and(eq(jobs.id, savedJobs.jobId), eq(jobs.tenantId, savedJobs.tenantId)))
      .where(where)
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  return {
    results: rows.map((r) => ({ job: seekerJobRef(r.job), saved_at: r.saved.createdAt.toISOString() })),
    ...pageMeta(total?.n ?? 0, p),
  };
}

export async function saveJob(db: Db, tenantId: number, userId: number, jobId: number) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId), eq(jobs.status, 'active')));
  if (!job) throw jobNotFound();
  await db.insert(savedJobs).values({ tenantId, userId, jobId }).onConflictDoNothing();
  const [saved] = await db
    .select()
    .from(savedJobs)
    .where(and(eq(savedJobs.tenantId, tenantId), eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
  return { job: seekerJobRef(job), saved_at: (saved?.createdAt ?? new Date()).toISOString() };
}

export async function unsaveJob(db: Db, tenantId: number, userId: number, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.tenantId, tenantId), eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}
