import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type HelpdeskQueueQuery = NonNullable<paths['/api/v1/helpdesk/sessions']['get']['parameters']['query']>;
export type HelpdeskQueueStatus = NonNullable<HelpdeskQueueQuery['status']>;

/** The queue's key prefix: invalidating it refreshes every page and filter of the list. */
export const HELPDESK_SESSIONS_KEY = apiKey('/api/v1/helpdesk/sessions');
/** The socket keeps the queue current; this poll is the fallback (the notifications' 20.5 s, SPEC §9). */
export const QUEUE_POLL_MS = 20_500;

/** GET /api/v1/helpdesk/sessions: the tenant's conversations, unread first, then by last activity. */
export async function listHelpdeskSessions(query: HelpdeskQueueQuery) {
  return unwrap(await getApi().GET('/api/v1/helpdesk/sessions', { params: { query } }));
}

export function helpdeskSessionsQueryOptions(query: HelpdeskQueueQuery) {
  return queryOptions({
    queryKey: [...HELPDESK_SESSIONS_KEY, query],
    queryFn: () => listHelpdeskSessions(query),
    // The page on screen stays while another page or filter loads.
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_POLL_MS,
  });
}

export type HelpdeskQueue = Awaited<ReturnType<typeof listHelpdeskSessions>>;

export function useHelpdeskSessions(query: HelpdeskQueueQuery) {
  return useQuery(helpdeskSessionsQueryOptions(query));
}
