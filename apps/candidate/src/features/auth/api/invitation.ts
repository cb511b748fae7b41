import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** POST /api/v1/invitation/lookup: who the invitation is for (the token goes in the body, not the address). */
export async function lookupInvitation(token: string) {
  return unwrap(await getApi().POST('/api/v1/invitation/lookup', { body: { token } }));
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['post', '/api/v1/invitation/lookup', token],
    queryFn: () => lookupInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/v1/invitation/accept: the new member's password; answers their first token pair. */
export async function acceptInvitation(token: string, password: string) {
  return unwrap(await getApi().POST('/api/v1/invitation/accept', { body: { token, password } }));
}
