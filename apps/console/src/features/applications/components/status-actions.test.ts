import { describe, expect, it } from 'vitest';
import { forwardMoves, undoTarget } from './status-actions.tsx';

describe('status actions', () => {
  it('tells the undo apart from the forward moves', () => {
    const held = {
      status: 'on-hold' as const,
      previous_status: 'interview' as const,
      allowed_next: ['interview' as const, 'rejected' as const],
    };
    expect(undoTarget(held)).toBe('interview');
    expect(forwardMoves(held)).toEqual(['rejected']);
    const rejected = { status: 'rejected' as const, previous_status: 'screening' as const, allowed_next: ['screening' as const] };
    expect(undoTarget(rejected)).toBe('screening');
    expect(forwardMoves(rejected)).toEqual([]);
    const fresh = { status: 'applied' as const, previous_status: null, allowed_next: ['screening' as const, 'rejected' as const] };
    expect(undoTarget(fresh)).toBeNull();
    expect(forwardMoves(fresh)).toEqual(['screening', 'rejected']);
  });

  it('offers no undo when the server does not allow it (read-only roles get an empty allowed_next)', () => {
    expect(undoTarget({ status: 'on-hold', previous_status: 'interview', allowed_next: [] })).toBeNull();
  });
});
