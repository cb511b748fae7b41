import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type CareerFeedbackQuery = NonNullable<paths['/api/v1/feedback/career']['get']['parameters']['query']>;

/** GET /api/v1/feedback/career: career-connector feedback, newest first, by type, paged. */
export async function listCareerFeedback(query: CareerFeedbackQuery) {
  return unwrap(await getApi().GET('/api/v1/feedback/career', { params: { query } }));
}

export function careerFeedbackQueryOptions(query: CareerFeedbackQuery) {
  return queryOptions({
    queryKey: apiKey('/api/v1/feedback/career', query),
    queryFn: () => listCareerFeedback(query),
    placeholderData: keepPreviousData,
  });
}

export function useCareerFeedback(query: CareerFeedbackQuery) {
  return useQuery(careerFeedbackQueryOptions(query));
}
