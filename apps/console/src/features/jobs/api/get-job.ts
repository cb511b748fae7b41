import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

/** GET /api/v1/jobs/{id}: the job with its team, history and allowed moves. */
export async function getJob(id: number) {
  return unwrap(await getApi().GET('/api/v1/jobs/{id}', { params: { path: { id } } }));
}

export const jobQueryKey = (id: number) => apiKey('/api/v1/jobs/{id}', id);

export function jobQueryOptions(id: number) {
  return queryOptions({ queryKey: jobQueryKey(id), queryFn: () => getJob(id), staleTime: 0 });
}

export function useJob(id: number) {
  return useQuery({ ...jobQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
