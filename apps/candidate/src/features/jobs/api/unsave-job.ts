import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** DELETE /api/v1/me/saved-jobs/{job_id}: remove the job from the job seeker's saved jobs. */
export async function unsaveJob(jobId: number): Promise<void> {
  unwrap(await getApi().DELETE('/api/v1/me/saved-jobs/{job_id}', { params: { path: { job_id: jobId } } }));
}
