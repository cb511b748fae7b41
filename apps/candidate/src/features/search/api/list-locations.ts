import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type LocationList = components['schemas']['LocationList'];

/** GET /api/v1/locations: the locations with their active job counts, and the remote job count. */
export async function listLocations(): Promise<LocationList> {
  return unwrap(await getApi().GET('/api/v1/locations'));
}

export const listLocationsQuery = () => queryOptions({ queryKey: apiKey('/api/v1/locations'), queryFn: listLocations });

export function useLocations() {
  return useQuery(listLocationsQuery());
}
