import {
  isUuid,
  type AssignableRole,
  type ManagedUser,
  type ManagedUserListResponse,
  type RecruiterRequestListResponse,
  type Role,
  type RoleAuditListResponse,
  type RoleChangeAction,
  type RoleChoiceResponse,
  type User,
} from '@viva/contracts';
import type { RecruiterAccessConfig } from '../../config.ts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { Db, DbExecutor } from '../../platform/database/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { AppEvents } from '../events.ts';
import { getUserProfile, replaceUserRole } from '../users/index.ts';
import { assertRoleIsAssignable, recruiterChoiceOutcome } from './access.policy.ts';
import { toManagedUser, toRecruiterRequest, toRoleAuditEntry } from './access.presenter.ts';
import {
  decideRecruiterRequest,
  findManagedUser,
  findRecruiterRequest,
  insertRecruiterRequest,
  insertRoleAuditEntry,
  listManagedUsers,
  listPendingRecruiterRequests,
  listRoleAuditEntries,
} from './access.queries.ts';

export type AccessDeps = {
  db: Db;
  events: EventBus<AppEvents>;
  recruiterAccess: RecruiterAccessConfig;
};

/** Who made a change: a signed-in person, or null when configuration did. */
type Actor = Pick<AuthenticatedUser, 'id' | 'email'> | null;

const ROLE_ALREADY_CHOSEN = 'Your role has already been chosen.';
const ROLE_CHANGED_MEANWHILE = "This user's role changed meanwhile. Reload the page and try again.";
const USER_NOT_FOUND = 'User not found';
const REQUEST_NOT_FOUND = 'Recruiter request not found';
const REQUEST_ALREADY_ANSWERED = 'This request has already been answered.';

/**
 * Spec part 1 §5: recruiter or candidate, chosen once. Recruiter is given at once only where the policy allows;
 * anyone else becomes a candidate with a pending request (issue 15). The role, the request and the audit row are
 * written together or not at all.
 */
export async function chooseRole(
  deps: AccessDeps,
  chooser: AuthenticatedUser,
  role: AssignableRole,
): Promise<RoleChoiceResponse> {
  const chosen = await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, chooser.id);
    if (user.role !== null) throw conflict(ROLE_ALREADY_CHOSEN);
    const outcome = role === 'recruiter' ? recruiterChoiceOutcome(user.email, deps.recruiterAccess) : null;
    const isRequest = outcome?.kind === 'request';
    const updated = await moveRole(tx, user, isRequest ? 'candidate' : role, {
      action: isRequest ? 'requested' : 'chosen',
      actor: user,
      reason: outcome?.reason ?? 'Chose Candidate',
      conflictDetail: ROLE_ALREADY_CHOSEN,
    });
    if (isRequest) await insertRecruiterRequest(tx, user.id);
    return { ...updated, recruiter_request_pending: isRequest };
  });
  await deps.events.publish('user.changed', { userId: chosen.id });
  return chosen;
}

/** ADMIN_EMAILS make an admin at sign-in, recorded like any other grant. Admin is never taken away here. */
export async function applyAdminEmails(
  db: Db,
  user: Pick<User, 'id' | 'email' | 'role'>,
  adminEmails: ReadonlySet<string>,
): Promise<void> {
  if (user.role === 'admin' || !adminEmails.has(user.email)) return;
  await db.transaction(async (tx) => {
    // Null when a simultaneous sign-in of the same person got there first (or the role moved): the next one retries.
    const updated = await replaceUserRole(tx, user.id, user.role, 'admin');
    if (updated) {
      await recordRoleChange(tx, user, user.role, 'admin', {
        action: 'granted',
        actor: null,
        reason: 'The email is on ADMIN_EMAILS',
      });
    }
  });
}

/**
 * A recruiter or admin added this person as a candidate (spec part 2 §4.2: always candidate): the role and its audit
 * row, written in the caller's transaction. The caller publishes 'user.changed' after it commits.
 */
export async function giveCandidateRole(
  tx: DbExecutor,
  actor: Pick<AuthenticatedUser, 'id' | 'email' | 'role'>,
  user: User,
): Promise<User> {
  return moveRole(tx, user, 'candidate', {
    action: 'granted',
    actor,
    reason: `Added as a candidate by ${actor.role === 'admin' ? 'an admin' : 'a recruiter'}`,
  });
}

export async function approveRecruiterRequest(
  deps: AccessDeps,
  admin: AuthenticatedUser,
  requestId: string,
  reason: string | undefined,
): Promise<ManagedUser> {
  return answerRecruiterRequest(deps, admin, requestId, 'approved', async (tx, user) => {
    assertRoleIsAssignable(user.role);
    await moveRole(tx, user, 'recruiter', {
      action: 'granted',
      actor: admin,
      reason: reason ?? 'Recruiter request approved',
    });
  });
}

