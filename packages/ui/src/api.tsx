import { createApiClient, type ApiClient } from '@tessera/api-client/create-api-client';
import { getSessionStore } from '@tessera/session/session-store';

let client: ApiClient | undefined;

/** The page's typed API client: same origin, bearer from the session, language from the session. */
export function getApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: '',
    getAccessToken: () => getSessionStore().getState().userToken,
    getLanguage: () => getSessionStore().getState().languageName ?? document.documentElement.lang,
  });
  return client;
}
