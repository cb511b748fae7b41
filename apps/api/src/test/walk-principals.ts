// The principals of the per-area access walks (role × organisation × tenant, issue 11 §1), and one way to
// sign them in and call as them. Program staff (admin, auditor, concierge, program manager), the staff of two
// employers (manager@ and member@ of Northstar, manager2@ of Ledgerline), of two partners (recruiter@ and
// recruiter.member@ of Bridgeway, recruiter2@ of Open Doors), the demo job seeker, and another tenant's
// admin on their own host; walks that need them add another tenant's job seeker (FOREIGN_SEEKER) and the
// applicants of their own fixtures. The contract's access walk (contract-access-walk.test.ts) has its own table:
// it adds the corporate partner's staff, nobody, and another tenant's token on this host.
import { PERMISSIONS, type Permission } from '../permissions.ts';
import { ACME, request, signIn, type RequestOptions, type Response, type TestApp } from './helpers.ts';

export type WalkOrg = 'north' | 'ledger' | 'bridge' | 'open' | null;
export interface WalkPrincipal {
  email: string;
  host?: string;
  /** Role name in the permission table; 'job_seeker' for a job seeker. */
  role: string;
  org: WalkOrg;
  /** Another tenant's user, signed in on their own host. */
  foreign?: boolean;
}

export const ORGANISATION_PRINCIPALS = {
  admin: { email: 'admin@demo.test', role: 'admin', org: null },
  auditor: { email: 'auditor@demo.test', role: 'auditor', org: null },
  concierge: { email: 'concierge@demo.test', role: 'concierge_member', org: null },
  programs: { email: 'programs@demo.test', role: 'program_manager', org: null },
  manager: { email: 'manager@demo.test', role: 'hiring_manager', org: 'north' },
  member: { email: 'member@demo.test', role: 'hiring_member', org: 'north' },
  manager2: { email: 'manager2@demo.test', role: 'hiring_manager', org: 'ledger' },
  recruiter: { email: 'recruiter@demo.test', role: 'recruiter', org: 'bridge' },
  recruiterMember: { email: 'recruiter.member@demo.test', role: 'recruiter_member', org: 'bridge' },
  recruiter2: { email: 'recruiter2@demo.test', role: 'recruiter', org: 'open' },
  seeker: { email: 'seeker@demo.test', role: 'job_seeker', org: null },
  acmeAdmin: { email: 'admin@acme.test', host: ACME, role: 'admin', org: null, foreign: true },
} as const satisfies Record<string, WalkPrincipal>;

type DemoName = {
  [K in keyof typeof ORGANISATION_PRINCIPALS]: (typeof ORGANISATION_PRINCIPALS)[K] extends { foreign: true } ? never : K;
}[keyof typeof ORGANISATION_PRINCIPALS];

/** The demo tenant's principals by name, as email addresses (for tests that only sign them in). */
export const DEMO_ACCOUNTS = Object.fromEntries(
  Object.entries(ORGANISATION_PRINCIPALS)
    .filter(([, p]) => !('foreign' in p))
    .map(([name, p]) => [name, p.email]),
) as Record<DemoName, string>;

/** Another tenant's job seeker, signed in on their own host. */
export const FOREIGN_SEEKER = {
  acmeSeeker: { email: 'seeker@acme.test', host: ACME, role: 'job_seeker', org: null, foreign: true },
} as const satisfies Record<string, WalkPrincipal>;

/** Whether the principal's role has the permission (the permission table, roles by name). */
export const may = (p: { role: string }, permission: Permission) => (PERMISSIONS[permission] as readonly string[]).includes(p.role);

/**
 * A walk's caller: the tokens of its principals (by name), and calls as one of them (undefined: nobody) on
 * the principal's host, counted so that a walk can print its size and keep it above a floor.
 */
export function walkCaller(app: () => TestApp, principals: Record<string, { host?: string }>) {
  const tokens: Record<string, string> = {};
  let requests = 0;
  return {
    tokens,
    get requests() {
      return requests;
    },
    /** Signs in the principals that have an email (the others sign in through their fixture). */
    async signInAll(): Promise<void> {
      for (const [who, p] of Object.entries(principals as Record<string, { email?: string; host?: string }>)) {
        if (p.email) tokens[who] = (await signIn(app(), p.email, p.host)).access;
      }
    },
    send(who: string | undefined, options: Omit<RequestOptions, 'token' | 'host'>): Promise<Response> {
      requests += 1;
      const p = who ? principals[who] : undefined;
      return request(app(), { ...options, ...(who ? { token: tokens[who] } : {}), ...(p?.host ? { host: p.host } : {}) });
    },
    call(who: string | undefined, method: string, path: string, body?: unknown): Promise<Response> {
      return this.send(who, { method, path, ...(body !== undefined ? { body } : {}) });
    },
  };
}
