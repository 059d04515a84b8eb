import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { isUuid, type JobStatusRecord } from '@viva/contracts';
import { backgroundJobs } from '../../db/schema.ts';
import type { Db } from '../database/database.ts';

export type { JobStatusRecord };

export type JobRow = typeof backgroundJobs.$inferSelect;

export const WAITING_MESSAGE = 'Waiting to start...';
export const PROCESSING_MESSAGE = 'Processing...';
export const RETRYING_MESSAGE = 'Retrying after an error...';
export const COMPLETED_MESSAGE = 'Completed';

/** The status records of background jobs: every write is conditional on the current status, so a late or
 * repeated call (a timed-out handler finishing, a second worker) can never move a finished job backwards. */
export function jobRecords(db: Db) {
  const now = () => new Date();
  const update = async (id: string, values: Partial<typeof backgroundJobs.$inferInsert>, condition: SQL) => {
    const rows = await db
      .update(backgroundJobs)
      .set({ ...values, updatedAt: now() })
      .where(and(eq(backgroundJobs.id, id), condition))
      .returning();
    return rows[0] ?? null;
  };
  const isUnfinished = inArray(backgroundJobs.status, ['pending', 'processing']);
  const isProcessing = eq(backgroundJobs.status, 'processing');

  return {
    insert: async (kind: string, payload: unknown, ownerId: string | null, id?: string) => {
      const [row] = await db
        .insert(backgroundJobs)
        .values({ id, kind, payload, ownerId, status: 'pending', progress: 0, message: WAITING_MESSAGE })
        .returning({ id: backgroundJobs.id });
      return row!.id;
    },
    remove: async (id: string) => {
      await db.delete(backgroundJobs).where(eq(backgroundJobs.id, id));
    },
    find: async (id: string): Promise<JobRow | null> => {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
      return row ?? null;
    },
    listUnfinished: (kinds: string[]) =>
      db
        .select()
        .from(backgroundJobs)
        .where(and(isUnfinished, inArray(backgroundJobs.kind, kinds))),
    /** Claims the record for one attempt; null when it is already finished (or gone), so the attempt is skipped. */
    markProcessing: async (id: string, attempts: number) =>
      update(id, { status: 'processing', attempts, message: PROCESSING_MESSAGE, error: null }, isUnfinished),
    markProgress: async (id: string, progress: number, message: string) =>
      update(id, { progress: Math.round(Math.min(100, Math.max(0, progress))), message }, isProcessing),
    markCompleted: async (id: string, result: unknown) =>
      update(
        id,
        { status: 'completed', progress: 100, message: COMPLETED_MESSAGE, result, error: null },
        isProcessing,
      ),
    markRetrying: async (id: string, message = RETRYING_MESSAGE) =>
      update(id, { status: 'pending', message }, isUnfinished),
    /** The last step of a final failure, after the job's cleanup ran; null when the job had already finished. */
    markFailed: async (id: string, error: string) =>
      update(id, { status: 'failed', message: null, error }, isUnfinished),
  };
}

export type JobRecords = ReturnType<typeof jobRecords>;

/** Removes the status records of jobs that finished (completed or failed) before `olderThan`; returns how many. */
export async function pruneFinishedJobRecords(db: Db, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(backgroundJobs)
    .where(and(inArray(backgroundJobs.status, ['completed', 'failed']), lt(backgroundJobs.updatedAt, olderThan)))
    .returning({ id: backgroundJobs.id });
  return removed.length;
}

export function toStatusRecord(row: JobRow): JobStatusRecord {
  return {
    job_id: row.id,
    status: row.status,
    progress: row.progress,
    message: row.message,
    result: row.result ?? null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
