import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

type UsersPath = paths['/api/v1/impersonation/users'];
export type ViewableUsersQuery = NonNullable<UsersPath['get']['parameters']['query']>;
export type ViewableUserList = UsersPath['get']['responses']['200']['content']['application/json'];
export type ViewableUser = ViewableUserList['results'][number];
export type ViewableRole = NonNullable<ViewableUsersQuery['role']>;

/** GET /api/v1/impersonation/users: one page of the tenant's users to view as (user id 1 only). */
export function useViewableUsers(query: ViewableUsersQuery, enabled: boolean) {
  return useQuery({
    queryKey: apiKey('/api/v1/impersonation/users', query),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/impersonation/users', { params: { query } })),
    placeholderData: keepPreviousData,
    enabled,
  });
}
