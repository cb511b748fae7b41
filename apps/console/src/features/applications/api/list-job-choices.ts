import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

/** The most the jobs list gives in one page (the contract's page_size maximum). */
export const JOB_CHOICES_PAGE_SIZE = 100;

/**
 * GET /api/v1/jobs (every status, newest first): the jobs to filter applications by. `q` narrows the
 * choice when a tenant has more jobs than one page holds.
 */
function choicesQuery(q: string) {
  return q.trim()
    ? { status: 'all' as const, q: q.trim(), page_size: JOB_CHOICES_PAGE_SIZE }
    : { status: 'all' as const, page_size: JOB_CHOICES_PAGE_SIZE };
}

export async function listJobChoices(q: string) {
  return unwrap(await getApi().GET('/api/v1/jobs', { params: { query: choicesQuery(q) } }));
}

export function useJobChoices(q: string) {
  return useQuery(queryOptions({ queryKey: apiKey('/api/v1/jobs', choicesQuery(q)), queryFn: () => listJobChoices(q), staleTime: 60_000 }));
}
