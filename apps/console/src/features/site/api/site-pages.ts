import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type SitePageName = components['schemas']['SitePageName'];
export type Language = components['schemas']['Language'];
export type SitePageDraft = components['schemas']['SitePageDraft'];

export const SITE_PAGES: readonly SitePageName[] = [
  'about',
  'pricing',
  'privacy-policy',
  'privacy-policy-ep',
  'privacy-policy-npp',
  'terms-of-service',
];

const key = (page: SitePageName, language: Language) => apiKey('/api/v1/site/admin/pages/{page}/{language}', page, language);

/** GET /api/v1/site/admin/pages/{page}/{language}: the draft, the published text and its history. */
export const sitePageDraftQuery = (page: SitePageName, language: Language) =>
  queryOptions({
    queryKey: key(page, language),
    queryFn: async (): Promise<SitePageDraft> =>
      unwrap(await getApi().GET('/api/v1/site/admin/pages/{page}/{language}', { params: { path: { page, language } } })),
  });

export function useSitePageDraft(page: SitePageName, language: Language) {
  return useQuery(sitePageDraftQuery(page, language));
}

type Action = { kind: 'save'; markdown: string } | { kind: 'publish'; markdown: string } | { kind: 'discard' };

/**
 * Save (PUT the draft), publish (save the text shown, then POST publish) or discard (DELETE the draft):
 * each answers the page as the admin edits it, which replaces the cached one.
 */
export function useSitePageAction(page: SitePageName, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action): Promise<SitePageDraft> => {
      const params = { params: { path: { page, language } } };
      if (action.kind === 'discard') return unwrap(await getApi().DELETE('/api/v1/site/admin/pages/{page}/{language}', params));
      const saved = unwrap(
        await getApi().PUT('/api/v1/site/admin/pages/{page}/{language}', { ...params, body: { markdown: action.markdown } }),
      );
      if (action.kind === 'save') return saved;
      return unwrap(await getApi().POST('/api/v1/site/admin/pages/{page}/{language}/publish', params));
    },
    onSuccess: (data) => {
      client.setQueryData(key(page, language), data);
      void client.invalidateQueries({ queryKey: apiKey('/api/v1/site/pages/{page}') });
    },
  });
}

/** POST /api/v1/site/admin/preview: the Markdown as the public page will show it (sanitised by the server). */
export async function previewMarkdown(markdown: string): Promise<string> {
  return unwrap(await getApi().POST('/api/v1/site/admin/preview', { body: { markdown } })).html;
}
