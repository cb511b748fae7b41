import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type DashboardFigures = components['schemas']['DashboardFigures'];

/** GET /api/v1/staff/dashboard: open jobs, new applicants since the last visit, applications per stage. */
export function useDashboardFigures(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/staff/dashboard'),
      queryFn: async () => unwrap(await getApi().GET('/api/v1/staff/dashboard')),
      enabled,
    }),
  );
}

/** POST /api/v1/staff/dashboard/seen: this visit is the one the next "new applicants" counts from. */
export function useMarkDashboardSeen() {
  return useMutation({
    mutationFn: async () => {
      unwrap(await getApi().POST('/api/v1/staff/dashboard/seen'));
    },
  });
}
