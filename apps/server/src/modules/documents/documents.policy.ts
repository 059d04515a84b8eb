import { canAccessArea, type Role } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { DocumentKindRules } from './document-kinds.ts';

export type DocumentOwner = { id: string; role: Role | null };

/**
 * Whose documents a viewer reaches (DESIGN.md 'Decisions'): their own, when their role keeps documents of this
 * kind; a candidate's CVs for recruiters and admins; anyone's CVs for admins. Specs stay with their owner.
 * Everything else is answered as if it did not exist (404), so nobody learns what others have.
 */
export function canAccessDocumentsOf(
  viewer: AuthenticatedUser,
  owner: DocumentOwner,
  rules: DocumentKindRules,
): boolean {
  if (viewer.id === owner.id) return canAccessArea(viewer.role, rules.ownArea);
  if (!rules.isSharedWithRecruiters) return false;
  if (viewer.role === 'admin') return true;
  return viewer.role === 'recruiter' && owner.role === 'candidate';
}

/** Uploading for someone else (`?user_id=`) is a recruiter's or admin's action (spec part 2 §7 'CV'). */
export function assertMayUploadForOthers(viewer: AuthenticatedUser): void {
  if (viewer.role !== 'recruiter' && viewer.role !== 'admin') {
    throw forbidden('Only recruiters and admins can upload a CV for another user.');
  }
}

/** Keeping documents of one's own needs the role that reaches the kind's area. */
export function assertMayKeepOwnDocuments(viewer: AuthenticatedUser, rules: DocumentKindRules): void {
  if (!canAccessArea(viewer.role, rules.ownArea)) throw forbidden();
}
