// Viewing as another user (issue 15, DECISIONS 30), on the client: the administrator's own session is set
// aside in the session store while the view's access token is used (startImpersonation), and put back on
// "End" (endImpersonation), when the view's token runs out, or when the server stops taking it.
import { afterSignInTarget } from '@tessera/routes/home-redirect';
import { getSessionStore } from '@tessera/session/session-store';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from './api.tsx';
import { fetchSessionUser, leavePage } from './session-api.tsx';

/** Where the administrator goes back to when a view ends. */
export const VIEW_RETURN_PATH = '/getUsers';

/** Starts a view as `userId`, then opens the user's own first page (a full load: it may be another app). */
export async function startViewAs(userId: number): Promise<void> {
  const view = unwrap(await getApi().POST('/api/v1/impersonation', { body: { user_id: userId } }));
  const user = await fetchSessionUser(view.access).catch(() => null);
  // This page's guards must not react to the new user while the user's own first page loads.
  leavePage();
  const store = getSessionStore();
  store.getState().startView(view.access);
  if (user) store.getState().setUser(user);
  window.location.assign(afterSignInTarget(null, user));
}

/** Ends the view on the server (whatever the answer) and puts the administrator's session back. */
export async function endViewAs(): Promise<void> {
  const store = getSessionStore();
  if (!store.getState().impersonator) return;
  try {
    await getApi().POST('/api/v1/impersonation/end');
  } catch {
    // An ended or expired view: the server already ended it.
  }
  leavePage();
  store.getState().endView();
  window.location.assign(VIEW_RETURN_PATH);
}

/** A view the server no longer takes (401) or whose time is up: back to the administrator's session. */
export function viewLost(): boolean {
  const store = getSessionStore();
  if (!store.getState().impersonator) return false;
  store.getState().endView();
  return true;
}
