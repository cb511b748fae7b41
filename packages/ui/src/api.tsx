import { createApiClient, type ApiClient } from '@tessera/api-client/create-api-client';
import { getSessionStore } from '@tessera/session/session-store';

let client: ApiClient | undefined;

/** The page's typed API client: same origin, bearer from the session, language from the session. */
export function getApi(): ApiClient {
  client ??= createApiClient({
    // Same origin. The origin is spelled out because openapi-fetch builds a Request before fetching, and
    // Request needs an absolute URL outside browsers (tests); in the browser this equals baseUrl "".
    baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
    // Looked up per call, so a replaced global fetch (tests, service workers) is honoured.
    fetch: (input, init) => globalThis.fetch(input, init),
    getAccessToken: () => getSessionStore().getState().userToken,
    getLanguage: () => getSessionStore().getState().languageName ?? document.documentElement.lang,
  });
  return client;
}
