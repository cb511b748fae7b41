import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type StaffDay = components['schemas']['StaffDay'];

/** GET /api/v1/staff/today: the signed-in staff member's work for today. */
export function useMyDay() {
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/staff/today'),
      queryFn: async () => unwrap(await getApi().GET('/api/v1/staff/today')),
    }),
  );
}
