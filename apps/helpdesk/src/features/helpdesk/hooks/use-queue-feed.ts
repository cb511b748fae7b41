import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { helpdeskSocketUrl, subscribeHelpdeskFeed, type HelpdeskEvent, type HelpdeskSocketState } from '@tessera/chat/helpdesk-socket';
import { getSessionStore } from '@tessera/session/session-store';
import { useViewer } from '@tessera/ui/use-viewer';
import { useSocketFactory } from '../../../lib/socket-factory.tsx';
import { HELPDESK_SESSIONS_KEY } from '../api/list-helpdesk-sessions.ts';
import { helpdeskSessionKey } from '../api/get-helpdesk-session.ts';

/**
 * Keeps the queue current from the helpdesk socket (the one the top bar's badge listens to as well): a new
 * message, a new, closed or reopened conversation, or a conversation read refreshes the list; a session
 * event also updates that conversation in place. `onEvent` hears every event (for the live region).
 * Returns the socket's state, so the page can say when live updates are paused.
 */
export function useQueueFeed(onEvent: (event: HelpdeskEvent) => void): HelpdeskSocketState {
  const client = useQueryClient();
  const viewer = useViewer();
  const createSocket = useSocketFactory();
  const userId = viewer.user?.user_id;
  const [state, setState] = useState<HelpdeskSocketState>('idle');
  const listener = useRef(onEvent);
  listener.current = onEvent;

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
        onState: setState,
        onEvent: (event) => {
          if (event.event_type === 'session' && event.session)
            client.setQueryData(helpdeskSessionKey(event.session.session_id), event.session);
          if (event.event_type !== 'status') void client.invalidateQueries({ queryKey: HELPDESK_SESSIONS_KEY });
          listener.current(event);
        },
      },
    );
  }, [client, userId, createSocket]);

  return state;
}
