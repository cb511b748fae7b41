import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** POST /api/v1/password/reset: the same answer whether or not the account exists. */
export async function requestPasswordReset(email: string) {
  return unwrap(await getApi().POST('/api/v1/password/reset', { body: { email } }));
}

/** POST /api/v1/password/reset/confirm with the token of the mailed link. */
export async function confirmPasswordReset(token: string, password: string) {
  return unwrap(await getApi().POST('/api/v1/password/reset/confirm', { body: { token, password } }));
}
