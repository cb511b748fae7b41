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
const JOB_EDITORS = ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'];
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
    const expected = [...PUBLIC, ...GUEST, ...PROTECTED, '/new_all_candidates', '/helpdesk', '/helpdeskChat', '/application', '/feedback'];
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
    } else if (JOB_SEEKER_PAGES.includes(path)) {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: JOB_SEEKER_LIST });
    } else {
      expect(e).toMatchObject({ guard: 'role', app: 'console', roles: STAFF });
    }
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
    ).toEqual([...READY, '/feedback', '/faq', '/helpdesk', '/helpdeskChat'].sort());
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
