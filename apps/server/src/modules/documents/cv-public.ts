import type { AdminQaPair, QaPair } from '@viva/contracts';
import type { DbExecutor } from '../../platform/database/database.ts';
import { countDocumentsByUser, listDocuments } from './documents.queries.ts';

/** The newest CV's path and Q&A (spec part 2 §4.5, §9: the newest CV by created_at is the one interviews use). */
export type NewestCvQa = { cvPath: string; qaPairs: QaPair[]; qaAdminPairs: AdminQaPair[] };

/** The Q&A of the user's newest CV, or null when they have none. */
export async function findNewestCvQa(db: DbExecutor, userId: string): Promise<NewestCvQa | null> {
  const [newest] = await listDocuments(db, userId, 'cv');
  return newest ? { cvPath: newest.path, qaPairs: newest.qaPairs, qaAdminPairs: newest.qaAdminPairs } : null;
}

/** How many CVs each of these users has (users without one are absent from the map). */
export function countCvsByUser(db: DbExecutor, userIds: readonly string[]): Promise<Map<string, number>> {
  return countDocumentsByUser(db, 'cv', userIds);
}
