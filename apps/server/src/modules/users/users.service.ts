import type { User } from '@viva/contracts';
import type { Db } from '../../platform/database/database.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import {
  countUsersWithRole,
  findUserById,
  insertUserIfAbsent,
  setRoleIfUnset,
  updateUser,
  type UserRow,
} from './users.queries.ts';

/** A person as an identity provider vouches for them. */
export type VerifiedIdentity = { email: string; fullName: string | null };

/**
 * Find or create the user behind a verified identity. Admin comes only from ADMIN_EMAILS (or another admin);
 * nobody can make themselves one through the API.
 */
export async function signInUser(
  db: Db,
  identity: VerifiedIdentity,
  adminEmails: ReadonlySet<string>,
): Promise<UserRow> {
  const email = identity.email.toLowerCase();
  const isAdmin = adminEmails.has(email);
  const user = await insertUserIfAbsent(db, {
    email,
    fullName: identity.fullName,
    role: isAdmin ? 'admin' : null,
  });
  const changes: Partial<Pick<UserRow, 'fullName' | 'role'>> = {};
  if (isAdmin && user.role !== 'admin') changes.role = 'admin';
  if (!user.fullName && identity.fullName) changes.fullName = identity.fullName;
  if (Object.keys(changes).length === 0) return user;
  return (await updateUser(db, user.id, changes)) ?? user;
}

/** Spec part 1 §5: recruiter or candidate, chosen once. */
export async function chooseRole(db: Db, userId: string, role: 'recruiter' | 'candidate'): Promise<UserRow> {
  const updated = await setRoleIfUnset(db, userId, role);
  if (updated) return updated;
  const existing = await findUserById(db, userId);
  if (!existing) throw notFound('User not found');
  throw conflict('Your role has already been chosen.');
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
export async function getUserProfile(db: Db, userId: string): Promise<User | null> {
  const user = await findUserById(db, userId);
  return user && toUserResponse(user);
}

/** What the route guards need to know of a user. */
export async function findAuthenticatedUser(db: Db, userId: string): Promise<AuthenticatedUser | null> {
  const user = await findUserById(db, userId);
  return user && { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
}

export { countUsersWithRole };
