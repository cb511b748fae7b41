import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type MyInterview = components['schemas']['MyInterview'];
export type AdjustmentKind = components['schemas']['AdjustmentKind'];

const key = (applicationId: number) => apiKey('/api/v1/me/applications/{id}/interviews', applicationId);

/** GET /api/v1/me/applications/{id}/interviews: the interview cards of one of the job seeker's applications. */
export function myInterviewsOptions(applicationId: number) {
  return queryOptions({
    queryKey: key(applicationId),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/me/applications/{id}/interviews', { params: { path: { id: applicationId } } })),
  });
}

export function useMyInterviews(applicationId: number, enabled: boolean) {
  return useQuery({ ...myInterviewsOptions(applicationId), enabled });
}

/** Puts the changed card into its application's list. */
function useCardUpdate(applicationId: number) {
  const client = useQueryClient();
  return (card: MyInterview) => {
    client.setQueryData(key(applicationId), (old: { results: MyInterview[] } | undefined) =>
      old ? { results: old.results.map((c) => (c.id === card.id ? card : c)) } : old,
    );
  };
}

/** POST /api/v1/me/interviews/{id}/choose */
export function useChooseSlot(applicationId: number, id: number) {
  const update = useCardUpdate(applicationId);
  return useMutation({
    mutationFn: async (slotId: number) =>
      unwrap(await getApi().POST('/api/v1/me/interviews/{id}/choose', { params: { path: { id } }, body: { slot_id: slotId } })),
    onSuccess: update,
  });
}

/** POST /api/v1/me/interviews/{id}/adjustments */
export function useAskAdjustments(applicationId: number, id: number) {
  const update = useCardUpdate(applicationId);
  return useMutation({
    mutationFn: async (body: { kinds: AdjustmentKind[]; note?: string }) =>
      unwrap(await getApi().POST('/api/v1/me/interviews/{id}/adjustments', { params: { path: { id } }, body })),
    onSuccess: update,
  });
}

/** POST /api/v1/me/interviews/{id}/reschedule-request */
export function useAskReschedule(applicationId: number, id: number) {
  const update = useCardUpdate(applicationId);
  return useMutation({
    mutationFn: async (reason: string) =>
      unwrap(await getApi().POST('/api/v1/me/interviews/{id}/reschedule-request', { params: { path: { id } }, body: { reason } })),
    onSuccess: update,
  });
}

/** GET /api/v1/me/interviews/{id}/invite.ics as a file. */
export async function downloadMyInvite(id: number): Promise<Blob> {
  return unwrap(await getApi().GET('/api/v1/me/interviews/{id}/invite.ics', { params: { path: { id } }, parseAs: 'blob' }));
}
