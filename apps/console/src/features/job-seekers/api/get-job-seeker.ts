import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** GET /api/v1/jobseekers/{id}: one job seeker's profile, résumé and applications in this tenant. */
export async function getJobSeeker(id: number) {
  return unwrap(await getApi().GET('/api/v1/jobseekers/{id}', { params: { path: { id } } }));
}

export function getJobSeekerQueryOptions(id: number) {
  return queryOptions({ queryKey: ['job-seekers', 'detail', id], queryFn: () => getJobSeeker(id) });
}

export function useJobSeeker(id: number) {
  return useQuery({ ...getJobSeekerQueryOptions(id), enabled: id > 0 });
}
