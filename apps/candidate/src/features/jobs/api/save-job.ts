import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** PUT /api/v1/me/saved-jobs/{job_id}: keep the job in the job seeker's saved jobs. */
export async function saveJob(jobId: number): Promise<void> {
  unwrap(await getApi().PUT('/api/v1/me/saved-jobs/{job_id}', { params: { path: { job_id: jobId } } }));
}
