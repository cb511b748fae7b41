// Partners and their job seekers (issue 11 §1; DECISIONS 19): partner staff put a linked job seeker
// forward for a job; the job seeker is asked and agrees (or declines); agreeing applies them, with the
// partner recorded as the application's source, which the employer sees. The job seeker sees their partner
// links and can end one (the partner then no longer sees them).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, jobs, organisations, putForwards, seekerPartnerLinks, users } from '../db/schema.ts';
import { Conflict, NotFound, ValidationError } from '../errors.ts';
import type { Scope } from '../scope.ts';
import { notify } from './notifications.ts';
import { ALREADY_APPLIED, NOT_ACCEPTING } from './seeker-applications.ts';
import { iso, jobRef, pageMeta, type Paging } from './staff-views.ts';
import { fullName } from './tokens.ts';
import { visibleJobs, visibleSeekers, type Viewing } from './visibility.ts';

export const ALREADY_ASKED = 'This job seeker has already been asked about this job.';
const MESSAGE_MAX = 1000;

const putForwardColumns = {
  p: putForwards,
  job: jobs,
  organisationName: organisations.name,
  proposedFirst: users.firstName,
  proposedLast: users.lastName,
};

function baseQuery(db: Db) {
  return db
    .select(putForwardColumns)
    .from(putForwards)
    .innerJoin(jobs, and(eq(jobs.tenantId, putForwards.tenantId), eq(jobs.id, putForwards.jobId)))
    .innerJoin(organisations, and(eq(organisations.tenantId, putForwards.tenantId), eq(organisations.id, putForwards.organisationId)))
    .leftJoin(users, eq(users.id, putForwards.proposedBy));
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function view(r: Row) {
  return {
    id: r.p.id,
    job: jobRef(r.job),
    partner: { id: r.p.organisationId, name: r.organisationName },
    proposed_by: r.proposedFirst === null ? null : fullName({ firstName: r.proposedFirst, lastName: r.proposedLast ?? '' }),
    message: r.p.message,
    status: r.p.status,
    application_id: r.p.applicationId,
    created_at: iso(r.p.createdAt),
    answered_at: r.p.answeredAt ? iso(r.p.answeredAt) : null,
  };
}

/** Partner staff put a job seeker linked to their organisation forward for a published, active job. */
export async function putForward(db: Db, s: Scope, seekerId: number, jobId: number, messageInput: string | undefined) {
  const orgId = s.organisation?.id;
  const [seeker] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, seekerId), visibleSeekers(s)));
  if (!seeker || s.reach !== 'partner' || orgId === undefined) throw new NotFound('Job seeker not found.');
  const message = (messageInput ?? '').trim();
  if (message.length > MESSAGE_MAX) throw new ValidationError({ message: [`Keep the message under ${MESSAGE_MAX} characters.`] });
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), visibleJobs(s)));
  if (!job) throw new ValidationError({ job_id: ['Job not found.'] });
  if (job.status !== 'active') throw new ValidationError({ job_id: [NOT_ACCEPTING] });
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenantId, s.tenantId), eq(applications.jobId, jobId), eq(applications.userId, seekerId)));
  if (applied) throw new Conflict(ALREADY_APPLIED);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(putForwards)
      .values({ tenantId: s.tenantId, userId: seekerId, jobId, organisationId: orgId, proposedBy: s.user.id, message })
      .onConflictDoNothing()
      .returning({ id: putForwards.id });
    if (!row) throw new Conflict(ALREADY_ASKED);
    await notify(tx, {
      tenantId: s.tenantId,
      userId: seekerId,
      modelType: 'feedback',
      messageKey: 'put_forward_requested',
      params: { partner: s.organisation?.name ?? '', job_title: job.title, company: job.company },
    });
    return row.id;
  });
  const [row] = await baseQuery(db).where(eq(putForwards.id, id));
  if (!row) throw new NotFound('Not found.');
  return view(row);
}

/** The put-forwards of one job seeker the viewer sees: their own organisation's (partners) or all (program staff). */
export async function listSeekerPutForwards(db: Db, s: Viewing, seekerId: number, p: Paging) {
  const [seeker] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, seekerId), visibleSeekers(s)));
  if (!seeker) throw new NotFound('Job seeker not found.');
  const mine = and(
    eq(putForwards.tenantId, s.tenantId),
    eq(putForwards.userId, seekerId),
    s.reach === 'program' ? undefined : eq(putForwards.organisationId, s.organisation?.id ?? -1),
  );
  return page(db, mine, p);
}

