import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  JOB_DETAIL_ROUTE_STATE,
  NAVIGATION_I18N_KEYS,
  SIDE_BAR_SEGMENTS,
  compactSideBarRoles,
  helpMenuItems,
  inboxLink,
  isActiveHref,
  isSideBarVisible,
  profileMenuItems,
  showInbox,
  showNotificationBell,
  showsSettings,
  sideBarEntries,
  sideBarItemsFor,
  topBarLinks,
  type TopBarUser,
} from './navigation';
import { isReadyPath } from './manifest';
import type { RoleName } from './roles';

/** The spec's whole side bar, as if every page were built (the tables below are SPEC §2 and §6). */
const EVERY_PAGE = () => true;

const STAFF_IDS: [RoleName, number | null][] = [
  ['admin', null],
  ['hiring_manager', 1],
  ['recruiter', 2],
  ['auditor', 3],
  ['hiring_member', 4],
  ['recruiter_member', 5],
  ['concierge_member', 6],
  ['program_manager', 7],
];

describe('side bar entries (SPEC §6 full variant)', () => {
  const table: Record<string, [string, string[]]> = {
    homepage: ['/homepage', ['hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member']],
    dashboard: [
      '/dashboard',
      ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member', 'concierge_member', 'program_manager'],
    ],
    approvals: ['/approvals', ['admin', 'concierge_member', 'program_manager']],
    jobSeekers: ['/new_all_candidates', ['admin', 'recruiter', 'recruiter_member', 'concierge_member', 'program_manager']],
    jobs: [
      '/jobs',
      ['admin', 'hiring_manager', 'recruiter', 'auditor', 'hiring_member', 'recruiter_member', 'concierge_member', 'program_manager'],
    ],
    applications: [
      '/applications',
      ['admin', 'hiring_manager', 'recruiter', 'auditor', 'hiring_member', 'recruiter_member', 'concierge_member', 'program_manager'],
    ],
    interviews: ['/interview', ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager']],
    offers: ['/offers', ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager']],
    reports: ['/report', ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager']],
    partnerReports: ['/nppreport', ['admin', 'recruiter', 'recruiter_member']],
    hiringTeam: ['/hiringTeam', ['admin', 'hiring_manager', 'concierge_member']],
    conciergeTeam: ['/conciergeTeam', ['admin']],
    team: ['/team', ['recruiter']],
  };

  it('lists the entries in order', () => {
    expect(sideBarEntries.map((e) => e.id)).toEqual(Object.keys(table));
  });

  it.each(Object.entries(table))('%s: path and roles', (id, [path, roles]) => {
    const e = sideBarEntries.find((x) => x.id === id);
    expect(e?.path).toBe(path);
    expect([...(e?.roles ?? [])].sort()).toEqual([...roles].sort());
  });

  it('gives roles 6 and 7 the new-version paths, and role 6 /newHiringTeam', () => {
    const hrefs = (role: RoleName) => Object.fromEntries(sideBarItemsFor(role, 'full', EVERY_PAGE).map((i) => [i.id, i.href]));
    for (const role of ['concierge_member', 'program_manager'] as const) {
      expect(hrefs(role)).toMatchObject({
        approvals: '/newApprovals',
        jobs: '/newJobs',
        applications: '/newApplications',
        interviews: '/newInterview',
        offers: '/newOffers',
        jobSeekers: '/jobSeekers',
      });
    }
    expect(hrefs('concierge_member').hiringTeam).toBe('/newHiringTeam');
    expect(hrefs('program_manager').hiringTeam).toBeUndefined();
    expect(hrefs('admin')).toMatchObject({ approvals: '/approvals', jobs: '/jobs', hiringTeam: '/hiringTeam' });
  });

  it.each(STAFF_IDS)('%s sees exactly its entries', (role) => {
    const expected = Object.entries(table)
      .filter(([, [, roles]]) => roles.includes(role))
      .map(([id]) => id);
    expect(sideBarItemsFor(role, 'full', EVERY_PAGE).map((i) => i.id)).toEqual(expected);
  });

  it('gives the admin the other labels of /report and /nppreport', () => {
    const admin = sideBarItemsFor('admin', 'full', EVERY_PAGE);
    expect(admin.find((i) => i.id === 'reports')?.labelKey).toBe('common:nav.reportsAdmin');
    const manager = sideBarItemsFor('hiring_manager', 'full', EVERY_PAGE);
    expect(manager.find((i) => i.id === 'reports')?.labelKey).toBe('common:nav.reports');
    expect(sideBarItemsFor('recruiter', 'full', EVERY_PAGE).find((i) => i.id === 'partnerReports')?.labelKey).toBe(
      'common:nav.partnerReports',
    );
    expect(sideBarItemsFor('admin', 'compact', EVERY_PAGE).find((i) => i.id === 'partnerReports')?.labelKey).toBe(
      'common:nav.partnerReportsAdmin',
    );
  });

  it('has nothing for job seekers and visitors', () => {
    expect(sideBarItemsFor('job_seeker', 'full', EVERY_PAGE)).toEqual([]);
    expect(sideBarItemsFor(null, 'full', EVERY_PAGE)).toEqual([]);
  });

  it('links only to pages that are built: an entry appears once its page is routed', () => {
    for (const [role] of STAFF_IDS) {
      const built = sideBarItemsFor(role, 'full', EVERY_PAGE).filter((i) => isReadyPath(i.href));
      expect(sideBarItemsFor(role)).toEqual(built);
    }
    expect(sideBarItemsFor('hiring_manager', 'full', (path) => path !== '/jobs').map((i) => i.href)).not.toContain('/jobs');
  });

  it('every entry link names the console app', () => {
    for (const [role] of STAFF_IDS) for (const i of sideBarItemsFor(role, 'full', EVERY_PAGE)) expect(i.app).toBe('console');
  });
});

describe('compact side bar (SPEC §2 table)', () => {
  it('matches the table', () => {
    expect(compactSideBarRoles).toEqual({
      '/approvals': ['admin'],
      '/new_all_candidates': ['admin', 'recruiter', 'recruiter_member'],
      '/jobs': ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'],
      '/applications': ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'],
      '/interview': ['admin', 'hiring_manager', 'hiring_member'],
      '/offers': ['admin', 'hiring_manager', 'hiring_member'],
      '/report': ['admin', 'hiring_manager', 'hiring_member'],
      '/nppreport': ['admin', 'recruiter', 'recruiter_member'],
      '/hiringTeam': ['admin', 'hiring_manager'],
      '/team': ['admin', 'recruiter'],
    });
  });
  it('gives a recruiter its compact entries with the plain paths', () => {
    expect(sideBarItemsFor('recruiter', 'compact', EVERY_PAGE).map((i) => i.href)).toEqual([
      '/new_all_candidates',
      '/jobs',
      '/applications',
      '/nppreport',
      '/team',
    ]);
  });
});

describe('isSideBarVisible (SPEC §2)', () => {
  const staff = { authenticated: true, is_user: false };
  it.each(SIDE_BAR_SEGMENTS)('shows on /%s for staff', (segment) => {
    expect(isSideBarVisible({ ...staff, pathname: `/${segment}` })).toBe(true);
    // /jobs/{id} is the public job page (below).
    if (segment !== 'jobs') expect(isSideBarVisible({ ...staff, pathname: `/${segment}/sub` })).toBe(true);
  });
  it('has the spec list of segments', () => {
    expect(SIDE_BAR_SEGMENTS).toEqual([
      'dashboard',
      'jobs',
      'homepage',
      'applications',
      'interview',
      'report',
      'nppreport',
      'offers',
      'jobSeekers',
      'settingsv2',
      'inbox_messages',
      'approvals',
      'compareApplicants',
      'advancedSearch',
      'hiringTeam',
      'team',
      'new_all_candidates',
    ]);
  });
  it('hides elsewhere, for job seekers and visitors', () => {
    expect(isSideBarVisible({ ...staff, pathname: '/' })).toBe(false);
    expect(isSideBarVisible({ ...staff, pathname: '/profile' })).toBe(false);
    expect(isSideBarVisible({ ...staff, pathname: '/newJobs' })).toBe(false);
    expect(isSideBarVisible({ ...staff, pathname: '/teams' })).toBe(false);
    expect(isSideBarVisible({ authenticated: true, is_user: true, pathname: '/dashboard' })).toBe(false);
    expect(isSideBarVisible({ authenticated: false, is_user: false, pathname: '/dashboard' })).toBe(false);
    expect(isSideBarVisible({ authenticated: true, is_user: null, pathname: '/dashboard' })).toBe(false);
  });
  it('matches settingsV2 whatever the case', () => {
    expect(isSideBarVisible({ ...staff, pathname: '/settingsV2' })).toBe(true);
  });
  it('hides on the job-detail path carrying the route state', () => {
    expect(isSideBarVisible({ ...staff, pathname: '/jobs/12', routeState: JOB_DETAIL_ROUTE_STATE })).toBe(false);
    expect(isSideBarVisible({ ...staff, pathname: '/jobs/12', routeState: { view: JOB_DETAIL_ROUTE_STATE } })).toBe(false);
    expect(isSideBarVisible({ ...staff, pathname: '/jobs', routeState: JOB_DETAIL_ROUTE_STATE })).toBe(true);
  });
  it('hides on the public job page /jobs/{id}, keeps the staff pages under /jobs', () => {
    expect(isSideBarVisible({ ...staff, pathname: '/jobs/12' })).toBe(false);
    expect(isSideBarVisible({ ...staff, pathname: '/jobs/12/' })).toBe(false);
    expect(isSideBarVisible({ ...staff, pathname: '/jobs/create' })).toBe(true);
    expect(isSideBarVisible({ ...staff, pathname: '/jobs/edit/12' })).toBe(true);
    expect(isSideBarVisible({ ...staff, pathname: '/jobs/12/applications' })).toBe(true);
    expect(isSideBarVisible({ ...staff, pathname: '/jobs/12/applicantlist' })).toBe(true);
  });
  it('isActiveHref matches the path and its sub-paths', () => {
    expect(isActiveHref('/jobs', '/jobs')).toBe(true);
    expect(isActiveHref('/jobs', '/jobs/3/applications')).toBe(true);
    expect(isActiveHref('/jobs', '/jobsX')).toBe(false);
    expect(isActiveHref('/report', '/reports')).toBe(false);
  });
});

function user(role_id: number | null, extra: Partial<TopBarUser> = {}): TopBarUser {
  return { is_user: false, role_id, user_id: 50, billing: false, ...extra };
}
const seeker: TopBarUser = { is_user: true, role_id: null, user_id: 60, billing: null };

describe('top bar (SPEC §2, §6, DECISIONS 6)', () => {
  it('anonymous: News, Jobs, Login, and Sign Up on the home page only', () => {
    const home = topBarLinks({ user: null, pathname: '/' });
    expect(home.map((l) => [l.id, l.href, l.labelKey])).toEqual([
      ['news', '/news', 'common:topBar.news'],
      ['jobs', '/searchJobs', 'common:topBar.jobs'],
      ['login', '/login', 'common:topBar.login'],
      ['signup', '/signup', 'common:topBar.signUp'],
    ]);
    expect(topBarLinks({ user: null, pathname: '/homepage_new' }).map((l) => l.id)).toContain('signup');
    expect(topBarLinks({ user: null, pathname: '/faq' }).map((l) => l.id)).toEqual(['news', 'jobs', 'login']);
    expect(topBarLinks({ user: null, pathname: '/', canada: true })[1]?.href).toBe('/ca/searchJobs');
  });
  it('job seekers: Dashboard -> /application and Browse jobs -> /searchJobs', () => {
    expect(topBarLinks({ user: seeker, pathname: '/' }).map((l) => [l.id, l.href, l.labelKey, l.app])).toEqual([
      ['dashboard', '/application', 'common:topBar.dashboard', 'candidate'],
      ['browseJobs', '/searchJobs', 'common:topBar.browseJobs', 'candidate'],
    ]);
  });
  it('role 6: Messages with the unread badge; other staff: no links', () => {
    expect(topBarLinks({ user: user(6), pathname: '/dashboard', messageCount: 3 })).toEqual([
      { id: 'messages', href: '/helpdeskChat', labelKey: 'common:topBar.messages', app: 'helpdesk', badge: 3 },
    ]);
    for (const id of [null, 1, 2, 3, 4, 5, 7]) expect(topBarLinks({ user: user(id), pathname: '/dashboard' })).toEqual([]);
  });
  it('inbox hidden for roles 6 and 7, bell for signed-in users', () => {
    expect(showInbox(null)).toBe(false);
    expect(showInbox(seeker)).toBe(true);
    for (const id of [null, 1, 2, 3, 4, 5]) expect(showInbox(user(id))).toBe(true);
    expect(showInbox(user(6))).toBe(false);
    expect(showInbox(user(7))).toBe(false);
    expect(inboxLink()).toMatchObject({ href: '/inbox_messages', labelKey: 'common:topBar.inbox', app: 'console' });
    expect(showNotificationBell(null)).toBe(false);
    expect(showNotificationBell(seeker)).toBe(true);
  });
  it('help menu: FAQ and contact', () => {
    expect(helpMenuItems().map((i) => [i.id, i.href])).toEqual([
      ['faq', '/faq'],
      ['contact', '/contact-us'],
    ]);
  });
});

describe('profile menu', () => {
  const ids = (u: TopBarUser | null) => profileMenuItems(u).map((i) => i.id);
  it('is empty for visitors', () => expect(ids(null)).toEqual([]));
  it('job seekers: Profile, My jobs, Settings (billing null), Logout', () => {
    expect(profileMenuItems(seeker).map((i) => [i.id, i.href ?? i.action])).toEqual([
      ['profile', '/profile'],
      ['myJobs', '/application'],
      ['settings', '/setting'],
      ['logout', 'logout'],
    ]);
  });
  it('Settings when billing is null, empty or true', () => {
    expect(showsSettings(null)).toBe(true);
    expect(showsSettings(undefined)).toBe(true);
    expect(showsSettings('')).toBe(true);
    expect(showsSettings(true)).toBe(true);
    expect(showsSettings(false)).toBe(false);
    expect(ids(user(1, { billing: false }))).toEqual(['logout']);
    expect(ids(user(1, { billing: true }))).toEqual(['settings', 'logout']);
  });
  it('Impersonate for user id 1', () => {
    expect(ids(user(null, { user_id: 1 }))).toEqual(['impersonate', 'logout']);
    expect(profileMenuItems(user(null, { user_id: 1 }))[0]).toMatchObject({ href: '/getUsers', app: 'console' });
  });
  it('ERD export for role 7; Export, Report, Survey for role 3', () => {
    expect(ids(user(7))).toEqual(['erdExport', 'logout']);
    expect(ids(user(3))).toEqual(['export', 'report', 'survey', 'logout']);
    expect(profileMenuItems(user(3))[0]).toMatchObject({ action: 'export', labelKey: 'common:profileMenu.export' });
    for (const id of [null, 1, 2, 4, 5, 6]) expect(ids(user(id))).toEqual(['logout']);
  });
});

describe('i18n keys', () => {
  it('are all namespaced common keys present in the en locale', () => {
    const file = fileURLToPath(new URL('../../i18n/locales/en/common.json', import.meta.url));
    expect(existsSync(file)).toBe(true);
    const common = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const get = (path: string): unknown =>
      path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), common);
    for (const key of NAVIGATION_I18N_KEYS) {
      expect(key.startsWith('common:')).toBe(true);
      expect(typeof get(key.slice('common:'.length)), key).toBe('string');
    }
  });
});
