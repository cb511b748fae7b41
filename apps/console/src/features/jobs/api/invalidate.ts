import type { QueryClient } from '@tanstack/react-query';
import { JOBS_KEY } from './list-jobs.ts';

/**
 * After a job changes: the job lists, and (a job's title, status or closing changes them) the staff
 * application views, whose query-key roots are 'applications' and 'job-applicants'.
 */
export function invalidateJobViews(client: QueryClient) {
  return Promise.all([JOBS_KEY[0], 'applications', 'job-applicants'].map((root) => client.invalidateQueries({ queryKey: [root] })));
}
