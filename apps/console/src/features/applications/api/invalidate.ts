import type { QueryClient } from '@tanstack/react-query';
import { invalidateApi, type GetPath } from '@tessera/api-client/query-keys';

/**
 * The staff hiring data: applications (lists and details), a job's ranked applicants, comparisons and job
 * seekers (whose detail lists their applications). A status change touches them all.
 */
export const HIRING_PATHS: readonly GetPath[] = [
  '/api/v1/applications',
  '/api/v1/applications/{id}',
  '/api/v1/jobs/{id}/applicants',
  '/api/v1/applications/compare',
  '/api/v1/jobseekers',
  '/api/v1/jobseekers/{id}',
  '/api/v1/jobseekers/{id}/put-forwards',
];

export function invalidateHiringLists(client: QueryClient) {
  return invalidateApi(client, HIRING_PATHS);
}
