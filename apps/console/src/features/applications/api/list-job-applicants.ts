import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

export type ListJobApplicantsQuery = NonNullable<paths['/api/v1/jobs/{id}/applicants']['get']['parameters']['query']>;

/** GET /api/v1/jobs/{id}/applicants: the job's applicants ranked by match score, with score parts. */
export async function listJobApplicants(jobId: number, query: ListJobApplicantsQuery) {
  return unwrap(await getApi().GET('/api/v1/jobs/{id}/applicants', { params: { path: { id: jobId }, query } }));
}

export function listJobApplicantsQueryOptions(jobId: number, query: ListJobApplicantsQuery) {
  return queryOptions({
    queryKey: apiKey('/api/v1/jobs/{id}/applicants', jobId, query),
    queryFn: () => listJobApplicants(jobId, query),
    placeholderData: keepPreviousData,
  });
}

export function useJobApplicants(jobId: number, query: ListJobApplicantsQuery) {
  return useQuery(listJobApplicantsQueryOptions(jobId, query));
}
