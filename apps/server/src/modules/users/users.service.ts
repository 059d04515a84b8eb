import type { Role, User } from '@viva/contracts';
import type { Db, DbExecutor } from '../../platform/database/database.ts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import {
  countUsersWithRole,
  deleteUserById,
  findAuthenticatedUserRow,
  findUserById,
  insertNewUser,
  insertUserIfAbsent,
  listUsers,
  setRoleIfCurrent,
  updateUser,
  type UserRow,
} from './users.queries.ts';

/** A person as an identity provider vouches for them. */
export type VerifiedIdentity = { email: string; fullName: string | null };

/**
 * Find or create the user behind a verified identity, keeping the name the provider gives when none is stored.
 * Roles are not decided here: the access module gives ADMIN_EMAILS their admin role and records every change.
 */
export async function signInUser(db: Db, identity: VerifiedIdentity): Promise<UserRow> {
  const user = await insertUserIfAbsent(db, {
    email: identity.email.toLowerCase(),
    fullName: identity.fullName,
    role: null,
  });
  if (user.fullName || !identity.fullName) return user;
  return (await updateUser(db, user.id, { fullName: identity.fullName })) ?? user;
}

/**
 * Changes the role only while it is still `expected`, so the caller's rules (and its audit row, written in the same
 * transaction) are about the role the user really had. Null when the user is gone or the role moved meanwhile.
 */
export async function replaceUserRole(
  db: DbExecutor,
  userId: string,
  expected: Role | null,
  next: Role,
): Promise<User | null> {
  const updated = await setRoleIfCurrent(db, userId, expected, next);
  return updated && toUserResponse(updated);
}

export function toUserResponse(user: UserRow): User {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    role: user.role,
    first_name: user.firstName,
    surname: user.surname,
    telephone: user.telephone,
  };
}

/** The signed-in user as the API describes them (GET /auth/me); null when the account is gone. */
export async function getUserProfile(db: DbExecutor, userId: string): Promise<User | null> {
  const user = await findUserById(db, userId);
  return user && toUserResponse(user);
}

/** What the route guards need to know of a user. */
export async function findAuthenticatedUser(db: Db, userId: string): Promise<AuthenticatedUser | null> {
  return findAuthenticatedUserRow(db, userId);
}

/** Adds a person with their profile and no role yet (the access module gives it); null when the email is taken. */
export async function createUserProfile(
  db: DbExecutor,
  profile: { email: string; fullName: string; firstName: string; surname: string; telephone: string | null },
): Promise<User | null> {
  const created = await insertNewUser(db, profile);
  return created && toUserResponse(created);
}

/** Everyone (or everyone with one role), newest first, as the API describes them. */
export async function listUserProfiles(db: DbExecutor, filter: { role?: Role }): Promise<User[]> {
  return (await listUsers(db, filter)).map(toUserResponse);
}

/**
 * Deletes the user row; the tables that belong to a user reference it ON DELETE CASCADE and go in the same
 * statement. Stored files are the caller's to remove after its transaction commits. Null when already gone.
 */
export async function deleteUser(db: DbExecutor, userId: string): Promise<User | null> {
  const deleted = await deleteUserById(db, userId);
  return deleted && toUserResponse(deleted);
}

export { countUsersWithRole };

/**
 * Where everything a user uploads is stored: one prefix per user, so erasing the user removes their files with
 * one deletePrefix (spec part 2 §2.5: all candidate data, including CVs, is permanently deleted).
 */
export const userStoragePrefix = (userId: string): string => `users/${userId}/`;
