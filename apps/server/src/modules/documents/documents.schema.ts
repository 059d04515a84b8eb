import { sql } from 'drizzle-orm';
import type { AdminQaPair, QaPair } from '@viva/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../../db/schema.ts';

/**
 * A CV or job spec a user uploaded, the text the engine read from it, and the Q&A generated from it (edited by
 * people afterwards). One table for both kinds: they follow the same rules (spec part 2 §2.6 'mirrors').
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cv', 'specs'] }).notNull(),
    /** The opaque path the API shows (`<id>.<format>`): looked up here, never used as a storage key. */
    path: text('path').notNull(),
    /** `users/<userId>/<kind>/<id>`: erasing a user removes `users/<userId>/`. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['pdf', 'docx', 'doc'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The same file uploaded twice by one user is kept once. */
    contentSha256: text('content_sha256').notNull(),
    /** Markdown as the engine read it at upload: the Q&A is generated from it, Word files are previewed with it. */
    text: text('text').notNull(),
    qaPairs: jsonb('qa_pairs')
      .$type<QaPair[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** CVs only: the admin verification questions. */
    qaAdminPairs: jsonb('qa_admin_pairs')
      .$type<AdminQaPair[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The file's latest Q&A job. A new one may start only when this one finished (or its record is gone): one
     * job per file. No foreign key: the id is claimed here before the job's record exists.
     */
    qaJobId: uuid('qa_job_id'),
    qaJobRequestedAt: timestamp('qa_job_requested_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('user_documents_path_idx').on(table.kind, table.path),
    uniqueIndex('user_documents_content_idx').on(table.userId, table.kind, table.contentSha256),
    index('user_documents_user_idx').on(table.userId, table.kind, table.createdAt),
  ],
);

/** A user's generic interview questions (spec part 2 §2.10), seeded from the engine's standard list. */
export const genericQaLists = pgTable('generic_qa_lists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  qaPairs: jsonb('qa_pairs').$type<QaPair[]>().notNull(),
  ...timestamps,
});
