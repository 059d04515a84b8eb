import { canPerform } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { forbidden } from '../../platform/http/app-error.ts';

/**
 * Anyone may choose the recruiter role, so a posting is changed only by the recruiter who posted it, or an
 * admin; the same people see its screening questions, work requirements and MCQ answers.
 */
export function canManageJobPosting(user: AuthenticatedUser, posting: { createdBy: string | null }): boolean {
  const managed = managedJobPostings(user);
  return managed.managesAll || (managed.postedBy !== null && posting.createdBy === managed.postedBy);
}

/** The same rule as a filter a query can apply: every posting, those one user posted, or none. */
export type ManagedJobPostings = { managesAll: boolean; postedBy: string | null };

export function managedJobPostings(user: AuthenticatedUser): ManagedJobPostings {
  if (user.role === 'admin') return { managesAll: true, postedBy: null };
  return { managesAll: false, postedBy: canPerform(user.role, 'editJobQuestions') ? user.id : null };
}

export function assertCanManageJobPosting(
  user: AuthenticatedUser,
  posting: { createdBy: string | null },
): void {
  if (!canManageJobPosting(user, posting)) {
    throw forbidden('Only the recruiter who posted this job, or an admin, can change it.');
  }
}
