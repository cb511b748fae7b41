import { appForPath, isReadyPath, normalisePathname, type AppName } from './manifest';
import { CORPORATE_PARTNER_ROLES, roleFromUser, type RoleName, type RoleSource } from './roles';

/**
 * Side bar and top bar, as data (SPEC §2 "Top bar" / "Side bar", §6, DECISIONS 1, 5, 6).
 * Label keys are full i18next keys in the "common" namespace ("common:nav.jobs"), so `t(item.labelKey)`
 * works whatever the component's default namespace is.
 */

export type SideBarIcon =
  | 'homepage'
  | 'dashboard'
  | 'approvals'
  | 'job-seekers'
  | 'jobs'
  | 'applications'
  | 'interviews'
  | 'offers'
  | 'reports'
  | 'partner-reports'
  | 'hiring-team'
  | 'concierge-team'
  | 'team'
  | 'help';

export type SideBarEntryId =
  | 'homepage'
  | 'dashboard'
  | 'approvals'
  | 'jobSeekers'
  | 'jobs'
  | 'applications'
  | 'interviews'
  | 'offers'
  | 'reports'
  | 'partnerReports'
  | 'hiringTeam'
  | 'conciergeTeam'
  | 'team';

export interface SideBarEntry {
  id: SideBarEntryId;
  path: string;
  labelKey: string;
  /** Label for the admin (staff user with no role id) where it differs (/report, /nppreport). */
  adminLabelKey?: string;
  icon: SideBarIcon;
  /** Roles that see the entry (full variant, SPEC §6). */
  roles: readonly RoleName[];
  /** Roles that get another path for this entry (new-version pages of roles 6 and 7). */
  pathByRole?: Partial<Record<RoleName, string>>;
  /** Staff of a corporate partner (DECISIONS 19) in these roles see the entry too, at `corporatePath`. */
  corporate?: { roles: readonly RoleName[]; path: string };
}

const NEW_VERSION = (path: string): Partial<Record<RoleName, string>> => ({
  concierge_member: path,
  program_manager: path,
});

/** The full side bar (SPEC §6 "Side bar visibility (full variant)"), in display order. */
export const sideBarEntries: readonly SideBarEntry[] = [
  {
    id: 'homepage',
    path: '/homepage',
    labelKey: 'common:nav.homepage',
    icon: 'homepage',
    roles: ['hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'],
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    labelKey: 'common:nav.dashboard',
    icon: 'dashboard',
    roles: ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member', 'concierge_member', 'program_manager'],
  },
  {
    id: 'approvals',
    path: '/approvals',
    labelKey: 'common:nav.approvals',
    icon: 'approvals',
    roles: ['admin', 'concierge_member', 'program_manager'],
    pathByRole: NEW_VERSION('/newApprovals'),
  },
  {
    // /new_all_candidates is private to admin, recruiter and recruiter_member (DECISIONS 1); roles 6 and 7
    // reach the staff job-seeker list at /jobSeekers instead.
    id: 'jobSeekers',
    path: '/new_all_candidates',
    labelKey: 'common:nav.jobSeekers',
    icon: 'job-seekers',
    roles: ['admin', 'recruiter', 'recruiter_member', 'concierge_member', 'program_manager'],
    pathByRole: NEW_VERSION('/jobSeekers'),
    // A corporate partner's staff: the job seekers linked to their organisation and their own applicants.
    corporate: { roles: CORPORATE_PARTNER_ROLES, path: '/jobSeekers' },
  },
  {
    id: 'jobs',
    path: '/jobs',
    labelKey: 'common:nav.jobs',
    icon: 'jobs',
    roles: ['admin', 'hiring_manager', 'recruiter', 'auditor', 'hiring_member', 'recruiter_member', 'concierge_member', 'program_manager'],
    pathByRole: NEW_VERSION('/newJobs'),
  },
  {
    id: 'applications',
    path: '/applications',
    labelKey: 'common:nav.applications',
    icon: 'applications',
    roles: ['admin', 'hiring_manager', 'recruiter', 'auditor', 'hiring_member', 'recruiter_member', 'concierge_member', 'program_manager'],
    pathByRole: NEW_VERSION('/newApplications'),
  },
  {
    id: 'interviews',
    path: '/interview',
    labelKey: 'common:nav.interviews',
    icon: 'interviews',
    roles: ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
    pathByRole: NEW_VERSION('/newInterview'),
  },
  {
    id: 'offers',
    path: '/offers',
    labelKey: 'common:nav.offers',
    icon: 'offers',
    roles: ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
    pathByRole: NEW_VERSION('/newOffers'),
  },
  {
    id: 'reports',
    path: '/report',
    labelKey: 'common:nav.reports',
    adminLabelKey: 'common:nav.reportsAdmin',
    icon: 'reports',
    roles: ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  },
  {
    id: 'partnerReports',
    path: '/nppreport',
    labelKey: 'common:nav.partnerReports',
    adminLabelKey: 'common:nav.partnerReportsAdmin',
    icon: 'partner-reports',
    // The admin reads every partner's pool (SPEC §2: /nppreport for admin, recruiter, recruiter_member).
    roles: ['admin', 'recruiter', 'recruiter_member'],
  },
  {
    id: 'hiringTeam',
    path: '/hiringTeam',
    labelKey: 'common:nav.hiringTeam',
    icon: 'hiring-team',
    roles: ['admin', 'hiring_manager', 'concierge_member'],
    pathByRole: { concierge_member: '/newHiringTeam' },
  },
  {
    id: 'conciergeTeam',
    path: '/conciergeTeam',
    labelKey: 'common:nav.conciergeTeam',
    icon: 'concierge-team',
    roles: ['admin'],
  },
  { id: 'team', path: '/team', labelKey: 'common:nav.team', icon: 'team', roles: ['recruiter'] },
];

