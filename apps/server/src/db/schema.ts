import { sql } from 'drizzle-orm';
import type { McqCompetencyGroup } from '@viva/contracts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
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
  role: text('role', { enum: ['recruiter', 'candidate', 'admin'] }),
  ...timestamps,
});

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

/** The status record of every durable background job, as the browser polls it. */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Job name, `domain.action` (e.g. `job-posting.process`). */
    kind: text('kind').notNull(),
    /** Who started it: only they (and admins, where a feature says so) may read it. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] })
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

export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recruiter (or admin) who posted it: they, and admins, may change it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The background job that created it: a retried job finds its posting instead of making a second one. */
    sourceJobId: uuid('source_job_id').unique(),
    position: text('position').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    type: text('type', { enum: ['full-time', 'part-time', 'contract', 'internship'] }).notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    /** Storage keys of the uploaded PDFs. */
    jobSpecsFileKey: text('job_specs_file_key').notNull(),
    companyCultureFileKey: text('company_culture_file_key'),
    jobSpecsMarkdown: text('job_specs_markdown').notNull(),
    companyCultureMarkdown: text('company_culture_markdown'),
    jobSpecsQuestions: jsonb('job_specs_questions').$type<string[]>().notNull(),
    companyCultureQuestions: jsonb('company_culture_questions').$type<string[]>().notNull(),
    workRequirements: jsonb('work_requirements').$type<{ title: string; question: string }[]>().notNull(),
    workArrangement: jsonb('work_arrangement')
      .$type<{
        office_location: string | null;
        working_hours: string | null;
        on_call_requirement: string | null;
        work_arrangement: string | null;
      }>()
      .notNull(),
    mcqQuestions: jsonb('mcq_questions').$type<McqCompetencyGroup[]>().notNull(),
    ...timestamps,
  },
  (table) => [index('job_postings_created_at_idx').on(table.createdAt)],
);
