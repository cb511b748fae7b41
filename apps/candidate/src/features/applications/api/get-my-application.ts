import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import type { MyApplication } from './list-my-applications.ts';
import { apiKey } from '@tessera/api-client/query-keys';

/** GET /api/v1/me/applications/{id}: one of the job seeker's applications. */
export async function getMyApplication(id: number): Promise<MyApplication> {
  return unwrap(await getApi().GET('/api/v1/me/applications/{id}', { params: { path: { id } } }));
}

export const myApplicationQuery = (id: number) =>
  queryOptions({ queryKey: apiKey('/api/v1/me/applications/{id}', id), queryFn: () => getMyApplication(id), retry: false });

export function useMyApplication(id: number | null) {
  return useQuery({ ...myApplicationQuery(id ?? 0), enabled: id !== null });
}
