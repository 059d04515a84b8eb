import { canPerform } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { forbidden } from '../../platform/http/app-error.ts';

/**
 * Anyone may choose the recruiter role, so a posting is changed only by the recruiter who posted it, or an
 * admin; the same people see its screening questions, work requirements and MCQ answers.
 */
export function canManageJobPosting(user: AuthenticatedUser, posting: { createdBy: string | null }): boolean {
  if (user.role === 'admin') return true;
  return canPerform(user.role, 'editJobQuestions') && posting.createdBy === user.id;
}

export function assertCanManageJobPosting(user: AuthenticatedUser, posting: { createdBy: string | null }): void {
  if (!canManageJobPosting(user, posting)) {
    throw forbidden('Only the recruiter who posted this job, or an admin, can change it.');
  }
}
