import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listEveryInterview } from './list-interviews.ts';

/** A week of `total` interviews served in pages of the asked size, as GET /api/v1/interviews answers. */
function serveWeek(total: number) {
  const asked: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      asked.push(page);
      const first = (page - 1) * size;
      const results = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => ({ id: first + i + 1 }));
      const body = { results, count: total, page, page_size: size, total_pages: Math.ceil(total / size) };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('listEveryInterview (the week calendar)', () => {
  it('reads every page of a busy week, so no interview of the week is left out', async () => {
    const asked = serveWeek(450);
    const week = await listEveryInterview({ page: 1, page_size: 200, from: '2026-11-23T00:00:00Z', to: '2026-11-30T00:00:00Z' });
    expect(week.count).toBe(450);
    expect(week.results.map((r) => r.id)).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
    expect(asked.sort()).toEqual([1, 2, 3]);
  });

  it('asks once when the week fits on one page', async () => {
    const asked = serveWeek(12);
    const week = await listEveryInterview({ page: 1, page_size: 200 });
    expect(week.results).toHaveLength(12);
    expect(asked).toEqual([1]);
  });
});
