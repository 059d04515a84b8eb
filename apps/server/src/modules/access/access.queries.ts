import { and, asc, count, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/database/database.ts';
import { users } from '../../db/schema.ts';
import { recruiterRequests, roleAudit } from './access.schema.ts';

// The users table is a core table (db/schema.ts); this module only reads it here, for the admins' lists. Roles are
// written through the users module's replaceUserRole.

export type RecruiterRequestRow = typeof recruiterRequests.$inferSelect;
export type RoleAuditRow = typeof roleAudit.$inferSelect;
export type NewRoleAuditRow = typeof roleAudit.$inferInsert;

export async function insertRoleAuditEntry(db: DbExecutor, entry: NewRoleAuditRow): Promise<void> {
  await db.insert(roleAudit).values(entry);
}

export async function insertRecruiterRequest(db: DbExecutor, userId: string): Promise<RecruiterRequestRow> {
  const [created] = await db.insert(recruiterRequests).values({ userId }).returning();
  return created!;
}

export async function findRecruiterRequest(db: DbExecutor, id: string): Promise<RecruiterRequestRow | null> {
  const [request] = await db.select().from(recruiterRequests).where(eq(recruiterRequests.id, id));
  return request ?? null;
}

/** Answers a request only while it is pending: of an approval and a decline racing, one wins. */
export async function decideRecruiterRequest(
  db: DbExecutor,
  where: { id: string } | { userId: string },
  decision: { status: 'approved' | 'declined'; decidedBy: string },
): Promise<RecruiterRequestRow | null> {
  const now = new Date();
  const [decided] = await db
    .update(recruiterRequests)
    .set({ ...decision, decidedAt: now, updatedAt: now })
    .where(
      and(
        'id' in where ? eq(recruiterRequests.id, where.id) : eq(recruiterRequests.userId, where.userId),
        eq(recruiterRequests.status, 'pending'),
      ),
    )
    .returning();
  return decided ?? null;
}

export type PendingRequestRow = {
  id: string;
  userId: string;
  email: string;
  fullName: string | null;
  requestedAt: Date;
};

export function listPendingRecruiterRequests(db: DbExecutor): Promise<PendingRequestRow[]> {
  return db
    .select({
      id: recruiterRequests.id,
      userId: recruiterRequests.userId,
      email: users.email,
      fullName: users.fullName,
      requestedAt: recruiterRequests.createdAt,
    })
    .from(recruiterRequests)
    .innerJoin(users, eq(users.id, recruiterRequests.userId))
    .where(eq(recruiterRequests.status, 'pending'))
    .orderBy(asc(recruiterRequests.createdAt), asc(recruiterRequests.id));
}

const managedUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  createdAt: users.createdAt,
  pendingRequestId: recruiterRequests.id,
};

export type ManagedUserRow = {
  id: string;
  email: string;
  fullName: string | null;
  role: (typeof users.$inferSelect)['role'];
  createdAt: Date;
  pendingRequestId: string | null;
};

const pendingRequestOf = and(eq(recruiterRequests.userId, users.id), eq(recruiterRequests.status, 'pending'));

/** One page of users, newest first, each with their pending request if any, and how many match in all. */
export async function listManagedUsers(
  db: DbExecutor,
  options: { search: string | undefined; limit: number; offset: number },
): Promise<{ rows: ManagedUserRow[]; total: number }> {
  const filter = options.search ? matching(options.search) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(managedUserColumns)
      .from(users)
      .leftJoin(recruiterRequests, pendingRequestOf)
      .where(filter)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(users).where(filter),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findManagedUser(db: DbExecutor, id: string): Promise<ManagedUserRow | null> {
  const [row] = await db
    .select(managedUserColumns)
    .from(users)
    .leftJoin(recruiterRequests, pendingRequestOf)
    .where(eq(users.id, id));
  return row ?? null;
}

/** Email or name containing the text, case-insensitively; % and _ in it are meant literally. */
function matching(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(users.email, pattern), ilike(users.fullName, pattern));
}

/** Newest first, `limit + 1` rows so the caller knows whether another page follows. */
export function listRoleAuditEntries(
  db: DbExecutor,
  options: { userId: string | undefined; before: number | undefined; limit: number },
): Promise<RoleAuditRow[]> {
  return db
    .select()
    .from(roleAudit)
    .where(
      and(
        options.userId === undefined ? undefined : eq(roleAudit.userId, options.userId),
        options.before === undefined ? undefined : lt(roleAudit.id, options.before),
      ),
    )
    .orderBy(desc(roleAudit.id))
    .limit(options.limit + 1);
}
