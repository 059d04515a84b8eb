import { sql } from 'drizzle-orm';
import type { McqAnswers, McqCompetencyGroup, McqResults, McqSignalKind } from '@viva/contracts';
import { index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../../db/schema.ts';
import { jobPostings } from '../jobs/job-postings.schema.ts';

export const MCQ_ATTEMPT_STATUSES = ['issued', 'started', 'submitted', 'scored', 'expired'] as const;
export type McqAttemptStatus = (typeof MCQ_ATTEMPT_STATUSES)[number];

/**
 * One candidate's MCQ assessment for one job posting, from the link to the score. The questions are a snapshot
 * taken when the link was made, with the options in this attempt's own order, so a later change of the posting
 * never changes an attempt and two candidates do not see the same order.
 */
export const mcqAttempts = pgTable(
  'mcq_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPostingId: uuid('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    /** The email the link is bound to (lower case): only the user signed in with it may take the assessment. */
    candidateEmail: text('candidate_email').notNull(),
    /** The candidate's account: known at once when it exists, else bound when they open the link. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked for the link (the candidate, the job's recruiter or an admin). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The token is HMAC(server key, seed): the same unused link can be given again without storing the token, and
     * the database alone does not give it away. Only the token's SHA-256 is looked up.
     */
    tokenSeed: text('token_seed').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: MCQ_ATTEMPT_STATUSES }).notNull().default('issued'),
    questions: jsonb('questions').$type<McqCompetencyGroup[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    answers: jsonb('answers').$type<McqAnswers>(),
    /** Seconds per question by answer key, as the page measured them. */
    secondsPerQuestion: jsonb('seconds_per_question').$type<Record<string, number>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    scoreJobId: uuid('score_job_id'),
    results: jsonb('results').$type<McqResults>(),
    overallScore: real('overall_score'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // One attempt per candidate and job that is not expired: asking again gets the same link, a finished
    // assessment is not taken twice.
    uniqueIndex('mcq_attempts_one_per_candidate_idx')
      .on(table.jobPostingId, table.candidateEmail)
      .where(sql`${table.status} <> 'expired'`),
    index('mcq_attempts_user_idx').on(table.userId, table.jobPostingId),
    index('mcq_attempts_job_status_idx').on(table.jobPostingId, table.status),
  ],
);

/** Integrity signals the page reported during an attempt, stamped with the server's time. */
export const mcqAttemptSignals = pgTable(
  'mcq_attempt_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => mcqAttempts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<McqSignalKind>().notNull(),
    questionKey: text('question_key'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mcq_attempt_signals_attempt_idx').on(table.attemptId)],
);
