import type { DashboardStats } from '@viva/contracts';
import type { Db } from '../../platform/database/database.ts';
import { countJobPostings } from '../jobs/index.ts';
import { countUsersWithRole } from '../users/index.ts';

/** The dashboard's figures; each count is asked of the module that owns the data. */
export async function getDashboardStats(db: Db): Promise<DashboardStats> {
  const [candidates, jobApplications] = await Promise.all([countUsersWithRole(db, 'candidate'), countJobPostings(db)]);
  return {
    candidates,
    job_applications: jobApplications,
    // Interviews arrive with the interviews feature; until then there are none to count.
    interviews: { total: 0, completed: 0, scheduled: 0 },
  };
}
