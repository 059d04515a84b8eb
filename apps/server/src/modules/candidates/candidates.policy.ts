import type { Role, User } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
export const CANNOT_DELETE_ADMIN = 'Admins cannot be deleted.';

/** Spec part 2 §2.1 and §6: a recruiter manages the candidates; an admin sees everyone. */
export function userListScopeOf(viewer: AuthenticatedUser): { role?: Role } {
  return viewer.role === 'admin' ? {} : { role: 'candidate' };
}

/**
 * Who may delete whom: nobody themselves; an admin anyone but another admin (that role comes from ADMIN_EMAILS and
 * would come back at their next sign-in); a recruiter candidates only. A user a recruiter cannot see in the list
 * is 'not found' to them, so the answer does not tell them who else has an account.
 */
export function assertCanDeleteUser(actor: AuthenticatedUser, target: User): void {
  if (target.id === actor.id) throw forbidden(CANNOT_DELETE_SELF);
  if (actor.role !== 'admin' && target.role !== 'candidate') throw notFound(USER_NOT_FOUND);
  if (target.role === 'admin') throw forbidden(CANNOT_DELETE_ADMIN);
}
