import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey, invalidateApi } from '@tessera/api-client/query-keys';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type AccessPassport = components['schemas']['AccessPassport'];
export type AccessPassportInput = components['schemas']['AccessPassportInput'];
export type PassportItemKey = components['schemas']['PassportItemKey'];
export type PassportShareKey = components['schemas']['PassportShareKey'];
export type PassportShareMode = components['schemas']['PassportShareMode'];
export type MyPassportShare = components['schemas']['MyPassportShare'];

export const MY_PASSPORT_KEY = apiKey('/api/v1/me/passport');

/** GET /api/v1/me/passport: the job seeker's access passport (empty until first saved). */
export function useMyPassport(enabled = true) {
  return useQuery({
    ...queryOptions({ queryKey: MY_PASSPORT_KEY, queryFn: async () => unwrap(await getApi().GET('/api/v1/me/passport')) }),
    enabled,
  });
}

/** PUT /api/v1/me/passport; what each application shares follows it, so those are fetched again. */
export function useSavePassport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccessPassportInput) => unwrap(await getApi().PUT('/api/v1/me/passport', { body })),
    onSuccess: (passport) => {
      client.setQueryData(MY_PASSPORT_KEY, passport);
      void invalidateApi(client, ['/api/v1/me/applications/{id}/passport']);
    },
  });
}

/** GET /api/v1/me/passport/views: who viewed what the job seeker shared, a page at a time. */
export function usePassportViews(page: number) {
  return useQuery({
    queryKey: apiKey('/api/v1/me/passport/views', { page }),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/me/passport/views', { params: { query: { page, page_size: 10 } } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/me/applications/{id}/passport: what one application shares. */
export function useApplicationShare(id: number, enabled = true) {
  return useQuery({
    queryKey: apiKey('/api/v1/me/applications/{id}/passport', id),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/me/applications/{id}/passport', { params: { path: { id } } })),
    enabled,
  });
}

/** PUT /api/v1/me/applications/{id}/passport. */
export async function shareMyPassport(id: number, share: PassportShareMode, keys: PassportShareKey[]): Promise<MyPassportShare> {
  return unwrap(await getApi().PUT('/api/v1/me/applications/{id}/passport', { params: { path: { id } }, body: { share, keys } }));
}

export function useShareMyPassport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, share, keys }: { id: number; share: PassportShareMode; keys: PassportShareKey[] }) =>
      shareMyPassport(id, share, keys),
    onSuccess: (answer) => client.setQueryData(apiKey('/api/v1/me/applications/{id}/passport', answer.application_id), answer),
  });
}
