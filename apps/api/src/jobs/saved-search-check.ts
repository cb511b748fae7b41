// The worker of a saved search's notification (issue 15): each look notifies the owner of the people newly
// matching (services/saved-searches.ts checkSavedSearch) and queues the next look in the same transaction;
// a search deleted or no longer notifying ends the chain. A look that comes too soon after the last one
// (a retried job whose first run went through) does nothing and queues nothing, so the chain stays one.
import type { Db } from '../db/client.ts';
import { checkSavedSearch } from '../services/saved-searches.ts';
import type { JobHandler, JobQueue } from './queue.ts';
import type { SavedSearchCheckJob } from './saved-search-check-queue.ts';

export function savedSearchCheckWorker(db: Db, jobs: JobQueue): JobHandler<SavedSearchCheckJob> {
  return async (data) => {
    await checkSavedSearch(db, jobs, data.tenantId, data.searchId);
  };
}
