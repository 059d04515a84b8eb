import type { DashboardStats } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/database/database.ts';
import { countCandidateApplications, countInterviews } from '../interviews/index.ts';
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
        : countCandidateApplications(db, scope.userId),
    countInterviews(
      db,
      scope.kind === 'platform'
        ? {}
        : scope.kind === 'recruiter'
          ? { postedBy: scope.userId }
          : { candidateId: scope.userId },
    ),
  ]);
  return { candidates, job_applications: jobApplications, interviews };
}
