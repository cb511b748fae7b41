import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShowMore } from './show-more.tsx';

afterEach(cleanup);

describe('useShowMore', () => {
  it('appends later pages after the first one, each entry once', async () => {
    const fetchPage = vi.fn(async (page: number) => ({ results: page === 2 ? [3, 4, 5] : [], total_pages: 2 }));
    const { result } = renderHook(() => useShowMore({ first: [1, 2, 3], total: 5, fetchPage, keyOf: (n: number) => n, resetKey: 'a' }));
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.more());
    expect(fetchPage).toHaveBeenCalledWith(2);
    expect(result.current.items).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasMore).toBe(false);
  });

  it('puts older entries before a list shown oldest first (a job history)', async () => {
    // The detail carries the newest changes, oldest first: 21..25. Pages come newest first: 20..16.
    const fetchPage = vi.fn(async () => ({ results: [20, 19, 18, 17, 16], total_pages: 2 }));
    const { result } = renderHook(() =>
      useShowMore({ first: [21, 22, 23, 24, 25], total: 10, fetchPage, keyOf: (n: number) => n, place: 'before', resetKey: 'a' }),
    );
    await act(() => result.current.more());
    expect(result.current.items).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  });

  it('says when a page fails, and can try again', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ results: [2], total_pages: 2 });
    const { result } = renderHook(() => useShowMore({ first: [1], total: 2, fetchPage, keyOf: (n: number) => n, resetKey: 'a' }));
    await act(() => result.current.more());
    expect(result.current.failed).toBe(true);
    await act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    expect(result.current.failed).toBe(false);
  });
});
