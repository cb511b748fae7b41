import { isSessionValid, nowSeconds } from './session-expiry';
import { SESSION_STORAGE_KEY, type SessionState } from './session-store';

/** i18n keys of the session toasts (SPEC §4, §8). */
export const SESSION_EXPIRED_ON_LOAD_KEY = 'common:session.expiredOnLoad'; // "Session Expired! Please Login Again"
export const SESSION_EXPIRED_IN_STORAGE_KEY = 'common:session.expiredInStorage'; // "Session expired! Please login again."
/** A view as another user ended by itself (DECISIONS 30): the administrator is back in their own session. */
export const VIEW_ENDED_KEY = 'common:viewAs.ended';

export type Notify = (i18nKey: string) => void;

export interface WatchableStore {
  getState(): SessionState;
  persist?: { rehydrate(): Promise<void> | void };
}

/**
 * On page load: a stored token whose expiry has passed -> notify and reset (theme and language kept).
 * Returns whether a valid session is present.
 */
export function checkSessionOnLoad(store: WatchableStore, notify: Notify, now: number = nowSeconds()): boolean {
  const state = store.getState();
  if (isSessionValid(state, now)) return true;
  if (state.impersonator) {
    // A view whose time is up: back to the administrator's own session (checked like any other next).
    notify(VIEW_ENDED_KEY);
    state.endView();
    return checkSessionOnLoad(store, notify, now);
  }
  if (state.userToken) {
    notify(SESSION_EXPIRED_ON_LOAD_KEY);
    state.reset();
  } else if (state.user) {
    // A user without a token is not a session.
    state.reset();
  }
  return false;
}

function readStored(value: string | null): { userToken: string | null; expires_at: number | null } {
  if (!value) return { userToken: null, expires_at: null };
  try {
    const parsed = JSON.parse(value) as { state?: { userToken?: unknown; expires_at?: unknown } };
    const s = parsed.state ?? {};
    return {
      userToken: typeof s.userToken === 'string' ? s.userToken : null,
      expires_at: typeof s.expires_at === 'number' ? s.expires_at : null,
    };
  } catch {
    return { userToken: null, expires_at: null };
  }
}

export interface WatchStorageOptions {
  key?: string;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * Another tab changed the stored session. When the new value shows an invalid session while this tab
 * holds one -> notify and clear (theme and language kept). A valid new session (a sign-in elsewhere) is
 * picked up by rehydrating. Returns the unsubscribe function.
 */
export function watchStorage(store: WatchableStore, notify: Notify, options: WatchStorageOptions = {}): () => void {
  const key = options.key ?? SESSION_STORAGE_KEY;
  const target = options.target ?? window;
  const now = options.now ?? nowSeconds;
  const onStorage = (event: StorageEvent): void => {
    // key null means localStorage.clear() in another tab.
    if (event.key !== null && event.key !== key) return;
    const next = readStored(event.key === null ? null : event.newValue);
    if (isSessionValid(next, now())) {
      if (next.userToken !== store.getState().userToken) void store.persist?.rehydrate();
      return;
    }
    const state = store.getState();
    if (!state.userToken) return;
    notify(SESSION_EXPIRED_IN_STORAGE_KEY);
    state.reset();
  };
  target.addEventListener('storage', onStorage as EventListener);
  return () => target.removeEventListener('storage', onStorage as EventListener);
}
