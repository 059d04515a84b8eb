import { and, count, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.ts';
import type { DbExecutor } from '../../platform/database/database.ts';
import { preparedQuery } from '../../platform/database/prepared-query.ts';
import { mcqAttempts } from '../mcq/mcq.schema.ts';
import { REVIEWABLE_STATUSES } from './interviews.queries.ts';
import { interviewSessions } from './interviews.schema.ts';

/**
 * Scored MCQ attempts whose candidate has no reviewable interview of the same posting: they are reviewed in the
 * Interviews dialog too (their MCQ section), so they count among its candidates.
 */
const isMcqOnly = (db: DbExecutor) =>
  and(
    eq(mcqAttempts.status, 'scored'),
    isNotNull(mcqAttempts.userId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.userId, mcqAttempts.userId),
            eq(interviewSessions.jobPostingId, mcqAttempts.jobPostingId),
            inArray(interviewSessions.status, REVIEWABLE_STATUSES),
          ),
        ),
    ),
  );

/** The posting's candidates who took its MCQ assessment and had no interview, newest score first. */
export async function listMcqOnlyCandidates(db: DbExecutor, jobPostingId: string) {
  const rows = await db
    .select({
      userId: mcqAttempts.userId,
      scoredAt: mcqAttempts.scoredAt,
      fullName: users.fullName,
      email: users.email,
    })
    .from(mcqAttempts)
    .innerJoin(users, eq(users.id, mcqAttempts.userId))
    .where(and(eq(mcqAttempts.jobPostingId, jobPostingId), isMcqOnly(db)))
    .orderBy(desc(mcqAttempts.scoredAt), desc(mcqAttempts.id));
  return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
}

/**
 * Per posting, the candidates its Interviews dialog lists: reviewable interviews and MCQ-only candidates, as a
 * subquery (job_posting_id, total) that the job list joins.
 */
export function jobCandidateCounts(db: DbExecutor) {
  const candidates = unionAll(
    db
      .select({ jobPostingId: interviewSessions.jobPostingId })
      .from(interviewSessions)
      .where(inArray(interviewSessions.status, REVIEWABLE_STATUSES)),
    db.select({ jobPostingId: mcqAttempts.jobPostingId }).from(mcqAttempts).where(isMcqOnly(db)),
  ).as('candidates');
  return db
    .select({ jobPostingId: candidates.jobPostingId, total: count().as('total') })
    .from(candidates)
    .groupBy(candidates.jobPostingId)
    .as('candidate_counts');
}

/** The same counts for one posting's page: one prepared statement. */
const selectJobCandidateCounts = preparedQuery((db) => {
  const counts = jobCandidateCounts(db);
  return db.select().from(counts).prepare('job_candidate_counts_by_posting');
});

export async function countJobCandidatesByJobPosting(db: DbExecutor): Promise<Map<string, number>> {
  const rows = await selectJobCandidateCounts(db).execute();
  return new Map(rows.map((row) => [row.jobPostingId, row.total]));
}
