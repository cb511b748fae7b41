// What a viewer may see (issue 11 §1; DECISIONS 19), as SQL conditions every staff query goes through.
// Each takes the scope built once per request or socket (scope.ts) and bounds its table to the tenant AND
// to the viewer's reach:
// - program staff (admin, auditor, concierge_member, program_manager): the whole tenant;
// - employer staff (hiring_manager, hiring_member): their organisation's jobs, the applications to them,
//   the job seekers who applied to them; in a corporate partner also the job seekers linked to it and
//   those job seekers' applications (DECISIONS 19: job seekers are linked to partners, corporate ones too);
// - partner staff (recruiter, recruiter_member): the job seekers linked to their organisation (an open
//   link), those job seekers' applications, and the tenant's published jobs (to put someone forward);
// - anyone else (organisation staff without an organisation, a job seeker asking for staff data): nothing.
// A row outside the scope is answered as if it did not exist (404), never as a 403 that confirms it.
import { and, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  applicationNotes,
  applications,
  interviews,
  jobs,
  offers,
  organisations,
  seekerPartnerLinks,
  seekerProfiles,
  storedFiles,
  users,
} from '../db/schema.ts';
import { PROGRAM_ROLES, roleIdsOf } from '../permissions.ts';
import type { Scope } from '../scope.ts';

/** What the helpers read of a scope (a test or a worker can build one without a request). */
export type Viewing = Pick<Scope, 'tenantId' | 'reach' | 'organisation'>;

const NOTHING = sql`false`;

const orgOf = (s: Viewing): number => s.organisation?.id ?? -1;

/** Staff of a corporate partner: an employer's reach, and the job seekers linked to their organisation. */
const corporate = (s: Viewing): boolean => s.reach === 'employer' && s.organisation?.kind === 'corporate_partner';

/** Ids of the job seekers with an open link to the viewer's (partner or corporate partner) organisation. */
export function linkedSeekerIds(s: Viewing): SQL {
  return sql`(SELECT ${seekerPartnerLinks.userId} FROM ${seekerPartnerLinks}
    WHERE ${seekerPartnerLinks.tenantId} = ${s.tenantId} AND ${seekerPartnerLinks.organisationId} = ${orgOf(s)}
      AND ${seekerPartnerLinks.endedAt} IS NULL)`;
}

/** Job seekers a partner imported who have not yet claimed their account and consented (issue 13): no employer sees them. */
function awaitingConsentIds(s: Viewing): SQL {
  return sql`(SELECT ${users.id} FROM ${users} WHERE ${users.tenantId} = ${s.tenantId} AND ${users.awaitingConsent} = true)`;
}

/** Ids of the jobs of the viewer's (employer) organisation. */
function organisationJobIds(s: Viewing): SQL {
  return sql`(SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.tenantId} = ${s.tenantId} AND ${jobs.organisationId} = ${orgOf(s)})`;
}

/** Jobs the viewer sees. */
export function visibleJobs(s: Viewing): SQL {
  const tenant = eq(jobs.tenantId, s.tenantId);
  switch (s.reach) {
    case 'program':
      return tenant;
    case 'employer':
      return and(tenant, eq(jobs.organisationId, orgOf(s))) as SQL;
    case 'partner':
      return and(tenant, ne(jobs.status, 'draft')) as SQL;
    default:
      return NOTHING;
  }
}

/** Jobs the viewer may change (and whose applicants they may move): an employer's own, or any for program staff. */
export function ownedJobs(s: Viewing): SQL {
  if (s.reach === 'program') return eq(jobs.tenantId, s.tenantId);
  if (s.reach === 'employer') return and(eq(jobs.tenantId, s.tenantId), eq(jobs.organisationId, orgOf(s))) as SQL;
  return NOTHING;
}

/** The columns the application helpers read: applications' own, or a table keyed the same way (the report facts). */
export interface ApplicationColumns {
  tenantId: AnyPgColumn;
  jobId: AnyPgColumn;
  userId: AnyPgColumn;
}

/** Applications the viewer sees. */
export function visibleApplications(s: Viewing): SQL {
  return visibleApplicationsOf(s, applications);
}

/**
 * Applications the viewer sees, read on `t`: the applications table, or a table with one row per
 * application carrying its tenant, job and job seeker (application_report_facts, issue 14).
 */
