import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getSessionStore } from '@tessera/session/session-store';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type Language = 'en' | 'fr' | 'esp';

/** GET /api/v1/language/translation/{language}: the tenant's own wording (name, tagline, ...). */
export async function getTenantDictionary(language: Language): Promise<Record<string, string>> {
  const answer = unwrap(await getApi().GET('/api/v1/language/translation/{language}', { params: { path: { language } } }));
  const data = answer.data;
  getSessionStore()
    .getState()
    .setLanguage(getSessionStore().getState().languageName ?? language);
  return data;
}

export const tenantDictionaryQuery = (language: Language) =>
  queryOptions({ queryKey: apiKey('/api/v1/language/translation/{language}', language), queryFn: () => getTenantDictionary(language) });

export function useTenantDictionary(language: Language) {
  return useQuery(tenantDictionaryQuery(language));
}
