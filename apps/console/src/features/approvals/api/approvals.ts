import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type ApprovalsQuery = NonNullable<paths['/api/v1/approvals']['get']['parameters']['query']>;
export type ApprovalDetail = components['schemas']['ApprovalDetail'];
export type ApprovalDecision = components['schemas']['ApprovalDecision'];
export type OrganisationKind = components['schemas']['OrganisationKind'];
export type OrganisationStatus = components['schemas']['OrganisationStatus'];

const LIST = apiKey('/api/v1/approvals');

/** GET /api/v1/approvals: the tenant's organisations, newest sign-up first, filtered and paged. */
export function useApprovals(query: ApprovalsQuery) {
  return useQuery({
    queryKey: [...LIST, query],
    queryFn: async () => unwrap(await getApi().GET('/api/v1/approvals', { params: { query } })),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/approvals/{id}: one organisation with its people. */
export function useApproval(id: number | null) {
  return useQuery({
    queryKey: apiKey('/api/v1/approvals/{id}', id),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/approvals/{id}', { params: { path: { id: id ?? 0 } } })),
    enabled: id !== null,
  });
}

/** POST /api/v1/approvals/{id}/decision: approve, reject, suspend or restore; the queue is read again after. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ApprovalDecision }) =>
      unwrap(await getApi().POST('/api/v1/approvals/{id}/decision', { params: { path: { id } }, body })),
    onSuccess: (data) => client.setQueryData(apiKey('/api/v1/approvals/{id}', data.id), data),
    onSettled: () => client.invalidateQueries({ queryKey: LIST }),
  });
}
