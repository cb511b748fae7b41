import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

/** GET /api/v1/jobs/{id}: the job, for the heading of its applications page (title, company, status). */
export async function getJobHeading(id: number) {
  const job = unwrap(await getApi().GET('/api/v1/jobs/{id}', { params: { path: { id } } }));
  return { id: job.id, title: job.title, company: job.company, status: job.status };
}

export function useJobHeading(id: number) {
  return useQuery(
    queryOptions({ queryKey: apiKey('/api/v1/jobs/{id}', id, 'heading'), queryFn: () => getJobHeading(id), enabled: id > 0 }),
  );
}
