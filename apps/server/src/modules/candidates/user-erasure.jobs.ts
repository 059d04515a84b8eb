import { z } from 'zod';
import type { Db } from '../../platform/database/database.ts';
import type { JobDefinition, QueueLogger } from '../../platform/queue/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import {
  deleteStorageErasure,
  findStorageErasure,
  listStorageErasures,
  recordStorageErasureFailure,
} from './candidates.queries.ts';

export const USER_ERASE_FILES = 'user.erase-files';
export const USER_ERASE_FILES_SWEEP = 'user.erase-files-sweep';

export type UserErasureDeps = { db: Db; storage: Storage; logger: QueueLogger };

const PayloadSchema = z.object({ erasureId: z.uuid() });
type Payload = z.infer<typeof PayloadSchema>;

const SWEEP_SECONDS = 900;
const SWEEP_BATCH = 100;

/**
 * Removes one waiting prefix from storage, then its outbox row. Idempotent: files already gone are no error, and a
 * row already removed (the sweep got there first) means there is nothing left to do.
 */
async function eraseStoredFiles(deps: UserErasureDeps, erasureId: string): Promise<void> {
  const erasure = await findStorageErasure(deps.db, erasureId);
  if (!erasure) return;
  try {
    await deps.storage.deletePrefix(erasure.prefix);
  } catch (error) {
    await recordStorageErasureFailure(
      deps.db,
      erasureId,
      error instanceof Error ? error.message : String(error),
    );
    throw error;
  }
  await deleteStorageErasure(deps.db, erasureId);
}

/**
 * After a user's deletion committed: their stored files. Storage being down is retried with backoff (5 s doubling,
 * about 40 minutes in all); past that the outbox row stays for the sweep.
 */
export function eraseUserFilesJob(deps: UserErasureDeps): JobDefinition<Payload, null> {
  return {
    name: USER_ERASE_FILES,
    payload: PayloadSchema,
    retryLimit: 9,
    retryDelaySeconds: 5,
    timeoutSeconds: 600,
    async handle({ payload }) {
      await eraseStoredFiles(deps, payload.erasureId);
      return null;
    },
  };
}

/** Every 15 minutes: any erasure still waiting (a crash right after the commit, or storage down for longer). */
export function sweepUserFilesJob(
  deps: UserErasureDeps,
): JobDefinition<Record<string, never>, { erased: number; waiting: number }> {
  return {
    name: USER_ERASE_FILES_SWEEP,
    payload: z.object({}).strict(),
    retryLimit: 0,
    retryDelaySeconds: 60,
    timeoutSeconds: 900,
    everySeconds: SWEEP_SECONDS,
    async handle() {
      let erased = 0;
      const waiting = await listStorageErasures(deps.db, SWEEP_BATCH);
      for (const { id, prefix } of waiting) {
        try {
          await eraseStoredFiles(deps, id);
          erased += 1;
        } catch (error) {
          deps.logger.warn({ err: error, prefix }, 'Stored files of a deleted user could not be removed yet');
        }
      }
      return { erased, waiting: waiting.length - erased };
    },
  };
}
