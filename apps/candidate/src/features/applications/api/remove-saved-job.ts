import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** DELETE /api/v1/me/saved-jobs/{job_id}: takes a job off the saved list. */
export async function removeSavedJob(jobId: number): Promise<void> {
  unwrap(await getApi().DELETE('/api/v1/me/saved-jobs/{job_id}', { params: { path: { job_id: jobId } } }));
}
