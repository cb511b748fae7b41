import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey, invalidateApi } from '@tessera/api-client/query-keys';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type StaffInterview = components['schemas']['StaffInterview'];
export type ApplicationInterviews = components['schemas']['ApplicationInterviews'];
export type InterviewCreate = components['schemas']['InterviewCreateRequest'];
export type ScorecardList = components['schemas']['ScorecardList'];
export type ScorecardInput = components['schemas']['ScorecardRequest'];
export type AdjustmentKind = components['schemas']['AdjustmentKind'];

/** GET /api/v1/applications/{id}/interviews: the interviews, the hiring team (panel choices) and the criteria. */
export function applicationInterviewsOptions(applicationId: number) {
  return queryOptions({
    queryKey: apiKey('/api/v1/applications/{id}/interviews', applicationId),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/applications/{id}/interviews', { params: { path: { id: applicationId } } })),
  });
}

export function useApplicationInterviews(applicationId: number) {
  return useQuery(applicationInterviewsOptions(applicationId));
}

/** After any change: the application's interviews, the lists and calendars, scorecards. */
function refresh(client: ReturnType<typeof useQueryClient>) {
  return invalidateApi(client, ['/api/v1/applications/{id}/interviews', '/api/v1/interviews', '/api/v1/interviews/{id}/scorecards']);
}

/** POST /api/v1/applications/{id}/interviews */
export function useCreateInterview(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InterviewCreate) =>
      unwrap(await getApi().POST('/api/v1/applications/{id}/interviews', { params: { path: { id: applicationId } }, body })),
    onSuccess: () => refresh(client),
  });
}

/** POST /api/v1/interviews/{id}/reschedule */
export function useRescheduleInterview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: components['schemas']['InterviewRescheduleRequest']) =>
      unwrap(await getApi().POST('/api/v1/interviews/{id}/reschedule', { params: { path: { id } }, body })),
    onSuccess: () => refresh(client),
  });
}

/** POST /api/v1/interviews/{id}/cancel */
export function useCancelInterview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      unwrap(await getApi().POST('/api/v1/interviews/{id}/cancel', { params: { path: { id } }, body: { reason } })),
    onSuccess: () => refresh(client),
  });
}

/** POST /api/v1/interviews/{id}/adjustments/{adjustment} */
export function useAnswerAdjustment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { adjustment: number; status: 'agreed' | 'declined'; answer: string }) =>
      unwrap(
        await getApi().POST('/api/v1/interviews/{id}/adjustments/{adjustment}', {
          params: { path: { id, adjustment: input.adjustment } },
          body: { status: input.status, answer: input.answer },
        }),
      ),
    onSuccess: () => refresh(client),
  });
}

/** GET /api/v1/interviews/{id}/scorecards */
export function useScorecards(id: number, enabled: boolean) {
  return useQuery({
    queryKey: apiKey('/api/v1/interviews/{id}/scorecards', id),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/interviews/{id}/scorecards', { params: { path: { id } } })),
    enabled,
  });
}

/** PUT /api/v1/interviews/{id}/scorecards/mine */
export function useSubmitScorecard(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScorecardInput) =>
      unwrap(await getApi().PUT('/api/v1/interviews/{id}/scorecards/mine', { params: { path: { id } }, body })),
    onSuccess: (data) => {
      client.setQueryData(apiKey('/api/v1/interviews/{id}/scorecards', id), data);
      return refresh(client);
    },
  });
}

/** GET /api/v1/interviews/{id}/invite.ics as a file. */
export async function downloadInvite(id: number): Promise<Blob> {
  const result = await getApi().GET('/api/v1/interviews/{id}/invite.ics', { params: { path: { id } }, parseAs: 'blob' });
  return unwrap(result);
}

/** PATCH /api/v1/interviews/{id}: what the card shows (the place, the link, the practical details, adjustments on offer). */
export function useUpdateInterview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (details: components['schemas']['InterviewDetailsInput']) =>
      unwrap(await getApi().PATCH('/api/v1/interviews/{id}', { params: { path: { id } }, body: { details } })),
    onSuccess: () => refresh(client),
  });
}

/** One of the job's hiring team: who may sit on its interview panels. */
export type TeamMember = ApplicationInterviews['hiring_team'][number];

/** PUT /api/v1/interviews/{id}/panel: who sits on the panel (those added and removed are told). */
export function useSetInterviewPanel(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (panel: number[]) =>
      unwrap(await getApi().PUT('/api/v1/interviews/{id}/panel', { params: { path: { id } }, body: { panel } })),
    onSuccess: () => refresh(client),
  });
}
