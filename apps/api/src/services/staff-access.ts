// Role checks by role id, for code that holds a user row rather than a scope. The rules themselves live in
// the permission table (permissions.ts, roles by name); these lists are read from it. New guards call
// requirePermission (scope.ts) with a permission's name.
import type { FastifyRequest } from 'fastify';
import type { AppContext, User } from '../context.ts';
import { Forbidden } from '../errors.ts';
import { PERMISSIONS, PROGRAM_ROLES, EMPLOYER_ROLES, PARTNER_ROLES, roleIdsOf } from '../permissions.ts';
import { requestScope } from '../scope.ts';

/** A staff role: null is the admin. */
export type StaffRole = null | 1 | 2 | 3 | 4 | 5 | 6 | 7;

const ids = (roles: readonly Parameters<typeof roleIdsOf>[0][number][]) => roleIdsOf(roles) as readonly StaffRole[];

/** Every staff role: read applications, applicants, comparisons. */
export const ALL_STAFF: readonly StaffRole[] = ids(PERMISSIONS['applications.read']);
/** Change application statuses and add notes. */
export const APPLICATION_MANAGERS: readonly StaffRole[] = ids(PERMISSIONS['applications.manage']);
/** Export the tenant's applications. */
export const APPLICATION_EXPORTERS: readonly StaffRole[] = ids(PERMISSIONS['applications.export']);
/** See job seekers' lists and profiles. */
export const JOB_SEEKER_VIEWERS: readonly StaffRole[] = ids(PERMISSIONS['jobSeekers.read']);
/** Program staff of the tenant, who belong to no organisation. */
export const PROGRAM_STAFF: readonly StaffRole[] = ids(PROGRAM_ROLES);
/** Staff of an employer or a partner. */
export const ORGANISATION_STAFF: readonly StaffRole[] = ids([...EMPLOYER_ROLES, ...PARTNER_ROLES]);
/** Approve, reject, suspend and restore organisations. */
export const APPROVERS: readonly StaffRole[] = ids(PERMISSIONS['organisations.approve']);

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
  const { user } = await requestScope(ctx, req);
  if (!hasRole(user, allowed)) {
    throw new Forbidden(user.isUser ? 'This is for staff only.' : 'Your role does not allow this.');
  }
  return user;
}
