import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type SimplifiedJob = components['schemas']['SimplifiedJob'];
export type ChecklistItem = components['schemas']['ChecklistItem'];

/** GET /api/v1/me/jobs/{id}/simplified: a job restated in plain sections (/simplifybot, DECISIONS 23). */
export function useSimplifiedJob(id: number | null) {
  return useQuery({
    queryKey: apiKey('/api/v1/me/jobs/{id}/simplified', id),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/me/jobs/{id}/simplified', { params: { path: { id: id ?? 0 } } })),
    enabled: id !== null,
  });
}
