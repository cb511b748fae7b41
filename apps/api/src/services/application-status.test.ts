import { describe, expect, it } from 'vitest';
import { allowedNext, previousAfter, transitionProblem } from './application-status.ts';

describe('application status transitions', () => {
  it('lets staff move an application along the hiring steps', () => {
    expect(transitionProblem({ status: 'applied', previousStatus: null }, 'screening', 'staff')).toBeNull();
    expect(transitionProblem({ status: 'screening', previousStatus: null }, 'interview', 'staff')).toBeNull();
    expect(transitionProblem({ status: 'interview', previousStatus: null }, 'offered', 'staff')).toBeNull();
    expect(transitionProblem({ status: 'offered', previousStatus: null }, 'hired', 'staff')).toBeNull();
  });

  it('refuses illegal moves with the allowed ones named', () => {
    expect(transitionProblem({ status: 'applied', previousStatus: null }, 'hired', 'staff')).toMatch(
      /cannot go from "applied" to "hired"\. Allowed: screening, interview, on-hold, rejected/,
    );
    expect(transitionProblem({ status: 'hired', previousStatus: null }, 'rejected', 'staff')).toMatch(/can no longer change/);
    expect(transitionProblem({ status: 'withdrawn', previousStatus: null }, 'applied', 'seeker')).toMatch(/can no longer change/);
    expect(transitionProblem({ status: 'applied', previousStatus: null }, 'screening', 'seeker')).toMatch(/Allowed: withdrawn/);
    expect(transitionProblem({ status: 'applied', previousStatus: null }, 'applied', 'staff')).toMatch(/already/);
  });

  it('needs a reason to reject', () => {
    expect(transitionProblem({ status: 'screening', previousStatus: null }, 'rejected', 'staff', '  ')).toBe('A rejection needs a reason.');
    expect(transitionProblem({ status: 'screening', previousStatus: null }, 'rejected', 'staff', 'Role filled')).toBeNull();
  });

  it('undoes on-hold and rejected to the status held before', () => {
    expect(previousAfter({ status: 'interview', previousStatus: null }, 'on-hold')).toBe('interview');
    expect(allowedNext({ status: 'on-hold', previousStatus: 'interview' }, 'staff')).toEqual(['interview', 'rejected']);
    expect(previousAfter({ status: 'on-hold', previousStatus: 'interview' }, 'rejected')).toBe('interview');
    expect(allowedNext({ status: 'rejected', previousStatus: 'interview' }, 'staff')).toEqual(['interview']);
    expect(transitionProblem({ status: 'rejected', previousStatus: 'screening' }, 'screening', 'staff')).toBeNull();
    expect(previousAfter({ status: 'rejected', previousStatus: 'screening' }, 'screening')).toBeNull();
  });

  it('lets the job seeker withdraw, or decline an offer', () => {
    expect(transitionProblem({ status: 'interview', previousStatus: null }, 'withdrawn', 'seeker')).toBeNull();
    expect(transitionProblem({ status: 'offered', previousStatus: null }, 'declined', 'seeker')).toBeNull();
    expect(transitionProblem({ status: 'rejected', previousStatus: 'applied' }, 'withdrawn', 'seeker')).toMatch(/cannot be changed by you/);
  });
});
