import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type NsatFeedbackQuery = NonNullable<paths['/api/v1/feedback/nsat']['get']['parameters']['query']>;

/** GET /api/v1/feedback/nsat: the widget's ratings, newest first, by rating, paged. */
export async function listNsatFeedback(query: NsatFeedbackQuery) {
  return unwrap(await getApi().GET('/api/v1/feedback/nsat', { params: { query } }));
}

export function nsatFeedbackQueryOptions(query: NsatFeedbackQuery) {
  return queryOptions({
    queryKey: apiKey('/api/v1/feedback/nsat', query),
    queryFn: () => listNsatFeedback(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useNsatFeedback(query: NsatFeedbackQuery) {
  return useQuery(nsatFeedbackQueryOptions(query));
}
