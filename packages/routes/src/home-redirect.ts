import { canOpen } from './guard';
import { isReadyPath, matchRoute, normalisePathname } from './manifest';
import { isCorporatePartnerStaff, roleFromUser, type RoleSource } from './roles';

export type ReadyCheck = (path: string) => boolean;

/**
 * Where /home sends a user (DECISIONS 4): job seeker -> /application; concierge_member -> /helpdesk
 * when that page is ready, else /dashboard; other staff -> /dashboard; nobody signed in -> /login.
 */
export function homeTarget(user: RoleSource | null | undefined, isReady: ReadyCheck = isReadyPath): string {
  const role = roleFromUser(user);
  if (!user || role === null) return user ? '/unauthorized' : '/login';
  if (role === 'job_seeker') return '/application';
  if (role === 'concierge_member' && isReady('/helpdesk')) return '/helpdesk';
  return '/dashboard';
}

/**
 * A remembered page is used only when it is a same-origin path (no "//host", no scheme) of a ready page the
 * user may open, and not a guest page (which would bounce back to /home).
 */
export function safeRememberedPath(
  remembered: string | null | undefined,
  user: RoleSource | null | undefined,
  isReady: ReadyCheck = isReadyPath,
): string | null {
  if (!remembered || !remembered.startsWith('/') || remembered.startsWith('//') || remembered.includes('\\')) {
    return null;
  }
  const entry = matchRoute(remembered);
  if (!entry || !isReady(entry.path) || entry.guard === 'guest') return null;
  if (!canOpen(entry, { authenticated: true, role: roleFromUser(user), corporatePartner: isCorporatePartnerStaff(user) })) return null;
  return remembered;
}

/**
 * After sign-in: the remembered page; else staff go to /homepage, their work for today, and job seekers to
 * /search, each when ready; else /home (DECISIONS 3).
 */
export function afterSignInTarget(
  remembered: string | null | undefined,
  user: RoleSource | null | undefined,
  isReady: ReadyCheck = isReadyPath,
): string {
  const safe = safeRememberedPath(remembered, user, isReady);
  if (safe) return safe;
  const role = roleFromUser(user);
  if (role !== null && role !== 'job_seeker' && isReady('/homepage')) return '/homepage';
  if (isReady('/search')) return '/search';
  return '/home';
}

/** The path to remember when a guard sends a visitor to /login (pathname + search, no hash). */
export function rememberPath(pathname: string, search = ''): string {
  return `${normalisePathname(pathname)}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;
}
