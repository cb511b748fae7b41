// Who may do what on the staff side (SPEC §6, DECISIONS 1 and 5; the roles are written in each operation's description in the contract).
// Staff are users with is_user false: role_id null is the admin, 1..7 the named roles. Job seekers
// (is_user true) have no staff role.
import type { FastifyRequest } from 'fastify';
import { authenticate, type AppContext, type User } from '../context.ts';
import { detail } from '../errors.ts';

/** A staff role: null is the admin. */
export type StaffRole = null | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Every staff role: read applications, applicants, comparisons. */
export const ALL_STAFF: readonly StaffRole[] = [null, 1, 2, 3, 4, 5, 6, 7];
/** Change application statuses and add notes: admin, hiring_manager, recruiter, hiring_member, recruiter_member. */
export const APPLICATION_MANAGERS: readonly StaffRole[] = [null, 1, 2, 4, 5];
/** Export the tenant's applications: admin and the auditor (3). */
export const APPLICATION_EXPORTERS: readonly StaffRole[] = [null, 3];
/** See job seekers' lists and profiles: admin, recruiter, recruiter_member, concierge_member, program_manager. */
export const JOB_SEEKER_VIEWERS: readonly StaffRole[] = [null, 2, 5, 6, 7];

/** The user's staff role, or undefined for a job seeker or an unknown role id. */
export function staffRole(user: Pick<User, 'isUser' | 'roleId'>): StaffRole | undefined {
  if (user.isUser) return undefined;
  const role = user.roleId;
  return role === null || (Number.isInteger(role) && role >= 1 && role <= 7) ? (role as StaffRole) : undefined;
}

export function hasRole(user: Pick<User, 'isUser' | 'roleId'>, allowed: readonly StaffRole[]): boolean {
  const role = staffRole(user);
  return role !== undefined && allowed.includes(role);
}

/** The signed-in user of this tenant (else 401) when their role is among `allowed` (else 403). */
export async function requireStaff(ctx: AppContext, req: FastifyRequest, allowed: readonly StaffRole[]): Promise<User> {
  const { user } = await authenticate(ctx, req);
  if (!hasRole(user, allowed)) {
    throw detail(403, user.isUser ? 'This is for staff only.' : 'Your role does not allow this.');
  }
  return user;
}
