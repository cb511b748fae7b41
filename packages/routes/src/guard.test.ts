import { describe, expect, it } from 'vitest';
import { canOpen, resolveGuard } from './guard';
import { routeByPath } from './manifest';
import { sideBarItemsFor } from './navigation';
import { isCorporatePartnerStaff } from './roles';

const anon = { authenticated: false, role: null };
const seeker = { authenticated: true, role: 'job_seeker' as const };
const admin = { authenticated: true, role: 'admin' as const };

describe('resolveGuard (SPEC §2 route guards)', () => {
  it('public always allows', () => {
    expect(resolveGuard({ guard: 'public' }, anon)).toEqual({ kind: 'allow' });
    expect(resolveGuard({ guard: 'public' }, admin)).toEqual({ kind: 'allow' });
  });
  it('guest sends a signed-in user home', () => {
    expect(resolveGuard({ guard: 'guest' }, anon)).toEqual({ kind: 'allow' });
    expect(resolveGuard({ guard: 'guest' }, seeker)).toEqual({ kind: 'home' });
  });
  it('private sends visitors to login, remembering the page', () => {
    expect(resolveGuard({ guard: 'private' }, anon)).toEqual({ kind: 'login', remember: true });
    expect(resolveGuard({ guard: 'private' }, seeker)).toEqual({ kind: 'allow' });
  });
  it('role checks the role', () => {
    const e = { guard: 'role' as const, roles: ['job_seeker'] as const };
    expect(resolveGuard(e, anon)).toEqual({ kind: 'login', remember: true });
    expect(resolveGuard(e, seeker)).toEqual({ kind: 'allow' });
    expect(resolveGuard(e, admin)).toEqual({ kind: 'unauthorized' });
    expect(resolveGuard({ guard: 'role' }, admin)).toEqual({ kind: 'unauthorized' });
    expect(canOpen(e, seeker)).toBe(true);
    expect(canOpen(e, admin)).toBe(false);
  });
});

describe('corporate partners (DECISIONS 19)', () => {
  const page = routeByPath('/jobSeekers');
  it('their hiring staff open the job seekers’ pages; an employer’s do not', () => {
    expect(page).toBeDefined();
    for (const role of ['hiring_manager', 'hiring_member'] as const) {
      expect(canOpen(page!, { authenticated: true, role, corporatePartner: true })).toBe(true);
      expect(canOpen(page!, { authenticated: true, role })).toBe(false);
    }
    expect(canOpen(routeByPath('/jobSeekers/:id')!, { authenticated: true, role: 'hiring_member', corporatePartner: true })).toBe(true);
    // Nothing else widens: the partner reports stay the skilling and non-profit partners'.
    expect(canOpen(routeByPath('/nppreport')!, { authenticated: true, role: 'hiring_manager', corporatePartner: true })).toBe(false);
  });
  it('the session user says who is a corporate partner’s staff', () => {
    expect(isCorporatePartnerStaff({ is_user: false, role_id: 1, organisation_kind: 'corporate_partner' })).toBe(true);
    expect(isCorporatePartnerStaff({ is_user: false, role_id: 4, organisation_kind: 'corporate_partner' })).toBe(true);
    expect(isCorporatePartnerStaff({ is_user: false, role_id: 1, organisation_kind: 'employer' })).toBe(false);
    expect(isCorporatePartnerStaff({ is_user: true, role_id: null, organisation_kind: 'corporate_partner' })).toBe(false);
    expect(isCorporatePartnerStaff({ is_user: false, role_id: 1 })).toBe(false);
  });
  it('their side bar has Job seekers, at /jobSeekers', () => {
    const items = sideBarItemsFor('hiring_manager', 'full', undefined, true);
    expect(items.find((i) => i.id === 'jobSeekers')?.href).toBe('/jobSeekers');
    expect(sideBarItemsFor('hiring_manager', 'full').some((i) => i.id === 'jobSeekers')).toBe(false);
    expect(sideBarItemsFor('hiring_member', 'compact', undefined, true).find((i) => i.id === 'jobSeekers')?.href).toBe('/jobSeekers');
  });
});
