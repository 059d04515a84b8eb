import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/database/database.ts';
import { storageErasures } from './candidates.schema.ts';

export type StorageErasureRow = typeof storageErasures.$inferSelect;

/** The id of the waiting erasure of this prefix (a prefix already waiting stays one row). */
export async function insertStorageErasure(db: DbExecutor, prefix: string): Promise<string> {
  const [row] = await db
    .insert(storageErasures)
    .values({ prefix })
    .onConflictDoUpdate({ target: storageErasures.prefix, set: { prefix } })
    .returning({ id: storageErasures.id });
  return row!.id;
}

export async function findStorageErasure(db: DbExecutor, id: string): Promise<StorageErasureRow | null> {
  const [row] = await db.select().from(storageErasures).where(eq(storageErasures.id, id));
  return row ?? null;
}

export async function deleteStorageErasure(db: DbExecutor, id: string): Promise<void> {
  await db.delete(storageErasures).where(eq(storageErasures.id, id));
}

export async function recordStorageErasureFailure(db: DbExecutor, id: string, error: string): Promise<void> {
  await db
    .update(storageErasures)
    .set({ attempts: sql`${storageErasures.attempts} + 1`, lastError: error, lastAttemptAt: new Date() })
    .where(eq(storageErasures.id, id));
}

/** The oldest waiting erasures, for the sweep. */
export function listStorageErasures(db: DbExecutor, limit: number): Promise<StorageErasureRow[]> {
  return db.select().from(storageErasures).orderBy(asc(storageErasures.requestedAt)).limit(limit);
}