export function visibleApplicationsOf(s: Viewing, t: ApplicationColumns): SQL {
  const tenant = eq(t.tenantId, s.tenantId);
  switch (s.reach) {
    case 'program':
      return tenant;
    case 'employer': {
      // Their applicants, except job seekers imported by a partner who have not agreed to be seen yet (issue 13).
      const toOwnJobs = and(sql`${t.jobId} IN ${organisationJobIds(s)}`, sql`${t.userId} NOT IN ${awaitingConsentIds(s)}`) as SQL;
      return and(tenant, corporate(s) ? or(toOwnJobs, sql`${t.userId} IN ${linkedSeekerIds(s)}`) : toOwnJobs) as SQL;
    }
    case 'partner':
      return and(tenant, sql`${t.userId} IN ${linkedSeekerIds(s)}`) as SQL;
    default:
      return NOTHING;
  }
}

/** Job seekers (users with is_user true) the viewer sees. */
export function visibleSeekers(s: Viewing): SQL {
  const seekers = and(eq(users.tenantId, s.tenantId), eq(users.isUser, true)) as SQL;
  switch (s.reach) {
    case 'program':
      return seekers;
    case 'employer': {
      const applicants = and(
        eq(users.awaitingConsent, false),
        sql`${users.id} IN (SELECT ${applications.userId} FROM ${applications}
          WHERE ${applications.tenantId} = ${s.tenantId} AND ${applications.jobId} IN ${organisationJobIds(s)})`,
      ) as SQL;
      return and(seekers, corporate(s) ? or(applicants, sql`${users.id} IN ${linkedSeekerIds(s)}`) : applicants) as SQL;
    }
    case 'partner':
      return and(seekers, sql`${users.id} IN ${linkedSeekerIds(s)}`) as SQL;
    default:
      return NOTHING;
  }
}

/**
 * Notes the viewer sees, on applications they see: program staff all of them; organisation staff those
 * written by their own organisation's people or by program staff (an employer's hiring notes are not a
 * partner's to read, and the other way round).
 */
export function visibleNotes(s: Viewing): SQL {
  const tenant = eq(applicationNotes.tenantId, s.tenantId);
  if (s.reach === 'program') return tenant;
  if (s.reach !== 'employer' && s.reach !== 'partner') return NOTHING;
  const programRoles = roleIdsOf(PROGRAM_ROLES).filter((r): r is number => r !== null);
  return and(
    tenant,
    isNotNull(applicationNotes.authorId),
    sql`${applicationNotes.authorId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.tenantId} = ${s.tenantId}
      AND ${users.isUser} = false AND (${users.organisationId} = ${orgOf(s)}
        OR (${users.organisationId} IS NULL AND (${users.roleId} IS NULL OR ${inArray(users.roleId, programRoles)}))))`,
  ) as SQL;
}

/** Staff members the viewer sees (the hiring-team picker): the tenant's for program staff, their organisation's otherwise. */
export function visibleStaff(s: Viewing): SQL {
  const staff = and(eq(users.tenantId, s.tenantId), eq(users.isUser, false)) as SQL;
  if (s.reach === 'program') return staff;
  if (s.reach === 'employer' || s.reach === 'partner') return and(staff, eq(users.organisationId, orgOf(s))) as SQL;
  return NOTHING;
}

/** Organisations the viewer sees: the tenant's for program staff, their own otherwise. */
export function visibleOrganisations(s: Viewing): SQL {
  const tenant = eq(organisations.tenantId, s.tenantId);
  if (s.reach === 'program') return tenant;
  return and(tenant, eq(organisations.id, orgOf(s))) as SQL;
}

/** Stored files attached to an application the viewer sees. */
export function filesOnVisibleApplications(s: Viewing): SQL {
  return sql`${storedFiles.id} IN (SELECT ${applications.resumeFileId} FROM ${applications} WHERE ${visibleApplications(s)} AND ${applications.resumeFileId} IS NOT NULL)`;
}

/**
 * Applications whose message thread the viewer may read and write (issue 15, DECISIONS 19, 31): the job
 * seeker's own; for employer staff those to their organisation's jobs; for partner staff those of the job
 * seekers linked to their organisation. Program staff are not part of these conversations.
 */
