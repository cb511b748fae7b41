import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

/** GET /api/v1/jobseekers/{id}: one job seeker's profile, résumé and applications in this tenant. */
export async function getJobSeeker(id: number) {
  return unwrap(await getApi().GET('/api/v1/jobseekers/{id}', { params: { path: { id } } }));
}

export function getJobSeekerQueryOptions(id: number) {
  return queryOptions({ queryKey: apiKey('/api/v1/jobseekers/{id}', id), queryFn: () => getJobSeeker(id) });
}

export function useJobSeeker(id: number) {
  return useQuery({ ...getJobSeekerQueryOptions(id), enabled: id > 0 });
}
