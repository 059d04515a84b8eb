import { sql } from 'drizzle-orm';
import { INTERVIEW_SESSION_STATUSES, TURN_KINDS, type Grading, type PlannedQuestion } from '@viva/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from '../../db/schema.ts';
import { jobPostings } from '../jobs/job-postings.schema.ts';

/**
 * One interview of one candidate for one job posting: the questions planned when it started (a snapshot, so
 * later edits of the posting never change a finished interview), who conducts it, and its state.
 */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    /** Unguessable (random UUID); also the conversation id of the review calls. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobPostingId: uuid('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    interviewer: text('interviewer', { enum: ['built-in', 'elevenlabs'] }).notNull(),
    status: text('status', { enum: INTERVIEW_SESSION_STATUSES }).notNull().default('active'),
    plannedQuestions: jsonb('planned_questions').$type<PlannedQuestion[]>().notNull(),
    /** The widget's variables as sent (ElevenLabs), kept with the session they describe. */
    dynamicVariables: jsonb('dynamic_variables').$type<Record<string, string>>().notNull(),
    /** The CV whose questions were planned, when the candidate had one. */
    cvPath: text('cv_path'),
    /** Which notice the candidate confirmed before the interview started, and when. */
    noticeVersion: text('notice_version'),
    noticeAcceptedAt: timestamp('notice_accepted_at', { withTimezone: true }),
    humanInterviewRequestedAt: timestamp('human_interview_requested_at', { withTimezone: true }),
    /** The ElevenLabs conversation bound to this session by its webhook (or the reconciliation job). */
    providerConversationId: text('provider_conversation_id').unique(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last answer or request for more time: an idle built-in session closes after INTERVIEW_IDLE_MINUTES. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The latest grading job (its status record says how grading went). */
    gradingJobId: uuid('grading_job_id'),
    ...timestamps,
  },
  (table) => [
    index('interview_sessions_job_posting_idx').on(table.jobPostingId, table.status),
    index('interview_sessions_status_idx').on(table.status, table.lastActivityAt),
    // One interview in progress or done per candidate and posting: two tabs pressing Apply get the same session.
    uniqueIndex('interview_sessions_one_per_candidate_idx')
      .on(table.userId, table.jobPostingId)
      .where(sql`${table.status} in ('active', 'completed')`),
    // A request for a human-led interview is recorded once.
    uniqueIndex('interview_sessions_one_human_request_idx')
      .on(table.userId, table.jobPostingId)
      .where(sql`${table.status} = 'human_requested'`),
  ],
);

/** The transcript, one row per turn, written as each turn happens (spec part 1 §3 transcript entry). */
export const interviewTurns = pgTable(
  'interview_turns',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role', { enum: ['user', 'agent'] }).notNull(),
    kind: text('kind', { enum: TURN_KINDS }).notNull(),
    questionNumber: integer('question_number'),
    message: text('message').notNull(),
    timeInCallSecs: real('time_in_call_secs').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.seq] })],
);

/** The grading record of a finished interview, as the engine produced it and the schema accepted it. */
export const interviewGradings = pgTable('interview_gradings', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => interviewSessions.id, { onDelete: 'cascade' }),
  grading: jsonb('grading').$type<Grading>().notNull(),
  gradedAt: timestamp('graded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * ElevenLabs post-call deliveries, received by the webhook or fetched by reconciliation: one row per conversation
 * and type (a repeat is a no-op), with the signature's hash to recognise a replayed delivery.
 */
export const elevenLabsDeliveries = pgTable(
  'elevenlabs_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: text('conversation_id').notNull(),
    type: text('type').notNull(),
    /** sha256 of the signature header; null for conversations fetched by reconciliation. */
    signatureHash: text('signature_hash').unique(),
    source: text('source', { enum: ['webhook', 'reconciliation'] }).notNull(),
    sessionId: uuid('session_id').references(() => interviewSessions.id, { onDelete: 'set null' }),
    /** bound: stored on its session; orphan: no session matched (kept for an operator, reason says why). */
    outcome: text('outcome', { enum: ['bound', 'orphan'] }).notNull(),
    reason: text('reason'),
    /** The conversation as received, only for orphans (a bound one lives in its session's turns). */
    orphanPayload: jsonb('orphan_payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('elevenlabs_deliveries_conversation_idx').on(table.conversationId, table.type)],
);

/** How far reconciliation has looked through the agent's conversations (unix seconds of call start). */
export const elevenLabsSyncState = pgTable('elevenlabs_sync_state', {
  agentId: text('agent_id').primaryKey(),
  checkpointUnixSecs: integer('checkpoint_unix_secs').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An emailed interview link (spec part 2 §4.5): bound to one candidate's email and one posting, single use, with an
 * expiry. Only the token's SHA-256 is kept: a copy of the table opens no interview.
 */
export const interviewLinks = pgTable(
  'interview_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 (hex) of the 256-bit token in the emailed address. */
    tokenHash: text('token_hash').notNull().unique(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The candidate's email when the link was made (lower case): only this account may use the link. */
    candidateEmail: text('candidate_email').notNull(),
    jobPostingId: uuid('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, atomically, when the interview starts (or the link is consumed). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The interview this link started. */
    sessionId: uuid('session_id').references(() => interviewSessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_links_candidate_idx').on(table.candidateId, table.jobPostingId)],
);
