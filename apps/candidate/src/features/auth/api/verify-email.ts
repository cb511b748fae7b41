import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** POST /api/v1/email/verify with the token of the mailed link. */
export async function verifyEmail(token: string) {
  return unwrap(await getApi().POST('/api/v1/email/verify', { body: { token } }));
}
