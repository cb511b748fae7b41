import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getHelpdeskUnread } from '@tessera/chat/chat-api';
import type { SocketFactory } from '@tessera/chat/chat-connection';
import { helpdeskSocketUrl, subscribeHelpdeskFeed } from '@tessera/chat/helpdesk-socket';
import { normalisePathname } from '@tessera/routes/manifest';
import { getSessionStore } from '@tessera/session/session-store';
import { getApi } from './api.tsx';
import { useAppName } from './app-context.tsx';
import { armMessageSound, playMessageSound } from './message-sound.tsx';
import { useViewer } from './use-viewer.tsx';

/** The unread count is asked for as often as the notifications are (SPEC §9); the socket pushes it between. */
export const MESSAGE_COUNT_POLL_MS = 20_500;

/** The helpdesk app's conversation page: messages there are read on screen, so no sound. */
export function isHelpdeskChatPage(app: string, pathname: string): boolean {
  return app === 'helpdesk' && normalisePathname(pathname).toLowerCase() === '/helpdeskchat';
}

/** The helpdesk app's own pages announce arrivals themselves (their queue has a live region). */
function isHelpdeskPage(app: string, pathname: string): boolean {
  const p = normalisePathname(pathname).toLowerCase();
  return app === 'helpdesk' && (p === '/helpdesk' || p === '/helpdeskchat');
}

export interface HelpdeskMessagesMountProps {
  /** Tests hand in a fake socket and a short poll. */
  createSocket?: SocketFactory;
  pollMs?: number;
}

/**
 * The concierge's (role 6) Messages badge, kept current on every page of the three apps (SPEC §2 top bar,
 * §7): GET /api/v1/session `total_unread` at once, every 20.5 s while the tab is visible and when it comes
 * back, and pushed by the helpdesk socket with each event. A `new_message` outside the chat page plays
 * the message sound (after the first user gesture, when not turned off) and is read out politely.
 * Loaded lazily by the top bar, for role 6 only.
 */
export default function HelpdeskMessagesMount({ createSocket, pollMs = MESSAGE_COUNT_POLL_MS }: HelpdeskMessagesMountProps) {
  const { t } = useTranslation('helpdesk');
  const { pathname } = useLocation();
  const app = useAppName();
  const viewer = useViewer();
  const userId = viewer.user?.user_id;
  const [announcement, setAnnouncement] = useState<{ id: number; text: string } | null>(null);
  const lastPush = useRef(0);
  const place = useRef({ chat: false, helpdesk: false });
  place.current = { chat: isHelpdeskChatPage(app, pathname), helpdesk: isHelpdeskPage(app, pathname) };
  const tRef = useRef(t);
  tRef.current = t;

  const setCount = useCallback((count: number) => getSessionStore().getState().setMessageCount(count), []);

  useEffect(() => armMessageSound(), []);

  // The poll: the fallback when the socket is down, and the first figure.
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    const load = async () => {
      if (document.visibilityState === 'hidden') return;
      const askedAt = Date.now();
      try {
        const count = await getHelpdeskUnread(getApi());
        // A pushed figure newer than this question wins.
        if (!stopped && lastPush.current <= askedAt) setCount(count);
      } catch {
        // SPEC §8: message count errors are silent; the next poll tries again.
      }
    };
    void load();
    const timer = setInterval(() => void load(), pollMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, pollMs, setCount]);

  // The push.
  useEffect(() => {
    if (userId === undefined) return;
    return subscribeHelpdeskFeed(
      {
        key: String(userId),
        url: helpdeskSocketUrl(userId),
        getToken: () => getSessionStore().getState().userToken,
        ...(createSocket ? { createSocket } : {}),
      },
      {
        onEvent: (event) => {
          if (typeof event.total_unread === 'number') {
            lastPush.current = Date.now();
            setCount(event.total_unread);
          }
          if (event.event_type !== 'new_message') return;
          if (!place.current.chat) playMessageSound();
          if (!place.current.helpdesk) {
            const text = tRef.current('live.newMessage', { name: event.username || tRef.current('live.someone') });
            setAnnouncement((a) => ({ id: (a?.id ?? 0) + 1, text }));
          }
        },
      },
    );
  }, [userId, createSocket, setCount]);

  return (
    <div className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement ? <p key={announcement.id}>{announcement.text}</p> : null}
    </div>
  );
}
