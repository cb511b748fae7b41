import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SESSION_EXPIRED_ON_LOAD_KEY, VIEW_ENDED_KEY, checkSessionOnLoad, watchStorage } from '@tessera/session/session-watch';
import { isSessionValid } from '@tessera/session/session-expiry';
import { getSessionStore, useSession } from '@tessera/session/session-store';
import { isApiError } from '@tessera/api-client/api-error';
import { setHttpNotifier } from './api.tsx';
import { fetchSessionUser } from './session-api.tsx';
import { SESSION_LOAD_RETRY_DELAYS_MS, isRetryableStatus, setSessionLoadPhase, useSessionLoadGeneration } from './session-load.tsx';
import { currentLanguage } from './language-switcher.tsx';
import { ReadingProfileSync } from './reading-profile-sync.tsx';
import { ThemeLoader } from './theme-loader.tsx';
import { ToastRegion, toast } from './toasts.tsx';

/** Toasts: top-right, 5000 ms, paused on hover and while focused, dragged away at 80 % (SPEC §9). */
export { TOAST_AUTO_CLOSE_MS } from './toasts.tsx';

function useNotify(i18n: I18n) {
  return useCallback(
    (key: string) => {
      // One toast per message: several failing calls show it once.
      void i18n.loadNamespaces('common').then(() => toast.warn(i18n.t(key), { toastId: key }));
    },
    [i18n],
  );
}

/**
 * Session checks: expiry on load, the storage watch (another tab signed out), the SPEC §8 helper
 * messages of the API client, and the session user load (GET /api/v1/user/session) whenever a valid
 * token has no user yet: a 401 ends the session; no answer, 429 and 5xx are retried with backoff, then
 * shown as an error with a retry button (SessionPending).
 */
export function SessionBootstrap({ i18n }: { i18n: I18n }) {
  const notify = useNotify(i18n);
  const token = useSession((s) => s.userToken);
  const hasUser = useSession((s) => s.user !== null);
  const generation = useSessionLoadGeneration();
  useEffect(() => {
    const store = getSessionStore();
    // SPEC §3 languageName: the detected language is kept as the user's language until they pick another.
    if (!store.getState().languageName) store.getState().setLanguage(currentLanguage(i18n.language));
    checkSessionOnLoad(store, notify);
    const stopHttp = setHttpNotifier(notify);
    const stopWatch = watchStorage(store, notify);
    return () => {
      stopHttp();
      stopWatch();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per app load: the detected language is kept, later changes are the user's
  }, [notify]);
  useEffect(() => {
    const store = getSessionStore();
    if (!token || hasUser || !isSessionValid(store.getState())) {
      setSessionLoadPhase('idle');
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stale = () => cancelled || store.getState().userToken !== token;
    const attempt = (retries: number) => {
      fetchSessionUser(token)
        .then((user) => {
          if (stale()) return;
          store.getState().setUser(user);
          setSessionLoadPhase('idle');
        })
        .catch((error: unknown) => {
          if (stale()) return;
          const status = isApiError(error) ? error.status : 0;
          if (status === 401) {
            setSessionLoadPhase('idle');
            if (store.getState().impersonator) {
              notify(VIEW_ENDED_KEY);
              store.getState().endView();
              return;
            }
            notify(SESSION_EXPIRED_ON_LOAD_KEY);
            store.getState().reset();
            return;
          }
          const delay = SESSION_LOAD_RETRY_DELAYS_MS[retries];
          if (!isRetryableStatus(status) || delay === undefined) {
            setSessionLoadPhase('failed');
            return;
          }
          setSessionLoadPhase('retrying');
          timer = setTimeout(() => attempt(retries + 1), delay);
        });
    };
    setSessionLoadPhase('loading');
    attempt(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token, hasUser, generation, notify]);
  return null;
}

export interface AppProvidersProps {
  i18n: I18n;
  children: ReactNode;
  queryClient?: QueryClient;
  /** Skip the theme fetch (tests). */
  withTheme?: boolean;
}

export function AppProviders({ i18n, children, queryClient, withTheme = true }: AppProvidersProps) {
  const [client] = useState(
    () => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SessionBootstrap i18n={i18n} />
        {withTheme ? <ThemeLoader /> : null}
        <ReadingProfileSync />
        {children}
        {/* Loads react-toastify with the first toast. */}
        <ToastRegion />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
