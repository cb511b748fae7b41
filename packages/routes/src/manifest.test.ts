import { describe, expect, it } from 'vitest';
import { appForPath, matchPath, matchRoute, matchRouteWithParams, normalisePathname, routes, routesForApp } from './manifest';

// SPEC §2 "Public routes (exact match)", with DECISIONS 1 moving /new_all_candidates behind a role.
const PUBLIC = [
  '/',
  '/homepage_new',
  '/search',
  '/searchJobs',
  '/demo_paginator',
  '/location/atlanta',
  '/pricing',
  '/globallocations',
  '/faq',
  '/about',
  '/contact-us',
  '/privacy-policy',
  '/privacy-policy-ep',
  '/privacy-policy-npp',
  '/terms-of-service',
  '/languages',
  '/jobs/:id',
  '/jobs_view/:id',
  '/thankYou',
  '/verifyEmail',
  '/passwordResetDone',
  '/confirmPasswordReset',
  '/loginIndeed',
  '/linkedInLogin',
  '/loginsso',
  '/approval',
  '/approval1',
  '/rejected',
  '/approve',
  '/setpasswordpartner',
  '/survey',
  '/thankYouFeedback',
  '/news',
  '/news/pressrelease',
  '/unsubscribeConfirm',
  '/logs',
  '/unauthorized',
  '/404',
  '/ca',
  '/ca/searchJobs',
  // Issue 3: the Houston landing beside Atlanta's (SPEC §3 Locations).
  '/location/houston',
];
const GUEST = [
  '/old_login',
  '/login',
  '/signup',
  '/signup/candidate',
  '/signup/employer',
  '/signup/skilling',
  '/signup/nonProfitPartner',
  '/signup/corporatePartner',
  '/forgotPassword',
];
// SPEC §2 "Protected routes (a token is required)".
const PROTECTED = [
  '/jobs/create',
  '/jobs/edit/:id',
  '/jobs/:id/applications',
  '/jobs/:id/applicantlist',
  '/jobs',
  '/applications',
  '/applications/:id',
  '/jobSeekers/:id',
  '/jobSeekers',
  '/jobSeekersv2',
  '/jobSeeker',
  '/dashboard',
  '/homepage',
  '/onboarding',
  '/simplifybot',
  '/report',
  '/report/currentPipeline',
  '/report/applicationSource',
  '/report/historicPipeline',
  '/report/hiringVelocity',
  '/report/successMetric',
  '/report/timeToHire',
  '/interview',
  '/offers',
  '/newApplications',
  '/newInterview',
  '/newOffers',
  '/newApprovals',
  '/newHiringTeam',
  '/newJobs',
  '/approvals',
  '/getUsers',
  '/profile',
  '/profilev2',
  '/inbox_messages',
  '/setting',
  '/setpassword',
  '/settingsV2',
  '/advancedSearch',
  '/compareApplicants',
  '/erd',
  '/hiringTeam',
  '/conciergeTeam',
  '/team',
  '/auditReports',
  '/surveyReports',
  '/surveySummary',
  '/surveySummary/ca',
  '/nppreport',
  '/nppreport/jobseekerjournal',
  '/nppreport/currentapplication',
  '/nppreport/jobactivity',
  '/nppreport/jobseekersuccessmetric',
  '/nppreport/openjobs',
  '/home',
];
const CANDIDATE_PRIVATE = ['/onboarding', '/simplifybot', '/profile', '/profilev2', '/setpassword', '/home'];
const STAFF = [
  'admin',
  'hiring_manager',
  'recruiter',
  'auditor',
  'hiring_member',
  'recruiter_member',
  'concierge_member',
  'program_manager',
];
// The staff job-seeker pages: the side bar's "Job seekers" roles (SPEC §6).
const JOB_SEEKER_PAGES = ['/jobSeekers/:id', '/jobSeekers', '/jobSeekersv2', '/jobSeeker'];
const JOB_SEEKER_LIST = ['admin', 'recruiter', 'recruiter_member', 'concierge_member', 'program_manager'];
// The contract's createJob: the roles that post and edit jobs.
const JOB_EDITORS = ['admin', 'hiring_manager', 'hiring_member'];
/** Issue 16: beyond the spec's list, a news post's address and the admin's editors. */
const SITE_EXTRA = ['/news/:id', '/sitePages', '/siteNews'];
/** Issue 13: the bulk-upload pages (beyond the spec's route list). */
const IMPORTS_READY = ['/jobs/bulkUpload', '/jobSeekers/bulkUpload'];
/** Issue 11 §5: the sign-in provider pages. */
const SIGN_IN_PROVIDERS = ['/loginsso', '/linkedInLogin', '/loginIndeed'];
/** Issue 11 §3: the teams' pages (SPEC §6, DECISIONS 20) and the two password pages. */
const TEAM_PAGES: Record<string, string[]> = {
  '/hiringTeam': ['admin', 'hiring_manager', 'concierge_member'],
  '/newHiringTeam': ['concierge_member'],
  '/team': ['admin', 'recruiter'],
  '/conciergeTeam': ['admin'],
};
const TEAMS_READY = [...Object.keys(TEAM_PAGES), '/setpasswordpartner', '/setpassword'];
/** Issue 11 §2: the organisations' sign-ups, their wait, the review link and the queues. */
const ORG_SIGNUP_READY = [
  '/signup/skilling',
  '/signup/nonProfitPartner',
  '/signup/corporatePartner',
  '/approval',
  '/approval1',
  '/approve',
  '/rejected',
  '/approvals',
  '/newApprovals',
];
/** The admin's queue, and the program-wide one of roles 6 and 7 (DECISIONS 20), as the API's approvers. */
const APPROVALS: Record<string, string[]> = { '/approvals': ['admin'], '/newApprovals': ['concierge_member', 'program_manager'] };
/** Issue 12: the offers lists (SPEC §6 "Offers") and the program-wide pages of roles 6 and 7 (DECISIONS 20). */
const OFFERS_PAGES: Record<string, string[]> = {
  '/offers': ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  '/newOffers': ['concierge_member', 'program_manager'],
  '/newApplications': ['concierge_member', 'program_manager'],
  '/newJobs': ['concierge_member', 'program_manager'],
};
/** Issue 12: interviews (SPEC §6 "Interviews"), program-wide for roles 6 and 7 (DECISIONS 20). */
/** Issue 14: the hiring reports (the API's reports.read) and the partner reports (reports.partner). */
const HIRING_REPORTS = [
  '/report',
  '/report/currentPipeline',
  '/report/applicationSource',
  '/report/historicPipeline',
  '/report/hiringVelocity',
  '/report/successMetric',
  '/report/timeToHire',
];
const PARTNER_REPORTS = [
  '/nppreport',
  '/nppreport/jobseekerjournal',
  '/nppreport/currentapplication',
  '/nppreport/jobactivity',
  '/nppreport/jobseekersuccessmetric',
  '/nppreport/openjobs',
];
/** Issue 14, DECISIONS 29: the survey pages (admin and role 3), writing beyond the spec's list, and the answering by link. */
const SURVEY_PAGES = ['/surveyReports', '/surveySummary', '/surveySummary/ca'];
const SURVEYS_READY = [...SURVEY_PAGES, '/surveyReports/new', '/survey', '/thankYouFeedback'];
const INTERVIEWS: Record<string, string[]> = {
  '/interview': ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  '/newInterview': ['concierge_member', 'program_manager'],
};
/** Issue 11 §4: the staff member's day, the settings pages and the first-run checklist. */
const SETTINGS_READY = ['/homepage', '/setting', '/settingsV2', '/onboarding'];
/** Issue 15: the messages between job seekers and hiring teams. */
const MESSAGES_READY = ['/inbox_messages'];
/** Issue 15: the advanced search. */
const SEARCH_READY = ['/advancedSearch'];
/** Issue 16: the public site's pages built so far. */
const SITE_READY = [
  '/about',
  '/pricing',
  '/privacy-policy',
  '/privacy-policy-ep',
  '/privacy-policy-npp',
  '/terms-of-service',
  '/news',
  '/news/pressrelease',
  '/contact-us',
  '/unsubscribeConfirm',
  '/logs',
  // DECISIONS 25: the gallery of the shared components.
  '/demo_paginator',
];

