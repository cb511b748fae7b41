import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

/** GET /api/v1/applications/{id}: candidate, profile, résumé, match, status, history, notes, allowed_next. */
export async function getApplication(id: number) {
  return unwrap(await getApi().GET('/api/v1/applications/{id}', { params: { path: { id } } }));
}

export function applicationQueryKey(id: number) {
  return apiKey('/api/v1/applications/{id}', id);
}

export function getApplicationQueryOptions(id: number) {
  return queryOptions({ queryKey: applicationQueryKey(id), queryFn: () => getApplication(id) });
}

/** Not fetched for an id that cannot exist (0 from a malformed address). */
export function useApplication(id: number) {
  return useQuery({ ...getApplicationQueryOptions(id), enabled: id > 0 });
}
