import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import type { operations } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type InterviewQuery = NonNullable<operations['listInterviews']['parameters']['query']>;
export type InterviewListItem = operations['listInterviews']['responses'][200]['content']['application/json']['results'][number];

/** GET /api/v1/interviews: the interviews the viewer sees, by time; the list and the week calendar. */
export async function listInterviews(query: InterviewQuery) {
  return unwrap(await getApi().GET('/api/v1/interviews', { params: { query } }));
}

/**
 * Every interview the query matches, for the week calendar, which has no pager: the first page tells how many
 * pages there are, and the others are read together (a busy week of a large organisation holds more than one
 * page of the contract's largest size).
 */
export async function listEveryInterview(query: InterviewQuery) {
  const first = await listInterviews({ ...query, page: 1 });
  if (first.total_pages <= 1) return first;
  const pages = Array.from({ length: first.total_pages - 1 }, (_, i) => i + 2);
  const rest = await Promise.all(pages.map((page) => listInterviews({ ...query, page })));
  return { ...first, results: [...first.results, ...rest.flatMap((p) => p.results)] };
}

export function listInterviewsQueryOptions(query: InterviewQuery, every = false) {
  return queryOptions({
    queryKey: every ? apiKey('/api/v1/interviews', query, 'every') : apiKey('/api/v1/interviews', query),
    queryFn: () => (every ? listEveryInterview(query) : listInterviews(query)),
    placeholderData: keepPreviousData,
  });
}

/** One page of interviews, or (`every`) all of them, for the week calendar. */
export function useInterviews(query: InterviewQuery, every = false) {
  return useQuery(listInterviewsQueryOptions(query, every));
}

/** GET /api/v1/jobs: the job filter's choices. */
export function useJobFilterChoices() {
  const query = { status: 'all' as const, page_size: 100 };
  return useQuery({
    queryKey: apiKey('/api/v1/jobs', query),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/jobs', { params: { query } })),
    staleTime: 60_000,
  });
}