const READY = [
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
  // Issue 3, jobs.
  '/jobs',
  '/jobs/create',
  '/jobs/edit/:id',
  // Issue 3, search.
  '/search',
  '/searchJobs',
  '/ca/searchJobs',
  '/location/atlanta',
  '/location/houston',
  '/globallocations',
  '/jobs/:id',
  '/jobs_view/:id',
  // Issue 3, seeker.
  '/profile',
  '/profilev2',
  '/thankYou',
  // Issue 3, staff-ui.
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
];

function entry(path: string) {
  const e = routes.find((r) => r.path === path);
  if (!e) throw new Error(`missing ${path}`);
  return e;
}

describe('route manifest', () => {
  it('has every path once, with unique ids', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    const expected = [
      ...PUBLIC,
      ...GUEST,
      ...PROTECTED,
      '/new_all_candidates',
      '/helpdesk',
      '/helpdeskChat',
      '/application',
      '/feedback',
      ...SITE_EXTRA,
      ...IMPORTS_READY,
      '/surveyReports/new',
    ];
    expect([...paths].sort()).toEqual([...new Set(expected)].sort());
  });

  it.each(PUBLIC)('%s is public in the candidate app', (path) => {
    expect(entry(path)).toMatchObject({ guard: 'public', app: 'candidate' });
    expect(entry(path).roles).toBeUndefined();
  });

  it.each(GUEST)('%s is a guest page in the candidate app', (path) => {
    expect(entry(path)).toMatchObject({ guard: 'guest', app: 'candidate' });
  });

  it.each(PROTECTED)('%s needs a token', (path) => {
    const e = entry(path);
    expect(['private', 'role']).toContain(e.guard);
    if (CANDIDATE_PRIVATE.includes(path)) {
      expect(e).toMatchObject({ guard: 'private', app: 'candidate' });
    } else if (path === '/jobs/create') {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: JOB_EDITORS });
    } else if (path === '/inbox_messages' || path === '/setting') {
      expect(e).toMatchObject({ guard: 'private', app: 'console' });
    } else if (path === '/settingsV2') {
      // DECISIONS 28: the organisation admin's (an employer's hiring manager, a partner's recruiter).
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: ['hiring_manager', 'recruiter'] });
    } else if (JOB_SEEKER_PAGES.includes(path)) {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: JOB_SEEKER_LIST });
    } else if (path in TEAM_PAGES) {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: TEAM_PAGES[path] });
    } else if (path === '/approvals' || path === '/newApprovals') {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: APPROVALS[path] });
    } else if (path in OFFERS_PAGES) {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: OFFERS_PAGES[path] });
    } else if (path in INTERVIEWS) {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: INTERVIEWS[path] });
    } else if (HIRING_REPORTS.includes(path)) {
      expect(e).toMatchObject({
        guard: 'role',
        app: 'console',
        roles: ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
      });
    } else if (path === '/auditReports') {
      // Issue 14, DECISIONS 5: the audit log is for the admin and the auditor (role 3).
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: ['admin', 'auditor'] });
    } else if (path === '/erd') {
      // DECISIONS 22: the ERD export is for program managers (role 7).
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: ['program_manager'] });
    } else if (PARTNER_REPORTS.includes(path)) {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: ['admin', 'recruiter', 'recruiter_member'] });
    } else if (SURVEY_PAGES.includes(path)) {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: ['admin', 'auditor'] });
    } else {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: STAFF });
    }
  });

  it('has the public site pages (issue 16): each news post its own public address, the editors for the admin only', () => {
    expect(entry('/news/:id')).toMatchObject({ app: 'candidate', guard: 'public', ready: true });
    expect(matchRoute('/news/pressrelease')?.path).toBe('/news/pressrelease');
    expect(matchRoute('/news/12')?.path).toBe('/news/:id');
    for (const path of ['/sitePages', '/siteNews'])
      expect(entry(path)).toMatchObject({ app: 'console', guard: 'role', ready: true, roles: ['admin'] });
  });

  it('has the staff feedback page (beyond the spec, issue 4) for admin, concierge_member and program_manager', () => {
    expect(entry('/feedback')).toMatchObject({
      app: 'console',
      guard: 'role',
      ready: true,
      roles: ['admin', 'concierge_member', 'program_manager'],
    });
  });

  it('follows DECISIONS 1 and the role-conditional routes', () => {
    expect(entry('/new_all_candidates')).toMatchObject({
      app: 'console',
      guard: 'role',
      roles: ['admin', 'recruiter', 'recruiter_member'],
    });
    expect(entry('/setpassword').guard).toBe('private');
    expect(entry('/application')).toMatchObject({ app: 'candidate', guard: 'role', roles: ['job_seeker'] });
    expect(entry('/helpdesk')).toMatchObject({ app: 'helpdesk', guard: 'role', roles: ['concierge_member'] });
    expect(entry('/helpdeskChat')).toMatchObject({ app: 'helpdesk', guard: 'role', roles: ['concierge_member'] });
    for (const p of ['/approval', '/approval1', '/rejected', '/approve', '/setpasswordpartner', '/loginsso', '/thankYouFeedback']) {
      expect(entry(p).guard).toBe('public');
    }
  });

  it('marks only the pages built so far ready', () => {
    expect(
      routes
        .filter((r) => r.ready)
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      [
        ...READY,
        '/feedback',
        '/faq',
        '/helpdesk',
        '/helpdeskChat',
        ...SITE_READY,
        ...SITE_EXTRA,
        ...SIGN_IN_PROVIDERS,
        ...TEAMS_READY,
        ...ORG_SIGNUP_READY,
        ...SETTINGS_READY,
        ...MESSAGES_READY,
        ...SEARCH_READY,
        ...Object.keys(OFFERS_PAGES),
        ...Object.keys(INTERVIEWS),
        ...IMPORTS_READY,
        ...HIRING_REPORTS,
        ...PARTNER_REPORTS,
        // Issue 17 §2, DECISIONS 23: the plain-language assistant.
        '/simplifybot',
        ...SURVEYS_READY,
        '/auditReports',
        '/erd',
        // Issue 15, DECISIONS 30: user id 1's "view as".
        '/getUsers',
      ].sort(),
    );
    expect(entry('/dashboard').app).toBe('console');
  });

  it('routesForApp gives the ready entries of one app', () => {
    expect(routesForApp('console').map((r) => r.path)).toContain('/dashboard');
    expect(routesForApp('console').every((r) => r.app === 'console' && r.ready)).toBe(true);
    // Issue 4: the helpdesk app routes its two concierge pages.
    expect(routesForApp('helpdesk').map((r) => [r.path, r.guard, r.roles])).toEqual([
      ['/helpdesk', 'role', ['concierge_member']],
      ['/helpdeskChat', 'role', ['concierge_member']],
    ]);
    expect(routesForApp('candidate').every((r) => r.app === 'candidate' && r.ready)).toBe(true);
  });
});

