import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationBell } from '@tessera/notifications/notification-bell';
import { getSessionStore } from '@tessera/session/session-store';
import { getApi } from './api.tsx';
import { useGo } from './app-context.tsx';
import { toast } from './toasts.tsx';

/**
 * The top bar's notification bell wired to this page: the shared API client, the interface language, the
 * current path, navigation across apps, the session's notificationId (the application a feedback
 * notification is about, read by /application) and the toasts. Loaded lazily, for signed-in users only.
 */
export default function NotificationBellMount() {
  const { i18n } = useTranslation('notifications');
  const { pathname } = useLocation();
  const go = useGo();
  const navigate = useCallback((to: string) => void go(to), [go]);
  const rememberApplication = useCallback((applicationId: number) => getSessionStore().getState().update({ notificationId: applicationId }), []);
  const showError = useCallback((message: string) => void toast.error(message), []);
  return (
    <NotificationBell
      api={getApi()}
      language={i18n.resolvedLanguage ?? i18n.language}
      pathname={pathname}
      navigate={navigate}
      rememberApplication={rememberApplication}
      showError={showError}
    />
  );
}
