import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import type { MyApplication } from './list-my-applications.ts';

/** POST /api/v1/me/applications/{id}/withdraw, with an optional reason kept in the history. */
export async function withdrawMyApplication(id: number, reason: string): Promise<MyApplication> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return unwrap(await getApi().POST('/api/v1/me/applications/{id}/withdraw', { params: { path: { id } }, body }));
}
