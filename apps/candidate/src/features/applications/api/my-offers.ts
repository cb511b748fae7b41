// The job seeker's offers (issue 12): those sent to them, the letter as a PDF, accepting and declining.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import type { components } from '@tessera/contract/schema';
import { fileNameFrom } from '@tessera/ui/download';
import { getApi } from '@tessera/ui/api';

export type MyOffer = components['schemas']['MyOffer'];

/** GET /api/v1/me/offers: every offer sent to the job seeker (a handful), newest first; one request serves every card. */
export const myOffersQuery = queryOptions({
  queryKey: apiKey('/api/v1/me/offers', 1),
  queryFn: async () => unwrap(await getApi().GET('/api/v1/me/offers', { params: { query: { page: 1, page_size: 100 } } })),
});

/** The latest offer on one application, if one was sent. */
export function useMyOfferFor(applicationId: number): MyOffer | undefined {
  const offers = useQuery(myOffersQuery);
  return offers.data?.results.find((o) => o.application_id === applicationId);
}

export async function acceptMyOffer(id: number): Promise<MyOffer> {
  return unwrap(await getApi().POST('/api/v1/me/offers/{id}/accept', { params: { path: { id } } }));
}

export async function declineMyOfferById(id: number, reason: string): Promise<MyOffer> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return unwrap(await getApi().POST('/api/v1/me/offers/{id}/decline', { params: { path: { id } }, body }));
}

/** GET /api/v1/me/offers/{id}/letter: the letter as a PDF, with the name to save it under. */
export async function downloadMyOfferLetter(id: number): Promise<{ blob: Blob; fileName: string }> {
  const result = await getApi().GET('/api/v1/me/offers/{id}/letter', { params: { path: { id } }, parseAs: 'blob' });
  const blob = unwrap(result);
  return { blob, fileName: fileNameFrom(result.response.headers.get('content-disposition')) ?? `offer-${id}.pdf` };
}
