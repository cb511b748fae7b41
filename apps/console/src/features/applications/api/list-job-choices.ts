import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** The most the jobs list gives in one page (the contract's page_size maximum). */
export const JOB_CHOICES_PAGE_SIZE = 100;

/**
 * GET /api/v1/jobs (every status, newest first): the jobs to filter applications by. `q` narrows the
 * choice when a tenant has more jobs than one page holds.
 */
export async function listJobChoices(q: string) {
  const query = q.trim()
    ? { status: 'all' as const, q: q.trim(), page_size: JOB_CHOICES_PAGE_SIZE }
    : { status: 'all' as const, page_size: JOB_CHOICES_PAGE_SIZE };
  return unwrap(await getApi().GET('/api/v1/jobs', { params: { query } }));
}

export function useJobChoices(q: string) {
  return useQuery(queryOptions({ queryKey: ['jobs', 'choices', q.trim()], queryFn: () => listJobChoices(q), staleTime: 60_000 }));
}
