// Impersonation (issue 15, DECISIONS 30): the administrator whose user id is 1 views as another user of
// the tenant for at most 30 minutes. The view is a session of the user marked with the administrator
// (auth_sessions.impersonated_by) and its end; its access token carries `impersonated_by`. What the view
// may not do is declared per operation in the contract (`x-impersonation`) and refused once per request
// (impersonation.ts at the app's root); every request of a view is audited there too.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS, type RoleName } from '@tessera/routes/roles';
import type { AppContext } from '../context.ts';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, authSessions, organisations, users } from '../db/schema.ts';
import { Forbidden, NotFound, BadRequest } from '../errors.ts';
import type { Scope } from '../scope.ts';
import { recordAudit } from './audit.ts';
import { containsPattern, pageMeta, paging } from './staff-views.ts';
import { fullName } from './tokens.ts';

/** The one administrator who may view as others (DECISIONS 30). */
export const IMPERSONATOR_USER_ID = 1;

export const IMPERSONATION_REFUSALS = {
  account: 'While viewing as another user, their password, email and sign-in settings cannot be changed.',
  'in-their-name': 'While viewing as another user, nothing can be sent or decided in their name.',
} as const;

/** 403 unless the viewer is the administrator with user id 1, in their own session. */
export function requireImpersonator(scope: Scope): void {
  if (scope.user.id !== IMPERSONATOR_USER_ID || scope.role !== 'admin' || scope.claims.impersonated_by !== undefined) {
    throw new Forbidden('Only the administrator with user id 1 may view as other users.');
  }
}

function roleName(user: { isUser: boolean; roleId: number | null }): RoleName | null {
  if (user.isUser) return 'job_seeker';
  const found = Object.entries(ROLE_IDS).find(([, id]) => id === user.roleId);
  return found ? (found[0] as RoleName) : null;
}

function roleCondition(role: RoleName | undefined): SQL | undefined {
  if (!role) return undefined;
  if (role === 'job_seeker') return eq(users.isUser, true);
  const id = ROLE_IDS[role];
  return and(eq(users.isUser, false), id === null ? isNull(users.roleId) : eq(users.roleId, id));
}

export async function listUsersToView(
  ctx: AppContext,
  scope: Scope,
  query: { q?: string | undefined; role?: RoleName | undefined; page?: number | undefined; page_size?: number | undefined },
) {
  requireImpersonator(scope);
  const p = paging(query);
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const where = and(
    eq(users.tenantId, scope.tenantId),
    roleCondition(query.role),
    ...words.map((w) =>
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(w)), ilike(users.email, containsPattern(w))),
    ),
  );
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select({ user: users, organisationName: organisations.name })
    .from(users)
    .leftJoin(organisations, and(eq(organisations.tenantId, users.tenantId), eq(organisations.id, users.organisationId)))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return {
    results: rows.map(({ user, organisationName }) => ({
      id: user.id,
      name: fullName(user),
      email: user.email,
      role: roleName(user),
      organisation_name: organisationName,
    })),
    ...pageMeta(Number(total?.n ?? 0), p),
  };
}

export async function startImpersonation(ctx: AppContext, scope: Scope, userId: number, ipAddress: string) {
  requireImpersonator(scope);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, userId)));
  if (!user || user.id === scope.user.id || !user.isActive || user.approvalStatus !== 'approved') {
    throw new NotFound('No such user to view as.');
  }
  return ctx.db.transaction(async (tx) => {
    const view = await ctx.tokens.startImpersonation(tx, { userId: scope.user.id, sid: scope.claims.sid }, user, scope.tenant);
    await recordAudit(tx, {
      tenantId: scope.tenantId,
      actorUserId: scope.user.id,
      action: 'impersonation.start',
      targetType: 'user',
      targetId: user.id,
      details: { session: view.sid, ends_at: view.endsAt.toISOString() },
      ipAddress,
    });
    return { access: view.access, ends_at: view.endsAt.toISOString(), user: { id: user.id, name: fullName(user) } };
  });
}

export async function endImpersonation(ctx: AppContext, scope: Scope, ipAddress: string): Promise<void> {
  const by = scope.claims.impersonated_by;
  if (by === undefined) throw new BadRequest('This session is not a view as another user.');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date(ctx.tokens.now()) })
      .where(and(eq(authSessions.id, scope.claims.sid), isNull(authSessions.revokedAt)));
    await recordAudit(tx, {
      tenantId: scope.tenantId,
      actorUserId: by,
      action: 'impersonation.end',
      targetType: 'user',
      targetId: scope.user.id,
      details: { session: scope.claims.sid },
      ipAddress,
    });
  });
}

/** The view's mark of the session user (getSessionUser), or null in a person's own session. */
export async function impersonationMark(ctx: AppContext, scope: Scope) {
  const by = scope.claims.impersonated_by;
  if (by === undefined) return null;
  const [row] = await ctx.db
    .select({ admin: users, endsAt: authSessions.endsAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, by))
    .where(eq(authSessions.id, scope.claims.sid));
  if (!row) return null;
  return {
    by_id: by,
    by_name: fullName(row.admin),
    ends_at: (row.endsAt ?? new Date(scope.claims.exp * 1000)).toISOString(),
  };
}

/** The views of the signed-in person's account, newest first (the last 20). */
export async function accountViews(ctx: AppContext, scope: Scope) {
  const admin = alias(users, 'admin');
  const rows = await ctx.db
    .select({ admin, startedAt: authSessions.createdAt })
    .from(authSessions)
    .innerJoin(admin, eq(admin.id, authSessions.impersonatedBy))
    .where(and(eq(authSessions.tenantId, scope.tenantId), eq(authSessions.userId, scope.user.id), isNotNull(authSessions.impersonatedBy)))
    .orderBy(desc(authSessions.createdAt))
    .limit(20);
  return { results: rows.map((r) => ({ viewed_by: fullName(r.admin), started_at: r.startedAt.toISOString() })) };
}

/** The audit log's entries of views, newest first. */
export async function impersonationAudit(
  ctx: AppContext,
  scope: Scope,
  query: { user_id?: number | undefined; page?: number | undefined; page_size?: number | undefined },
) {
  requireImpersonator(scope);
  const p = { page: query.page ?? 1, pageSize: query.page_size ?? 50 };
  const where = and(
    eq(auditLog.tenantId, scope.tenantId),
    like(auditLog.action, 'impersonation.%'),
    query.user_id === undefined ? undefined : and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, query.user_id)),
  );
  const [total] = await ctx.db.select({ n: count() }).from(auditLog).where(where);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  return {
    results: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action as 'impersonation.start' | 'impersonation.request' | 'impersonation.end',
      admin_id: r.actorUserId,
      user_id: r.targetId,
      method: text(r.details.method),
      path: text(r.details.path),
      operation_id: text(r.details.operation_id),
      status: typeof r.details.status === 'number' ? r.details.status : null,
    })),
    ...pageMeta(Number(total?.n ?? 0), p),
  };
}
