import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationBell } from '@tessera/notifications/notification-bell';
import {
  notificationSocketUrl,
  renewNotificationFeed,
  subscribeNotificationFeed,
  type NotificationLiveSource,
  type SocketFactory,
} from '@tessera/notifications/notification-socket';
import { sideBarItemsFor } from '@tessera/routes/navigation';
import { getSessionStore, useSession } from '@tessera/session/session-store';
import { getApi } from './api.tsx';
import { useGo } from './app-context.tsx';
import { loadChunk } from './chunk-load.ts';
import { toast } from './toasts.tsx';
import { useViewer } from './use-viewer.tsx';

export interface NotificationBellMountProps {
  /** Tests hand in a fake socket and a short poll. */
  createSocket?: SocketFactory;
  pollMs?: number;
}

/**
 * The top bar's notification bell wired to this page: the shared API client, the interface language, the
 * current path, navigation across apps, the session's notificationId (the application a feedback
 * notification is about, read by /application) and the toasts. It also opens the page's notification
 * socket `/ws/notifications/` (one per tab, keyed by the signed-in user; the token is read from the
 * session when the socket authenticates), whose pushes keep the bell current between polls (DECISIONS 15).
 * Loaded lazily, for signed-in users only.
 */
export default function NotificationBellMount({ createSocket, pollMs }: NotificationBellMountProps = {}) {
  const { i18n } = useTranslation('notifications');
  const { pathname } = useLocation();
  const go = useGo();
  const viewer = useViewer();
  const userId = viewer.user?.user_id;
  // SPEC §2: role 1 sees the job bulk-upload result dialog, other staff the résumé one; job seekers import nothing.
  const importKind =
    viewer.role === null || viewer.role === 'job_seeker' ? undefined : viewer.role === 'hiring_manager' ? 'jobs' : 'resumes';
  // An offer notification opens the offers page where the viewer's side bar has it (built pages only).
  const offersPath = sideBarItemsFor(viewer.role).find((item) => item.id === 'offers')?.href;
  const token = useSession((s) => s.userToken);
  const navigate = useCallback((to: string) => void go(to), [go]);
  const rememberApplication = useCallback(
    (applicationId: number) => getSessionStore().getState().update({ notificationId: applicationId }),
    [],
  );
  const showError = useCallback((message: string) => void toast.error(message), []);
  const live = useCallback<NotificationLiveSource>(
    (listener) =>
      subscribeNotificationFeed(
        {
          key: String(userId),
          url: notificationSocketUrl(),
          getToken: () => getSessionStore().getState().userToken,
          ...(createSocket ? { createSocket } : {}),
        },
        listener,
      ),
    [userId, createSocket],
  );
  // A refused socket (an expired token) tries again once the session holds a new token.
  useEffect(() => {
    if (token) renewNotificationFeed();
  }, [token]);
  return (
    <NotificationBell
      api={getApi()}
      language={i18n.resolvedLanguage ?? i18n.language}
      pathname={pathname}
      navigate={navigate}
      loadChunk={loadChunk}
      rememberApplication={rememberApplication}
      showError={showError}
      {...(userId === undefined ? {} : { live })}
      {...(importKind ? { importKind } : {})}
      {...(offersPath ? { offersPath } : {})}
      {...(pollMs ? { pollMs } : {})}
    />
  );
}
