// The permission table (issue 11 §1; SPEC §6, DECISIONS 1, 5, 19): what each staff role may do, roles by
// name. Route guards name a permission (requirePermission in scope.ts), never a list of role ids. What a
// permitted role then SEES is the scope's business (visibleJobs, visibleApplications... in
// services/visibility.ts): employer staff their organisation's, partner staff their linked job seekers',
// program staff the whole tenant.
import { PASSPORT_READERS, ROLE_IDS, STAFF_ROLES, type StaffRoleName } from '@tessera/routes/roles';

export type { StaffRoleName };

/** Program staff of the tenant, who belong to no organisation (DECISIONS 19). */
export const PROGRAM_ROLES = ['admin', 'auditor', 'concierge_member', 'program_manager'] as const satisfies readonly StaffRoleName[];
/** Staff of an employer or corporate partner: they see their organisation's jobs and applicants. */
export const EMPLOYER_ROLES = ['hiring_manager', 'hiring_member'] as const satisfies readonly StaffRoleName[];
/** Staff of a skilling or non-profit partner: they see the job seekers linked to their organisation. */
export const PARTNER_ROLES = ['recruiter', 'recruiter_member'] as const satisfies readonly StaffRoleName[];

export const PERMISSIONS = {
  /** Read jobs, their history and the staff list of the hiring-team picker. */
  'jobs.read': STAFF_ROLES,
  /** Create and edit jobs, change their status (partners bring job seekers; they do not post jobs). */
  'jobs.write': ['admin', 'hiring_manager', 'hiring_member'],
  /** Read applications, applicants, notes, comparisons. */
  'applications.read': STAFF_ROLES,
  /** Change application statuses (on jobs the viewer runs) and add notes.  */
  'applications.manage': ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'],
  /** Export the tenant's applications as CSV. */
  'applications.export': ['admin', 'auditor'],
  /** See job seekers' lists and profiles. */
  'jobSeekers.read': ['admin', 'recruiter', 'recruiter_member', 'concierge_member', 'program_manager'],
  /** The advanced search and saved searches (issue 15), each role within its scope (DECISIONS 19). */
  'jobSeekers.search': STAFF_ROLES,
  /** Put a linked job seeker forward for a job (partner staff). */
  'jobSeekers.putForward': ['recruiter', 'recruiter_member'],
  /** Read interviews, their cards and scorecards (SPEC §6 "Interviews"; employer staff their organisation's). */
  'interviews.read': ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  /** Schedule, move, cancel and edit interviews and answer adjustment requests, on jobs the viewer runs. */
  'interviews.manage': ['admin', 'hiring_manager', 'hiring_member', 'program_manager'],
  /** Read the organisations behind the organisation filters (one's own for organisation staff). */
  'organisations.read': STAFF_ROLES,
  /** Approve, reject, suspend and restore organisations (SPEC §6 "Approvals"). */
  'organisations.approve': ['admin', 'concierge_member', 'program_manager'],
  /** Read and answer the feedback widget's and the career connector's feedback. */
  'feedback.read': ['admin', 'concierge_member', 'program_manager'],
  /** Run the helpdesk chat: the queue, other people's sessions. */
  'helpdesk.run': ['concierge_member'],
  /** Edit the public site's pages and news. */
  'site.edit': ['admin'],
  /** Read staff files: application résumés (as far as the applications are visible). */
  'files.applications': STAFF_ROLES,
  /** Read the hiring reports (/report): employer staff for their organisation, these program staff for all (issue 14). */
  'reports.read': ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  /**
   * Read the partner reports (/nppreport): a partner's staff, for the job seekers linked to their organisation,
   * and the admin across every partner's pool with a partner filter (SPEC §2 side bar; issue 14).
   */
  'reports.partner': ['admin', 'recruiter', 'recruiter_member'],
  /** Download the program's employment results data (ERD export, DECISIONS 22): program managers only. */
  'reports.erd': ['program_manager'],
  /** Write, send and read surveys and their summaries (DECISIONS 29): the admin and role 3. */
  'surveys.manage': ['admin', 'auditor'],
  /** Read and export the audit log (/auditReports, issue 14): the admin and the auditor (DECISIONS 5). */
  'audit.read': ['admin', 'auditor'],
  /**
   * Read what an applicant shared of their access passport (issue 17 §1): the people who run the hiring
   * and its interviews (the roles of the side bar's Interviews), on the applications they run.
   */
  'passports.read': PASSPORT_READERS,
  /** Read job seekers' profile résumés (as far as the job seekers are visible). */
  'files.profiles': ['admin', 'recruiter', 'recruiter_member', 'concierge_member', 'program_manager'],
  /** Read offers (issue 12; SPEC §6 "Interviews and Offers"): /offers, and /newOffers for roles 6 and 7. */
  'offers.read': ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  /** Draft, change, send and withdraw offers (on the employer's own jobs; program staff's admin on any). */
  'offers.write': ['admin', 'hiring_manager', 'hiring_member'],
  /** Approve offers: the organisation's hiring manager; a program manager (or the admin) when the program asks for it. */
  'offers.approve': ['admin', 'hiring_manager', 'program_manager'],
  /** Write the organisation's offer-letter templates. */
  'offers.templates': ['hiring_manager'],
  /** Whether offers need a program manager's approval too (the program's setting). */
  'offers.settings': ['admin', 'program_manager'],
  /** Bulk-upload job files (issue 13): the employer's hiring manager, and admin for any employer. */
  'imports.jobs': ['admin', 'hiring_manager'],
  /** Bulk-upload résumés (issue 13): the partner's staff, and admin for any partner. */
  'imports.resumes': ['admin', 'recruiter', 'recruiter_member'],
} as const satisfies Record<string, readonly StaffRoleName[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * What the staff of a corporate partner (roles 1 and 4) may do beyond their role. DECISIONS 19 and issue
 * 11 §1: a corporate partner hires through the program like an employer, and job seekers can be linked to
 * it (joined through it, invited or imported by it) like to any partner, whose staff "see only the job
 * seekers linked to their organisation and their applications". So its people read those job seekers,
 * their profiles and résumés (services/visibility.ts bounds what they see to the linked ones).
 */
export const CORPORATE_PARTNER_PERMISSIONS = ['jobSeekers.read', 'files.profiles'] as const satisfies readonly Permission[];

/** Whether a staff role (or nobody: a job seeker or an unknown role) has `permission`. */
export function roleMay(role: StaffRoleName | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && (PERMISSIONS[permission] as readonly StaffRoleName[]).includes(role);
}

/** The role ids of a list of role names (admin is null), for code that still compares ids. */
export function roleIdsOf(roles: readonly StaffRoleName[]): readonly (number | null)[] {
  return roles.map((r) => ROLE_IDS[r]);
}
