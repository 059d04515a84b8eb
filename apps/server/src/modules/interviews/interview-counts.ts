import { and, count, countDistinct, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.ts';
import { jobPostings } from '../jobs/job-postings.schema.ts';
import { interviewSessions } from './interviews.schema.ts';

/** Whose interviews to count: everyone's, those for one recruiter's postings, or one candidate's own. */
export type InterviewScope = { postedBy?: string; candidateId?: string };

/**
 * The dashboard's Interviews card: completed interviews, and scheduled ones (started and not yet finished; emailed
 * interview links not yet used join these when they exist).
 */
export async function countInterviews(
  db: Db,
  scope: InterviewScope = {},
): Promise<{ total: number; completed: number; scheduled: number }> {
  const rows = await db
    .select({ status: interviewSessions.status, total: count() })
    .from(interviewSessions)
    .innerJoin(jobPostings, eq(jobPostings.id, interviewSessions.jobPostingId))
    .where(and(inArray(interviewSessions.status, ['completed', 'active']), ...scopeConditions(scope)))
    .groupBy(interviewSessions.status);
  const completed = rows.find((row) => row.status === 'completed')?.total ?? 0;
  const scheduled = rows.find((row) => row.status === 'active')?.total ?? 0;
  return { total: completed + scheduled, completed, scheduled };
}

/**
 * A candidate applies to a posting by taking its interview (or asking for a human-led one): their applications are
 * those postings, open or closed.
 */
export async function countCandidateApplications(
  db: Db,
  candidateId: string,
): Promise<{ total: number; open: number; closed: number }> {
  const rows = await db
    .select({ isOpen: jobPostings.isOpen, total: countDistinct(interviewSessions.jobPostingId) })
    .from(interviewSessions)
    .innerJoin(jobPostings, eq(jobPostings.id, interviewSessions.jobPostingId))
    .where(
      and(
        eq(interviewSessions.userId, candidateId),
        inArray(interviewSessions.status, ['active', 'completed', 'human_requested']),
      ),
    )
    .groupBy(jobPostings.isOpen);
  const open = rows.find((row) => row.isOpen)?.total ?? 0;
  const closed = rows.find((row) => !row.isOpen)?.total ?? 0;
  return { total: open + closed, open, closed };
}

function scopeConditions(scope: InterviewScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.postedBy !== undefined) conditions.push(eq(jobPostings.createdBy, scope.postedBy));
  if (scope.candidateId !== undefined) conditions.push(eq(interviewSessions.userId, scope.candidateId));
  return conditions;
}
