import { getSessionStore, type SessionUser } from '@tessera/session/session-store';

/** Same-origin API; paths are the contract's full paths. */
export const API_BASE = '';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

function bearer(): Record<string, string> {
  const token = getSessionStore().getState().userToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** GET /api/v1/user/session with the stored bearer (the login check). */
export async function fetchSessionUser(token?: string): Promise<SessionUser> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : bearer();
  const res = await fetch(`${API_BASE}/api/v1/user/session`, { headers });
  const body = await readBody(res);
  if (!res.ok) throw new HttpError(res.status, body);
  return body as SessionUser;
}

let leaving = false;

/** True once the page is being left for good (logout): guards stop redirecting so "/" wins. */
export function isLeavingPage(): boolean {
  return leaving;
}

/** POST /api/v1/logout; tokens are cleared whatever the answer (SPEC §7, DECISIONS 2). */
export async function logout(): Promise<void> {
  const store = getSessionStore();
  const { refreshToken, userToken } = store.getState();
  leaving = true;
  try {
    if (userToken) {
      await fetch(`${API_BASE}/api/v1/logout`, {
        method: 'POST',
        headers: { ...bearer(), 'Content-Type': 'application/json' },
        body: JSON.stringify(refreshToken ? { refresh: refreshToken } : {}),
      });
    }
  } catch {
    // The answer does not matter: the client forgets the session either way.
  } finally {
    store.getState().signOut();
    window.location.assign('/');
  }
}
