import { useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type OrganisationSummary =
  paths['/api/v1/organisations']['get']['responses']['200']['content']['application/json']['results'][number];
export type OrganisationKind = OrganisationSummary['kind'];

/** GET /api/v1/organisations (approved, up to 100 by name): the organisations program staff pick a team in. */
export function useTeamOrganisations(kinds: readonly OrganisationKind[], enabled: boolean) {
  return useQuery({
    queryKey: apiKey('/api/v1/organisations', { status: 'approved', page_size: 100 }),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/organisations', { params: { query: { status: 'approved', page_size: 100 } } })),
    enabled,
    staleTime: 60_000,
    select: (data) => data.results.filter((o) => kinds.includes(o.kind)),
  });
}