/** The compact side bar's role table (SPEC §2), by path. */
export const compactSideBarRoles: Readonly<Record<string, readonly RoleName[]>> = {
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
};

export type SideBarVariant = 'full' | 'compact';

export interface NavLinkItem {
  id: string;
  href: string;
  labelKey: string;
  /** The app that serves href: a link to another app is a full page load. */
  app: AppName | undefined;
}

export interface SideBarItem extends NavLinkItem {
  id: SideBarEntryId;
  icon: SideBarIcon;
}

/** The side-bar entries a role sees, with the path and label for that role: only pages that are built. */
export function sideBarItemsFor(
  role: RoleName | null,
  variant: SideBarVariant = 'full',
  built: (path: string) => boolean = isReadyPath,
  corporatePartner = false,
): SideBarItem[] {
  if (!role || role === 'job_seeker') return [];
  const items: SideBarItem[] = [];
  for (const entry of sideBarEntries) {
    const roles = variant === 'full' ? entry.roles : compactSideBarRoles[entry.path];
    const corporate = corporatePartner && entry.corporate?.roles.includes(role) ? entry.corporate.path : undefined;
    if (!corporate && (!roles || !roles.includes(role))) continue;
    const href = corporate ?? (variant === 'full' ? entry.pathByRole?.[role] : undefined) ?? entry.path;
    // A link appears only once its page is built (the footer follows the same rule).
    if (!built(href)) continue;
    const labelKey = role === 'admin' && entry.adminLabelKey ? entry.adminLabelKey : entry.labelKey;
    items.push({ id: entry.id, href, labelKey, icon: entry.icon, app: appForPath(href) });
  }
  return items;
}

/** The side bar's Help/contact button (it opens the contact modal). */
export const sideBarHelpItem = { id: 'help', labelKey: 'common:nav.help', icon: 'help' as SideBarIcon } as const;

/** Is this side-bar item the active one for the address? Exact path or a sub-path of it. */
export function isActiveHref(href: string, pathname: string): boolean {
  const a = normalisePathname(href).toLowerCase();
  const p = normalisePathname(pathname).toLowerCase();
  return p === a || p.startsWith(`${a}/`);
}

