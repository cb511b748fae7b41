import { describe, expect, it } from 'vitest';
import { afterSignInTarget, homeTarget, rememberPath, safeRememberedPath } from './home-redirect';

const seeker = { is_user: true, role_id: null };
const admin = { is_user: false, role_id: null };
const concierge = { is_user: false, role_id: 6 };
const recruiter = { is_user: false, role_id: 2 };
const auditor = { is_user: false, role_id: 3 };
const all = () => true;

describe('homeTarget (DECISIONS 4)', () => {
  it('sends by kind', () => {
    expect(homeTarget(seeker)).toBe('/application');
    expect(homeTarget(admin)).toBe('/dashboard');
    expect(homeTarget(recruiter)).toBe('/dashboard');
    expect(homeTarget(auditor)).toBe('/dashboard');
  });
  it('sends concierge members to /helpdesk only when it is ready', () => {
    expect(homeTarget(concierge, () => false)).toBe('/dashboard');
    expect(homeTarget(concierge, all)).toBe('/helpdesk');
    // Built in issue 4.
    expect(homeTarget(concierge)).toBe('/helpdesk');
  });
  it('sends nobody to login and an unknown role to unauthorized', () => {
    expect(homeTarget(null)).toBe('/login');
    expect(homeTarget({ is_user: false, role_id: 99 })).toBe('/unauthorized');
  });
});

describe('afterSignInTarget (DECISIONS 3)', () => {
  it('returns the remembered page when it is safe and open to the user', () => {
    expect(afterSignInTarget('/dashboard', admin)).toBe('/dashboard');
    expect(afterSignInTarget('/application?tab=2', seeker)).toBe('/application?tab=2');
  });
  it('refuses other origins, guest pages, unready pages and pages of another role', () => {
    expect(safeRememberedPath('//evil.test/x', admin)).toBeNull();
    expect(safeRememberedPath('https://evil.test', admin)).toBeNull();
    expect(safeRememberedPath('/\\evil.test', admin)).toBeNull();
    expect(safeRememberedPath('/login', admin)).toBeNull();
    expect(safeRememberedPath('/erd', admin)).toBeNull();
    expect(safeRememberedPath('/application', admin)).toBeNull();
    expect(safeRememberedPath('/nowhere', admin)).toBeNull();
    expect(safeRememberedPath(null, admin)).toBeNull();
  });
  it('falls back to /homepage for staff and /search for job seekers when ready, else /home', () => {
    const neither = (path: string) => path !== '/search' && path !== '/homepage';
    expect(afterSignInTarget(null, admin, neither)).toBe('/home');
    expect(afterSignInTarget('/login', seeker, neither)).toBe('/home');
    // /search (issue 3) and /homepage (issue 11) are built.
    expect(afterSignInTarget(null, admin)).toBe('/homepage');
    expect(afterSignInTarget(null, { is_user: false, role_id: 4 })).toBe('/homepage');
    expect(afterSignInTarget('/login', seeker)).toBe('/search');
    expect(afterSignInTarget(null, admin, all)).toBe('/homepage');
    expect(afterSignInTarget('/jobs', admin, all)).toBe('/jobs');
  });
  it('rememberPath keeps the query', () => {
    expect(rememberPath('/dashboard/', '?a=1')).toBe('/dashboard?a=1');
    expect(rememberPath('/dashboard', 'a=1')).toBe('/dashboard?a=1');
    expect(rememberPath('/dashboard', '')).toBe('/dashboard');
  });
});
