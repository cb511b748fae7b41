import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { MORE_PAGE_SIZE } from '../../../components/hiring/show-more.tsx';

/** GET /api/v1/jobs/{id}/history: one page of the job's status changes, newest first. */
export async function listJobHistory(id: number, page: number) {
  return unwrap(await getApi().GET('/api/v1/jobs/{id}/history', { params: { path: { id }, query: { page, page_size: MORE_PAGE_SIZE } } }));
}