describe('matchRoute', () => {
  it('matches exactly, with params', () => {
    expect(matchRoute('/jobs/42')?.path).toBe('/jobs/:id');
    expect(matchRoute('/jobs/create')?.path).toBe('/jobs/create');
    expect(matchRoute('/jobs/edit/7')?.path).toBe('/jobs/edit/:id');
    expect(matchRoute('/jobs/7/applications')?.path).toBe('/jobs/:id/applications');
    expect(matchRoute('/jobs/7/applicantlist')?.path).toBe('/jobs/:id/applicantlist');
    expect(matchRoute('/jobs')?.path).toBe('/jobs');
    expect(matchRoute('/jobs/7/other')).toBeUndefined();
    expect(matchRoute('/surveySummary/ca')?.path).toBe('/surveySummary/ca');
    expect(matchRoute('/ca/searchJobs')?.path).toBe('/ca/searchJobs');
    expect(matchRouteWithParams('/jobs_view/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it('tolerates a trailing slash, query and hash', () => {
    expect(matchRoute('/login/')?.path).toBe('/login');
    expect(matchRoute('/login?next=1')?.path).toBe('/login');
    expect(matchRoute('/dashboard#x')?.path).toBe('/dashboard');
    expect(matchRoute('/')?.path).toBe('/');
    expect(matchRoute('')?.path).toBe('/');
  });

  it('ignores case of static segments like react-router', () => {
    expect(matchRoute('/settingsv2')?.path).toBe('/settingsV2');
    expect(matchRoute('/LOGIN')?.path).toBe('/login');
  });

  it('has no two patterns that match the same paths', () => {
    for (const a of routes) {
      const sample = a.path.replace(/:[^/]+/g, 'x1');
      expect(matchRoute(sample)?.path).toBe(a.path);
    }
  });

  it('answers undefined for unknown paths', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/jobs/')?.path).toBe('/jobs');
    expect(matchRoute('/signup/unknown')).toBeUndefined();
  });

  it('appForPath picks the app', () => {
    expect(appForPath('/login')).toBe('candidate');
    expect(appForPath('/dashboard')).toBe('console');
    expect(appForPath('/helpdesk')).toBe('helpdesk');
    expect(appForPath('/helpdeskChat/')).toBe('helpdesk');
    expect(appForPath('/application')).toBe('candidate');
    expect(appForPath('/new_all_candidates')).toBe('console');
    expect(appForPath('/missing')).toBeUndefined();
  });

  it('matchPath and normalisePathname', () => {
    expect(matchPath('/jobs/:id', '/jobs/5/')).toEqual({ id: '5' });
    expect(matchPath('/jobs/:id', '/jobs')).toBeNull();
    expect(normalisePathname('//a//b/')).toBe('/a/b');
    expect(normalisePathname('a')).toBe('/a');
  });
});
