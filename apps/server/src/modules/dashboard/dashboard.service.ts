import type { DashboardStats } from '@viva/contracts';
import type { Db } from '../../platform/database/database.ts';
import { countInterviews } from '../interviews/index.ts';
import { countJobPostings } from '../jobs/index.ts';
import { countUsersWithRole } from '../users/index.ts';

/** The dashboard's figures; each count is asked of the module that owns the data. */
export async function getDashboardStats(db: Db): Promise<DashboardStats> {
  const [candidates, jobApplications, interviews] = await Promise.all([
    countUsersWithRole(db, 'candidate'),
    countJobPostings(db),
    countInterviews(db),
  ]);
  return { candidates, job_applications: jobApplications, interviews };
}
