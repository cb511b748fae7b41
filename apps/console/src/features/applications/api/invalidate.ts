import type { QueryClient } from '@tanstack/react-query';

/**
 * Query-key roots of the staff hiring data: applications (lists and details), a job's ranked applicants,
 * comparisons and job seekers (whose detail lists their applications). A status change touches them all.
 */
export const HIRING_KEY_ROOTS = ['applications', 'job-applicants', 'compare-applicants', 'job-seekers'] as const;

export function invalidateHiringLists(client: QueryClient) {
  return Promise.all(HIRING_KEY_ROOTS.map((root) => client.invalidateQueries({ queryKey: [root] })));
}
