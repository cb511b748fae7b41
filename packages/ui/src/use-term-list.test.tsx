import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTermList } from './use-term-list.tsx';

describe('useTermList', () => {
  it('adds a trimmed term with its spaces folded and empties the draft', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useTermList(['SQL'], onChange, 3));
    act(() => result.current.setDraft('  machine   learning '));
    let added: ReturnType<typeof result.current.add> | undefined;
    act(() => {
      added = result.current.add();
    });
    expect(added).toEqual({ ok: true, term: 'machine learning' });
    expect(onChange).toHaveBeenCalledWith(['SQL', 'machine learning']);
    expect(result.current.draft).toBe('');
  });

  it('refuses a blank term, a duplicate whatever its case, and one past the limit', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useTermList(['SQL', 'Excel'], onChange, 2));
    expect(result.current.add()).toEqual({ ok: false, reason: 'blank', term: '' });
    act(() => result.current.setDraft('sql'));
    expect(result.current.add()).toEqual({ ok: false, reason: 'duplicate', term: 'sql' });
    act(() => result.current.setDraft('Python'));
    expect(result.current.add()).toEqual({ ok: false, reason: 'full', term: 'Python' });
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.draft).toBe('Python');
  });

  it('removes a term', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useTermList(['SQL', 'Excel'], onChange, 5));
    act(() => result.current.remove('SQL'));
    expect(onChange).toHaveBeenCalledWith(['Excel']);
  });
});
