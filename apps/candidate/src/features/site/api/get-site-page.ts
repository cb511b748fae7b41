import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type SitePage = components['schemas']['SitePage'];
export type SitePageName = components['schemas']['SitePageName'];
export type Language = components['schemas']['Language'];

/** GET /api/v1/site/pages/{page}: the tenant's page in a language (an earlier version when given). */
export async function getSitePage(page: SitePageName, language: Language, version?: number): Promise<SitePage> {
  const query = version === undefined ? { language } : { language, version };
  return unwrap(await getApi().GET('/api/v1/site/pages/{page}', { params: { path: { page }, query } }));
}

export const sitePageQuery = (page: SitePageName, language: Language, version?: number) =>
  queryOptions({
    queryKey: apiKey('/api/v1/site/pages/{page}', page, language, version ?? null),
    queryFn: () => getSitePage(page, language, version),
  });

export function useSitePage(page: SitePageName, language: Language, version?: number) {
  return useQuery(sitePageQuery(page, language, version));
}
