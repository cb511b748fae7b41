// The `import` queue (issue 13): one job per uploaded batch. Its worker handles the batch's files a chunk
// at a time, one transaction per chunk (services/imports.ts processBatch); a worker that dies leaves the
// job to expire and be retried, and the retry skips every file that already has its outcome, so nothing is
// created twice.
import type { Database } from '../db/client.ts';
import type { FileStore } from '../services/file-store.ts';
import { RESUME_CHUNK, processBatch, type ImportJob } from '../services/imports.ts';
import type { ResumeTextLimits } from '../services/resume-text.ts';
import type { JobQueue, QueueSettings } from './queue.ts';

export { IMPORT_QUEUE } from '../services/imports.ts';

/** 6 attempts; a batch of 1,000 résumés takes about a minute, so a worker has 15 minutes before its job is retried. */
export const importQueueSettings: QueueSettings = { retryLimit: 5, retryDelay: 5, expireInSeconds: 15 * 60 };

export function importWorker(database: Database, files: FileStore, jobs: JobQueue, textLimits?: ResumeTextLimits) {
  const { db } = database;
  const resumeChunk = RESUME_CHUNK[database.kind];
  return async (job: ImportJob): Promise<void> => {
    await processBatch({ db, files, jobs, resumeChunk, ...(textLimits ? { textLimits } : {}) }, job);
  };
}
