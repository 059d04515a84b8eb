import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUuid, type McqResults, type McqSignalKind } from '@viva/contracts';
import { users } from '../../db/schema.ts';
import type { DbExecutor } from '../../platform/database/database.ts';
import { jobPostings } from '../jobs/job-postings.schema.ts';
import { mcqAttempts, mcqAttemptSignals, type McqAttemptStatus } from './mcq.schema.ts';

export type McqAttemptRow = typeof mcqAttempts.$inferSelect;
export type NewMcqAttempt = typeof mcqAttempts.$inferInsert;

/** An attempt that can still be opened and submitted (not yet submitted, not marked expired). */
export const OPEN_STATUSES: McqAttemptStatus[] = ['issued', 'started'];

export async function findUserIdByEmail(db: DbExecutor, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** The candidate's attempt for a posting that is not marked expired (at most one, by the unique index). */
export async function findCurrentAttempt(
  db: DbExecutor,
  jobPostingId: string,
  candidateEmail: string,
): Promise<McqAttemptRow | null> {
  const [row] = await db
    .select()
    .from(mcqAttempts)
    .where(
      and(
        eq(mcqAttempts.jobPostingId, jobPostingId),
        eq(mcqAttempts.candidateEmail, candidateEmail),
        sql`${mcqAttempts.status} <> 'expired'`,
      ),
    );
  return row ?? null;
}

/** Inserts unless the candidate already has a current attempt for the posting (then null: a concurrent request won). */
export async function insertAttemptOnce(
  db: DbExecutor,
  values: NewMcqAttempt,
): Promise<McqAttemptRow | null> {
  const [row] = await db.insert(mcqAttempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Marks an open attempt whose link ran out as expired, so a new one can be made. */
export async function expireAttempt(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(mcqAttempts)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(mcqAttempts.id, id), inArray(mcqAttempts.status, OPEN_STATUSES)));
}

/** The attempt and its posting, found by the token's hash. */
export async function findAttemptByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({ attempt: mcqAttempts, position: jobPostings.position, company: jobPostings.company })
    .from(mcqAttempts)
    .innerJoin(jobPostings, eq(jobPostings.id, mcqAttempts.jobPostingId))
    .where(eq(mcqAttempts.tokenHash, tokenHash));
  return row ?? null;
}
export type AttemptWithPosting = NonNullable<Awaited<ReturnType<typeof findAttemptByTokenHash>>>;

export async function findAttempt(db: DbExecutor, id: string): Promise<McqAttemptRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(mcqAttempts).where(eq(mcqAttempts.id, id));
  return row ?? null;
}

/** The first open of the questions binds the attempt to the signed-in account and starts its clock. */
export async function markStarted(db: DbExecutor, id: string, userId: string): Promise<void> {
  await db
    .update(mcqAttempts)
    .set({
      status: 'started',
      userId,
      startedAt: sql`coalesce(${mcqAttempts.startedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(eq(mcqAttempts.id, id), inArray(mcqAttempts.status, OPEN_STATUSES)));
}

/**
 * Takes the answers once: only an open, unexpired attempt moves to submitted, so of concurrent submits exactly one
 * gets the row back.
 */
export async function submitAttemptOnce(
  db: DbExecutor,
  id: string,
  values: {
    userId: string;
    answers: Record<string, string>;
    secondsPerQuestion: Record<string, number> | null;
  },
): Promise<McqAttemptRow | null> {
  const [row] = await db
    .update(mcqAttempts)
    .set({
      status: 'submitted',
      userId: values.userId,
      answers: values.answers,
      secondsPerQuestion: values.secondsPerQuestion,
      startedAt: sql`coalesce(${mcqAttempts.startedAt}, now())`,
      submittedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(mcqAttempts.id, id),
        inArray(mcqAttempts.status, OPEN_STATUSES),
        sql`${mcqAttempts.expiresAt} > now()`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordScoreJob(db: DbExecutor, id: string, jobId: string): Promise<void> {
  await db
    .update(mcqAttempts)
    .set({ scoreJobId: jobId, updatedAt: new Date() })
    .where(eq(mcqAttempts.id, id));
}

/** Undoes a submit whose scoring job could not be queued: the candidate can send the answers again. */
export async function reopenUnqueuedSubmission(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(mcqAttempts)
    .set({
      status: 'started',
      answers: null,
      secondsPerQuestion: null,
      submittedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(mcqAttempts.id, id), eq(mcqAttempts.status, 'submitted'), isNull(mcqAttempts.scoreJobId)));
}

/** Stores the score once: a repeated scoring run finds the attempt scored and changes nothing. */
export async function storeScoreOnce(db: DbExecutor, id: string, results: McqResults): Promise<void> {
  await db
    .update(mcqAttempts)
    .set({
      status: 'scored',
      results,
      overallScore: results.overall_score,
      scoredAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(mcqAttempts.id, id), eq(mcqAttempts.status, 'submitted')));
}

export async function findScoredAttempt(
  db: DbExecutor,
  userId: string,
  jobPostingId: string,
): Promise<McqAttemptRow | null> {
  if (!isUuid(userId) || !isUuid(jobPostingId)) return null;
  const [row] = await db
    .select()
    .from(mcqAttempts)
    .where(
      and(
        eq(mcqAttempts.userId, userId),
        eq(mcqAttempts.jobPostingId, jobPostingId),
        eq(mcqAttempts.status, 'scored'),
      ),
    );
  return row ?? null;
}

export async function listScoredResults(db: DbExecutor, jobPostingId: string): Promise<McqResults[]> {
  const rows = await db
    .select({ results: mcqAttempts.results })
    .from(mcqAttempts)
    .where(and(eq(mcqAttempts.jobPostingId, jobPostingId), eq(mcqAttempts.status, 'scored')))
    .orderBy(mcqAttempts.scoredAt);
  return rows.flatMap((row) => (row.results ? [row.results] : []));
}

export async function countSignals(
  db: DbExecutor,
  attemptId: string,
): Promise<Record<McqSignalKind, number>> {
  const rows = await db
    .select({ kind: mcqAttemptSignals.kind, total: count() })
    .from(mcqAttemptSignals)
    .where(eq(mcqAttemptSignals.attemptId, attemptId))
    .groupBy(mcqAttemptSignals.kind);
  const totals = { tab_hidden: 0, paste: 0, fullscreen_exit: 0 };
  for (const row of rows) totals[row.kind] = row.total;
  return totals;
}

export async function countAllSignals(db: DbExecutor, attemptId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(mcqAttemptSignals)
    .where(eq(mcqAttemptSignals.attemptId, attemptId));
  return row?.total ?? 0;
}

export async function insertSignals(
  db: DbExecutor,
  attemptId: string,
  events: { kind: McqSignalKind; question_key: string | null }[],
): Promise<void> {
  await db
    .insert(mcqAttemptSignals)
    .values(events.map((event) => ({ attemptId, kind: event.kind, questionKey: event.question_key })));
}
