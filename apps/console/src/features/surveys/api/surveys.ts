import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type LocalText = components['schemas']['LocalText'];
export type SurveyInput = components['schemas']['SurveyInput'];
export type SurveySendInput = components['schemas']['SurveySendInput'];
export type SurveySummary = components['schemas']['SurveySummary'];
export type SurveyRow = components['schemas']['SurveyRow'];

const SURVEYS = apiKey('/api/v1/surveys');

/** GET /api/v1/surveys: one page of the tenant's surveys with their response rates. */
export function useSurveys(page: number, pageSize = 20) {
  const query = { page, page_size: pageSize };
  return useQuery(
    queryOptions({
      queryKey: [...SURVEYS, query],
      queryFn: async () => unwrap(await getApi().GET('/api/v1/surveys', { params: { query } })),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/v1/surveys/{id}. */
export function useSurvey(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...SURVEYS, 'one', id],
      queryFn: async () => unwrap(await getApi().GET('/api/v1/surveys/{id}', { params: { path: { id: id ?? 0 } } })),
      enabled: id !== null,
    }),
  );
}

/** POST /api/v1/surveys: write a survey. */
export function useCreateSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SurveyInput) => unwrap(await getApi().POST('/api/v1/surveys', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: SURVEYS }),
  });
}

/** POST /api/v1/surveys/{id}/send: send it, once. */
export function useSendSurvey(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SurveySendInput) =>
      unwrap(await getApi().POST('/api/v1/surveys/{id}/send', { params: { path: { id } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: SURVEYS }),
  });
}

type SummaryQuery = NonNullable<paths['/api/v1/surveys/{id}/summary']['get']['parameters']['query']>;

/** GET /api/v1/surveys/{id}/summary?country=: the answers of one country's participants. */
export function useSurveySummary(id: number | null, country: NonNullable<SummaryQuery['country']>) {
  return useQuery(
    queryOptions({
      queryKey: [...SURVEYS, 'summary', id, country],
      queryFn: async () =>
        unwrap(await getApi().GET('/api/v1/surveys/{id}/summary', { params: { path: { id: id ?? 0 }, query: { country } } })),
      enabled: id !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
