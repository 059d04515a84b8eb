import type { Role, User } from '@viva/contracts';
import type { Db, DbExecutor } from '../../platform/database/database.ts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import {
  countUsersWithRole,
  findUserById,
  insertUserIfAbsent,
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
  const user = await findUserById(db, userId);
  return user && { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
}

export { countUsersWithRole };
