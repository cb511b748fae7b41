import { CORPORATE_PARTNER_ROLES, STAFF_ROLES, type RoleName } from './roles';

export type { RoleName } from './roles';
export type AppName = 'candidate' | 'console' | 'helpdesk';
export type Guard = 'public' | 'guest' | 'private' | 'role';

export interface RouteEntry {
  id: string;
  path: string;
  app: AppName;
  guard: Guard;
  roles?: readonly RoleName[];
  /** Roles that also open the page when their organisation is a corporate partner (DECISIONS 19). */
  corporateRoles?: readonly RoleName[];
  /** true only for pages built so far; routers route ready entries only. */
  ready: boolean;
}

export const APP_NAMES: readonly AppName[] = ['candidate', 'console', 'helpdesk'];

/** Pages built so far (the issues that built them are named beside each group). */
const READY_PATHS = new Set<string>([
  // Issue 4, feedback: the staff feedback page (beyond the spec's route list; see
  // apps/console/src/features/feedback/README.md).
  '/feedback',
  // Issue 4, chat-widget: the public FAQ (the help chat's "Common FAQ").
  '/faq',
  // Issue 4, helpdesk: the concierge's queue and conversations (one split view behind both paths).
  '/helpdesk',
  '/helpdeskChat',
  '/',
  '/homepage_new',
  '/login',
  '/old_login',
  '/signup',
  '/signup/candidate',
  '/signup/employer',
  // Issue 11 §2, orgsignup: the partners' sign-ups, the wait for approval, the review link and the queue.
  '/signup/skilling',
  '/signup/nonProfitPartner',
  '/signup/corporatePartner',
  '/approval',
  '/approval1',
  '/approve',
  '/rejected',
  '/approvals',
  '/newApprovals',
  '/forgotPassword',
  '/confirmPasswordReset',
  '/passwordResetDone',
  '/verifyEmail',
  '/ca',
  '/languages',
  '/unauthorized',
  '/404',
  '/home',
  '/dashboard',
  '/application',
  // Issue 3, search: public job search, location pages and the job page.
  '/search',
  '/searchJobs',
  '/ca/searchJobs',
  '/location/atlanta',
  '/location/houston',
  '/globallocations',
  '/jobs/:id',
  '/jobs_view/:id',
  // Issue 3, seeker: the job seeker's profile (sections and guided), and the page after applying.
  '/profile',
  '/profilev2',
  '/thankYou',
  // Issue 3, jobs: the staff job list, create and edit pages.
  '/jobs',
  '/jobs/create',
  '/jobs/edit/:id',
  // Issue 3, staff-ui: applications, ranked applicants, comparison, job seekers.
  '/applications',
  '/applications/:id',
  '/jobs/:id/applications',
  '/jobs/:id/applicantlist',
  // Issue 12, interviews: the organisation's interviews and the program-wide ones (DECISIONS 20).
  '/interview',
  '/newInterview',
  '/compareApplicants',
  // Issue 15, search: the advanced search over the job seekers one may see, with saved searches.
  '/advancedSearch',
  '/jobSeekers',
  '/jobSeekers/:id',
  '/jobSeekersv2',
  '/jobSeeker',
  '/new_all_candidates',
  // Issue 16, public-site: the tenant's content and legal pages.
  '/about',
  '/pricing',
  '/privacy-policy',
  '/privacy-policy-ep',
  '/privacy-policy-npp',
  '/terms-of-service',
  '/news',
  '/news/pressrelease',
  '/news/:id',
  '/contact-us',
  '/unsubscribeConfirm',
  '/logs',
  // Issue 16, DECISIONS 25: the public gallery of the shared components.
  '/demo_paginator',
  // Beyond the spec's route list (issue 16): where the tenant's admin writes the public site.
  '/sitePages',
  '/siteNews',
  // Issue 11 §5: sign-in providers (single sign-on, LinkedIn, Indeed).
  '/loginsso',
  '/linkedInLogin',
  '/loginIndeed',
  // Issue 11 §3, teams: the teams' pages, an invited member's first password, one's own password change.
  '/hiringTeam',
  '/newHiringTeam',
  '/team',
  '/conciergeTeam',
  '/setpasswordpartner',
  '/setpassword',
  // Issue 11 §4, settings: the staff member's day, personal and organisation settings, the first-run checklist.
  '/homepage',
  '/setting',
  '/settingsV2',
  '/onboarding',
  // Issue 15, messages: threads about applications between job seekers and hiring teams.
  '/inbox_messages',
  // Issue 15, impersonation: user id 1 views as another user of the tenant (DECISIONS 30).
  '/getUsers',
  // Issue 12, offers: the offers lists and the program-wide pages of roles 6 and 7 (DECISIONS 20).
  '/offers',
  '/newOffers',
  '/newApplications',
  '/newJobs',
  // Issue 14, reports: the hiring reports' overview and each report's own page.
  '/report',
  '/report/currentPipeline',
  '/report/applicationSource',
  '/report/historicPipeline',
  '/report/hiringVelocity',
  '/report/successMetric',
  '/report/timeToHire',
  // Issue 14, reports: the partner reports' overview and pages.
  '/nppreport',
  '/nppreport/jobseekerjournal',
  '/nppreport/currentapplication',
  '/nppreport/jobactivity',
  '/nppreport/jobseekersuccessmetric',
  '/nppreport/openjobs',
  // Issue 14, surveys (DECISIONS 29): the response rates, writing and sending, the summaries, and the answering by link.
  '/surveyReports',
  '/surveyReports/new',
  '/surveySummary',
  '/surveySummary/ca',
  '/survey',
  '/thankYouFeedback',
  // Issue 14: the audit log and the ERD export.
  '/auditReports',
  '/erd',
  // Issue 13, imports: bulk uploads of job files and résumés.
  '/jobs/bulkUpload',
  '/jobSeekers/bulkUpload',
  // Issue 17 §2, DECISIONS 23: the plain-language assistant of job seekers.
  '/simplifybot',
]);

