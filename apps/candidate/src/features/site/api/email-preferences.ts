import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type EmailPreferences = components['schemas']['EmailPreferences'];
export type EmailKind = components['schemas']['EmailKind'];

const key = (token: string) => apiKey('/api/v1/email/preferences', token);

/** GET /api/v1/email/preferences?token=: what the address of the mail's link still gets. */
export function useEmailPreferences(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: async (): Promise<EmailPreferences> =>
      unwrap(await getApi().GET('/api/v1/email/preferences', { params: { query: { token } } })),
    enabled: token.length >= 10,
    retry: false,
  });
}

/** PUT /api/v1/email/preferences?token=: the kinds still wanted. */
export function useSaveEmailPreferences(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (subscribed: EmailKind[]): Promise<EmailPreferences> =>
      unwrap(await getApi().PUT('/api/v1/email/preferences', { params: { query: { token } }, body: { subscribed } })),
    onSuccess: (data) => client.setQueryData(key(token), data),
  });
}
