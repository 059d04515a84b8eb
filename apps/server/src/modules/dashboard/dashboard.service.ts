import type { DashboardStats } from '@viva/contracts';
import type { Db } from '../../platform/database/database.ts';
import { countUsersWithRole } from '../users/users.queries.ts';

/** The dashboard's figures; each count is asked of the module that owns the data. */
export async function getDashboardStats(db: Db): Promise<DashboardStats> {
  const candidates = await countUsersWithRole(db, 'candidate');
  return {
    candidates,
    job_applications: { total: 0, open: 0, closed: 0 },
    interviews: { total: 0, completed: 0, scheduled: 0 },
  };
}