type Def = [path: string, app: AppName, guard: Guard, roles?: readonly RoleName[], corporateRoles?: readonly RoleName[]];

const STAFF: readonly RoleName[] = STAFF_ROLES;
const JOB_SEEKER: readonly RoleName[] = ['job_seeker'];
const CONCIERGE: readonly RoleName[] = ['concierge_member'];
/** Who may read the feedback lists (issue 4; the API's FEEDBACK_READERS). */
const FEEDBACK_READERS: readonly RoleName[] = ['admin', 'concierge_member', 'program_manager'];
/** DECISIONS 1: the list of job seekers is private to these roles. */
const CANDIDATE_LIST: readonly RoleName[] = ['admin', 'recruiter', 'recruiter_member'];
/** The contract's createJob: these roles post and edit jobs; the other staff roles read them. */
/** Who posts jobs (the API's permission jobs.write): partners bring job seekers, they do not post jobs (issue 11 §4). */
const JOB_EDITORS: readonly RoleName[] = ['admin', 'hiring_manager', 'hiring_member'];
/** Issue 13 (the API's permissions imports.jobs and imports.resumes): who bulk-uploads job files, and résumés. */
export const JOB_IMPORTERS: readonly RoleName[] = ['admin', 'hiring_manager'];
export const RESUME_IMPORTERS: readonly RoleName[] = ['admin', 'recruiter', 'recruiter_member'];
/** Staff job-seeker pages (/jobSeekers*, /jobSeeker): the side bar's "Job seekers" roles (SPEC §6). */
const JOB_SEEKER_LIST: readonly RoleName[] = ['admin', 'recruiter', 'recruiter_member', 'concierge_member', 'program_manager'];

/** Issue 11 §3 (SPEC §6, DECISIONS 20; the API's services/teams.ts TEAMS): who manages each team. */
const HIRING_TEAM: readonly RoleName[] = ['admin', 'hiring_manager', 'concierge_member'];
const NEW_HIRING_TEAM: readonly RoleName[] = ['concierge_member'];
const PARTNER_TEAM: readonly RoleName[] = ['admin', 'recruiter'];
const PROGRAM_TEAM: readonly RoleName[] = ['admin'];
/** The approvals queue (SPEC §2 compact side bar: admin; DECISIONS 20: roles 6 and 7 use /newApprovals; the API's APPROVERS). */
const APPROVAL_VIEWERS: readonly RoleName[] = ['admin'];
const APPROVAL_VIEWERS_NEW: readonly RoleName[] = ['concierge_member', 'program_manager'];
/** Interviews (issue 12, SPEC §6): the organisation's for its hiring staff and program staff; program-wide for roles 6 and 7 (DECISIONS 20). */
const INTERVIEW_VIEWERS: readonly RoleName[] = ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'];
const INTERVIEW_VIEWERS_NEW: readonly RoleName[] = ['concierge_member', 'program_manager'];
/** DECISIONS 28: an organisation's settings are for its organisation admin (an employer's hiring manager, a partner's recruiter). */
const ORGANISATION_ADMINS: readonly RoleName[] = ['hiring_manager', 'recruiter'];

