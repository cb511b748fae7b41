// Organisations' sign-ups and their approval (issue 11 §2, DECISIONS 1 and 21). An organisation signs up
// pending; program staff (admin, 6, 7) are told by notification and by an email carrying their own signed,
// single-use, expiring review link (/approval1); they approve or reject it there or in the console's queue
// (/approvals, /newApprovals), and later suspend and restore it. Each decision changes the organisation,
// is written to the audit log and queues the mails to its people in one transaction. The applicant's
// status page (/approval, /rejected) reads the organisation through a read-only token given at sign-up
// and in the decision mails.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { oneTimeTokens, organisations, users, type OrganisationKind, type OrganisationRow, type OrganisationStatus } from '../db/schema.ts';
import { Conflict, NotFound, ValidationError, fieldError } from '../errors.ts';
import { sendMail } from '../jobs/mail.ts';
import { organisationDecisionMail, organisationSignupMail } from '../mail/messages.ts';
import type { Tx } from '../jobs/queue.ts';
import { recordAudit, type AuditAction } from './audit.ts';
import { notify } from './notifications.ts';
import { supportContact } from './site-pages.ts';
import { containsPattern } from './staff-views.ts';
import type { Tenant } from './tenants.ts';
import { randomToken, sha256 } from './tokens.ts';

/** A review link works for 7 days; an applicant's status link for 30. */
export const REVIEW_TTL_MS = 7 * 24 * 60 * 60_000;
export const STATUS_TTL_MS = 30 * 24 * 60 * 60_000;

export type Decision = 'approve' | 'reject' | 'suspend' | 'restore';

const TRANSITIONS: Record<Decision, { from: OrganisationStatus; to: OrganisationStatus; action: AuditAction; needsReason: boolean }> = {
  approve: { from: 'pending', to: 'approved', action: 'organisation.approve', needsReason: false },
  reject: { from: 'pending', to: 'rejected', action: 'organisation.reject', needsReason: true },
  suspend: { from: 'approved', to: 'suspended', action: 'organisation.suspend', needsReason: true },
  restore: { from: 'suspended', to: 'approved', action: 'organisation.restore', needsReason: false },
};

export interface ApprovalDetail {
  id: number;
  name: string;
  kind: OrganisationKind;
  status: OrganisationStatus;
  status_reason: string | null;
  website: string;
  contact_email: string;
  contact_phone: string;
  created_at: string;
  updated_at: string;
  people: { first_name: string; last_name: string; email: string; email_verified: boolean }[];
}

type Reader = Pick<Db, 'select'>;

async function organisationById(db: Reader, tenantId: number, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, id)));
  return row;
}

async function peopleOf(db: Reader, tenantId: number, organisationId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.organisationId, organisationId)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

async function detailOf(db: Reader, org: OrganisationRow): Promise<ApprovalDetail> {
  const people = await peopleOf(db, org.tenantId, org.id);
  return {
    id: org.id,
    name: org.name,
    kind: org.kind,
    status: org.status,
    status_reason: org.statusReason,
    website: org.website,
    contact_email: org.contactEmail,
    contact_phone: org.contactPhone,
    created_at: org.createdAt.toISOString(),
    updated_at: org.updatedAt.toISOString(),
    people: people.map((p) => ({ first_name: p.firstName, last_name: p.lastName, email: p.email, email_verified: p.emailVerified })),
  };
}

export async function approvalDetail(db: Reader, tenantId: number, id: number): Promise<ApprovalDetail> {
  const org = await organisationById(db, tenantId, id);
  if (!org) throw new NotFound('Not found.');
  return detailOf(db, org);
}

