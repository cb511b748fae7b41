import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';
import { fileNameFrom, saveBlob } from '@tessera/ui/download';

export type AdvancedSearchQuery = NonNullable<paths['/api/v1/advanced-search']['get']['parameters']['query']>;
export type ExportSearchQuery = NonNullable<paths['/api/v1/advanced-search/export']['get']['parameters']['query']>;
export type SavedSearchBody = paths['/api/v1/advanced-search/saved']['post']['requestBody']['content']['application/json'];

/** GET /api/v1/advanced-search: a page of the job seekers the viewer may see that match. */
export function useAdvancedSearch(query: AdvancedSearchQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/advanced-search', query),
      queryFn: async () => unwrap(await getApi().GET('/api/v1/advanced-search', { params: { query } })),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** GET /api/v1/advanced-search/export saved as the CSV file the server names; resolves to its name. */
export async function exportAdvancedSearch(query: ExportSearchQuery): Promise<string> {
  const { data, response } = await getApi().GET('/api/v1/advanced-search/export', { params: { query }, parseAs: 'blob' });
  if (!response.ok || !data) throw new Error(`export failed with HTTP ${response.status}`);
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? 'job-seekers.csv';
  saveBlob(data, name);
  return name;
}

const SAVED = apiKey('/api/v1/advanced-search/saved');

/** GET /api/v1/advanced-search/saved: one's own saved searches and the team's shared ones. */
export function useSavedSearches() {
  return useQuery(
    queryOptions({
      queryKey: SAVED,
      queryFn: async () => unwrap(await getApi().GET('/api/v1/advanced-search/saved')),
    }),
  );
}

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SavedSearchBody) => unwrap(await getApi().POST('/api/v1/advanced-search/saved', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await getApi().DELETE('/api/v1/advanced-search/saved/{id}', { params: { path: { id } } }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED }),
  });
}
