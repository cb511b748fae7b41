import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type SavedJob = components['schemas']['SavedJob'];
export type SavedJobList = components['schemas']['SavedJobList'];

export const SAVED_PAGE_SIZE = 10;

/** GET /api/v1/me/saved-jobs: the jobs the job seeker saved, most recent first. */
export async function listMySavedJobs(page: number): Promise<SavedJobList> {
  return unwrap(await getApi().GET('/api/v1/me/saved-jobs', { params: { query: { page, page_size: SAVED_PAGE_SIZE } } }));
}

export const mySavedJobsQuery = (page: number) =>
  queryOptions({
    queryKey: apiKey('/api/v1/me/saved-jobs', page),
    queryFn: () => listMySavedJobs(page),
    placeholderData: keepPreviousData,
  });

export function useMySavedJobs(page: number, enabled = true) {
  return useQuery({ ...mySavedJobsQuery(page), enabled });
}
