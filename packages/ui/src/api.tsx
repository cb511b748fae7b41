import { createApiClient, type ApiClient } from '@tessera/api-client/create-api-client';
import { HTTP_NOT_FOUND_KEY, HTTP_UNAUTHORIZED_KEY } from '@tessera/session/http-messages';
import { getSessionStore } from '@tessera/session/session-store';
import { VIEW_ENDED_KEY } from '@tessera/session/session-watch';

/**
 * Calls to fixed paths whose 404 is an answer the caller shows itself (a chat that no longer exists, no
 * résumé yet, a file that is gone). Every other fixed-path 404 means the server cannot answer at all:
 * the SPEC §8 404 helper message. A call can also opt out with `handles(404)` from the api client.
 */
export const SELF_HANDLED_NOT_FOUND: ReadonlySet<string> = new Set([
  '/api/v1/session/chat',
  '/api/v1/me/resume',
  '/api/v1/user/file/download',
]);

export const REFRESH_LOCK_NAME = 'tessera-token-refresh';

/** Shows a translated message (set by AppProviders, which holds the i18n instance). */
export type HttpNotifier = (i18nKey: string) => void;
let notifier: HttpNotifier | null = null;

export function setHttpNotifier(notify: HttpNotifier): () => void {
  notifier = notify;
  return () => {
    if (notifier === notify) notifier = null;
  };
}

/** A signed-in call got 401 and the token could not be refreshed: the 401 helper message, then sign-out. */
export function endLostSession(): void {
  const store = getSessionStore();
  // Several calls may fail together: the first one ends the session, the others find it over.
  if (!store.getState().userToken) return;
  if (store.getState().impersonator) {
    // A view the server no longer takes (its 30 minutes are up, or it was ended): back to the administrator.
    notifier?.(VIEW_ENDED_KEY);
    store.getState().endView();
    window.location.assign('/getUsers');
    return;
  }
  notifier?.(HTTP_UNAUTHORIZED_KEY);
  store.getState().reset();
}

/**
 * One token refresh at a time across the tabs of this origin (Web Locks); inside the lock the stored
 * session is read again, because another tab may have refreshed (and so spent the refresh token) meanwhile.
 */
export function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const run = async (): Promise<T> => {
    await getSessionStore().persist.rehydrate();
    return task();
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK_NAME, run) as Promise<T>) : run();
}

let client: ApiClient | undefined;

/**
 * The page's typed API client: same origin, bearer from the session (refreshed shortly before it
 * expires), language from the session, and the SPEC §8 helper messages for 401 and 404.
 */
export function getApi(): ApiClient {
  client ??= createApiClient({
    // Same origin. The origin is spelled out because openapi-fetch builds a Request before fetching, and
    // Request needs an absolute URL outside browsers (tests); in the browser this equals baseUrl "".
    baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
    // Looked up per call, so a replaced global fetch (tests, service workers) is honoured.
    fetch: (input, init) => globalThis.fetch(input, init),
    getAccessToken: () => getSessionStore().getState().userToken,
    getLanguage: () => getSessionStore().getState().languageName ?? document.documentElement.lang,
    onUnauthorized: endLostSession,
    onNotFound: ({ path }) => {
      if (!SELF_HANDLED_NOT_FOUND.has(path)) notifier?.(HTTP_NOT_FOUND_KEY);
    },
    refresh: {
      getRefreshToken: () => getSessionStore().getState().refreshToken,
      getExpiresAt: () => getSessionStore().getState().expires_at,
      setTokens: (tokens) => getSessionStore().getState().setTokens(tokens),
      lock: acrossTabs,
    },
  });
  return client;
}
