import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { APPLICATIONS_KEY } from './list-applications.ts';

/** GET /api/v1/applications/{id}: candidate, profile, résumé, match, status, history, notes, allowed_next. */
export async function getApplication(id: number) {
  return unwrap(await getApi().GET('/api/v1/applications/{id}', { params: { path: { id } } }));
}

export function applicationQueryKey(id: number) {
  return [...APPLICATIONS_KEY, 'detail', id] as const;
}

export function getApplicationQueryOptions(id: number) {
  return queryOptions({ queryKey: applicationQueryKey(id), queryFn: () => getApplication(id) });
}

/** Not fetched for an id that cannot exist (0 from a malformed address). */
export function useApplication(id: number) {
  return useQuery({ ...getApplicationQueryOptions(id), enabled: id > 0 });
}
