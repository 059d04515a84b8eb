import { z } from 'zod';
import type { Db } from '../../platform/database/database.ts';
import { pruneFinishedJobRecords, type JobDefinition, type QueueLogger } from '../../platform/queue/index.ts';
import { isLocalStorage, type Storage } from '../../platform/storage/index.ts';

export const MAINTENANCE_CLEANUP = 'maintenance.cleanup';

const HOUR_SECONDS = 3600;
// A temporary file this old belongs to no write still running: uploads end within HTTP_REQUEST_TIMEOUT_SECONDS
// (an hour at most) and a job's writes within its time limit.
const STALE_TEMPORARY_FILE_MS = 2 * HOUR_SECONDS * 1000;

// Nothing to say: each run looks at what is there.
const PayloadSchema = z.object({}).strict();

export type CleanupResult = { finished_jobs_removed: number; temporary_files_removed: number };

/**
 * Every hour: removes the status records of background jobs finished more than JOB_RETENTION_DAYS ago (the browser
 * stopped polling them long before), and the temporary files of writes a crash interrupted. pg-boss prunes its
 * own tables; object stores drop interrupted uploads by their lifecycle rules (docs/operations.md).
 */
export function cleanupJob(deps: {
  db: Db;
  storage: Storage;
  retentionDays: number;
  logger: QueueLogger;
}): JobDefinition<z.infer<typeof PayloadSchema>, CleanupResult> {
  return {
    name: MAINTENANCE_CLEANUP,
    payload: PayloadSchema,
    retryLimit: 1,
    retryDelaySeconds: 60,
    timeoutSeconds: 300,
    everySeconds: HOUR_SECONDS,
    async handle() {
      const now = Date.now();
      const finishedJobsRemoved = await pruneFinishedJobRecords(
        deps.db,
        new Date(now - deps.retentionDays * 24 * HOUR_SECONDS * 1000),
      );
      const temporaryFilesRemoved = isLocalStorage(deps.storage)
        ? await deps.storage.pruneTemporaryFiles(new Date(now - STALE_TEMPORARY_FILE_MS))
        : 0;
      if (finishedJobsRemoved + temporaryFilesRemoved > 0) {
        deps.logger.info({ finishedJobsRemoved, temporaryFilesRemoved }, 'Cleanup removed old job records and files');
      }
      return { finished_jobs_removed: finishedJobsRemoved, temporary_files_removed: temporaryFilesRemoved };
    },
  };
}
