// A saved search's notification (issue 15): its queue and how the next look is queued. Apart from the
// worker (saved-search-check.ts), which reads saved searches, so the service can queue without a cycle.
import type { Executor, JobQueue, QueueSettings } from './queue.ts';

export const SAVED_SEARCH_CHECK_QUEUE = 'saved_search_check';
export const savedSearchCheckQueueSettings: QueueSettings = { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 };
/** Seconds between two looks of one saved search. */
export const SAVED_SEARCH_CHECK_SECONDS = 60;

export interface SavedSearchCheckJob {
  tenantId: number;
  searchId: number;
}

/** Queues the next look at a saved search, SAVED_SEARCH_CHECK_SECONDS from now. */
export async function queueSavedSearchCheck(jobs: JobQueue, tx: Executor, job: SavedSearchCheckJob): Promise<void> {
  await jobs.send(tx, SAVED_SEARCH_CHECK_QUEUE, job, { startAfter: new Date(Date.now() + SAVED_SEARCH_CHECK_SECONDS * 1000) });
}
