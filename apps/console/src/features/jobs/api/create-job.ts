import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { jobQueryKey } from './get-job.ts';
import { invalidateJobViews } from './invalidate.ts';
import type { JobCreateInput } from './types.ts';

/** POST /api/v1/jobs: a new job, as a draft or published at once -> 201 StaffJob. */
export async function createJob(body: JobCreateInput) {
  return unwrap(await getApi().POST('/api/v1/jobs', { body }));
}

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      client.setQueryData(jobQueryKey(job.id), job);
      void invalidateJobViews(client);
    },
  });
}
