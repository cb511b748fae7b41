import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { jobQueryKey } from './get-job.ts';
import { invalidateJobViews } from './invalidate.ts';
import type { JobStatus } from './types.ts';

export interface JobStatusChange {
  status: JobStatus;
  reason?: string;
}

/** POST /api/v1/jobs/{id}/status: {status, reason?} -> the job after the change (closing also closes its open applications). */
export async function changeJobStatus(id: number, input: JobStatusChange) {
  const reason = input.reason?.trim();
  return unwrap(
    await getApi().POST('/api/v1/jobs/{id}/status', {
      params: { path: { id } },
      body: reason ? { status: input.status, reason } : { status: input.status },
    }),
  );
}

export function useChangeJobStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JobStatusChange) => changeJobStatus(id, input),
    onSuccess: (job) => {
      client.setQueryData(jobQueryKey(id), job);
      void invalidateJobViews(client);
    },
  });
}
