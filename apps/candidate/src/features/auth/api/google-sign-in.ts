import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

/** GET /api/v1/auth/providers: Google's public client id and authorization endpoint, or null. */
export async function getSignInProviders() {
  return unwrap(await getApi().GET('/api/v1/auth/providers'));
}

export function useSignInProviders() {
  return useQuery({ queryKey: apiKey('/api/v1/auth/providers'), queryFn: getSignInProviders, staleTime: 5 * 60_000, retry: false });
}

/** POST /api/v1/googlelogin: the provider's tokens -> our token pair. */
export async function googleLogin(tokens: { access_token: string; id_token: string }) {
  const pair = unwrap(await getApi().POST('/api/v1/googlelogin', { body: tokens }));
  return { access: pair.access_token, refresh: pair.refresh_token };
}
