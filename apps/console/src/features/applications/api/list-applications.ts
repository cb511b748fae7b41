import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

export type ListApplicationsQuery = NonNullable<paths['/api/v1/applications']['get']['parameters']['query']>;

/** GET /api/v1/applications: the tenant's applications, filtered by status, job and text, sorted, paged. */
export async function listApplications(query: ListApplicationsQuery) {
  return unwrap(await getApi().GET('/api/v1/applications', { params: { query } }));
}

export const APPLICATIONS_KEY = ['applications'] as const;

export function listApplicationsQueryOptions(query: ListApplicationsQuery) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list', query],
    queryFn: () => listApplications(query),
    // The previous page stays on screen while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
  });
}

export function useApplications(query: ListApplicationsQuery) {
  return useQuery(listApplicationsQueryOptions(query));
}
