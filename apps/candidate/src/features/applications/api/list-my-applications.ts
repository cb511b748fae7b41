import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type MyApplication = components['schemas']['MyApplication'];
export type MyApplicationList = components['schemas']['MyApplicationList'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];

export const PAGE_SIZE = 10;

/** GET /api/v1/me/applications: the job seeker's own applications, newest first, with their history. */
export async function listMyApplications(page: number): Promise<MyApplicationList> {
  return unwrap(await getApi().GET('/api/v1/me/applications', { params: { query: { page, page_size: PAGE_SIZE } } }));
}

export const myApplicationsQuery = (page: number) =>
  queryOptions({
    queryKey: apiKey('/api/v1/me/applications', page),
    queryFn: () => listMyApplications(page),
    placeholderData: keepPreviousData,
  });

export function useMyApplications(page: number, enabled = true) {
  return useQuery({ ...myApplicationsQuery(page), enabled });
}