export interface ListApprovalsQuery {
  status?: OrganisationStatus | undefined;
  kind?: OrganisationKind | undefined;
  q?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

/** The tenant's organisations, newest sign-up first (the approval queue's filters). */
export async function listApprovals(db: Db, tenantId: number, query: ListApprovalsQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const where: SQL | undefined = and(
    eq(organisations.tenantId, tenantId),
    query.status === undefined ? undefined : eq(organisations.status, query.status),
    query.kind === undefined ? undefined : eq(organisations.kind, query.kind),
    ...words.map((w) => or(ilike(organisations.name, containsPattern(w)), ilike(organisations.contactEmail, containsPattern(w)))),
  );
  const [total] = await db.select({ n: count() }).from(organisations).where(where);
  const rows = await db
    .select()
    .from(organisations)
    .where(where)
    .orderBy(desc(organisations.createdAt), desc(organisations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = Number(total?.n ?? 0);
  return {
    results: rows.map((o) => ({
      id: o.id,
      name: o.name,
      kind: o.kind,
      status: o.status,
      contact_email: o.contactEmail,
      created_at: o.createdAt.toISOString(),
    })),
    count: n,
    page,
    page_size: pageSize,
    total_pages: Math.ceil(n / pageSize),
  };
}

/** `${organisation id}.${random}`; only its hash is stored, so the id in it cannot be changed. */
async function issueLink(
  tx: Tx,
  tenantId: number,
  userId: number,
  organisationId: number,
  purpose: 'review_organisation' | 'organisation_status',
  ttlMs: number,
): Promise<string> {
  const token = `${organisationId}.${randomToken()}`;
  await tx.insert(oneTimeTokens).values({ tokenHash: sha256(token), tenantId, userId, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** The applicant's read-only link to its status page (/approval, /rejected). */
export function issueStatusToken(tx: Tx, tenantId: number, userId: number, organisationId: number): Promise<string> {
  return issueLink(tx, tenantId, userId, organisationId, 'organisation_status', STATUS_TTL_MS);
}

/** A token's row when it exists for this tenant and purpose and has not expired; else 400 {token}. */
async function linkRow(db: Reader, tenantId: number, token: string, purpose: 'review_organisation' | 'organisation_status') {
  const organisationId = Number(token.split('.', 1)[0]);
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.tenantId, tenantId), eq(oneTimeTokens.purpose, purpose)));
  if (!row || !Number.isInteger(organisationId)) throw fieldError('token', 'This link is invalid.');
  if (row.expiresAt.getTime() < Date.now()) throw fieldError('token', 'This link has expired.');
  return { row, organisationId };
}

/**
 * Tells the tenant's program staff (admin, 6, 7, active) of a new sign-up: a notification each, and an
 * email each with their own review link. Runs in the sign-up's transaction.
 */
export async function announceSignup(ctx: AppContext, tx: Tx, tenant: Tenant, org: OrganisationRow, origin: string): Promise<void> {
  const staff = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenant.id),
        eq(users.isUser, false),
        eq(users.isActive, true),
        eq(users.approvalStatus, 'approved'),
        or(isNull(users.roleId), inArray(users.roleId, [6, 7])),
      ),
    );
  if (staff.length === 0) return;
  await notify(
    tx,
    staff.map((s) => ({
      tenantId: tenant.id,
      userId: s.id,
      modelType: 'organisation_signup' as const,
      messageKey: 'organisation_signup' as const,
      params: { name: org.name },
    })),
  );
  for (const s of staff) {
    const token = await issueLink(tx, tenant.id, s.id, org.id, 'review_organisation', REVIEW_TTL_MS);
    const link = `${origin}/approval1?token=${encodeURIComponent(token)}`;
    await sendMail(
      ctx.jobs,
      tx,
      organisationSignupMail({
        to: s.email,
        lang: s.language ?? 'en',
        name: s.firstName,
        organisation: org.name,
        kind: org.kind,
        tenant: tenant.name,
        link,
      }),
      { tenantId: tenant.id, origin, kind: 'notifications' },
    );
  }
}

export interface DecisionInput {
  decision: Decision;
  reason?: string | undefined;
}

export interface DecisionBy {
  /** The signed-in staff member; null through a review link. */
  actorUserId: number | null;
  /** Through a review link: the staff member it was sent to. */
  reviewerUserId?: number;
  ipAddress: string;
  origin: string;
  /** The concierge's contacts for the mails (read before the transaction: the tenant cache reads outside it). */
  contact: { email: string; phone: string };
}

/** The organisation's people, told of a decision by email (status links for a rejection). */
async function mailDecision(
  ctx: AppContext,
  tx: Tx,
  tenant: Tenant,
  org: OrganisationRow,
  decision: Decision,
  by: DecisionBy,
): Promise<void> {
  const people = await peopleOf(tx, tenant.id, org.id);
  for (const p of people) {
    const link =
      decision === 'approve' || decision === 'restore'
        ? `${by.origin}/login`
        : `${by.origin}/rejected?token=${encodeURIComponent(await issueStatusToken(tx, tenant.id, p.id, org.id))}`;
    await sendMail(
      ctx.jobs,
      tx,
      organisationDecisionMail({
        to: p.email,
        lang: p.language ?? 'en',
        name: p.firstName,
        organisation: org.name,
        tenant: tenant.name,
        decision,
        reason: org.statusReason ?? '',
        contact: by.contact,
        link,
      }),
      { tenantId: tenant.id, origin: by.origin, kind: 'account' },
    );
  }
}

