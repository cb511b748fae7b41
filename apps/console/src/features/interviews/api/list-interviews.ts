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

export function listInterviewsQueryOptions(query: InterviewQuery) {
  return queryOptions({
    queryKey: apiKey('/api/v1/interviews', query),
    queryFn: () => listInterviews(query),
    placeholderData: keepPreviousData,
  });
}

export function useInterviews(query: InterviewQuery) {
  return useQuery(listInterviewsQueryOptions(query));
}

/** GET /api/v1/organisations: the organisation filter of the program-wide page (roles 6 and 7). */
export function useOrganisationChoices(enabled: boolean) {
  const query = { kind: 'employer' as const, page_size: 100 };
  return useQuery({
    queryKey: apiKey('/api/v1/organisations', query),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/organisations', { params: { query } })),
    enabled,
    staleTime: 60_000,
  });
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
