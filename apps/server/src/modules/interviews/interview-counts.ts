import type { Db } from '../../platform/database/database.ts';
import { countSessionsByStatus } from './interviews.queries.ts';

/**
 * The dashboard's Interviews card: completed interviews, and scheduled ones (started and not yet finished; emailed
 * interview links not yet used join these when they exist).
 */
export async function countInterviews(
  db: Db,
): Promise<{ total: number; completed: number; scheduled: number }> {
  const byStatus = await countSessionsByStatus(db);
  const completed = byStatus.get('completed') ?? 0;
  const scheduled = byStatus.get('active') ?? 0;
  return { total: completed + scheduled, completed, scheduled };
}
