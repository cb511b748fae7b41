// The offers' calls (issue 12; the contract's "offers" tag) and their queries. Every change refreshes the
// offers lists, the application's offers and the hiring views (a sent offer moves the application).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey, invalidateApi } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';
import { invalidateHiringLists } from '../../applications/api/invalidate.ts';

export type OffersQuery = NonNullable<paths['/api/v1/offers']['get']['parameters']['query']>;
export type OfferList = paths['/api/v1/offers']['get']['responses'][200]['content']['application/json'];
export type OfferSummary = OfferList['results'][number];
export type Offer = paths['/api/v1/offers/{id}']['get']['responses'][200]['content']['application/json'];
export type OfferStatus = Offer['status'];
export type OfferInput = paths['/api/v1/applications/{id}/offers']['post']['requestBody']['content']['application/json'];
export type OfferChange = NonNullable<paths['/api/v1/offers/{id}']['patch']['requestBody']>['content']['application/json'];
export type OfferTemplate = paths['/api/v1/offers/templates']['get']['responses'][200]['content']['application/json']['results'][number];
export type Language = OfferTemplate['language'];

export const OFFER_STATUSES: readonly OfferStatus[] = [
  'draft',
  'awaiting_approval',
  'approved',
  'sent',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
];

export function isOfferStatus(value: string | null): value is OfferStatus {
  return value !== null && (OFFER_STATUSES as readonly string[]).includes(value);
}

export function useOffers(query: OffersQuery) {
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/offers', query),
      queryFn: async () => unwrap(await getApi().GET('/api/v1/offers', { params: { query } })),
      placeholderData: keepPreviousData,
    }),
  );
}

export function applicationOffersKey(applicationId: number) {
  return apiKey('/api/v1/applications/{id}/offers', applicationId);
}

export function useApplicationOffers(applicationId: number) {
  return useQuery({
    queryKey: applicationOffersKey(applicationId),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/applications/{id}/offers', { params: { path: { id: applicationId } } })),
    enabled: applicationId > 0,
  });
}

function refresh(client: QueryClient) {
  return Promise.all([
    invalidateApi(client, ['/api/v1/offers', '/api/v1/offers/{id}', '/api/v1/applications/{id}/offers']),
    invalidateHiringLists(client),
  ]);
}

export type OfferAction = 'submit' | 'approve' | 'send' | 'withdraw';

async function act(id: number, action: OfferAction, reason?: string): Promise<Offer> {
  const path = { params: { path: { id } } };
  switch (action) {
    case 'submit':
      return unwrap(await getApi().POST('/api/v1/offers/{id}/submit', path));
    case 'approve':
      return unwrap(await getApi().POST('/api/v1/offers/{id}/approve', path));
    case 'send':
      return unwrap(await getApi().POST('/api/v1/offers/{id}/send', path));
    case 'withdraw':
      return unwrap(
        await getApi().POST('/api/v1/offers/{id}/withdraw', { ...path, body: reason?.trim() ? { reason: reason.trim() } : {} }),
      );
  }
}

export function useOfferAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: OfferAction; reason?: string }) => act(id, action, reason),
    onSuccess: () => void refresh(client),
  });
}

export function useCreateOffer(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OfferInput) =>
      unwrap(await getApi().POST('/api/v1/applications/{id}/offers', { params: { path: { id: applicationId } }, body })),
    onSuccess: () => void refresh(client),
  });
}

export function useUpdateOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: OfferChange }) =>
      unwrap(await getApi().PATCH('/api/v1/offers/{id}', { params: { path: { id } }, body })),
    onSuccess: () => void refresh(client),
  });
}

export function useOfferTemplates(enabled: boolean) {
  return useQuery({
    queryKey: apiKey('/api/v1/offers/templates'),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/offers/templates')),
    enabled,
  });
}

export function useSaveOfferTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ language, body }: { language: Language; body: string }) =>
      unwrap(await getApi().PUT('/api/v1/offers/templates/{language}', { params: { path: { language } }, body: { body } })),
    onSuccess: (data) => client.setQueryData(apiKey('/api/v1/offers/templates'), data),
  });
}

export function useOfferSettings(enabled: boolean) {
  return useQuery({
    queryKey: apiKey('/api/v1/offers/settings'),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/offers/settings')),
    enabled,
  });
}

export function useSaveOfferSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (programApproval: boolean) =>
      unwrap(await getApi().PUT('/api/v1/offers/settings', { body: { program_approval: programApproval } })),
    onSuccess: (data) => client.setQueryData(apiKey('/api/v1/offers/settings'), data),
  });
}
