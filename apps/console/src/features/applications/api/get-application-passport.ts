import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

/** GET /api/v1/applications/{id}/passport: what the applicant shared of their access passport (the view is recorded for them). */
export function useApplicationPassport(id: number, enabled: boolean) {
  return useQuery({
    queryKey: apiKey('/api/v1/applications/{id}/passport', id),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/applications/{id}/passport', { params: { path: { id } } })),
    enabled: enabled && id > 0,
    // Each fetch records a view for the job seeker: not refetched on focus.
    refetchOnWindowFocus: false,
  });
}
