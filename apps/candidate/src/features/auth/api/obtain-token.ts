import { ApiError } from '@tessera/api-client/api-error';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** POST /api/v1/token: {username, password} -> {access, refresh}. */
export async function obtainToken(username: string, password: string) {
  const result = await getApi().POST('/api/v1/token', { body: { username, password } });
  return unwrap(result);
}

export { ApiError };
