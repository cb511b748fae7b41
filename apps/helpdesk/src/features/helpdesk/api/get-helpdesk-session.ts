import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tessera/api-client/api-error';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

/** The query key of one conversation of the queue (the socket's session events refresh it in place). */
export const helpdeskSessionKey = (id: number) => apiKey('/api/v1/helpdesk/sessions/{id}', { id });

/** GET /api/v1/helpdesk/sessions/{id}: one conversation, with who the user is. */
export async function getHelpdeskSession(id: number) {
  return unwrap(await getApi().GET('/api/v1/helpdesk/sessions/{id}', { params: { path: { id } } }));
}

export type HelpdeskSession = Awaited<ReturnType<typeof getHelpdeskSession>>;

export function helpdeskSessionQueryOptions(id: number) {
  return queryOptions({
    queryKey: helpdeskSessionKey(id),
    queryFn: () => getHelpdeskSession(id),
    // An unknown conversation stays unknown.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

export function useHelpdeskSession(id: number | null) {
  return useQuery({ ...helpdeskSessionQueryOptions(id ?? 0), enabled: id !== null });
}
