import { describe, expect, it } from 'vitest';
import { canOpen, resolveGuard } from './guard';

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
