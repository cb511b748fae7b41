import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ChatWidget } from '@tessera/chat/chat-widget';
import { getSessionStore, useSession } from '@tessera/session/session-store';
import { getApi } from './api.tsx';
import { useAppName, useGo } from './app-context.tsx';
import { useViewer } from './use-viewer.tsx';

/** The helpdesk app's own chat pages, where concierges answer: no help chat there. */
const CONCIERGE_CHAT_PATHS = new Set(['/helpdesk', '/helpdeskchat']);

export function isConciergeChatPage(app: string, pathname: string): boolean {
  return app === 'helpdesk' && CONCIERGE_CHAT_PATHS.has(pathname.replace(/\/+$/, '').toLowerCase());
}

/**
 * The floating help chat (SPEC §2) on every page of the three apps, wired to the page's API client,
 * session (name, token), interface language, the tenant's time zone when the theme names one, and
 * navigation across apps.
 */
export function ChatMount() {
  const { i18n } = useTranslation('chat');
  const { pathname } = useLocation();
  const app = useAppName();
  const viewer = useViewer();
  const go = useGo();
  const navigate = useCallback((to: string) => void go(to), [go]);
  const getToken = useCallback(() => getSessionStore().getState().userToken, []);
  const zone = useSession((s) => s.tenantTheme?.time_zone ?? null);
  if (isConciergeChatPage(app, pathname)) return null;
  const signedIn = viewer.status !== 'anonymous';
  return (
    <ChatWidget
      api={getApi()}
      signedIn={signedIn}
      userName={viewer.user?.name ?? null}
      viewerKey={signedIn ? `user-${viewer.user?.user_id ?? 'loading'}` : 'guest'}
      getToken={getToken}
      language={i18n.resolvedLanguage ?? i18n.language}
      timeZone={zone}
      navigate={navigate}
    />
  );
}
