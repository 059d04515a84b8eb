import type { PracticeQuestion, RecordingAnalysis, TimedWord } from '@viva/contracts';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.ts';

/**
 * A candidate's practice recording (spec part 2 §2.8): the file in storage under `users/<userId>/recordings/`, the
 * questions as they were asked, the words heard and the latest analysis. Private to its maker: every read is by
 * (user, path), and nothing outside this module lists or counts it.
 */
export const practiceRecordings = pgTable(
  'practice_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recording's name in its owner's list and in the API's paths: `<timestamp>-<random>.webm`. */
    path: text('path').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    questions: jsonb('questions').$type<PracticeQuestion[]>().notNull(),
    /** Null until words exist: the browser's (sent with the upload) or the transcription server's. */
    transcriptSource: text('transcript_source', { enum: ['browser', 'server'] }),
    transcriptWords: jsonb('transcript_words').$type<TimedWord[]>().notNull(),
    /** The latest analysis; re-analysis replaces it. */
    analysis: jsonb('analysis').$type<RecordingAnalysis>(),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('practice_recordings_user_path_idx').on(table.userId, table.path),
    index('practice_recordings_user_created_idx').on(table.userId, table.createdAt),
  ],
);
