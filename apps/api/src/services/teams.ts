// Teams (issue 11 §3): who belongs to an employer, a partner or the program staff, invitations by email,
// role changes, deactivation and reactivation. One table says, per team, which roles it holds, which
// organisations it lives in, and who manages it (their own organisation's, or every organisation's of
// the tenant). Every change is written to the audit log in its own transaction.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext, User } from '../context.ts';
import type { Db } from '../db/client.ts';
import { organisations, teamInvitations, users, type OrganisationKind } from '../db/schema.ts';
import { Forbidden, NotFound, ValidationError, fieldError, throttled } from '../errors.ts';
import { sendMail, type MailSite } from '../jobs/mail.ts';
import { invitationMail } from '../mail/messages.ts';
import type { Tx } from '../jobs/queue.ts';
import { normalizeEmail } from './accounts.ts';
import { recordAudit } from './audit.ts';
import { hashPassword, passwordProblems } from './passwords.ts';
import { limits, take } from './rate-limit.ts';
import { endUserSessions } from './session-end.ts';
import { hasRole, type StaffRole } from './staff-access.ts';
import { containsPattern, pageMeta, paging } from './staff-views.ts';
import type { Tenant } from './tenants.ts';
import { randomToken, sha256 } from './tokens.ts';

export type TeamName = 'hiring' | 'partner' | 'program';

interface TeamRule {
  /** The roles its members hold. */
  roles: readonly number[];
  /** The kinds of organisation it lives in; null: the program staff, in no organisation. */
  kinds: readonly OrganisationKind[] | null;
  /** Roles that manage their own organisation's team. */
  own: readonly StaffRole[];
  /** Roles that manage the team in every organisation of the tenant. */
  all: readonly StaffRole[];
}

/** SPEC §6 and DECISIONS 19–20: /hiringTeam (admin, 1, 6; /newHiringTeam for 6), /team (recruiter; admin), /conciergeTeam (admin). */
export const TEAMS: Readonly<Record<TeamName, TeamRule>> = {
  hiring: { roles: [1, 4], kinds: ['employer', 'corporate_partner'], own: [1], all: [null, 6] },
  partner: { roles: [2, 5], kinds: ['skilling_partner', 'nonprofit_partner'], own: [2], all: [null] },
  program: { roles: [3, 6, 7], kinds: null, own: [], all: [null] },
};

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the caller manages in a team: one organisation (their own), or all of the tenant's (`null`). */
interface Reach {
  rule: TeamRule;
  team: TeamName;
  /** Their own organisation, or null when they manage every organisation's team. */
  own: number | null;
}

/** The caller's reach in `team`, or 403. */
export function reachOf(user: User, team: TeamName): Reach {
  const rule = TEAMS[team];
  if (hasRole(user, rule.all)) return { rule, team, own: null };
  if (hasRole(user, rule.own) && user.organisationId !== null) return { rule, team, own: user.organisationId };
  throw new Forbidden(user.isUser ? 'This is for staff only.' : 'Your role does not allow this.');
}

/** The organisation a query names, checked against the reach: its id, or undefined for "all the caller may see". */
async function namedOrganisation(
  db: Db | Tx,
  tenantId: number,
  reach: Reach,
  organisationId: number | undefined,
): Promise<number | undefined> {
  if (reach.own !== null) {
    if (organisationId !== undefined && organisationId !== reach.own) throw new NotFound('No such organisation.');
    return reach.own;
  }
  if (organisationId === undefined) return undefined;
  if (!reach.rule.kinds) throw new NotFound('No such organisation.');
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(eq(organisations.tenantId, tenantId), eq(organisations.id, organisationId), inArray(organisations.kind, [...reach.rule.kinds])),
    );
  if (!org) throw new NotFound('No such organisation.');
  return org.id;
}

/** Members of the team the caller may see: the team's roles, in the named organisation or those of the reach. */
function memberScope(tenantId: number, reach: Reach, organisationId: number | undefined): SQL | undefined {
  const inOrganisation =
    reach.rule.kinds === null
      ? isNull(users.organisationId)
      : organisationId !== undefined
        ? eq(users.organisationId, organisationId)
        : isNotNull(users.organisationId);
  return and(eq(users.tenantId, tenantId), eq(users.isUser, false), inArray(users.roleId, [...reach.rule.roles]), inOrganisation);
}

function invitationScope(tenantId: number, reach: Reach, organisationId: number | undefined): SQL | undefined {
  const inOrganisation =
    reach.rule.kinds === null
      ? isNull(teamInvitations.organisationId)
      : organisationId !== undefined
        ? eq(teamInvitations.organisationId, organisationId)
        : isNotNull(teamInvitations.organisationId);
  return and(
    eq(teamInvitations.tenantId, tenantId),
    inArray(teamInvitations.roleId, [...reach.rule.roles]),
    inOrganisation,
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
  );
}