/** The request is closed; the role stays what it was (a candidate), and the decline is recorded. */
export async function declineRecruiterRequest(
  deps: AccessDeps,
  admin: AuthenticatedUser,
  requestId: string,
  reason: string | undefined,
): Promise<ManagedUser> {
  return answerRecruiterRequest(deps, admin, requestId, 'declined', (tx, user) =>
    recordRoleChange(tx, user, user.role, user.role, {
      action: 'declined',
      actor: admin,
      reason: reason ?? 'Recruiter request declined',
    }),
  );
}

/**
 * An admin moves a user between candidate and recruiter: recruiter grants access (and answers a pending request),
 * candidate revokes it. Admins themselves are out of reach: that role comes from ADMIN_EMAILS.
 */
export async function changeUserRole(
  deps: AccessDeps,
  admin: AuthenticatedUser,
  userId: string,
  role: AssignableRole,
  reason: string | undefined,
): Promise<ManagedUser> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, userId);
    assertRoleIsAssignable(user.role);
    if (user.role === role) throw conflict(`${user.email} is already a ${role}.`);
    const isRevoke = user.role === 'recruiter';
    await moveRole(tx, user, role, {
      action: isRevoke ? 'revoked' : 'granted',
      actor: admin,
      reason:
        reason ??
        (isRevoke
          ? 'Recruiter access revoked by an admin'
          : `${role === 'recruiter' ? 'Recruiter access' : 'Candidate role'} given by an admin`),
    });
    if (role === 'recruiter') {
      await decideRecruiterRequest(tx, { userId }, { status: 'approved', decidedBy: admin.id });
    }
  });
  await deps.events.publish('user.changed', { userId });
  return requireManagedUser(deps.db, userId);
}

export async function listUsersForAdmin(
  db: Db,
  query: { search?: string | undefined; limit: number; offset: number },
): Promise<ManagedUserListResponse> {
  const { rows, total } = await listManagedUsers(db, { ...query, search: query.search || undefined });
  return { users: rows.map(toManagedUser), total };
}

export async function listRecruiterRequests(db: Db): Promise<RecruiterRequestListResponse> {
  return { requests: (await listPendingRecruiterRequests(db)).map(toRecruiterRequest) };
}

export async function listRoleAudit(
  db: Db,
  query: { user_id?: string | undefined; before?: number | undefined; limit: number },
): Promise<RoleAuditListResponse> {
  const rows = await listRoleAuditEntries(db, {
    userId: query.user_id,
    before: query.before,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(toRoleAuditEntry),
    next_before: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}

/** Closes a pending request (once: of two admins answering at the same moment, one wins) and applies the answer. */
async function answerRecruiterRequest(
  deps: AccessDeps,
  admin: AuthenticatedUser,
  requestId: string,
  answer: 'approved' | 'declined',
  apply: (tx: DbExecutor, user: User) => Promise<void>,
): Promise<ManagedUser> {
  if (!isUuid(requestId)) throw notFound(REQUEST_NOT_FOUND);
  const userId = await deps.db.transaction(async (tx) => {
    const request = await findRecruiterRequest(tx, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const decided = await decideRecruiterRequest(
      tx,
      { id: requestId },
      { status: answer, decidedBy: admin.id },
    );
    if (!decided) throw conflict(REQUEST_ALREADY_ANSWERED);
    const user = await requireUser(tx, request.userId);
    await apply(tx, user);
    return user.id;
  });
  await deps.events.publish('user.changed', { userId });
  return requireManagedUser(deps.db, userId);
}

/** Sets the role from what it is now to `to` and records it, or fails with 409 when it moved meanwhile. */
async function moveRole(
  tx: DbExecutor,
  user: User,
  to: Role,
  audit: { action: RoleChangeAction; actor: Actor; reason: string; conflictDetail?: string },
): Promise<User> {
  const updated = await replaceUserRole(tx, user.id, user.role, to);
  if (!updated) throw conflict(audit.conflictDetail ?? ROLE_CHANGED_MEANWHILE);
  await recordRoleChange(tx, user, user.role, to, audit);
  return updated;
}

function recordRoleChange(
  tx: DbExecutor,
  user: Pick<User, 'id' | 'email'>,
  fromRole: Role | null,
  toRole: Role | null,
  audit: { action: RoleChangeAction; actor: Actor; reason: string },
): Promise<void> {
  return insertRoleAuditEntry(tx, {
    action: audit.action,
    actorId: audit.actor?.id ?? null,
    actorEmail: audit.actor?.email ?? null,
    userId: user.id,
    userEmail: user.email,
    fromRole,
    toRole,
    reason: audit.reason,
  });
}

async function requireUser(tx: DbExecutor, userId: string): Promise<User> {
  const user = await getUserProfile(tx, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

async function requireManagedUser(db: Db, userId: string): Promise<ManagedUser> {
  const row = await findManagedUser(db, userId);
  if (!row) throw notFound(USER_NOT_FOUND);
  return toManagedUser(row);
}
