import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type JobAdDraft = components['schemas']['JobAdDraft'];
export type ReadabilityReport = components['schemas']['ReadabilityReport'];

/**
 * POST /api/v1/jobs/readability: the plain-language report of the ad as written so far. A read without
 * side effects, cached by the draft it was asked for (so the same text is not checked twice); the key
 * names the operation as the GET keys do.
 */
export function useJobAdReport(draft: JobAdDraft | null) {
  return useQuery({
    queryKey: ['post', '/api/v1/jobs/readability', draft] as const,
    queryFn: async () => unwrap(await getApi().POST('/api/v1/jobs/readability', { body: draft as JobAdDraft })),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
