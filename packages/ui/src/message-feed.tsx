// Messages about applications (issue 15), live: the page's one notification socket (`/ws/notifications/`,
// shared with the bell) tells which thread changed; what changed is then fetched over HTTP, after the last
// seq held, so a message is never lost (a reconnect fetches again) nor shown twice (seqs already held are
// dropped). Also the inbox query the top bar's badge and the inbox page share.
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { notificationSocketUrl, subscribeNotificationFeed, type MessagePush } from '@tessera/notifications/notification-socket';
import { getSessionStore } from '@tessera/session/session-store';
import { getApi } from './api.tsx';
import { useViewer } from './use-viewer.tsx';

/** The badge is asked for as often as the notifications are (SPEC §9); pushes refresh it between. */
export const INBOX_POLL_MS = 20_500;

export const INBOX_PATH = '/api/v1/recruiter/applicants/messages';

/** GET /api/v1/recruiter/applicants/messages?page=n (page 1 also feeds the badge's `unread_count`). */
export function inboxQuery(page = 1) {
  return queryOptions({
    queryKey: apiKey(INBOX_PATH, page),
    queryFn: async () => unwrap(await getApi().GET(INBOX_PATH, { params: { query: { page } } })).data,
  });
}

export interface MessageFeedListener {
  /** A thread changed (a message, a read mark). */
  onMessage: (push: MessagePush) => void;
  /** The socket (re)joined: anything may have been missed meanwhile. */
  onResync: () => void;
}

/** Listens to message pushes on the page's notification socket while mounted (signed-in users only). */
export function useMessageFeed(listener: MessageFeedListener): void {
  const userId = useViewer().user?.user_id;
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => {
    if (userId === undefined) return undefined;
    return subscribeNotificationFeed(
      { key: String(userId), url: notificationSocketUrl(), getToken: () => getSessionStore().getState().userToken },
      {
        onMessage: (push) => ref.current.onMessage(push),
        onPush: (push) => {
          if (push.event_type === 'status') ref.current.onResync();
        },
      },
    );
  }, [userId]);
}
