import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

const PARTNERS_KEY = ['me', 'partners'] as const;

/** GET /api/v1/me/partner-links: the partner organisations the job seeker is linked to. */
export function usePartnerLinks() {
  return useQuery(
    queryOptions({
      queryKey: [...PARTNERS_KEY, 'links'],
      queryFn: async () => unwrap(await getApi().GET('/api/v1/me/partner-links')),
    }),
  );
}

/** GET /api/v1/me/put-forwards: the partners' requests to put the job seeker forward. */
export function usePutForwards() {
  return useQuery(
    queryOptions({
      queryKey: [...PARTNERS_KEY, 'put-forwards'],
      queryFn: async () => unwrap(await getApi().GET('/api/v1/me/put-forwards', { params: { query: { page_size: 100 } } })),
    }),
  );
}

/** DELETE /api/v1/me/partner-links/{id}: end a link; its unanswered requests lapse. */
export function useEndPartnerLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await getApi().DELETE('/api/v1/me/partner-links/{id}', { params: { path: { id } } }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: PARTNERS_KEY }),
  });
}

/** POST /api/v1/me/put-forwards/{id}/accept or /decline. */
export function useAnswerPutForward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      answer === 'accept'
        ? unwrap(await getApi().POST('/api/v1/me/put-forwards/{id}/accept', { params: { path: { id } } }))
        : unwrap(await getApi().POST('/api/v1/me/put-forwards/{id}/decline', { params: { path: { id } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: PARTNERS_KEY }),
  });
}
