import {
  isUuid,
  type McqJobStatus,
  type McqReviewResults,
  type McqStatisticsResponse,
} from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { Db, DbExecutor } from '../../platform/database/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { Queue } from '../../platform/queue/index.ts';
import { findJobPostingContent } from '../jobs/index.ts';
import { computeItemStatistics } from './item-statistics.ts';
import { MCQ_SCORE } from './mcq-scoring.jobs.ts';
import { assertCanReviewMcq } from './mcq.policy.ts';
import { toReviewResults } from './mcq.presenter.ts';
import {
  countSignals,
  findAttempt,
  findScoredAttempt,
  listScoredResults,
} from './mcq.queries.ts';

// spec part 2 §8 'Polling: Job not found on server (404)'.
export const MCQ_JOB_NOT_FOUND = 'Job not found';
export const MCQ_RESULTS_NOT_FOUND = 'No MCQ results found for this candidate and job.';
const JOB_POSTING_NOT_FOUND = 'Job posting not found';

/**
 * spec part 2 §7 `GET /mcq/job/{jobId}`: the candidate's own scoring job; once completed its result is their
 * results with the correct answers and explanations. Anyone else's job is a 404, as if it did not exist.
 */
export async function getMcqJobStatus(
  deps: { db: Db; queue: Queue },
  viewer: AuthenticatedUser,
  jobId: string,
): Promise<McqJobStatus> {
  const record = await deps.queue.getStatus(jobId, { ownerId: viewer.id, kind: MCQ_SCORE });
  if (!record) throw notFound(MCQ_JOB_NOT_FOUND);
  if (record.status !== 'completed') return { ...record, result: null };
  const attemptId = (record.result as { attempt_id?: unknown } | null)?.attempt_id;
  const attempt = typeof attemptId === 'string' ? await findAttempt(deps.db, attemptId) : null;
  return { ...record, result: attempt?.results ?? null };
}

/** The scored results of a candidate for a posting with their signals, or null when there are none. */
export async function findMcqReviewResults(
  db: DbExecutor,
  userId: string,
  jobPostingId: string,
): Promise<McqReviewResults | null> {
  const attempt = await findScoredAttempt(db, userId, jobPostingId);
  if (!attempt?.results) return null;
  return toReviewResults({ ...attempt, results: attempt.results }, await countSignals(db, attempt.id));
}

/** spec part 1 §7 `GET /mcq/results/{userId}/{jobPostingId}`: the job's recruiter and admins only. */
export async function getMcqResultsFor(
  deps: { db: Db },
  viewer: AuthenticatedUser,
  userId: string,
  jobPostingId: string,
): Promise<McqReviewResults> {
  await requireReviewablePosting(deps.db, viewer, jobPostingId);
  const results = isUuid(userId) ? await findMcqReviewResults(deps.db, userId, jobPostingId) : null;
  if (!results) throw notFound(MCQ_RESULTS_NOT_FOUND);
  return results;
}

/** Item statistics of the posting's assessment, for its recruiter and admins. */
export async function getMcqStatistics(
  deps: { db: Db },
  viewer: AuthenticatedUser,
  jobPostingId: string,
): Promise<McqStatisticsResponse> {
  await requireReviewablePosting(deps.db, viewer, jobPostingId);
  return computeItemStatistics(await listScoredResults(deps.db, jobPostingId));
}

async function requireReviewablePosting(db: Db, viewer: AuthenticatedUser, jobPostingId: string) {
  const posting = await findJobPostingContent(db, jobPostingId);
  if (!posting) throw notFound(JOB_POSTING_NOT_FOUND);
  assertCanReviewMcq(viewer, posting);
  return posting;
}
