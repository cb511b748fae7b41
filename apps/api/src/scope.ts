// Who is asking and what they may reach (issue 11 §1): ONE identity check serves HTTP (authenticate in
// context.ts, requestScope below) and the sockets (realtime/socket-auth.ts for the notification and chat
// sockets), and builds the scope once per request or socket: the tenant, the viewer with their role by
// name, and the organisation they belong to. Queries then go through services/visibility.ts, which reads
// only the scope.
import type { FastifyRequest } from 'fastify';
import { ROLE_NAMES_BY_ID, type StaffRoleName } from '@tessera/routes/roles';
import { and, eq } from 'drizzle-orm';
import type { AppContext, User } from './context.ts';
import { organisations, users, type OrganisationKind, type OrganisationStatus } from './db/schema.ts';
import { Forbidden, unauthorized } from './errors.ts';
import { CORPORATE_PARTNER_PERMISSIONS, EMPLOYER_ROLES, PARTNER_ROLES, roleMay, type Permission } from './permissions.ts';
import type { Tenant } from './services/tenants.ts';
import type { AccessClaims } from './services/tokens.ts';

/**
 * How far a viewer sees:
 * - `program`: program staff (admin, auditor, concierge_member, program_manager), the whole tenant;
 * - `employer`: hiring_manager and hiring_member, their organisation's jobs and their applicants;
 * - `partner`: recruiter and recruiter_member, the job seekers linked to their organisation and their applications;
 * - `seeker`: a job seeker, their own things;
 * - `none`: organisation staff without an organisation, or an unknown role: nothing staff-side.
 */
export type Reach = 'program' | 'employer' | 'partner' | 'seeker' | 'none';

export interface ScopeOrganisation {
  id: number;
  kind: OrganisationKind;
  status: OrganisationStatus;
  name: string;
}

export interface Scope {
  tenant: Tenant;
  tenantId: number;
  user: User;
  claims: AccessClaims;
  /** The staff role by name; 'job_seeker' for job seekers; null for a staff user of an unknown role id. */
  role: StaffRoleName | 'job_seeker' | null;
  /** The organisation the viewer belongs to (employer and partner staff), else null. */
  organisation: ScopeOrganisation | null;
  reach: Reach;
}

export type IdentityRefusal = 'token' | 'session' | 'inactive' | 'organisation';

export type Identity = { ok: true; scope: Scope } | { ok: false; refusal: IdentityRefusal };

const REFUSAL_MESSAGES: Record<IdentityRefusal, string> = {
  token: 'Given token not valid for any token type',
  session: 'Your session has ended. Please sign in again.',
  inactive: 'User is inactive',
  organisation: 'Your organisation does not have access to the program at the moment.',
};

function roleOf(user: Pick<User, 'isUser' | 'roleId'>): Scope['role'] {
  if (user.isUser) return 'job_seeker';
  if (user.roleId === null) return 'admin';
  return ROLE_NAMES_BY_ID[user.roleId] ?? null;
}

function reachOf(role: Scope['role'], organisation: ScopeOrganisation | null): Reach {
  if (role === 'job_seeker') return 'seeker';
  if (role === 'admin' || role === 'auditor' || role === 'concierge_member' || role === 'program_manager') return 'program';
  if (!organisation) return 'none';
  if ((EMPLOYER_ROLES as readonly (string | null)[]).includes(role)) return 'employer';
  if ((PARTNER_ROLES as readonly (string | null)[]).includes(role)) return 'partner';
  return 'none';
}

/**
 * How far a user sees, without a request (a background job acting for them, e.g. a saved search's
 * notification): the same role and reach the identity check gives.
 */
export function reachOfUser(user: Pick<User, 'isUser' | 'roleId'>, organisation: ScopeOrganisation | null): Reach {
  return reachOf(roleOf(user), organisation);
}

/**
 * The one identity check: a valid access token of this tenant, a live session, an active and approved
 * user of the tenant, and — for organisation staff — an approved organisation. Builds the scope.
 */
export async function identify(ctx: AppContext, tenant: Tenant, token: string): Promise<Identity> {
  const claims = await ctx.tokens.verifyAccess(token);
  if (!claims || claims.tenant !== tenant.slug) return { ok: false, refusal: 'token' };
  if (!(await ctx.tokens.sessionActive(claims.sid, tenant.id, claims.user_id))) return { ok: false, refusal: 'session' };
  const [row] = await ctx.db
    .select({
      user: users,
      organisation: { id: organisations.id, kind: organisations.kind, status: organisations.status, name: organisations.name },
    })
    .from(users)
    .leftJoin(organisations, and(eq(organisations.tenantId, users.tenantId), eq(organisations.id, users.organisationId)))
    .where(and(eq(users.id, claims.user_id), eq(users.tenantId, tenant.id)));
  if (!row || !row.user.isActive || row.user.approvalStatus !== 'approved') return { ok: false, refusal: 'inactive' };
  const { user, organisation } = row;
  if (organisation && organisation.status !== 'approved') return { ok: false, refusal: 'organisation' };
  const role = roleOf(user);
  return { ok: true, scope: { tenant, tenantId: tenant.id, user, claims, role, organisation, reach: reachOf(role, organisation) } };
}

const requestScopes = new WeakMap<FastifyRequest, Promise<Identity>>();

/** The bearer token of a request, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The scope of this request (built once, however many times asked); 401 without a valid identity. */
export async function requestScope(ctx: AppContext, req: FastifyRequest): Promise<Scope> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('Authentication credentials were not provided.');
  let identity = requestScopes.get(req);
  if (!identity) {
    identity = identify(ctx, req.tenant, token);
    requestScopes.set(req, identity);
  }
  const found = await identity;
  if (!found.ok) throw unauthorized(REFUSAL_MESSAGES[found.refusal]);
  return found.scope;
}

/** Whether the viewer is staff of a corporate partner (an employer's roles in a corporate partner). */
export function corporatePartnerStaff(scope: Pick<Scope, 'reach' | 'organisation'>): boolean {
  return scope.reach === 'employer' && scope.organisation?.kind === 'corporate_partner';
}

/** Whether the scope's viewer has `permission` (job seekers have none of the staff permissions). */
export function may(scope: Pick<Scope, 'role'> & Partial<Pick<Scope, 'reach' | 'organisation'>>, permission: Permission): boolean {
  if (scope.role === 'job_seeker') return false;
  if (roleMay(scope.role, permission)) return true;
  const corporate =
    scope.reach !== undefined &&
    scope.organisation !== undefined &&
    corporatePartnerStaff({ reach: scope.reach, organisation: scope.organisation });
  return corporate && (CORPORATE_PARTNER_PERMISSIONS as readonly Permission[]).includes(permission);
}

/** The scope of a signed-in staff member whose role has `permission` (else 403; no identity: 401). */
export async function requirePermission(ctx: AppContext, req: FastifyRequest, permission: Permission): Promise<Scope> {
  const scope = await requestScope(ctx, req);
  if (!may(scope, permission)) {
    throw new Forbidden(scope.role === 'job_seeker' ? 'This is for staff only.' : 'Your role does not allow this.');
  }
  return scope;
}
