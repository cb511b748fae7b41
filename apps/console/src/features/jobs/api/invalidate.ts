import type { QueryClient } from '@tanstack/react-query';
import { invalidateApi } from '@tessera/api-client/query-keys';

/**
 * After a job changes: the job lists and details, and (a job's title, status or closing changes them) the
 * staff application views: applications (lists and details) and a job's ranked applicants.
 */
export function invalidateJobViews(client: QueryClient) {
  return invalidateApi(client, [
    '/api/v1/jobs',
    '/api/v1/jobs/{id}',
    '/api/v1/applications',
    '/api/v1/applications/{id}',
    '/api/v1/jobs/{id}/applicants',
  ]);
}