const memberColumns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  role_id: users.roleId,
  is_active: users.isActive,
  organisation_id: users.organisationId,
  organisation_name: organisations.name,
};

interface MemberRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number | null;
  is_active: boolean;
  organisation_id: number | null;
  organisation_name: string | null;
}

function memberOut(row: MemberRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role_id: row.role_id ?? 0,
    is_active: row.is_active,
    organisation:
      row.organisation_id !== null && row.organisation_name !== null ? { id: row.organisation_id, name: row.organisation_name } : null,
  };
}

export interface PageQuery {
  organisation_id?: number | undefined;
  q?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

/** Joins a member's organisation (null for program staff). */
const memberOrganisation = and(eq(organisations.tenantId, users.tenantId), eq(organisations.id, users.organisationId));

export async function listMembers(db: Db, tenantId: number, viewer: User, team: TeamName, query: PageQuery) {
  const reach = reachOf(viewer, team);
  const organisationId = await namedOrganisation(db, tenantId, reach, query.organisation_id);
  const p = paging(query);
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const where = and(
    memberScope(tenantId, reach, organisationId),
    ...words.map((w) =>
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(w)), ilike(users.email, containsPattern(w))),
    ),
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(organisations, memberOrganisation)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { results: rows.map(memberOut), ...pageMeta(Number(total?.n ?? 0), p) };
}

async function memberById(db: Db | Tx, tenantId: number, reach: Reach, id: number): Promise<MemberRow> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(organisations, memberOrganisation)
    .where(and(memberScope(tenantId, reach, reach.own ?? undefined), eq(users.id, id)));
  if (!row) throw new NotFound('No such member.');
  return row;
}

export async function updateMember(
  ctx: AppContext,
  tenantId: number,
  actor: User,
  team: TeamName,
  id: number,
  change: { role_id?: number | undefined; is_active?: boolean | undefined },
  address: string,
) {
  const reach = reachOf(actor, team);
  const before = await memberById(ctx.db, tenantId, reach, id);
  const errors: Record<string, string[]> = {};
  if (change.role_id !== undefined && !reach.rule.roles.includes(change.role_id))
    errors.role_id = ['This role is not one of this team’s roles.'];
  if (id === actor.id && change.role_id !== undefined && change.role_id !== before.role_id)
    errors.role_id = ['You cannot change your own role.'];
  if (id === actor.id && change.is_active === false) errors.is_active = ['You cannot deactivate your own account.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await ctx.db.transaction(async (tx) => {
    const setMember = (patch: { roleId: number } | { isActive: boolean }) =>
      tx
        .update(users)
        .set(patch)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
    const base = {
      tenantId,
      actorUserId: actor.id,
      targetType: 'user' as const,
      targetId: id,
      organisationId: before.organisation_id,
      ipAddress: address,
    };
    if (change.role_id !== undefined && change.role_id !== before.role_id) {
      await setMember({ roleId: change.role_id });
      await recordAudit(tx, { ...base, action: 'member.role_change', details: { from: before.role_id, to: change.role_id } });
    }
    if (change.is_active === false && before.is_active) {
      await setMember({ isActive: false });
      await endUserSessions(tx, tenantId, id);
      await recordAudit(tx, { ...base, action: 'member.deactivate' });
    }
    if (change.is_active === true && !before.is_active) {
      await setMember({ isActive: true });
      await recordAudit(tx, { ...base, action: 'member.reactivate' });
    }
  });
  return memberOut(await memberById(ctx.db, tenantId, reach, id));
}

// ------------------------------------------------------------------------------------------ invitations

/** Joins an invitation's organisation (null for a program invitation). */
const invitationOrganisation = and(
  eq(organisations.tenantId, teamInvitations.tenantId),
  eq(organisations.id, teamInvitations.organisationId),
);

const invitationColumns = {
  id: teamInvitations.id,
  email: teamInvitations.email,
  first_name: teamInvitations.firstName,
  last_name: teamInvitations.lastName,
  role_id: teamInvitations.roleId,
  organisation_id: teamInvitations.organisationId,
  organisation_name: organisations.name,
  sent_at: teamInvitations.sentAt,
  expires_at: teamInvitations.expiresAt,
};

interface InvitationRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  organisation_id: number | null;
  organisation_name: string | null;
  sent_at: Date;
  expires_at: Date;
}

