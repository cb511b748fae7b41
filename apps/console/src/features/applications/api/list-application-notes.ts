import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { MORE_PAGE_SIZE } from '../../../components/hiring/show-more.tsx';

/** GET /api/v1/applications/{id}/notes: one page of the notes, newest first (20 a page). */
export async function listApplicationNotes(id: number, page: number) {
  return unwrap(
    await getApi().GET('/api/v1/applications/{id}/notes', { params: { path: { id }, query: { page, page_size: MORE_PAGE_SIZE } } }),
  );
}
