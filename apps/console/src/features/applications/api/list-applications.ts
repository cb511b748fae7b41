import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

export type ListApplicationsQuery = NonNullable<paths['/api/v1/applications']['get']['parameters']['query']>;

/** GET /api/v1/applications: the tenant's applications, filtered by status, job and text, sorted, paged. */
export async function listApplications(query: ListApplicationsQuery) {
  return unwrap(await getApi().GET('/api/v1/applications', { params: { query } }));
}

export function listApplicationsQueryOptions(query: ListApplicationsQuery) {
  return queryOptions({
    queryKey: apiKey('/api/v1/applications', query),
    queryFn: () => listApplications(query),
    // The previous page stays on screen while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
  });
}

export function useApplications(query: ListApplicationsQuery) {
  return useQuery(listApplicationsQueryOptions(query));
}
