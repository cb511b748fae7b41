import { afterSignInTarget } from '@tessera/routes/home-redirect';
import { getSessionStore } from '@tessera/session/session-store';
import { useGo } from '@tessera/ui/app-context';
import { fetchSessionUser } from '@tessera/ui/session-api';

/**
 * Stores the tokens (expires_at = exp - 600 is computed by the store), loads the session user and goes to
 * the remembered page, else /search when ready, else /home (DECISIONS 3).
 */
export function useSignInComplete() {
  const go = useGo();
  return async (tokens: { access: string; refresh: string }, remembered: string | null) => {
    const store = getSessionStore();
    const user = await fetchSessionUser(tokens.access);
    store.getState().signIn({ access: tokens.access, refresh: tokens.refresh, user });
    await go(afterSignInTarget(remembered ?? store.getState().takeReturnTo(), user), { replace: true });
  };
}