export function messageableApplications(s: Viewing & { user: { id: number } }): SQL {
  if (s.reach === 'seeker') return and(eq(applications.tenantId, s.tenantId), eq(applications.userId, s.user.id)) as SQL;
  if (s.reach === 'employer' || s.reach === 'partner') return visibleApplications(s);
  return NOTHING;
}

/** The viewer's own user row (personal settings, onboarding, the dashboard's last visit). */
export function ownUser(s: Pick<Scope, 'tenantId' | 'user'>): SQL {
  return and(eq(users.tenantId, s.tenantId), eq(users.id, s.user.id)) as SQL;
}

/** The job seeker's own profile row. */
export function ownProfile(s: Pick<Scope, 'tenantId' | 'user'>): SQL {
  return and(eq(seekerProfiles.tenantId, s.tenantId), eq(seekerProfiles.userId, s.user.id)) as SQL;
}

/** The job seeker's own applications (their interview cards, for /simplifybot's checklist). */
export function ownApplications(s: Pick<Scope, 'tenantId' | 'user'>): SQL {
  return and(eq(applications.tenantId, s.tenantId), eq(applications.userId, s.user.id)) as SQL;
}

/** The organisation the viewer belongs to (an organisation admin's settings); nothing for program staff and job seekers. */
export function ownOrganisation(s: Viewing): SQL {
  if (s.organisation === null || (s.reach !== 'employer' && s.reach !== 'partner')) return NOTHING;
  return and(eq(organisations.tenantId, s.tenantId), eq(organisations.id, s.organisation.id)) as SQL;
}

// ------------------------------------------------------------------- the organisation filter (DECISIONS 19–20)
// Program staff see the whole tenant "with an organisation filter": these narrow a list to one
// organisation of the tenant. They are filters, not scopes: each list ANDs them with its visible* helper.

/** Open links of job seekers to one organisation of the tenant. */
function linkedTo(tenantId: number, organisationId: number): SQL {
  return sql`(SELECT ${seekerPartnerLinks.userId} FROM ${seekerPartnerLinks}
    WHERE ${seekerPartnerLinks.tenantId} = ${tenantId} AND ${seekerPartnerLinks.organisationId} = ${organisationId}
      AND ${seekerPartnerLinks.endedAt} IS NULL)`;
}

/** Jobs of one organisation of the tenant. */
function jobsOf(tenantId: number, organisationId: number): SQL {
  return sql`(SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.tenantId} = ${tenantId} AND ${jobs.organisationId} = ${organisationId})`;
}

/** Applications to one organisation's jobs (employers, corporate partners) or of the job seekers linked to it (partners). */
export function applicationsOfOrganisation(s: Viewing, organisationId: number): SQL {
  return or(
    sql`${applications.jobId} IN ${jobsOf(s.tenantId, organisationId)}`,
    sql`${applications.userId} IN ${linkedTo(s.tenantId, organisationId)}`,
  ) as SQL;
}

/** Job seekers linked to one organisation (partners) or who applied to its jobs (employers). */
export function seekersOfOrganisation(s: Viewing, organisationId: number): SQL {
  return or(
    sql`${users.id} IN ${linkedTo(s.tenantId, organisationId)}`,
    sql`${users.id} IN (SELECT ${applications.userId} FROM ${applications}
      WHERE ${applications.tenantId} = ${s.tenantId} AND ${applications.jobId} IN ${jobsOf(s.tenantId, organisationId)})`,
  ) as SQL;
}
/**
 * Offers the viewer sees (issue 12): program staff the tenant's, employer staff their organisation's;
 * partner staff none (an offer is between the employer and the job seeker).
 */
export function visibleOffers(s: Viewing): SQL {
  const tenant = eq(offers.tenantId, s.tenantId);
  if (s.reach === 'program') return tenant;
  if (s.reach === 'employer') return and(tenant, eq(offers.organisationId, orgOf(s))) as SQL;
  return NOTHING;
}

/**
 * Interviews the viewer sees (issue 12): program staff the tenant's, employer staff their organisation's
 * (the interview carries its job's organisation); partners and anyone else none (SPEC §6 "Interviews").
 */
export function visibleInterviews(s: Viewing): SQL {
  const tenant = eq(interviews.tenantId, s.tenantId);
  if (s.reach === 'program') return tenant;
  if (s.reach === 'employer') return and(tenant, eq(interviews.organisationId, orgOf(s))) as SQL;
  return NOTHING;
}
