import { STAFF_ROLES, type RoleName } from './roles';

export type { RoleName } from './roles';
export type AppName = 'candidate' | 'console' | 'helpdesk';
export type Guard = 'public' | 'guest' | 'private' | 'role';

export interface RouteEntry {
  id: string;
  path: string;
  app: AppName;
  guard: Guard;
  roles?: readonly RoleName[];
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
  '/compareApplicants',
  '/jobSeekers',
  '/jobSeekers/:id',
  '/jobSeekersv2',
  '/jobSeeker',
  '/new_all_candidates',
]);

type Def = [path: string, app: AppName, guard: Guard, roles?: readonly RoleName[]];

const STAFF: readonly RoleName[] = STAFF_ROLES;
const JOB_SEEKER: readonly RoleName[] = ['job_seeker'];
const CONCIERGE: readonly RoleName[] = ['concierge_member'];
/** Who may read the feedback lists (issue 4; the API's FEEDBACK_READERS). */
const FEEDBACK_READERS: readonly RoleName[] = ['admin', 'concierge_member', 'program_manager'];
/** DECISIONS 1: the list of job seekers is private to these roles. */
const CANDIDATE_LIST: readonly RoleName[] = ['admin', 'recruiter', 'recruiter_member'];
/** The contract's createJob: these roles post and edit jobs; the other staff roles read them. */
const JOB_EDITORS: readonly RoleName[] = ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'];
/** Staff job-seeker pages (/jobSeekers*, /jobSeeker): the side bar's "Job seekers" roles (SPEC §6). */
const JOB_SEEKER_LIST: readonly RoleName[] = ['admin', 'recruiter', 'recruiter_member', 'concierge_member', 'program_manager'];

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
  ['/jobs/edit/:id', S, 'role', STAFF],
  ['/jobs/:id/applications', S, 'role', STAFF],
  ['/jobs/:id/applicantlist', S, 'role', STAFF],
  ['/jobs', S, 'role', STAFF],
  ['/applications', S, 'role', STAFF],
  ['/applications/:id', S, 'role', STAFF],
  ['/jobSeekers/:id', S, 'role', JOB_SEEKER_LIST],
  ['/jobSeekers', S, 'role', JOB_SEEKER_LIST],
  ['/jobSeekersv2', S, 'role', JOB_SEEKER_LIST],
  ['/jobSeeker', S, 'role', JOB_SEEKER_LIST],
  ['/dashboard', S, 'role', STAFF],
  ['/homepage', S, 'role', STAFF],
  ['/onboarding', C, 'private'],
  ['/simplifybot', C, 'private'],
  ['/report', S, 'role', STAFF],
  ['/report/currentPipeline', S, 'role', STAFF],
  ['/report/applicationSource', S, 'role', STAFF],
  ['/report/historicPipeline', S, 'role', STAFF],
  ['/report/hiringVelocity', S, 'role', STAFF],
  ['/report/successMetric', S, 'role', STAFF],
  ['/report/timeToHire', S, 'role', STAFF],
  ['/interview', S, 'role', STAFF],
  ['/offers', S, 'role', STAFF],
  ['/newApplications', S, 'role', STAFF],
  ['/newInterview', S, 'role', STAFF],
  ['/newOffers', S, 'role', STAFF],
  ['/newApprovals', S, 'role', STAFF],
  ['/newHiringTeam', S, 'role', STAFF],
  ['/newJobs', S, 'role', STAFF],
  ['/approvals', S, 'role', STAFF],
  ['/getUsers', S, 'role', STAFF],
  ['/profile', C, 'private'],
  ['/profilev2', C, 'private'],
  ['/inbox_messages', S, 'private'],
  ['/setting', S, 'private'],
  ['/setpassword', C, 'private'],
  ['/settingsV2', S, 'role', STAFF],
  ['/advancedSearch', S, 'role', STAFF],
  ['/compareApplicants', S, 'role', STAFF],
  ['/erd', S, 'role', STAFF],
  ['/hiringTeam', S, 'role', STAFF],
  ['/conciergeTeam', S, 'role', STAFF],
  ['/team', S, 'role', STAFF],
  ['/auditReports', S, 'role', STAFF],
  ['/surveyReports', S, 'role', STAFF],
  ['/surveySummary', S, 'role', STAFF],
  ['/surveySummary/ca', S, 'role', STAFF],
  ['/nppreport', S, 'role', STAFF],
  ['/nppreport/jobseekerjournal', S, 'role', STAFF],
  ['/nppreport/currentapplication', S, 'role', STAFF],
  ['/nppreport/jobactivity', S, 'role', STAFF],
  ['/nppreport/jobseekersuccessmetric', S, 'role', STAFF],
  ['/nppreport/openjobs', S, 'role', STAFF],

  // Role-conditional routes.
  ['/helpdesk', H, 'role', CONCIERGE],
  ['/helpdeskChat', H, 'role', CONCIERGE],
  ['/application', C, 'role', JOB_SEEKER],

  // Beyond the spec's route list (issue 4): what the feedback widget and the career-connector form received.
  ['/feedback', S, 'role', FEEDBACK_READERS],
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

export const routes: readonly RouteEntry[] = DEFS.map(([path, app, guard, roles]) => {
  const entry: RouteEntry = { id: idFromPath(path), path, app, guard, ready: READY_PATHS.has(path) };
  if (roles) entry.roles = roles;
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
