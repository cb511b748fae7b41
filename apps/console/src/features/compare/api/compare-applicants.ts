import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

/** GET /api/v1/applications/compare?ids=1,2: two to four applications side by side, in the order given. */
export async function compareApplicants(ids: readonly number[]) {
  return unwrap(await getApi().GET('/api/v1/applications/compare', { params: { query: { ids: ids.join(',') } } }));
}

export function compareApplicantsQueryOptions(ids: readonly number[]) {
  return queryOptions({ queryKey: apiKey('/api/v1/applications/compare', ids.join(',')), queryFn: () => compareApplicants(ids) });
}

/** Fetched only for 2 to 4 ids; the page explains anything else without asking the server. */
export function useCompareApplicants(ids: readonly number[]) {
  return useQuery({ ...compareApplicantsQueryOptions(ids), enabled: ids.length >= 2 && ids.length <= 4 });
}
