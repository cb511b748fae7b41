import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { components } from '@tessera/contract/schema';
import { decodeJwt, expiresAtFromToken } from './session-expiry';

export const SESSION_STORAGE_KEY = 'tessera-session';

export type LanguageName = 'en' | 'fr' | 'esp';

/** The session user of GET /api/v1/user/session (SPEC §3 "Session user"), as the contract declares it. */
export type SessionUser = components['schemas']['SessionUser'];

/**
 * Client-side state of SPEC §3 that the apps read, plus the signed-in user and the page to return to
 * after sign-in (issue 10: fields nothing read are gone; older stored copies lose them on the next write).
 */
export interface SessionData {
  userToken: string | null;
  refreshToken: string | null;
  /** Token exp - 600, unix seconds. */
  expires_at: number | null;
  /** The chosen interface language; null until the user picks one (the browser decides). */
  languageName: LanguageName | null;
  /** Country override of the Canada detection; null when unset. */
  changeCountry: string | null;
  messageCount: number;
  /** The tenant theme as last loaded (kept across sign-out). */
  tenantTheme: Record<string, string> | null;
  canadaPath: boolean;
  notificationId: number | string | null;
  /** SPEC §3: the token of the résumé upload being watched (issue 13), so its progress survives a reload. */
  multiresumeToken: string | null;
  /** SPEC §3: the token of the job-file upload being watched (issue 13). */
  multiJobUploadToken: string | null;
  user: SessionUser | null;
  /** Where a guard sent the visitor from; read once after sign-in. */
  returnTo: string | null;
  /**
   * While the administrator views as another user (DECISIONS 30): the administrator's own session, set
   * aside when the view starts and put back when it ends. The view itself has no refresh token.
   */
  impersonator: ImpersonatorSession | null;
}

/** The administrator's own session, kept aside during a view. */
export interface ImpersonatorSession {
  userToken: string | null;
  refreshToken: string | null;
  expires_at: number | null;
  user: SessionUser | null;
}

export interface SignInInput {
  access: string;
  refresh: string;
  user?: SessionUser | null;
}

export interface SessionActions {
  signIn(input: SignInInput): void;
  /** New token pair from /token/refresh. */
  setTokens(tokens: { access: string; refresh: string }): void;
  setUser(user: SessionUser | null): void;
  /** Clears user, tokens and working data; keeps tenantTheme and languageName. */
  signOut(): void;
  /** Same as signOut (SPEC "clear on event"). */
  reset(): void;
  setLanguage(languageName: LanguageName): void;
  setTenantTheme(theme: Record<string, string> | null): void;
  setReturnTo(path: string | null): void;
  /** Reads and clears returnTo. */
  takeReturnTo(): string | null;
  setMessageCount(count: number): void;
  /** Any other field of the state. */
  update(patch: Partial<SessionData>): void;
  /** Starts a view as another user with its access token (startImpersonation): the current session is set aside. */
  startView(access: string): void;
  /** Ends the view: the administrator's own session comes back (no-op outside a view). */
  endView(): void;
}

export type SessionState = SessionData & SessionActions;

export function initialSessionData(): SessionData {
  return {
    userToken: null,
    refreshToken: null,
    expires_at: null,
    languageName: null,
    changeCountry: null,
    messageCount: 0,
    tenantTheme: null,
    canadaPath: false,
    notificationId: null,
    multiresumeToken: null,
    multiJobUploadToken: null,
    user: null,
    returnTo: null,
    impersonator: null,
  };
}

/** The fields that survive sign-out and clear-on-event. */
export const KEPT_ON_CLEAR = ['tenantTheme', 'languageName'] as const;

export interface PersistApi {
  persist: {
    rehydrate(): Promise<void> | void;
    clearStorage(): void;
    hasHydrated(): boolean;
  };
}

export type SessionStore = StoreApi<SessionState> & PersistApi;

export interface CreateSessionStoreOptions {
  /** Defaults to window.localStorage. */
  storage?: StateStorage;
  name?: string;
}

/** The fields another tab may change under this one: the token pair and whose it is. */
const TOKEN_FIELDS = ['userToken', 'refreshToken', 'expires_at', 'user', 'impersonator'] as const;
type TokenFields = Pick<SessionData, (typeof TOKEN_FIELDS)[number]>;

const tokensOf = (state: Partial<SessionData> | undefined): string =>
  JSON.stringify([state?.userToken ?? null, state?.refreshToken ?? null, state?.impersonator?.refreshToken ?? null]);