/** First path segments where the side bar shows (SPEC §2), compared case-insensitively like the routes. */
export const SIDE_BAR_SEGMENTS: readonly string[] = [
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
];

/**
 * The route state value a link puts on /jobs/{id} when it opens the job-detail view (the side bar hides
 * there). Pass either the string or an object whose `view` is this string.
 */
export const JOB_DETAIL_ROUTE_STATE = 'job-detail';

function isJobDetailState(state: unknown): boolean {
  if (state === JOB_DETAIL_ROUTE_STATE) return true;
  return typeof state === 'object' && state !== null && (state as { view?: unknown }).view === JOB_DETAIL_ROUTE_STATE;
}

export interface SideBarVisibilityInput {
  authenticated: boolean;
  is_user: boolean | null | undefined;
  pathname: string;
  routeState?: unknown;
}

export function isSideBarVisible({ authenticated, is_user, pathname, routeState }: SideBarVisibilityInput): boolean {
  if (!authenticated || is_user !== false) return false;
  const segments = normalisePathname(pathname).split('/').slice(1);
  const first = (segments[0] ?? '').toLowerCase();
  if (!SIDE_BAR_SEGMENTS.some((s) => s.toLowerCase() === first)) return false;
  if (first === 'jobs' && segments.length > 1) {
    if (isJobDetailState(routeState)) return false;
    // The public job page /jobs/{id} (the candidate app's) is the job-detail path: no side bar there,
    // whoever reads it (SPEC §2). Staff sub-pages of /jobs (create, edit, applicants) keep it.
    if (appForPath(pathname) !== 'console') return false;
  }
  return true;
}

// ---------------------------------------------------------------- top bar

export interface TopBarUser extends RoleSource {
  user_id: number;
  billing: boolean | null | '' | undefined;
}

export interface TopBarInput {
  /** null when nobody is signed in. */
  user: TopBarUser | null;
  pathname: string;
  /** Unread helpdesk messages (role 6 badge). */
  messageCount?: number;
  /** Unread notifications (bell badge). */
  notificationCount?: number;
  /** The Canada variant is active (canadaPath): job links go to /ca/searchJobs. */
  canada?: boolean;
}

export interface TopBarLink extends NavLinkItem {
  badge?: number;
}

export type MenuAction = 'logout' | 'export' | 'notifications';

export interface MenuItem {
  id: string;
  labelKey: string;
  /** Either a link ... */
  href?: string;
  app?: AppName | undefined;
  /** ... or an action the app performs. */
  action?: MenuAction;
}

const HOME_PATHS = new Set(['/', '/homepage_new', '/ca']);

function link(id: string, href: string, labelKey: string, badge?: number): TopBarLink {
  const item: TopBarLink = { id, href, labelKey, app: appForPath(href) };
  if (badge !== undefined) item.badge = badge;
  return item;
}

function menuLink(id: string, href: string, labelKey: string): MenuItem {
  return { id, href, labelKey, app: appForPath(href) };
}

/** The top bar's links (not the icons or menus), in display order. */
export function topBarLinks({ user, pathname, messageCount = 0, canada = false }: TopBarInput): TopBarLink[] {
  const jobsHref = canada ? '/ca/searchJobs' : '/searchJobs';
  if (!user) {
    const links = [
      link('news', '/news', 'common:topBar.news'),
      link('jobs', jobsHref, 'common:topBar.jobs'),
      link('login', '/login', 'common:topBar.login'),
    ];
    if (HOME_PATHS.has(normalisePathname(pathname))) links.push(link('signup', '/signup', 'common:topBar.signUp'));
    return links;
  }
  const role = roleFromUser(user);
  if (role === 'job_seeker') {
    return [link('dashboard', '/application', 'common:topBar.dashboard'), link('browseJobs', jobsHref, 'common:topBar.browseJobs')];
  }
  if (role === 'concierge_member') {
    return [link('messages', '/helpdeskChat', 'common:topBar.messages', messageCount)];
  }
  return [];
}

/** Inbox icon: signed-in users except roles 6 and 7. */
export function showInbox(user: RoleSource | null): boolean {
  if (!user) return false;
  return user.is_user || (user.role_id !== 6 && user.role_id !== 7);
}

