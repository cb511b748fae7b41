import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

export type ListOrganisationsQuery = NonNullable<paths['/api/v1/organisations']['get']['parameters']['query']>;

/** GET /api/v1/organisations: the organisations the viewer may see, by name (for the organisation filters). */
export async function listOrganisations(query: ListOrganisationsQuery) {
  return unwrap(await getApi().GET('/api/v1/organisations', { params: { query } }));
}

export function useOrganisations(query: ListOrganisationsQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/organisations', query),
      queryFn: () => listOrganisations(query),
      enabled,
      staleTime: 60_000,
    }),
  );
}
