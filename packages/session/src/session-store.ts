import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { expiresAtFromToken } from './session-expiry';

export const SESSION_STORAGE_KEY = 'tessera-session';

export type LanguageName = 'en' | 'fr' | 'esp';

/** The session user of GET /api/v1/user/session (SPEC §3 "Session user"; contract: SessionUser). */
export interface SessionUser {
  authenticated: true;
  name: string;
  email: string;
  chat_id: string | null;
  is_user: boolean;
  user_id: number;
  role_id: number | null;
  is_consent: boolean;
  tenant_name: string;
  user_image: string | null;
  is_cananda: boolean;
  billing: boolean | null;
  email_verified: boolean;
}

export interface ApplicantData {
  user_id: number | string;
  jobscore: number | null;
  title: string;
  slug: string;
  type: string;
  weightedScore: number | null;
  totalScore: number | null;
  company: string;
}

export interface AdvanceSearchData {
  advanceSearchResults: unknown[];
  searchName: string;
}

/** Client-side state of SPEC §3, plus the signed-in user and the page to return to after sign-in. */
export interface SessionData {
  userToken: string | null;
  refreshToken: string | null;
  /** Token exp - 600, unix seconds. */
  expires_at: number | null;
  failedLoginAttempts: number;
  /** The tenant's language dictionary for languageName. */
  language: Record<string, string>;
  /** The chosen interface language; null until the user picks one (the browser decides). */
  languageName: LanguageName | null;
  /** Country override of the Canada detection; null when unset. */
  changeCountry: string | null;
  billing: boolean | null;
  compareApplicants: unknown[];
  advanceSearchData: AdvanceSearchData;
  messageCount: number;
  multiresumeToken: string | null;
  multiJobUploadToken: string | null;
  /** The tenant theme as last loaded (kept across sign-out). */
  tenantTheme: Record<string, string> | null;
  profileImage: string | null;
  canadaPath: boolean;
  interval: number | null;
  Feedbacktime: number | null;
  notificationId: number | string | null;
  applicantList: unknown[];
  jobSeekerName: string;
  checkLogin: boolean;
  clearStoreOnEvent: boolean;
  applicantData: ApplicantData | null;
  user: SessionUser | null;
  /** Where a guard sent the visitor from; read once after sign-in. */
  returnTo: string | null;
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
  /** Clears user, tokens and working data; keeps tenantTheme, language and languageName. */
  signOut(): void;
  /** Same as signOut (SPEC "clear on event"). */
  reset(): void;
  recordFailedLogin(): number;
  resetFailedLogins(): void;
  setLanguage(languageName: LanguageName, dictionary?: Record<string, string>): void;
  setTenantTheme(theme: Record<string, string> | null): void;
  setReturnTo(path: string | null): void;
  /** Reads and clears returnTo. */
  takeReturnTo(): string | null;
  setMessageCount(count: number): void;
  /** Any other field of the state. */
  update(patch: Partial<SessionData>): void;
}

export type SessionState = SessionData & SessionActions;

export function initialSessionData(): SessionData {
  return {
    userToken: null,
    refreshToken: null,
    expires_at: null,
    failedLoginAttempts: 0,
    language: {},
    languageName: null,
    changeCountry: null,
    billing: null,
    compareApplicants: [],
    advanceSearchData: { advanceSearchResults: [], searchName: '' },
    messageCount: 0,
    multiresumeToken: null,
    multiJobUploadToken: null,
    tenantTheme: null,
    profileImage: null,
    canadaPath: false,
    interval: null,
    Feedbacktime: null,
    notificationId: null,
    applicantList: [],
    jobSeekerName: '',
    checkLogin: false,
    clearStoreOnEvent: false,
    applicantData: null,
    user: null,
    returnTo: null,
  };
}

/** The fields that survive sign-out and clear-on-event. */
export const KEPT_ON_CLEAR = ['tenantTheme', 'language', 'languageName'] as const;

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

export function createSessionStore(options: CreateSessionStoreOptions = {}): SessionStore {
  const storage = createJSONStorage<SessionData>(() => options.storage ?? window.localStorage);
  return createStore<SessionState>()(
    persist(
      (set, get) => {
        const cleared = (): SessionData => {
          const s = get();
          return {
            ...initialSessionData(),
            tenantTheme: s.tenantTheme,
            language: s.language,
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
              failedLoginAttempts: 0,
              checkLogin: true,
              ...(user !== undefined ? { user, billing: user?.billing ?? null, profileImage: user?.user_image ?? null } : {}),
            }),
          setTokens: ({ access, refresh }) => set({ userToken: access, refreshToken: refresh, expires_at: expiresAtFromToken(access) }),
          setUser: (user) => set({ user, billing: user?.billing ?? null, profileImage: user?.user_image ?? null }),
          signOut: () => set(cleared()),
          reset: () => set(cleared()),
          recordFailedLogin: () => {
            const next = get().failedLoginAttempts + 1;
            set({ failedLoginAttempts: next });
            return next;
          },
          resetFailedLogins: () => set({ failedLoginAttempts: 0 }),
          setLanguage: (languageName, dictionary) => set(dictionary ? { languageName, language: dictionary } : { languageName }),
          setTenantTheme: (tenantTheme) => set({ tenantTheme }),
          setReturnTo: (returnTo) => set({ returnTo }),
          takeReturnTo: () => {
            const r = get().returnTo;
            if (r !== null) set({ returnTo: null });
            return r;
          },
          setMessageCount: (messageCount) => set({ messageCount }),
          update: (patch) => set(patch),
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
  ) as SessionStore;
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
