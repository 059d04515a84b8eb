import type { Role } from '@viva/contracts';
import type { RecruiterAccessConfig } from '../../config.ts';
import { conflict } from '../../platform/http/app-error.ts';

/**
 * What choosing Recruiter gives (issue 15): recruiter at once when sign-up is open (development, or
 * OPEN_RECRUITER_SIGNUP=1) or the verified email is allow-listed; otherwise candidate, with a request an admin answers.
 */
export type RecruiterChoiceOutcome =
  { kind: 'recruiter'; reason: string } | { kind: 'request'; reason: string };

export function recruiterChoiceOutcome(email: string, access: RecruiterAccessConfig): RecruiterChoiceOutcome {
  if (access.isOpen) return { kind: 'recruiter', reason: 'Chose Recruiter (recruiter sign-up is open)' };
  if (access.emails.has(email)) {
    return { kind: 'recruiter', reason: 'Chose Recruiter; the email is on RECRUITER_EMAILS' };
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (access.domains.has(domain)) {
    return { kind: 'recruiter', reason: `Chose Recruiter; ${domain} is on RECRUITER_DOMAINS` };
  }
  return { kind: 'request', reason: 'Chose Recruiter; a candidate until an admin approves the request' };
}

export const ADMIN_ROLE_IS_CONFIGURED =
  'Admin access comes only from ADMIN_EMAILS and cannot be changed here.';

/** Admin is neither given nor taken on the Users page: it comes only from ADMIN_EMAILS. */
export function assertRoleIsAssignable(role: Role | null): void {
  if (role === 'admin') throw conflict(ADMIN_ROLE_IS_CONFIGURED);
}
