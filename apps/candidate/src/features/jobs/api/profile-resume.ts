import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type ResumeMeta = components['schemas']['ResumeMeta'];

/**
 * GET /api/v1/me/profile, read for its résumé (the apply dialog offers to send it). Same query key as the
 * profile pages, so both share one cached copy.
 */
export function useProfileResume(enabled: boolean) {
  return useQuery({
    queryKey: apiKey('/api/v1/me/profile'),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/me/profile')),
    enabled,
    select: (profile): ResumeMeta | null => profile.resume,
  });
}
