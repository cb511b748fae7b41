import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

type MembersPath = paths['/api/v1/teams/{team}/members'];
export type TeamName = MembersPath['get']['parameters']['path']['team'];
export type TeamMembersQuery = NonNullable<MembersPath['get']['parameters']['query']>;
export type TeamMemberList = MembersPath['get']['responses']['200']['content']['application/json'];
export type TeamMember = TeamMemberList['results'][number];
export type TeamMemberChange = paths['/api/v1/teams/{team}/members/{id}']['patch']['requestBody']['content']['application/json'];

/** GET /api/v1/teams/{team}/members: one page of the team's members, by name. */
export async function listTeamMembers(team: TeamName, query: TeamMembersQuery) {
  return unwrap(await getApi().GET('/api/v1/teams/{team}/members', { params: { path: { team }, query } }));
}

export function useTeamMembers(team: TeamName, query: TeamMembersQuery) {
  return useQuery({
    queryKey: apiKey('/api/v1/teams/{team}/members', team, query),
    queryFn: () => listTeamMembers(team, query),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/v1/teams/{team}/members/{id}: a new role, or deactivated / reactivated. */
export async function updateTeamMember(team: TeamName, id: number, change: TeamMemberChange) {
  return unwrap(await getApi().PATCH('/api/v1/teams/{team}/members/{id}', { params: { path: { team, id } }, body: change }));
}

export function useUpdateTeamMember(team: TeamName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TeamMemberChange }) => updateTeamMember(team, id, change),
    onSettled: () => client.invalidateQueries({ queryKey: apiKey('/api/v1/teams/{team}/members', team) }),
  });
}
