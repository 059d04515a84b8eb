import { isUuid, UserListResponseSchema, type CreateCandidateFields, type User } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Db } from '../../platform/database/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { Queue, QueueLogger } from '../../platform/queue/index.ts';
import { giveCandidateRole } from '../access/index.ts';
import type { AppEvents } from '../events.ts';
import {
  createUserProfile,
  deleteUser,
  getUserProfile,
  listUserProfiles,
  userStoragePrefix,
} from '../users/index.ts';
import { assertCanDeleteUser, USER_NOT_FOUND, userListScopeOf } from './candidates.policy.ts';
import { insertStorageErasure } from './candidates.queries.ts';
import { USER_ERASE_FILES } from './user-erasure.jobs.ts';

export type CandidatesDeps = {
  db: Db;
  queue: Queue;
  events: EventBus<AppEvents>;
  logger: QueueLogger;
  /** The list as JSON per viewer role (candidates.module.ts clears it on 'user.changed'); null when turned off. */
  listCache: TtlCache<string, Buffer> | null;
};

/** The table of the Candidates screen as encoded JSON, ready to send: read on every visit, served from a short cache. */
export async function listUsersJson(deps: CandidatesDeps, viewer: AuthenticatedUser): Promise<Buffer> {
  const scope = userListScopeOf(viewer);
  const load = async () =>
    // Checked against the contract once, when built: the cached bytes are then sent as they are.
    Buffer.from(JSON.stringify(UserListResponseSchema.parse({ users: await listUserProfiles(deps.db, scope) })));
  return deps.listCache ? deps.listCache.get(scope.role ?? 'everyone', load) : load();
}

/**
 * Spec part 2 §4.2: the new user is always a candidate, whatever the request said. The profile, the role and the
 * role's audit row are written together; the person later signs in with this email and is this same user.
 */
export async function createCandidate(
  deps: CandidatesDeps,
  actor: AuthenticatedUser,
  fields: CreateCandidateFields,
): Promise<User> {
  const { first_name: firstName, surname, email, telephone } = fields;
  const created = await deps.db.transaction(async (tx) => {
    const user = await createUserProfile(tx, {
      email,
      firstName,
      surname,
      fullName: fields.full_name || `${firstName} ${surname}`,
      telephone,
    });
    if (!user) throw conflict(`A user with the email ${email} already exists.`);
    return giveCandidateRole(tx, actor, user);
  });
  await deps.events.publish('user.changed', { userId: created.id });
  return created;
}

/**
 * Spec part 2 §2.5: everything of theirs is permanently deleted. The user's rows go in one transaction (every table
 * that belongs to a user cascades from it), together with an outbox row for their stored files; once committed, a
 * job removes the files, retrying while storage fails. Role audit rows stay: that record is append-only.
 */
export async function deleteUserAccount(
  deps: CandidatesDeps,
  actor: AuthenticatedUser,
  userId: string,
): Promise<void> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  const prefix = userStoragePrefix(userId);
  const erasureId = await deps.db.transaction(async (tx) => {
    const target = await getUserProfile(tx, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    assertCanDeleteUser(actor, target);
    // Null when a simultaneous deletion got there first.
    if (!(await deleteUser(tx, userId))) throw notFound(USER_NOT_FOUND);
    return insertStorageErasure(tx, prefix);
  });
  await deps.events.publish('user.changed', { userId });
  try {
    await deps.queue.enqueue(USER_ERASE_FILES, { erasureId }, { ownerId: null });
  } catch (error) {
    // The deletion stands; the outbox row waits for the sweep.
    deps.logger.error({ err: error, prefix }, 'Could not queue the removal of a deleted user’s files');
  }
}
