import type { DashboardStats } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/database/database.ts';
import { countJobPostings } from '../jobs/index.ts';
import { countUsersWithRole } from '../users/index.ts';

/** Whose figures a viewer sees: an admin everything, anyone else their own part of it. */
export type DashboardScope =
  | { kind: 'platform' }
  | { kind: 'recruiter'; userId: string }
  | { kind: 'candidate'; userId: string };

export function dashboardScopeOf(viewer: AuthenticatedUser): DashboardScope {
  if (viewer.role === 'admin') return { kind: 'platform' };
  return viewer.role === 'recruiter' ? { kind: 'recruiter', userId: viewer.id } : { kind: 'candidate', userId: viewer.id };
}

type Interviews = DashboardStats['interviews'];
type Applications = DashboardStats['job_applications'];
const NONE = { total: 0, open: 0, closed: 0 };

/** The dashboard's figures within the viewer's scope; each count is asked of the module that owns the data. */
export async function getDashboardStats(db: Db, viewer: AuthenticatedUser): Promise<DashboardStats> {
  const scope = dashboardScopeOf(viewer);
  const [candidates, jobApplications, interviews] = await Promise.all([
    // Recruiters manage every candidate (spec part 2 §1: the Candidates table lists them all); a candidate sees none.
    scope.kind === 'candidate' ? null : countUsersWithRole(db, 'candidate'),
    scope.kind === 'platform'
      ? countJobPostings(db)
      : scope.kind === 'recruiter'
        ? countJobPostings(db, { postedBy: scope.userId })
        : countApplications(scope),
    countInterviews(scope),
  ]);
  return { candidates, job_applications: jobApplications, interviews };
}

/**
 * A candidate applies to a posting by taking its interview, so their applications are their interviews' postings.
 * Interviews arrive with the interviews feature: until it answers for a scope there are none to count.
 */
async function countApplications(_scope: DashboardScope & { kind: 'candidate' }): Promise<Applications> {
  return NONE;
}

/** Interviews in the scope (every one, a recruiter's postings', a candidate's own): none until interviews exist. */
async function countInterviews(_scope: DashboardScope): Promise<Interviews> {
  return { total: 0, completed: 0, scheduled: 0 };
}
