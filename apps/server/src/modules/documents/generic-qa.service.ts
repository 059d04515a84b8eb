import type { QaPair } from '@viva/contracts';
import type { Engine } from '@viva/engine';
import type { Db } from '../../platform/database/database.ts';
import { findGenericQa, insertGenericQaOnce, updateGenericQa } from './documents.queries.ts';
import { qaListEdits } from './qa-lists.ts';

export type GenericQaDeps = { db: Db; engine: Engine };

/** Spec part 2 §2.10: a user's generic questions, seeded from the engine's standard list on first use. */
export async function getGenericQa(deps: GenericQaDeps, userId: string): Promise<QaPair[]> {
  const existing = await findGenericQa(deps.db, userId);
  if (existing) return existing;
  // Two first reads at once: one insert wins, both answer what it stored.
  await insertGenericQaOnce(deps.db, userId, await deps.engine.genericQa());
  return (await findGenericQa(deps.db, userId))!;
}

/** One change of the list under its row's lock; answers the whole list after it. */
export async function changeGenericQa(
  deps: GenericQaDeps,
  userId: string,
  change: (items: QaPair[]) => QaPair[],
): Promise<QaPair[]> {
  await getGenericQa(deps, userId);
  return deps.db.transaction(async (tx) => {
    const current = (await findGenericQa(tx, userId, { forUpdate: true }))!;
    const changed = change(current);
    await updateGenericQa(tx, userId, changed);
    return changed;
  });
}

export const addGenericQaPair = (deps: GenericQaDeps, userId: string, pair: QaPair) =>
  changeGenericQa(deps, userId, (items) => qaListEdits.append(items, pair));

export const editGenericQaAnswer = (deps: GenericQaDeps, userId: string, index: number, answer: string) =>
  changeGenericQa(deps, userId, (items) => qaListEdits.change(items, index, { answer }));

export const deleteGenericQaPair = (deps: GenericQaDeps, userId: string, index: number) =>
  changeGenericQa(deps, userId, (items) => qaListEdits.remove(items, index));
