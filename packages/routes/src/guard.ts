import type { RouteEntry } from './manifest';
import type { RoleName } from './roles';

/** What a router does with a page for the current visitor. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; remember: true } // to /login, remembering the page (SPEC §2 private route)
  | { kind: 'home' } // guest page while signed in -> /home
  | { kind: 'unauthorized' }; // signed in without the needed role -> /unauthorized

export interface GuardSubject {
  authenticated: boolean;
  role: RoleName | null;
  /** Staff of a corporate partner (DECISIONS 19): they also open the pages whose `corporateRoles` name their role. */
  corporatePartner?: boolean;
}

export function resolveGuard(entry: Pick<RouteEntry, 'guard' | 'roles' | 'corporateRoles'>, who: GuardSubject): GuardDecision {
  switch (entry.guard) {
    case 'public':
      return { kind: 'allow' };
    case 'guest':
      return who.authenticated ? { kind: 'home' } : { kind: 'allow' };
    case 'private':
      return who.authenticated ? { kind: 'allow' } : { kind: 'login', remember: true };
    case 'role':
      if (!who.authenticated) return { kind: 'login', remember: true };
      if (who.role && (entry.roles ?? []).includes(who.role)) return { kind: 'allow' };
      if (who.role && who.corporatePartner === true && (entry.corporateRoles ?? []).includes(who.role)) return { kind: 'allow' };
      return { kind: 'unauthorized' };
  }
}

export function canOpen(entry: Pick<RouteEntry, 'guard' | 'roles' | 'corporateRoles'>, who: GuardSubject): boolean {
  return resolveGuard(entry, who).kind === 'allow';
}
