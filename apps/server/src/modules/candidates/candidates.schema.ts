import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Stored files still to remove after a user was deleted: written in the same transaction as the deletion (an
 * outbox), removed once storage confirmed the files are gone. A crash after the commit, or storage that is down
 * through every retry of the job, leaves the row here for the sweep (every 15 minutes): no orphaned file is forgotten.
 * No foreign key: the user it names is already gone. The job names the row by its own id, so once the files and the
 * row are gone the job's status record says nothing about whose files they were.
 */
export const storageErasures = pgTable('storage_erasures', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The storage prefix to remove, e.g. `users/<userId>/`. */
  prefix: text('prefix').notNull().unique(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  /** The last storage failure, for an operator. */
  lastError: text('last_error'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
});
