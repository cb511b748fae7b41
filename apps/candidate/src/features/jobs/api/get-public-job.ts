import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tessera/api-client/api-error';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type JobView = components['schemas']['JobView'];
export type MatchBreakdown = components['schemas']['MatchBreakdown'];

/**
 * GET /api/v1/search/jobs/{id}: the public job; with the session's bearer a job seeker also gets their
 * match, application and saved state. A refused token (the session ended elsewhere) still shows the
 * public job: the page asks again without it.
 */
export async function getPublicJob(id: number): Promise<JobView> {
  try {
    return unwrap(await getApi().GET('/api/v1/search/jobs/{id}', { params: { path: { id } } }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const res = await globalThis.fetch(`${window.location.origin}/api/v1/search/jobs/${id}`, { headers: { accept: 'application/json' } });
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) throw new ApiError(res.status, body);
    return body as JobView;
  }
}

/** Keyed by the viewer too: signing in or out fetches the job again with the right extras. */
export const publicJobQuery = (id: number, viewer: number | null) =>
  queryOptions({ queryKey: apiKey('/api/v1/search/jobs/{id}', id, viewer), queryFn: () => getPublicJob(id) });

export function usePublicJob(id: number, viewer: number | null, enabled = true) {
  return useQuery({ ...publicJobQuery(id, viewer), enabled });
}