function invitationOut(row: InvitationRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role_id: row.role_id,
    organisation:
      row.organisation_id !== null && row.organisation_name !== null ? { id: row.organisation_id, name: row.organisation_name } : null,
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    expired: row.expires_at.getTime() < Date.now(),
  };
}

export async function listInvitations(db: Db, tenantId: number, viewer: User, team: TeamName, query: PageQuery) {
  const reach = reachOf(viewer, team);
  const organisationId = await namedOrganisation(db, tenantId, reach, query.organisation_id);
  const p = paging(query);
  const where = invitationScope(tenantId, reach, organisationId);
  const [total] = await db.select({ n: count() }).from(teamInvitations).where(where);
  const rows = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .leftJoin(organisations, invitationOrganisation)
    .where(where)
    .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { results: rows.map(invitationOut), ...pageMeta(Number(total?.n ?? 0), p) };
}

async function invitationById(db: Db | Tx, tenantId: number, reach: Reach, id: number): Promise<InvitationRow> {
  const [row] = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .leftJoin(organisations, invitationOrganisation)
    .where(and(invitationScope(tenantId, reach, reach.own ?? undefined), eq(teamInvitations.id, id)));
  if (!row) throw new NotFound('No such invitation.');
  return row;
}

async function mailInvitation(ctx: AppContext, tx: Tx, tenant: Tenant, inviter: User, row: InvitationRow, token: string, site: MailSite) {
  await sendMail(
    ctx.jobs,
    tx,
    invitationMail({
      to: row.email,
      // The invitee has no language yet: the inviter's, as they use the console now.
      lang: site.lang,
      name: row.first_name,
      by: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email,
      where: row.organisation_name ?? tenant.name,
      tenant: tenant.name,
      link: `${site.origin}/setpasswordpartner?token=${token}`,
    }),
    { tenantId: tenant.id, origin: site.origin, kind: 'account' },
  );
}

async function takeInviteAllowance(ctx: AppContext, tenantId: number, actor: User): Promise<void> {
  const { wait } = await take(ctx.db, tenantId, [limits.teamInvite, String(actor.id)]);
  if (wait !== null) throw throttled(wait, 'invitations');
}

export interface InviteInput {
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  organisation_id?: number | undefined;
}

export async function invite(
  ctx: AppContext,
  tenant: Tenant,
  actor: User,
  team: TeamName,
  input: InviteInput,
  address: string,
  site: MailSite,
) {
  const reach = reachOf(actor, team);
  const errors: Record<string, string[]> = {};
  const email = normalizeEmail(input.email);
  if (!EMAIL_RE.test(email)) errors.email = ['Enter a valid email address.'];
  if (input.first_name.trim() === '') errors.first_name = ['This field may not be blank.'];
  if (input.last_name.trim() === '') errors.last_name = ['This field may not be blank.'];
  if (!reach.rule.roles.includes(input.role_id)) errors.role_id = ['This role is not one of this team’s roles.'];
  let organisationId: number | null = null;
  if (reach.rule.kinds !== null) {
    if (reach.own === null && input.organisation_id === undefined) errors.organisation_id = ['Choose the organisation.'];
    else organisationId = (await namedOrganisation(ctx.db, tenant.id, reach, input.organisation_id)) ?? null;
  } else if (input.organisation_id !== undefined) errors.organisation_id = ['Program staff belong to no organisation.'];
  if (!errors.email) {
    const [existing] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), sql`lower(${users.email}) = ${email}`));
    if (existing) errors.email = ['A user with this email already exists.'];
    else {
      const [open] = await ctx.db
        .select({ id: teamInvitations.id })
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.tenantId, tenant.id),
            sql`lower(${teamInvitations.email}) = ${email}`,
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
          ),
        );
      if (open) errors.email = ['An invitation to this address is already open.'];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await takeInviteAllowance(ctx, tenant.id, actor);
  const token = randomToken();
  const id = await ctx.jobs.transaction(ctx.db, async (tx) => {
    const [created] = await tx
      .insert(teamInvitations)
      .values({
        tenantId: tenant.id,
        organisationId,
        email,
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        roleId: input.role_id,
        tokenHash: sha256(token),
        invitedBy: actor.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ id: teamInvitations.id });
    if (!created) throw fieldError('email', 'An invitation to this address is already open.');
    const row = await invitationById(tx, tenant.id, reach, created.id);
    await mailInvitation(ctx, tx, tenant, actor, row, token, site);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: actor.id,
      action: 'member.invite',
      targetType: 'invitation',
      targetId: created.id,
      organisationId,
      details: { email, role_id: input.role_id },
      ipAddress: address,
    });
    return created.id;
  });
  return invitationOut(await invitationById(ctx.db, tenant.id, reach, id));
}

