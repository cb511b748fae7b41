import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import type { SearchJobsQuery } from '../hooks/search-filters.ts';
import { apiKey } from '@tessera/api-client/query-keys';

export type JobCard = components['schemas']['JobCard'];
export type JobSearchPage = components['schemas']['JobSearchPage'];

/** GET /api/v1/search/jobs: one page of active jobs matching the filters. */
export async function searchJobs(query: SearchJobsQuery): Promise<JobSearchPage> {
  return unwrap(await getApi().GET('/api/v1/search/jobs', { params: { query } }));
}

export const searchJobsQuery = (query: SearchJobsQuery) =>
  queryOptions({
    queryKey: apiKey('/api/v1/search/jobs', query),
    queryFn: () => searchJobs(query),
    // The previous page stays on screen (marked busy) while the next one loads: no jumping layout.
    placeholderData: keepPreviousData,
  });

export function useJobSearch(query: SearchJobsQuery) {
  return useQuery(searchJobsQuery(query));
}