/** Issue 12: who reads offers (SPEC §6 "Interviews and Offers"; the API's offers.read). */
const OFFER_VIEWERS: readonly RoleName[] = ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'];
/** DECISIONS 20: the program-wide "new" pages of roles 6 and 7. */
const PROGRAM_WIDE: readonly RoleName[] = ['concierge_member', 'program_manager'];
/** Issue 14: the hiring reports (the API's permission reports.read): employer staff and these program staff. */
const REPORT_VIEWERS: readonly RoleName[] = ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'];

/** Issue 14: the partner reports (the API's permission reports.partner): a partner's recruiters, and the admin across partners (SPEC §2 side bar). */
const PARTNER_REPORT_VIEWERS: readonly RoleName[] = ['admin', 'recruiter', 'recruiter_member'];

/** Issue 14 (the API's permission audit.read; DECISIONS 5): the audit log is for the admin and the auditor. */
const AUDIT_READERS: readonly RoleName[] = ['admin', 'auditor'];
/** Issue 14, DECISIONS 22 (the API's permission reports.erd): the ERD export is for program managers. */
const ERD_EXPORTERS: readonly RoleName[] = ['program_manager'];

/** Issue 14, DECISIONS 29: who writes, sends and reads surveys (the API's permission surveys.manage). */
export const SURVEY_STAFF: readonly RoleName[] = ['admin', 'auditor'];

/** Who writes the tenant's public site (issue 16; the API's SITE_EDITORS). */
const SITE_EDITORS: readonly RoleName[] = ['admin'];

const C = 'candidate' as const;
const S = 'console' as const;
const H = 'helpdesk' as const;