export async function resendInvitation(
  ctx: AppContext,
  tenant: Tenant,
  actor: User,
  team: TeamName,
  id: number,
  address: string,
  site: MailSite,
) {
  const reach = reachOf(actor, team);
  await invitationById(ctx.db, tenant.id, reach, id);
  await takeInviteAllowance(ctx, tenant.id, actor);
  const token = randomToken();
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(teamInvitations)
      .set({ tokenHash: sha256(token), sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .where(
        and(
          eq(teamInvitations.tenantId, tenant.id),
          eq(teamInvitations.id, id),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      )
      .returning({ id: teamInvitations.id });
    if (updated.length === 0) throw new NotFound('No such invitation.');
    const row = await invitationById(tx, tenant.id, reach, id);
    await mailInvitation(ctx, tx, tenant, actor, row, token, site);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: actor.id,
      action: 'member.invite',
      targetType: 'invitation',
      targetId: id,
      organisationId: row.organisation_id,
      details: { email: row.email, role_id: row.role_id, resent: true },
      ipAddress: address,
    });
  });
  return invitationOut(await invitationById(ctx.db, tenant.id, reach, id));
}

export async function revokeInvitation(
  ctx: AppContext,
  tenantId: number,
  actor: User,
  team: TeamName,
  id: number,
  address: string,
): Promise<void> {
  const reach = reachOf(actor, team);
  const row = await invitationById(ctx.db, tenantId, reach, id);
  await ctx.db.transaction(async (tx) => {
    const revoked = await tx
      .update(teamInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(teamInvitations.tenantId, tenantId),
          eq(teamInvitations.id, id),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      )
      .returning({ id: teamInvitations.id });
    if (revoked.length === 0) throw new NotFound('No such invitation.');
    await recordAudit(tx, {
      tenantId,
      actorUserId: actor.id,
      action: 'member.invite_revoke',
      targetType: 'invitation',
      targetId: id,
      organisationId: row.organisation_id,
      details: { email: row.email, role_id: row.role_id },
      ipAddress: address,
    });
  });
}

// ------------------------------------------------------------------------ the invited person's side

/** The open invitation of `token` in this tenant, or 400 {token: [...]}. */
async function openInvitation(db: Db | Tx, tenantId: number, token: string) {
  const [row] = await db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      firstName: teamInvitations.firstName,
      lastName: teamInvitations.lastName,
      roleId: teamInvitations.roleId,
      organisationId: teamInvitations.organisationId,
      organisationName: organisations.name,
      expiresAt: teamInvitations.expiresAt,
      acceptedAt: teamInvitations.acceptedAt,
      revokedAt: teamInvitations.revokedAt,
    })
    .from(teamInvitations)
    .leftJoin(organisations, invitationOrganisation)
    .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.tokenHash, sha256(token))));
  if (!row || row.revokedAt) throw fieldError('token', 'This invitation link is invalid.');
  if (row.acceptedAt) throw fieldError('token', 'This invitation has already been used. Sign in with your password.');
  if (row.expiresAt.getTime() < Date.now()) throw fieldError('token', 'This invitation has expired. Ask for a new one.');
  return row;
}

export async function lookupInvitation(ctx: AppContext, tenant: Tenant, token: string, address: string) {
  const { wait } = await take(ctx.db, tenant.id, [limits.checkEmail, address]);
  if (wait !== null) throw throttled(wait, 'invitation checks');
  const row = await openInvitation(ctx.db, tenant.id, token);
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role_id: row.roleId,
    organisation_name: row.organisationName,
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Sets the invited person's password and creates their account; returns the new user. */
export async function acceptInvitation(ctx: AppContext, tenant: Tenant, token: string, password: string, address: string): Promise<User> {
  const { wait } = await take(ctx.db, tenant.id, [limits.checkEmail, address]);
  if (wait !== null) throw throttled(wait, 'invitation checks');
  const row = await openInvitation(ctx.db, tenant.id, token);
  const problems = passwordProblems(password, row.email);
  if (problems.length > 0) throw new ValidationError({ password: problems });
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(teamInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(teamInvitations.id, row.id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
      .returning({ id: teamInvitations.id });
    if (used.length === 0) throw fieldError('token', 'This invitation has already been used. Sign in with your password.');
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email: row.email,
        passwordHash,
        firstName: row.firstName,
        lastName: row.lastName,
        isUser: false,
        roleId: row.roleId,
        organisationId: row.organisationId,
        approvalStatus: 'approved',
        emailVerified: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw fieldError('token', 'An account with this address already exists. Sign in with its password.');
    await tx.update(teamInvitations).set({ acceptedUserId: user.id }).where(eq(teamInvitations.id, row.id));
    return user;
  });
}
