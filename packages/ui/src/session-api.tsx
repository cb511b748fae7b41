import { ApiError } from '@tessera/api-client/api-error';
import { handles } from '@tessera/api-client/create-api-client';
import { getSessionStore, type SessionUser } from '@tessera/session/session-store';
import { getApi } from './api.tsx';

/**
 * GET /api/v1/user/session (the login check), with `token` or the stored one. A 401 is the caller's to
 * show (SPEC §8: "Session Expired! Please Login Again"); failures throw ApiError (status 0: no answer).
 */
export async function fetchSessionUser(token?: string): Promise<SessionUser> {
  const { data, error, response } = await getApi().GET('/api/v1/user/session', {
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    middleware: [handles(401)],
  });
  if (!response.ok || !data) throw new ApiError(response.status, error);
  return data;
}

let leaving = false;

/** True once the page is being left for good (logout): guards stop redirecting so "/" wins. */
export function isLeavingPage(): boolean {
  return leaving;
}

/** The page is being left for another (a full load): guards stop redirecting meanwhile. */
export function leavePage(): void {
  leaving = true;
}

/** POST /api/v1/logout; tokens are cleared whatever the answer (SPEC §7, DECISIONS 2). */
export async function logout(): Promise<void> {
  const store = getSessionStore();
  leaving = true;
  if (store.getState().impersonator) {
    // Signing out during a view as another user: the view ends first, then the administrator signs out.
    try {
      await getApi().POST('/api/v1/impersonation/end');
    } catch {
      // An ended view: nothing to end.
    }
    store.getState().endView();
  }
  const { refreshToken, userToken } = store.getState();
  try {
    if (userToken) await getApi().POST('/api/v1/logout', { body: refreshToken ? { refresh: refreshToken } : {} });
  } catch {
    // The answer does not matter: the client forgets the session either way.
  } finally {
    store.getState().signOut();
    window.location.assign('/');
  }
}