const DEFS: readonly Def[] = [
  // Public routes (SPEC §2, DECISIONS 1). Guest = public page that sends a signed-in user to /home.
  ['/', C, 'public'],
  ['/homepage_new', C, 'public'],
  ['/old_login', C, 'guest'],
  ['/login', C, 'guest'],
  ['/search', C, 'public'],
  ['/searchJobs', C, 'public'],
  ['/demo_paginator', C, 'public'],
  ['/location/atlanta', C, 'public'],
  ['/location/houston', C, 'public'],
  ['/pricing', C, 'public'],
  ['/new_all_candidates', S, 'role', CANDIDATE_LIST],
  ['/globallocations', C, 'public'],
  ['/faq', C, 'public'],
  ['/signup', C, 'guest'],
  ['/signup/candidate', C, 'guest'],
  ['/signup/employer', C, 'guest'],
  ['/signup/skilling', C, 'guest'],
  ['/signup/nonProfitPartner', C, 'guest'],
  ['/signup/corporatePartner', C, 'guest'],
  ['/about', C, 'public'],
  ['/contact-us', C, 'public'],
  ['/privacy-policy', C, 'public'],
  ['/privacy-policy-ep', C, 'public'],
  ['/privacy-policy-npp', C, 'public'],
  ['/terms-of-service', C, 'public'],
  ['/languages', C, 'public'],
  ['/jobs/:id', C, 'public'],
  ['/jobs_view/:id', C, 'public'],
  ['/thankYou', C, 'public'],
  ['/forgotPassword', C, 'guest'],
  ['/verifyEmail', C, 'public'],
  ['/passwordResetDone', C, 'public'],
  ['/confirmPasswordReset', C, 'public'],
  ['/loginIndeed', C, 'public'],
  ['/linkedInLogin', C, 'public'],
  ['/loginsso', C, 'public'],
  ['/approval', C, 'public'],
  ['/approval1', C, 'public'],
  ['/rejected', C, 'public'],
  ['/approve', C, 'public'],
  ['/setpasswordpartner', C, 'public'],
  ['/survey', C, 'public'],
  ['/thankYouFeedback', C, 'public'],
  ['/news', C, 'public'],
  ['/news/pressrelease', C, 'public'],
  // Each post's own address (issue 16).
  ['/news/:id', C, 'public'],
  ['/unsubscribeConfirm', C, 'public'],
  ['/logs', C, 'public'],
  ['/unauthorized', C, 'public'],
  ['/404', C, 'public'],
  // Canada variants.
  ['/ca', C, 'public'],
  ['/ca/searchJobs', C, 'public'],
  // Where guest routes send a signed-in user; redirects by kind (DECISIONS 4).
  ['/home', C, 'private'],

  // Protected routes (a token is required). Staff pages live in the console and need a staff role;
  // the job seeker's own pages live in the candidate app.
  ['/jobs/create', S, 'role', JOB_EDITORS],
  ['/jobs/bulkUpload', S, 'role', JOB_IMPORTERS],
  ['/jobSeekers/bulkUpload', S, 'role', RESUME_IMPORTERS],
  ['/jobs/edit/:id', S, 'role', STAFF],
  ['/jobs/:id/applications', S, 'role', STAFF],
  ['/jobs/:id/applicantlist', S, 'role', STAFF],
  ['/jobs', S, 'role', STAFF],
  ['/applications', S, 'role', STAFF],
  ['/applications/:id', S, 'role', STAFF],
  // DECISIONS 19: a corporate partner's staff also see the job seekers linked to their organisation.
  ['/jobSeekers/:id', S, 'role', JOB_SEEKER_LIST, CORPORATE_PARTNER_ROLES],
  ['/jobSeekers', S, 'role', JOB_SEEKER_LIST, CORPORATE_PARTNER_ROLES],
  ['/jobSeekersv2', S, 'role', JOB_SEEKER_LIST],
  ['/jobSeeker', S, 'role', JOB_SEEKER_LIST],
  ['/dashboard', S, 'role', STAFF],
  ['/homepage', S, 'role', STAFF],
  ['/onboarding', C, 'private'],
  ['/simplifybot', C, 'private'],
  ['/report', S, 'role', REPORT_VIEWERS],
  ['/report/currentPipeline', S, 'role', REPORT_VIEWERS],
  ['/report/applicationSource', S, 'role', REPORT_VIEWERS],
  ['/report/historicPipeline', S, 'role', REPORT_VIEWERS],
  ['/report/hiringVelocity', S, 'role', REPORT_VIEWERS],
  ['/report/successMetric', S, 'role', REPORT_VIEWERS],
  ['/report/timeToHire', S, 'role', REPORT_VIEWERS],
  ['/interview', S, 'role', INTERVIEW_VIEWERS],
  ['/offers', S, 'role', OFFER_VIEWERS],
  ['/newApplications', S, 'role', PROGRAM_WIDE],
  ['/newInterview', S, 'role', INTERVIEW_VIEWERS_NEW],
  ['/newOffers', S, 'role', PROGRAM_WIDE],
  ['/newApprovals', S, 'role', APPROVAL_VIEWERS_NEW],
  ['/newHiringTeam', S, 'role', NEW_HIRING_TEAM],
  ['/newJobs', S, 'role', PROGRAM_WIDE],
  ['/approvals', S, 'role', APPROVAL_VIEWERS],
  ['/getUsers', S, 'role', STAFF],
  ['/profile', C, 'private'],
  ['/profilev2', C, 'private'],
  ['/inbox_messages', S, 'private'],
  ['/setting', S, 'private'],
  ['/setpassword', C, 'private'],
  ['/settingsV2', S, 'role', ORGANISATION_ADMINS],
  ['/advancedSearch', S, 'role', STAFF],
  ['/compareApplicants', S, 'role', STAFF],
  ['/erd', S, 'role', ERD_EXPORTERS],
  ['/hiringTeam', S, 'role', HIRING_TEAM],
  ['/conciergeTeam', S, 'role', PROGRAM_TEAM],
  ['/team', S, 'role', PARTNER_TEAM],
  ['/auditReports', S, 'role', AUDIT_READERS],
  ['/surveyReports', S, 'role', SURVEY_STAFF],
  ['/surveySummary', S, 'role', SURVEY_STAFF],
  ['/surveySummary/ca', S, 'role', SURVEY_STAFF],
  ['/nppreport', S, 'role', PARTNER_REPORT_VIEWERS],
  ['/nppreport/jobseekerjournal', S, 'role', PARTNER_REPORT_VIEWERS],
  ['/nppreport/currentapplication', S, 'role', PARTNER_REPORT_VIEWERS],
  ['/nppreport/jobactivity', S, 'role', PARTNER_REPORT_VIEWERS],
  ['/nppreport/jobseekersuccessmetric', S, 'role', PARTNER_REPORT_VIEWERS],
  ['/nppreport/openjobs', S, 'role', PARTNER_REPORT_VIEWERS],

  // Role-conditional routes.
  ['/helpdesk', H, 'role', CONCIERGE],
  ['/helpdeskChat', H, 'role', CONCIERGE],
  ['/application', C, 'role', JOB_SEEKER],

  // Beyond the spec's route list (issue 4): what the feedback widget and the career-connector form received.
  ['/feedback', S, 'role', FEEDBACK_READERS],
  // Beyond the spec's route list (issue 16): the tenant's admin writes the public pages and news.
  ['/sitePages', S, 'role', SITE_EDITORS],
  ['/siteNews', S, 'role', SITE_EDITORS],
  // Beyond the spec's route list (issue 14): where program staff write a survey and send it.
  ['/surveyReports/new', S, 'role', SURVEY_STAFF],
];