async function page(db: Db, where: ReturnType<typeof and>, p: Paging) {
  const [[total], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(putForwards)
      .where(where),
    baseQuery(db)
      .where(where)
      .orderBy(desc(putForwards.createdAt), desc(putForwards.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  return { results: rows.map(view), ...pageMeta(Number(total?.n ?? 0), p) };
}

/** The job seeker's own put-forwards, newest first. */
export async function listMyPutForwards(db: Db, tenantId: number, userId: number, p: Paging) {
  return page(db, and(eq(putForwards.tenantId, tenantId), eq(putForwards.userId, userId)), p);
}

/** The job seeker's pending put-forward `id`, or 404. */
export async function pendingPutForward(db: Db, tenantId: number, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(putForwards)
    .where(and(eq(putForwards.tenantId, tenantId), eq(putForwards.userId, userId), eq(putForwards.id, id)));
  if (!row) throw new NotFound('Not found.');
  if (row.status !== 'pending') throw new Conflict('You have already answered this.');
  return row;
}

/** Records the job seeker's answer (and the application agreeing made). */
export async function answerPutForward(
  db: Db,
  tenantId: number,
  id: number,
  status: 'accepted' | 'declined',
  applicationId: number | null,
) {
  await db
    .update(putForwards)
    .set({ status, applicationId, answeredAt: new Date() })
    .where(and(eq(putForwards.tenantId, tenantId), eq(putForwards.id, id), eq(putForwards.status, 'pending')));
  const [row] = await baseQuery(db).where(and(eq(putForwards.tenantId, tenantId), eq(putForwards.id, id)));
  if (!row) throw new NotFound('Not found.');
  return view(row);
}

// --- the job seeker's partner links --------------------------------------------------------------

export async function listMyPartnerLinks(db: Db, tenantId: number, userId: number) {
  const rows = await db
    .select({ link: seekerPartnerLinks, name: organisations.name, kind: organisations.kind })
    .from(seekerPartnerLinks)
    .innerJoin(
      organisations,
      and(eq(organisations.tenantId, seekerPartnerLinks.tenantId), eq(organisations.id, seekerPartnerLinks.organisationId)),
    )
    .where(and(eq(seekerPartnerLinks.tenantId, tenantId), eq(seekerPartnerLinks.userId, userId), isNull(seekerPartnerLinks.endedAt)))
    .orderBy(desc(seekerPartnerLinks.createdAt), desc(seekerPartnerLinks.id));
  return {
    results: rows.map(({ link, name, kind }) => ({
      id: link.id,
      organisation: { id: link.organisationId, name, kind },
      origin: link.origin,
      created_at: iso(link.createdAt),
    })),
  };
}

/** Ends the job seeker's open link `id` (404 for anyone else's or an ended one); their pending put-forwards from it lapse. */
export async function endMyPartnerLink(db: Db, tenantId: number, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(seekerPartnerLinks)
      .set({ endedAt: new Date() })
      .where(
        and(
          eq(seekerPartnerLinks.tenantId, tenantId),
          eq(seekerPartnerLinks.userId, userId),
          eq(seekerPartnerLinks.id, id),
          isNull(seekerPartnerLinks.endedAt),
        ),
      )
      .returning({ organisationId: seekerPartnerLinks.organisationId });
    if (!ended) throw new NotFound('Not found.');
    await tx
      .update(putForwards)
      .set({ status: 'declined', answeredAt: new Date() })
      .where(
        and(
          eq(putForwards.tenantId, tenantId),
          eq(putForwards.userId, userId),
          eq(putForwards.organisationId, ended.organisationId),
          eq(putForwards.status, 'pending'),
        ),
      );
  });
}

/** The partner that referred an application (its source), for the staff application view; null when none. */
export async function referrerOf(db: Db, tenantId: number, organisationId: number | null) {
  if (organisationId === null) return null;
  const [org] = await db
    .select({ id: organisations.id, name: organisations.name, kind: organisations.kind })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, organisationId)));
  return org ?? null;
}
