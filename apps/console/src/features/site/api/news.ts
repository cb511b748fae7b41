import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type NewsPostAdmin = components['schemas']['NewsPostAdmin'];
export type NewsPostInput = components['schemas']['NewsPostInput'];

const LIST = apiKey('/api/v1/site/admin/news');

/** GET /api/v1/site/admin/news: every post, drafts included, newest first. */
export function useAdminNews(page: number) {
  return useQuery({
    queryKey: [...LIST, page],
    queryFn: async () => unwrap(await getApi().GET('/api/v1/site/admin/news', { params: { query: { page, page_size: 20 } } })),
  });
}

/** POST (new) or PUT (id) a post; DELETE with `remove`. Every list page is fetched again after. */
export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: NewsPostInput }): Promise<NewsPostAdmin> =>
      id === null
        ? unwrap(await getApi().POST('/api/v1/site/admin/news', { body }))
        : unwrap(await getApi().PUT('/api/v1/site/admin/news/{id}', { params: { path: { id } }, body })),
    onSettled: () => client.invalidateQueries({ queryKey: LIST }),
  });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await getApi().DELETE('/api/v1/site/admin/news/{id}', { params: { path: { id } } })),
    onSettled: () => client.invalidateQueries({ queryKey: LIST }),
  });
}
