import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

export type SignInMethod = 'sso' | 'linkedin' | 'indeed';

/** POST /api/v1/auth/oidc/start: the provider's authorization URL and the state it must send back. */
export async function startProviderSignIn(body: { method: SignInMethod; email?: string; next?: string }) {
  return unwrap(await getApi().POST('/api/v1/auth/oidc/start', { body }));
}

/** POST /api/v1/auth/oidc/callback: the provider's code and state -> our token pair and the page to return to. */
export async function finishProviderSignIn(body: { method: SignInMethod; state: string; code: string }) {
  const answer = unwrap(await getApi().POST('/api/v1/auth/oidc/callback', { body }));
  return { tokens: { access: answer.access_token, refresh: answer.refresh_token }, next: answer.next };
}
