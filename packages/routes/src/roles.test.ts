import { describe, expect, it } from 'vitest';
import { ROLE_IDS, STAFF_ROLES, isStaffRole, roleFromUser, roleIdOf } from './roles';

describe('roleFromUser (DECISIONS 5)', () => {
  it.each([
    [null, 'admin'],
    [1, 'hiring_manager'],
    [2, 'recruiter'],
    [3, 'auditor'],
    [4, 'hiring_member'],
    [5, 'recruiter_member'],
    [6, 'concierge_member'],
    [7, 'program_manager'],
  ] as const)('staff role_id %s -> %s', (role_id, name) => {
    expect(roleFromUser({ is_user: false, role_id })).toBe(name);
    expect(roleIdOf(name)).toBe(role_id);
  });

  it('job seekers get job_seeker whatever the role_id', () => {
    expect(roleFromUser({ is_user: true, role_id: null })).toBe('job_seeker');
    expect(roleFromUser({ is_user: true, role_id: 2 })).toBe('job_seeker');
  });

  it('no user or an unknown id gives no role', () => {
    expect(roleFromUser(null)).toBeNull();
    expect(roleFromUser(undefined)).toBeNull();
    expect(roleFromUser({ is_user: false, role_id: 9 })).toBeNull();
  });

  it('lists the eight staff roles', () => {
    expect(STAFF_ROLES).toHaveLength(8);
    expect(Object.keys(ROLE_IDS).sort()).toEqual([...STAFF_ROLES].sort());
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('job_seeker')).toBe(false);
    expect(isStaffRole(null)).toBe(false);
  });
});