export function inboxLink(): TopBarLink {
  return link('inbox', '/inbox_messages', 'common:topBar.inbox');
}

/** Notification bell: signed-in users. */
export function showNotificationBell(user: RoleSource | null): boolean {
  return user !== null;
}

export function helpMenuItems(): MenuItem[] {
  return [menuLink('faq', '/faq', 'common:helpMenu.faq'), menuLink('contact', '/contact-us', 'common:helpMenu.contact')];
}

/** Settings shows when billing is null, empty or true. */
export function showsSettings(billing: TopBarUser['billing']): boolean {
  return billing === null || billing === undefined || billing === '' || billing;
}

/** The profile menu of a signed-in user, in display order; empty for visitors. */
export function profileMenuItems(user: TopBarUser | null): MenuItem[] {
  if (!user) return [];
  const role = roleFromUser(user);
  const items: MenuItem[] = [];
  if (role === 'job_seeker') {
    items.push(menuLink('profile', '/profile', 'common:profileMenu.profile'));
    items.push(menuLink('myJobs', '/application', 'common:profileMenu.myJobs'));
  }
  if (showsSettings(user.billing)) items.push(menuLink('settings', '/setting', 'common:profileMenu.settings'));
  if (user.user_id === 1) items.push(menuLink('impersonate', '/getUsers', 'common:profileMenu.impersonate'));
  if (role === 'program_manager') items.push(menuLink('erdExport', '/erd', 'common:profileMenu.erdExport'));
  if (role === 'auditor') {
    items.push({ id: 'export', labelKey: 'common:profileMenu.export', action: 'export' });
    items.push(menuLink('report', '/auditReports', 'common:profileMenu.report'));
    items.push(menuLink('survey', '/surveyReports', 'common:profileMenu.survey'));
  }
  items.push({ id: 'logout', labelKey: 'common:profileMenu.logout', action: 'logout' });
  return items;
}

/** The footer's links to the tenant's public pages (issue 16), only those built so far. */
const FOOTER_PAGES: readonly [id: string, href: string, labelKey: string][] = [
  ['about', '/about', 'common:footer.about'],
  ['news', '/news', 'common:footer.news'],
  ['pricing', '/pricing', 'common:footer.pricing'],
  ['contact', '/contact-us', 'common:footer.contact'],
  ['privacy', '/privacy-policy', 'common:footer.privacy'],
  ['privacyEp', '/privacy-policy-ep', 'common:footer.privacyEp'],
  ['privacyNpp', '/privacy-policy-npp', 'common:footer.privacyNpp'],
  ['terms', '/terms-of-service', 'common:footer.terms'],
  ['logs', '/logs', 'common:footer.logs'],
];

export function footerLinks(): MenuItem[] {
  return FOOTER_PAGES.filter(([, href]) => isReadyPath(href)).map(([id, href, labelKey]) => menuLink(id, href, labelKey));
}

/** Every i18n key this file hands out (for locale checks). */
export const NAVIGATION_I18N_KEYS: readonly string[] = [
  ...sideBarEntries.flatMap((e) => (e.adminLabelKey ? [e.labelKey, e.adminLabelKey] : [e.labelKey])),
  sideBarHelpItem.labelKey,
  'common:topBar.news',
  'common:topBar.jobs',
  'common:topBar.login',
  'common:topBar.signUp',
  'common:topBar.dashboard',
  'common:topBar.browseJobs',
  'common:topBar.messages',
  'common:topBar.inbox',
  'common:helpMenu.faq',
  'common:helpMenu.contact',
  'common:profileMenu.profile',
  'common:profileMenu.myJobs',
  'common:profileMenu.settings',
  'common:profileMenu.impersonate',
  'common:profileMenu.erdExport',
  'common:profileMenu.export',
  'common:profileMenu.report',
  'common:profileMenu.survey',
  'common:profileMenu.logout',
  ...FOOTER_PAGES.map(([, , key]) => key),
];
