import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { MORE_PAGE_SIZE } from '../../../components/hiring/show-more.tsx';

/** GET /api/v1/jobseekers/{id}/applications: one page of a job seeker's applications, newest first. */
export async function listJobSeekerApplications(id: number, page: number) {
  return unwrap(
    await getApi().GET('/api/v1/jobseekers/{id}/applications', { params: { path: { id }, query: { page, page_size: MORE_PAGE_SIZE } } }),
  );
}
