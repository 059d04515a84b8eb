import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/database/database.ts';
import { preparedQuery } from '../../platform/database/prepared-query.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbExecutor, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** What the route guards read on every request (when the user cache is off or cold): a prepared statement. */
const selectAuthenticatedUser = preparedQuery((db) =>
  db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_authenticated_by_id'),
);

export async function findAuthenticatedUserRow(db: DbExecutor, id: string) {
  const [user] = await selectAuthenticatedUser(db).execute({ id });
  return user ?? null;
}

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user ?? null;
}

/** Insert, or return the existing row when another request created the same email first. */
export async function insertUserIfAbsent(
  db: DbExecutor,
  values: { email: string; fullName: string | null; role: UserRow['role'] },
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created ?? (await findUserByEmail(db, values.email))!;
}

export async function updateUser(
  db: DbExecutor,
  id: string,
  changes: Partial<Pick<UserRow, 'fullName' | 'role'>>,
): Promise<UserRow | null> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return updated ?? null;
}

/**
 * Sets the role only while it is still `expected` (compare-and-set), atomically: of two racing changes made from
 * the same role, one wins and the other finds nothing to update.
 */
export async function setRoleIfCurrent(
  db: DbExecutor,
  id: string,
  expected: UserRow['role'],
  next: NonNullable<UserRow['role']>,
): Promise<UserRow | null> {
  const [updated] = await db
    .update(users)
    .set({ role: next, updatedAt: new Date() })
    .where(and(eq(users.id, id), expected === null ? isNull(users.role) : eq(users.role, expected)))
    .returning();
  return updated ?? null;
}

export async function countUsersWithRole(
  db: DbExecutor,
  role: NonNullable<UserRow['role']>,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, role));
  return row?.total ?? 0;
}

/** A new user with their profile; null when the email is taken (the unique index decides, so a race cannot add two). */
export async function insertNewUser(
  db: DbExecutor,
  values: Pick<UserRow, 'email' | 'fullName' | 'firstName' | 'surname' | 'telephone'>,
): Promise<UserRow | null> {
  const [created] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase(), role: null })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created ?? null;
}

/** Newest first; only those with `role` when given. */
export function listUsers(
  db: DbExecutor,
  filter: { role?: NonNullable<UserRow['role']> },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(filter.role ? eq(users.role, filter.role) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** Removes the user; every table that belongs to a user goes with it (ON DELETE CASCADE). */
export async function deleteUserById(db: DbExecutor, id: string): Promise<UserRow | null> {
  const [deleted] = await db.delete(users).where(eq(users.id, id)).returning();
  return deleted ?? null;
}
