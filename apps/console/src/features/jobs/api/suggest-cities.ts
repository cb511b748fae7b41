import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type SuggestCitiesQuery = paths['/api/v1/places/cities']['get']['parameters']['query'];

/** GET /api/v1/places/cities: cities of the offline gazetteer starting with what was typed, with coordinates. */
export async function suggestCities(query: SuggestCitiesQuery) {
  return unwrap(await getApi().GET('/api/v1/places/cities', { params: { query } }));
}

export function useCitySuggestions(query: SuggestCitiesQuery, enabled: boolean) {
  return useQuery({
    queryKey: apiKey('/api/v1/places/cities', query),
    queryFn: () => suggestCities(query),
    enabled: enabled && query.q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
