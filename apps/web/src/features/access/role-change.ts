import type { AssignableRole, ManagedUser, Role, RoleChangeAction } from '@viva/contracts';
import { answerRecruiterRequest, changeUserRole } from './access-api.ts';

type Person = { email: string; full_name: string | null };

/** A change an admin is about to confirm on the Users page. */
export type RoleChange =
  | { kind: 'approve'; requestId: string; person: Person }
  | { kind: 'decline'; requestId: string; person: Person }
  | { kind: 'set-role'; userId: string; role: AssignableRole; currentRole: Role | null; person: Person };

export type RoleChangeText = {
  title: string;
  text: string;
  confirmLabel: string;
  successMessage: string;
  isDestructive: boolean;
};

const RECRUITER_READS = 'can post jobs and read every candidate’s CV and interviews';

export function describeRoleChange(change: RoleChange): RoleChangeText {
  const who = nameOf(change.person);
  const { email } = change.person;
  if (change.kind === 'approve') {
    return {
      title: 'Approve recruiter access',
      text: `${who} becomes a recruiter and ${RECRUITER_READS}.`,
      confirmLabel: 'Approve',
      successMessage: `${email} is now a recruiter.`,
      isDestructive: false,
    };
  }
  if (change.kind === 'decline') {
    return {
      title: 'Decline recruiter request',
      text: `${who} stays a candidate.`,
      confirmLabel: 'Decline',
      successMessage: `Declined the recruiter request of ${email}.`,
      isDestructive: true,
    };
  }
  if (change.role === 'recruiter') {
    return {
      title: 'Make recruiter',
      text: `${who} becomes a recruiter and ${RECRUITER_READS}.`,
      confirmLabel: 'Make recruiter',
      successMessage: `${email} is now a recruiter.`,
      isDestructive: false,
    };
  }
  if (change.currentRole === 'recruiter') {
    return {
      title: 'Revoke recruiter access',
      text: `${who} becomes a candidate and loses recruiter access within seconds.`,
      confirmLabel: 'Revoke',
      successMessage: `${email} is no longer a recruiter.`,
      isDestructive: true,
    };
  }
  return {
    title: 'Make candidate',
    text: `${who} becomes a candidate.`,
    confirmLabel: 'Make candidate',
    successMessage: `${email} is now a candidate.`,
    isDestructive: false,
  };
}

export function applyRoleChange(change: RoleChange, reason: string): Promise<ManagedUser> {
  return change.kind === 'set-role'
    ? changeUserRole(change.userId, change.role, reason)
    : answerRecruiterRequest(change.requestId, change.kind, reason);
}

export function nameOf(person: Person): string {
  return person.full_name ? `${person.full_name} (${person.email})` : person.email;
}

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', recruiter: 'Recruiter', candidate: 'Candidate' };

export function roleLabel(role: Role | null): string {
  return role === null ? 'No role' : ROLE_LABELS[role];
}

const ACTION_LABELS: Record<RoleChangeAction, string> = {
  chosen: 'Chosen',
  requested: 'Requested recruiter',
  granted: 'Granted',
  declined: 'Declined',
  revoked: 'Revoked',
};

export function actionLabel(action: RoleChangeAction): string {
  return ACTION_LABELS[action];
}

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '2026-11-22T10:05:00Z' → '22 Nov 2026, 10:05' (in the reader's time zone). */
export function formatDateTime(isoTime: string): string {
  return DATE_TIME_FORMAT.format(new Date(isoTime));
}