const readState = (raw: string | null): Partial<SessionData> | undefined => {
  if (!raw) return undefined;
  try {
    return (JSON.parse(raw) as { state?: Partial<SessionData> }).state;
  } catch {
    return undefined;
  }
};

/**
 * Tokens only move forward across tabs. Every write of a tab carries its whole state, tokens included, so a
 * tab that hydrated before another tab refreshed (or signed out) would put the spent pair back with its next
 * unrelated write (a language, an upload token), and its next refresh would reuse a spent refresh token,
 * which ends the session on the server. So a write whose tokens are still the ones this tab last read or
 * wrote keeps the stored tokens when another tab has changed them since; `adopt` then brings them into
 * this tab's state.
 */
function tokensForward(raw: StateStorage, adopt: (fields: TokenFields) => void): StateStorage {
  let synced: string | undefined;
  return {
    getItem: (name) => {
      const value = raw.getItem(name) as string | null;
      synced = tokensOf(readState(value));
      return value;
    },
    setItem: (name, value) => {
      const next = JSON.parse(value) as { state: SessionData; version?: number };
      const stored = readState(raw.getItem(name) as string | null);
      const mine = tokensOf(next.state);
      if (synced !== undefined && stored && mine === synced && tokensOf(stored) !== synced) {
        const theirs = {} as Record<string, unknown>;
        for (const key of TOKEN_FIELDS) theirs[key] = stored[key] ?? initialSessionData()[key];
        Object.assign(next.state, theirs);
        queueMicrotask(() => adopt(theirs as unknown as TokenFields));
        value = JSON.stringify(next);
      }
      synced = tokensOf(next.state);
      return raw.setItem(name, value);
    },
    removeItem: (name) => {
      synced = undefined;
      return raw.removeItem(name);
    },
  };
}

export function createSessionStore(options: CreateSessionStoreOptions = {}): SessionStore {
  let adopt: (fields: TokenFields) => void = () => undefined;
  const storage = createJSONStorage<SessionData>(() => tokensForward(options.storage ?? window.localStorage, (fields) => adopt(fields)));
  const store = createStore<SessionState>()(
    persist(
      (set, get) => {
        const cleared = (): SessionData => {
          const s = get();
          return {
            ...initialSessionData(),
            tenantTheme: s.tenantTheme,
            languageName: s.languageName,
          };
        };
        return {
          ...initialSessionData(),
          signIn: ({ access, refresh, user }) =>
            set({
              userToken: access,
              refreshToken: refresh,
              expires_at: expiresAtFromToken(access),
              ...(user !== undefined ? { user } : {}),
            }),
          setTokens: ({ access, refresh }) => set({ userToken: access, refreshToken: refresh, expires_at: expiresAtFromToken(access) }),
          setUser: (user) => set({ user }),
          signOut: () => set(cleared()),
          reset: () => set(cleared()),
          setLanguage: (languageName) => set({ languageName }),
          setTenantTheme: (tenantTheme) => set({ tenantTheme }),
          setReturnTo: (returnTo) => set({ returnTo }),
          takeReturnTo: () => {
            const r = get().returnTo;
            if (r !== null) set({ returnTo: null });
            return r;
          },
          setMessageCount: (messageCount) => set({ messageCount }),
          update: (patch) => set(patch),
          startView: (access) => {
            const s = get();
            set({
              ...cleared(),
              impersonator: { userToken: s.userToken, refreshToken: s.refreshToken, expires_at: s.expires_at, user: s.user },
              userToken: access,
              refreshToken: null,
              // The view ends at its token's exp, sharp (no margin, no refresh).
              expires_at: decodeJwt(access)?.exp ?? null,
            });
          },
          endView: () => {
            const own = get().impersonator;
            if (!own) return;
            set({ ...cleared(), ...own, impersonator: null });
          },
        };
      },
      {
        name: options.name ?? SESSION_STORAGE_KEY,
        version: 1,
        storage,
        partialize: (s): SessionData => {
          const data = {} as Record<string, unknown>;
          for (const key of Object.keys(initialSessionData())) data[key] = s[key as keyof SessionData];
          return data as unknown as SessionData;
        },
      },
    ),
  );
  adopt = (fields) => store.setState(fields);
  return store;
}

let shared: SessionStore | undefined;

/** The one store of a page (created on first use, so tests and SSR-free code can import safely). */
export function getSessionStore(): SessionStore {
  shared ??= createSessionStore();
  return shared;
}

/** React hook on the page's store: `useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(getSessionStore(), selector);
}
