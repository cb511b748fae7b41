import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

export type ListStaffUsersQuery = NonNullable<paths['/api/v1/staff/users']['get']['parameters']['query']>;

/** GET /api/v1/staff/users: active staff of the tenant by name, for the hiring-team picker. */
export async function listStaffUsers(query: ListStaffUsersQuery) {
  return unwrap(await getApi().GET('/api/v1/staff/users', { params: { query } }));
}

export function staffUsersQueryOptions(query: ListStaffUsersQuery) {
  return queryOptions({
    queryKey: apiKey('/api/v1/staff/users', query),
    queryFn: () => listStaffUsers(query),
    placeholderData: keepPreviousData,
  });
}

export function useStaffUsers(query: ListStaffUsersQuery, enabled = true) {
  return useQuery({ ...staffUsersQueryOptions(query), enabled });
}
