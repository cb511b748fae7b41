import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type LegalStatus = components['schemas']['LegalStatus'];
export type LegalAcceptance = components['schemas']['LegalAcceptance'];

export const legalStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: apiKey('/api/v1/me/legal', userId),
    queryFn: async (): Promise<LegalStatus> => unwrap(await getApi().GET('/api/v1/me/legal')),
  });

/** GET /api/v1/me/legal: the terms and privacy policy versions the job seeker has still to accept. */
export function useLegalStatus(userId: number) {
  return useQuery(legalStatusQuery(userId));
}

/** POST /api/v1/me/legal: accepts the versions shown. */
export function useAcceptLegal(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: LegalAcceptance): Promise<LegalStatus> => unwrap(await getApi().POST('/api/v1/me/legal', { body })),
    onSuccess: (data) => client.setQueryData(legalStatusQuery(userId).queryKey, data),
    onError: () => void client.invalidateQueries({ queryKey: legalStatusQuery(userId).queryKey }),
  });
}
