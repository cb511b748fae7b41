import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type NewsPost = components['schemas']['NewsPost'];
export type NewsKind = components['schemas']['NewsKind'];
export type NewsPostList = components['schemas']['NewsPostList'];

export const NEWS_PAGE_SIZE = 10;

export const newsListQuery = (kind: NewsKind | undefined, page: number) =>
  queryOptions({
    queryKey: apiKey('/api/v1/site/news', kind ?? null, page),
    queryFn: async (): Promise<NewsPostList> =>
      unwrap(
        await getApi().GET('/api/v1/site/news', { params: { query: { ...(kind ? { kind } : {}), page, page_size: NEWS_PAGE_SIZE } } }),
      ),
  });

/** GET /api/v1/site/news: one page of published posts, newest first. */
export function useNewsList(kind: NewsKind | undefined, page: number) {
  return useQuery(newsListQuery(kind, page));
}

/** GET /api/v1/site/news/{id}: one published post. */
export function useNewsPost(id: number) {
  return useQuery({
    queryKey: apiKey('/api/v1/site/news/{id}', id),
    queryFn: async (): Promise<NewsPost> => unwrap(await getApi().GET('/api/v1/site/news/{id}', { params: { path: { id } } })),
    retry: false,
  });
}
