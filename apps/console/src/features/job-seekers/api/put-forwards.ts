import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

const putForwardsKey = (seekerId: number) => apiKey('/api/v1/jobseekers/{id}/put-forwards', seekerId);

/** GET /api/v1/jobseekers/{id}/put-forwards: the requests to put this job seeker forward, newest first. */
export async function listPutForwards(seekerId: number) {
  return unwrap(
    await getApi().GET('/api/v1/jobseekers/{id}/put-forwards', { params: { path: { id: seekerId }, query: { page_size: 100 } } }),
  );
}

export function usePutForwards(seekerId: number) {
  return useQuery(queryOptions({ queryKey: putForwardsKey(seekerId), queryFn: () => listPutForwards(seekerId) }));
}

/** GET /api/v1/jobs?status=active: the published jobs a job seeker can be put forward for. */
export async function listOpenJobs() {
  return unwrap(await getApi().GET('/api/v1/jobs', { params: { query: { status: 'active', page_size: 100 } } }));
}

export function useOpenJobs() {
  return useQuery(
    queryOptions({ queryKey: apiKey('/api/v1/jobs', { status: 'active', page_size: 100 }), queryFn: listOpenJobs, staleTime: 60_000 }),
  );
}

/** POST /api/v1/jobseekers/{id}/put-forwards: {job_id, message} -> 201 the pending request. */
export function usePutForward(seekerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { jobId: number; message: string }) =>
      unwrap(
        await getApi().POST('/api/v1/jobseekers/{id}/put-forwards', {
          params: { path: { id: seekerId } },
          body: { job_id: input.jobId, ...(input.message.trim() ? { message: input.message.trim() } : {}) },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: putForwardsKey(seekerId) }),
  });
}
