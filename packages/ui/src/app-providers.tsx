import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SESSION_EXPIRED_ON_LOAD_KEY, checkSessionOnLoad, watchStorage } from '@tessera/session/session-watch';
import { isSessionValid } from '@tessera/session/session-expiry';
import { getSessionStore, useSession } from '@tessera/session/session-store';
import { HttpError, fetchSessionUser } from './session-api.tsx';
import { ThemeLoader } from './theme-loader.tsx';
import { ToastRegion, toast } from './toasts.tsx';

/** Toasts: top-right, 5000 ms, paused on hover and focus loss, dragged away at 80 % (SPEC §9). */
export { TOAST_AUTO_CLOSE_MS } from './toasts.tsx';

function useNotify(i18n: I18n) {
  return (key: string) => {
    void i18n.loadNamespaces('common').then(() => toast.warn(i18n.t(key)));
  };
}

/**
 * Session checks: expiry on load, the storage watch (another tab signed out) and the session user load
 * (GET /api/v1/user/session) whenever a valid token has no user yet.
 */
export function SessionBootstrap({ i18n }: { i18n: I18n }) {
  const notify = useNotify(i18n);
  const token = useSession((s) => s.userToken);
  const hasUser = useSession((s) => s.user !== null);
  useEffect(() => {
    const store = getSessionStore();
    checkSessionOnLoad(store, notify);
    return watchStorage(store, notify);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const store = getSessionStore();
    if (!token || hasUser || !isSessionValid(store.getState())) return;
    let cancelled = false;
    fetchSessionUser(token)
      .then((user) => {
        if (!cancelled && store.getState().userToken === token) store.getState().setUser(user);
      })
      .catch((error: unknown) => {
        if (cancelled || store.getState().userToken !== token) return;
        if (error instanceof HttpError && error.status === 401) {
          notify(SESSION_EXPIRED_ON_LOAD_KEY);
          store.getState().reset();
        }
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, hasUser]);
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
        {children}
        {/* Loads react-toastify with the first toast; tooltips bring their own provider (hint-tooltip). */}
        <ToastRegion />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
