import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { jobQueryKey } from './get-job.ts';
import { invalidateJobViews } from './invalidate.ts';
import type { JobInput } from './types.ts';

/** PUT /api/v1/jobs/{id}: the job's content (not its status) -> StaffJob. */
export async function updateJob(id: number, body: JobInput) {
  return unwrap(await getApi().PUT('/api/v1/jobs/{id}', { params: { path: { id } }, body }));
}

export function useUpdateJob(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobInput) => updateJob(id, body),
    onSuccess: (job) => {
      client.setQueryData(jobQueryKey(id), job);
      void invalidateJobViews(client);
    },
  });
}
