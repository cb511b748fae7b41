import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type OrganisationStatusPage = components['schemas']['OrganisationStatusPage'];
export type ApprovalReview = components['schemas']['ApprovalReview'];
export type ApprovalDetail = components['schemas']['ApprovalDetail'];

/** GET /api/v1/organisation-status?token=: the applicant's status (/approval, /rejected). */
export function useOrganisationStatus(token: string) {
  return useQuery({
    queryKey: apiKey('/api/v1/organisation-status', token),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/organisation-status', { params: { query: { token } } })),
    enabled: token !== '',
    retry: false,
  });
}

const REVIEW = apiKey('/api/v1/approval-review');

/** GET /api/v1/approval-review?token=: the organisation of a review link (/approval1, /approve). */
export function useApprovalReview(token: string) {
  return useQuery({
    queryKey: [...REVIEW, token],
    queryFn: async () => unwrap(await getApi().GET('/api/v1/approval-review', { params: { query: { token } } })),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/v1/approval-review: approve or reject through the link, once. */
export function useActOnReview(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { decision: 'approve' | 'reject'; reason?: string }) =>
      unwrap(await getApi().POST('/api/v1/approval-review', { body: { token, ...body } })),
    onSuccess: (data) => client.setQueryData([...REVIEW, token], data),
  });
}
