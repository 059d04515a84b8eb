import { sql } from 'drizzle-orm';
import { JOB_STATUS_VALUES, ROLES } from '@viva/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The core tables every part of the server shares: users (everything belongs to someone) and the status records of
 * background jobs. Each feature module keeps its own tables in `modules/<feature>/<feature>.schema.ts`; drizzle-kit
 * reads them all (drizzle.config.ts).
 */

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case: sign-in and interview links match on it. */
  email: text('email').notNull().unique(),
  fullName: text('full_name'),
  firstName: text('first_name'),
  surname: text('surname'),
  telephone: text('telephone'),
  role: text('role', { enum: ROLES }),
  ...timestamps,
});

/** The status record of every durable background job, as the browser polls it. */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Job name, `domain.action` (e.g. `job-posting.process`). */
    kind: text('kind').notNull(),
    /** Who started it: only they (and admins, where a feature says so) may read it. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_STATUS_VALUES })
      .notNull()
      .default('pending'),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('background_jobs_owner_idx').on(table.ownerId, table.createdAt)],
);
