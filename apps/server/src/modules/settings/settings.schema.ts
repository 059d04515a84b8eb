import { boolean, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.ts';

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  questionTimeSeconds: integer('question_time_seconds').notNull(),
  transitionTimeSeconds: integer('transition_time_seconds').notNull(),
  maxQuestionsToAsk: integer('max_questions_to_ask').notNull(),
  autoPlayAudio: boolean('auto_play_audio').notNull(),
  interviewLinkExpirationHours: integer('interview_link_expiration_hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
