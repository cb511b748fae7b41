import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

export type ListJobSeekersQuery = NonNullable<paths['/api/v1/jobseekers']['get']['parameters']['query']>;

/** GET /api/v1/jobseekers: the tenant's job seekers by name, filtered by text and skills (all must match). */
export async function listJobSeekers(query: ListJobSeekersQuery) {
  return unwrap(await getApi().GET('/api/v1/jobseekers', { params: { query } }));
}

export function listJobSeekersQueryOptions(query: ListJobSeekersQuery) {
  return queryOptions({
    queryKey: apiKey('/api/v1/jobseekers', query),
    queryFn: () => listJobSeekers(query),
    placeholderData: keepPreviousData,
  });
}

export function useJobSeekers(query: ListJobSeekersQuery) {
  return useQuery(listJobSeekersQueryOptions(query));
}