/** Applies a decision to `org` in `tx`: the status, its people, the audit entry and the mails. */
async function applyDecision(
  ctx: AppContext,
  tx: Tx,
  tenant: Tenant,
  organisationId: number,
  input: DecisionInput,
  by: DecisionBy,
): Promise<OrganisationRow> {
  const step = TRANSITIONS[input.decision];
  const reason = (input.reason ?? '').trim();
  if (step.needsReason && reason === '') throw new ValidationError({ reason: ['This field may not be blank.'] });
  const current = await organisationById(tx, tenant.id, organisationId);
  if (!current) throw new NotFound('Not found.');
  const [org] = await tx
    .update(organisations)
    .set({ status: step.to, statusReason: step.needsReason ? reason : null, updatedAt: sql`now()` })
    .where(and(eq(organisations.tenantId, tenant.id), eq(organisations.id, organisationId), eq(organisations.status, step.from)))
    .returning();
  if (!org)
    throw new Conflict(
      `This organisation is ${current.status}; it cannot be ${input.decision === 'approve' ? 'approved' : `${input.decision}ed`} now.`,
    );
  if (step.to === 'approved') {
    // Its people signed up pending: approving the organisation approves them.
    await tx
      .update(users)
      .set({ approvalStatus: 'approved' })
      .where(and(eq(users.tenantId, tenant.id), eq(users.organisationId, org.id), eq(users.approvalStatus, 'pending')));
  }
  await recordAudit(tx, {
    tenantId: tenant.id,
    actorUserId: by.actorUserId,
    action: step.action,
    targetType: 'organisation',
    targetId: org.id,
    organisationId: org.id,
    details: {
      from: step.from,
      to: step.to,
      ...(step.needsReason ? { reason } : {}),
      ...(by.reviewerUserId === undefined ? {} : { via: 'review_link', reviewer_user_id: by.reviewerUserId }),
    },
    ipAddress: by.ipAddress,
  });
  await mailDecision(ctx, tx, tenant, org, input.decision, by);
  return org;
}

/** Ends the sessions of a suspended organisation's people (after the suspension committed). */
async function endSessions(ctx: AppContext, tenantId: number, organisationId: number): Promise<void> {
  const people = await peopleOf(ctx.db, tenantId, organisationId);
  for (const p of people) await ctx.tokens.revokeAllForUser(tenantId, p.id);
}

/** A signed-in approver's decision (the console's queue). */
export async function decide(
  ctx: AppContext,
  tenant: Tenant,
  organisationId: number,
  input: DecisionInput,
  by: Omit<DecisionBy, 'contact'>,
) {
  const contact = await supportContact(ctx, tenant, 'en');
  const org = await ctx.jobs.transaction(ctx.db, (tx) => applyDecision(ctx, tx, tenant, organisationId, input, { ...by, contact }));
  if (org.status === 'suspended') await endSessions(ctx, tenant.id, org.id);
  return approvalDetail(ctx.db, tenant.id, org.id);
}

/** What a review link shows: its organisation, and whether the link was used. */
export async function readReview(ctx: AppContext, tenant: Tenant, token: string) {
  const { row, organisationId } = await linkRow(ctx.db, tenant.id, token, 'review_organisation');
  return { organisation: await approvalDetail(ctx.db, tenant.id, organisationId), used: row.usedAt !== null };
}

/** Acts on a review link, once: the link is spent in the decision's transaction (a refused decision keeps it). */
export async function actOnReview(ctx: AppContext, tenant: Tenant, token: string, input: DecisionInput, ipAddress: string, origin: string) {
  const { row, organisationId } = await linkRow(ctx.db, tenant.id, token, 'review_organisation');
  if (row.usedAt) throw fieldError('token', 'This link has already been used.');
  const reviewer = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, row.userId), eq(users.isActive, true)));
  if (reviewer.length === 0) throw fieldError('token', 'This link is invalid.');
  const contact = await supportContact(ctx, tenant, 'en');
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const spent = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.tokenHash, row.tokenHash), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date())))
      .returning();
    if (spent.length === 0) throw fieldError('token', 'This link has already been used.');
    await applyDecision(ctx, tx, tenant, organisationId, input, {
      actorUserId: null,
      reviewerUserId: row.userId,
      ipAddress,
      origin,
      contact,
    });
  });
  return { organisation: await approvalDetail(ctx.db, tenant.id, organisationId), used: true };
}

/** The applicant's status page: its organisation's status and reason, and the concierge's contacts. */
export async function organisationStatus(ctx: AppContext, tenant: Tenant, token: string) {
  const { organisationId } = await linkRow(ctx.db, tenant.id, token, 'organisation_status');
  const org = await organisationById(ctx.db, tenant.id, organisationId);
  if (!org) throw fieldError('token', 'This link is invalid.');
  const contact = await supportContact(ctx, tenant, 'en');
  return {
    name: org.name,
    kind: org.kind,
    status: org.status,
    status_reason: org.status === 'rejected' || org.status === 'suspended' ? org.statusReason : null,
    concierge: { email: contact.email, phone: contact.phone },
  };
}

export const ORGANISATION_PENDING = 'Your organisation’s sign-up is awaiting approval. You can sign in once the program approves it.';
export const ORGANISATION_REJECTED =
  'Your organisation’s sign-up was not approved. The email we sent you gives the reason and how to reach us.';
export const ORGANISATION_SUSPENDED = 'Your organisation’s access is suspended. Please contact the program’s concierge.';

/** The refusal for a user whose organisation is not approved, or null when it is (or they have none). */
export async function organisationRefusal(db: Reader, user: { tenantId: number; organisationId: number | null }): Promise<string | null> {
  if (user.organisationId === null) return null;
  const org = await organisationById(db, user.tenantId, user.organisationId);
  if (!org) return null;
  if (org.status === 'pending') return ORGANISATION_PENDING;
  if (org.status === 'rejected') return ORGANISATION_REJECTED;
  if (org.status === 'suspended') return ORGANISATION_SUSPENDED;
  return null;
}
