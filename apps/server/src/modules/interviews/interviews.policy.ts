import { canPerform } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';

export const SESSION_NOT_FOUND = 'Interview session not found';

/**
 * A live interview belongs to its candidate alone: anyone else gets the same 404 as for a session that does not
 * exist, so ids reveal nothing.
 */
export function assertOwnsSession(user: AuthenticatedUser, session: { userId: string }): void {
  if (session.userId !== user.id) throw notFound(SESSION_NOT_FOUND);
}

/**
 * Transcripts, grades and reports are read by the recruiter who posted the job, or an admin (the people who
 * manage the posting); a candidate never reads any, their own included, since they are the recruiter's notes.
 */
export function canReviewInterviews(user: AuthenticatedUser, posting: { createdBy: string | null }): boolean {
  if (user.role === 'admin') return true;
  return canPerform(user.role, 'viewJobCandidates') && posting.createdBy === user.id;
}

export function assertCanReviewInterviews(
  user: AuthenticatedUser,
  posting: { createdBy: string | null },
  detail = 'Only the recruiter who posted this job, or an admin, can review its interviews.',
): void {
  if (!canReviewInterviews(user, posting)) throw forbidden(detail);
}
