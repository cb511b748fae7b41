import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type Location = components['schemas']['Location'];

/** GET /api/v1/locations/{slug}: one location with its active job count. */
export async function getLocation(slug: string): Promise<Location> {
  return unwrap(await getApi().GET('/api/v1/locations/{slug}', { params: { path: { slug } } }));
}

export const getLocationQuery = (slug: string) =>
  queryOptions({ queryKey: apiKey('/api/v1/locations/{slug}', slug), queryFn: () => getLocation(slug) });

export function useLocation(slug: string) {
  return useQuery(getLocationQuery(slug));
}
