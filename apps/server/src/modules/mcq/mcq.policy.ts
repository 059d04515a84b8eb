import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { canManageJobPosting } from '../jobs/index.ts';

/**
 * A candidate asks for their own link; the recruiter who posted the job, or an admin, for anyone's (many people
 * hold the recruiter role, so the role alone is not enough).
 */
export function assertCanRequestMcqLink(
  viewer: AuthenticatedUser,
  posting: { createdBy: string | null },
  isOwnEmail: boolean,
): void {
  if (isOwnEmail || canManageJobPosting(viewer, posting)) return;
  throw forbidden('You can only ask for an MCQ link for your own email address.');
}

/** Results, signals and item statistics are the recruiter's notes: the job's recruiter and admins only. */
export function assertCanReviewMcq(viewer: AuthenticatedUser, posting: { createdBy: string | null }): void {
  if (!canManageJobPosting(viewer, posting)) {
    throw forbidden('Only the recruiter who posted this job, or an admin, can see its MCQ results.');
  }
}
