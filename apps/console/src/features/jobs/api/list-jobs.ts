import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

export type ListJobsQuery = NonNullable<paths['/api/v1/jobs']['get']['parameters']['query']>;

/** GET /api/v1/jobs: one page of the tenant's jobs with a count per status. */
export async function listJobs(query: ListJobsQuery) {
  return unwrap(await getApi().GET('/api/v1/jobs', { params: { query } }));
}

export function listJobsQueryOptions(query: ListJobsQuery) {
  return queryOptions({
    queryKey: apiKey('/api/v1/jobs', query),
    queryFn: () => listJobs(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: ListJobsQuery) {
  return useQuery(listJobsQueryOptions(query));
}