/** A stable id from the path: "/jobs/:id/applications" -> "jobs.id.applications", "/" -> "root". */
function idFromPath(path: string): string {
  if (path === '/') return 'root';
  return path
    .slice(1)
    .split('/')
    .map((s) => (s.startsWith(':') ? s.slice(1) : s))
    .join('.');
}

export const routes: readonly RouteEntry[] = DEFS.map(([path, app, guard, roles, corporateRoles]) => {
  const entry: RouteEntry = { id: idFromPath(path), path, app, guard, ready: READY_PATHS.has(path) };
  if (roles) entry.roles = roles;
  if (corporateRoles) entry.corporateRoles = corporateRoles;
  return Object.freeze(entry);
});

/** Only the path part: drops ?query and #hash, and trailing slashes except for "/". */
export function normalisePathname(pathname: string): string {
  let p = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

function segmentsOf(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

/**
 * Matches a react-router style pattern ("/jobs/:id") against a pathname; exact match, case-insensitive
 * static segments (react-router's default), trailing slash tolerant. Returns the params or null.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = segmentsOf(pattern);
  const got = segmentsOf(normalisePathname(pathname));
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (g === '') return null;
      let value = g;
      try {
        value = decodeURIComponent(g);
      } catch {
        // A malformed escape keeps the raw segment.
      }
      params[w.slice(1)] = value;
    } else if (w.toLowerCase() !== g.toLowerCase()) {
      return null;
    }
  }
  return params;
}

function staticCount(path: string): number {
  return segmentsOf(path).filter((s) => !s.startsWith(':')).length;
}

// More specific patterns first (more static segments), as react-router ranks them.
const RANKED = [...routes].sort((a, b) => staticCount(b.path) - staticCount(a.path));

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

export function matchRouteWithParams(pathname: string): RouteMatch | undefined {
  for (const entry of RANKED) {
    const params = matchPath(entry.path, pathname);
    if (params) return { entry, params };
  }
  return undefined;
}

export function matchRoute(pathname: string): RouteEntry | undefined {
  return matchRouteWithParams(pathname)?.entry;
}

export function appForPath(pathname: string): AppName | undefined {
  return matchRoute(pathname)?.app;
}

export function routeByPath(path: string): RouteEntry | undefined {
  return routes.find((r) => r.path === path);
}

/** Is the page at this (pattern) path built and routed yet? */
export function isReadyPath(path: string): boolean {
  return matchRoute(path)?.ready ?? false;
}

/** The ready entries of one app: what its router routes. */
export function routesForApp(app: AppName): readonly RouteEntry[] {
  return routes.filter((r) => r.app === app && r.ready);
}
