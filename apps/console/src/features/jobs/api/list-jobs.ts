import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

export type ListJobsQuery = NonNullable<paths['/api/v1/jobs']['get']['parameters']['query']>;

/** Query-key root of every staff job query (lists and details). */
export const JOBS_KEY = ['jobs'] as const;

/** GET /api/v1/jobs: one page of the tenant's jobs with a count per status. */
export async function listJobs(query: ListJobsQuery) {
  return unwrap(await getApi().GET('/api/v1/jobs', { params: { query } }));
}

export function listJobsQueryOptions(query: ListJobsQuery) {
  return queryOptions({
    queryKey: [...JOBS_KEY, 'list', query],
    queryFn: () => listJobs(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: ListJobsQuery) {
  return useQuery(listJobsQueryOptions(query));
}
