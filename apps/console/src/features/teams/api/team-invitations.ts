import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';
import type { TeamName } from './team-members.ts';

type InvitationsPath = paths['/api/v1/teams/{team}/invitations'];
export type TeamInvitationsQuery = NonNullable<InvitationsPath['get']['parameters']['query']>;
export type TeamInvitation = InvitationsPath['get']['responses']['200']['content']['application/json']['results'][number];
export type TeamInvitationInput = InvitationsPath['post']['requestBody']['content']['application/json'];

const KEY = '/api/v1/teams/{team}/invitations' as const;

/** GET /api/v1/teams/{team}/invitations: the open invitations, newest first. */
export async function listTeamInvitations(team: TeamName, query: TeamInvitationsQuery) {
  return unwrap(await getApi().GET('/api/v1/teams/{team}/invitations', { params: { path: { team }, query } }));
}

export function useTeamInvitations(team: TeamName, query: TeamInvitationsQuery) {
  return useQuery({
    queryKey: apiKey(KEY, team, query),
    queryFn: () => listTeamInvitations(team, query),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/v1/teams/{team}/invitations: the invitation; its mail leaves from the server. */
export async function inviteTeamMember(team: TeamName, body: TeamInvitationInput) {
  return unwrap(await getApi().POST('/api/v1/teams/{team}/invitations', { params: { path: { team } }, body }));
}

/** POST /api/v1/teams/{team}/invitations/{id}/resend: a new link (the old one stops working). */
export async function resendTeamInvitation(team: TeamName, id: number) {
  return unwrap(await getApi().POST('/api/v1/teams/{team}/invitations/{id}/resend', { params: { path: { team, id } } }));
}

/** DELETE /api/v1/teams/{team}/invitations/{id}: the link stops working. */
export async function revokeTeamInvitation(team: TeamName, id: number) {
  unwrap(await getApi().DELETE('/api/v1/teams/{team}/invitations/{id}', { params: { path: { team, id } } }));
}

function useInvalidate(team: TeamName) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: apiKey(KEY, team) });
}

export function useInviteTeamMember(team: TeamName) {
  const invalidate = useInvalidate(team);
  return useMutation({ mutationFn: (body: TeamInvitationInput) => inviteTeamMember(team, body), onSettled: invalidate });
}

export function useResendTeamInvitation(team: TeamName) {
  const invalidate = useInvalidate(team);
  return useMutation({ mutationFn: (id: number) => resendTeamInvitation(team, id), onSettled: invalidate });
}

export function useRevokeTeamInvitation(team: TeamName) {
  const invalidate = useInvalidate(team);
  return useMutation({ mutationFn: (id: number) => revokeTeamInvitation(team, id), onSettled: invalidate });
}
