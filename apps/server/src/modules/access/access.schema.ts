import { ROLE_CHANGE_ACTIONS, ROLES } from '@viva/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../../db/schema.ts';

export const RECRUITER_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * A request for recruiter access: made when someone outside the allow-lists chooses Recruiter, answered by an
 * admin. It belongs to the user (gone with them); the audit trail below keeps what happened to it.
 */
export const recruiterRequests = pgTable(
  'recruiter_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RECRUITER_REQUEST_STATUSES }).notNull().default('pending'),
    /** The admin who answered; null while pending, or once that admin's account is deleted. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // One open request per person: choosing Recruiter twice cannot queue two.
    uniqueIndex('recruiter_requests_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('recruiter_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Every role change, append-only: who (actor), whom (user), from, to, when and why. The migration adds a trigger
 * that refuses UPDATE, DELETE and TRUNCATE on this table, so no code path (nor an operator's stray statement) can
 * rewrite the record.
 *
 * No foreign keys, on purpose: the record must outlive the people in it, and `ON DELETE SET NULL` would itself be
 * an UPDATE the trigger refuses (so deleting a user would fail). A deleted user's ids are left dangling, and the
 * emails copied here at the time of the change keep every row readable.
 */
export const roleAudit = pgTable(
  'role_audit',
  {
    /** Increasing, so it orders the changes and pages through them. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: text('action', { enum: ROLE_CHANGE_ACTIONS }).notNull(),
    /** Who made the change; null when configuration did (ADMIN_EMAILS at sign-in). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** Whose role changed. */
    userId: uuid('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    fromRole: text('from_role', { enum: ROLES }),
    toRole: text('to_role', { enum: ROLES }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('role_audit_user_idx').on(table.userId, table.id)],
);
