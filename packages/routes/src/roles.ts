/** Role names of SPEC §6 / DECISIONS 5. Job seekers (is_user true) get the pseudo-role 'job_seeker'. */
export type RoleName =
  | 'admin'
  | 'hiring_manager'
  | 'recruiter'
  | 'auditor'
  | 'hiring_member'
  | 'recruiter_member'
  | 'concierge_member'
  | 'program_manager'
  | 'job_seeker';

export type StaffRoleName = Exclude<RoleName, 'job_seeker'>;

/** role_id of each staff role; admin is the staff user whose role_id is null. */
export const ROLE_IDS: Readonly<Record<StaffRoleName, number | null>> = {
  admin: null,
  hiring_manager: 1,
  recruiter: 2,
  auditor: 3,
  hiring_member: 4,
  recruiter_member: 5,
  concierge_member: 6,
  program_manager: 7,
};

/** role_id -> role name for the numbered staff roles. */
export const ROLE_NAMES_BY_ID: Readonly<Record<number, StaffRoleName>> = {
  1: 'hiring_manager',
  2: 'recruiter',
  3: 'auditor',
  4: 'hiring_member',
  5: 'recruiter_member',
  6: 'concierge_member',
  7: 'program_manager',
};

export const STAFF_ROLES: readonly StaffRoleName[] = [
  'admin',
  'hiring_manager',
  'recruiter',
  'auditor',
  'hiring_member',
  'recruiter_member',
  'concierge_member',
  'program_manager',
];

export const ALL_ROLES: readonly RoleName[] = [...STAFF_ROLES, 'job_seeker'];

/**
 * Who reads what an applicant shared of their access passport (issue 17 §1): the people who run the
 * hiring and its interviews. The API's permission table ('passports.read') and the console read this.
 */
export const PASSPORT_READERS: readonly StaffRoleName[] = [
  'admin',
  'hiring_manager',
  'hiring_member',
  'concierge_member',
  'program_manager',
];

/**
 * DECISIONS 19: staff of a corporate partner hold an employer's roles (1 and 4) and, beyond them, see the
 * job seekers linked to their organisation (the API's CORPORATE_PARTNER_PERMISSIONS). These are the roles
 * that widen so; a page or side-bar entry names them in `corporateRoles`.
 */
export const CORPORATE_PARTNER_ROLES: readonly StaffRoleName[] = ['hiring_manager', 'hiring_member'];

/** The session-user fields a role is derived from (and the organisation's kind, for corporate partners). */
export interface RoleSource {
  is_user: boolean;
  role_id: number | null;
  organisation_kind?: string | null;
}

/** Whether the session user is staff of a corporate partner (DECISIONS 19). */
export function isCorporatePartnerStaff(user: RoleSource | null | undefined): boolean {
  const role = roleFromUser(user);
  return user?.organisation_kind === 'corporate_partner' && role !== null && CORPORATE_PARTNER_ROLES.includes(role as StaffRoleName);
}

/**
 * is_user true -> 'job_seeker'; otherwise role_id null -> 'admin', 1..7 -> the named staff role.
 * An unknown role_id gives null (no role, so no role-guarded page opens).
 */
export function roleFromUser(user: RoleSource | null | undefined): RoleName | null {
  if (!user) return null;
  if (user.is_user) return 'job_seeker';
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a session stored by an older version may have no role_id
  if (user.role_id === null || user.role_id === undefined) return 'admin';
  return ROLE_NAMES_BY_ID[user.role_id] ?? null;
}

export function isStaffRole(role: RoleName | null | undefined): role is StaffRoleName {
  return role !== null && role !== undefined && role !== 'job_seeker';
}

/** The role_id of a role name (null for admin); undefined for job seekers. */
export function roleIdOf(role: StaffRoleName): number | null {
  return ROLE_IDS[role];
}
