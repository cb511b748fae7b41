import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** POST /api/v1/password/change: the user's other sessions end; this one stays. */
export async function changePassword(current_password: string, new_password: string) {
  return unwrap(await getApi().POST('/api/v1/password/change', { body: { current_password, new_password } }));
}
