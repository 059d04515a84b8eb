import type {
  GradingRecord,
  InterviewTranscriptResponse,
  JobCandidatesResponse,
  McqReviewResults,
} from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/database/database.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { Queue } from '../../platform/queue/index.ts';
import { findMcqReviewResults } from '../mcq/index.ts';
import { queueGrading } from './interview-grading.jobs.ts';
import { renderInterviewReport } from './interview-report.pdf.ts';
import { assertCanReviewInterviews } from './interviews.policy.ts';
import { listMcqOnlyCandidates } from './job-candidates.queries.ts';
import { toJobCandidates, toTranscriptEntry, toTranscriptResponse } from './interviews.presenter.ts';
import {
  findGrading,
  findSessionForReview,
  listReviewableInterviews,
  listTurns,
  REVIEWABLE_STATUSES,
  type GradingRow,
  type SessionForReview,
} from './interviews.queries.ts';

export type ReviewDeps = { db: Db; queue: Queue };

// Spec part 1 §8: the texts the dialog shows for a 404 of each call.
export const TRANSCRIPT_NOT_FOUND = 'No interview details found for this conversation.';
export const RESULTS_NOT_FOUND = 'No interview results found for this interview.';
export const REPORT_FORBIDDEN = 'You are not authorized to download this report.';

/**
 * The interviews of one posting, then the candidates who took only its MCQ assessment; the caller (the jobs
 * module) has checked the viewer manages the posting.
 */
export async function listJobInterviewCandidates(
  db: Db,
  jobPostingId: string,
): Promise<JobCandidatesResponse> {
  const [interviews, mcqOnly] = await Promise.all([
    listReviewableInterviews(db, jobPostingId),
    listMcqOnlyCandidates(db, jobPostingId),
  ]);
  return toJobCandidates(interviews, mcqOnly);
}

export async function getInterviewTranscript(
  deps: ReviewDeps,
  viewer: AuthenticatedUser,
  conversationId: string,
): Promise<InterviewTranscriptResponse> {
  const review = await requireReviewable(deps.db, viewer, conversationId, TRANSCRIPT_NOT_FOUND);
  const grading = await findGrading(deps.db, review.session.id);
  return toTranscriptResponse(
    review,
    await listTurns(deps.db, review.session.id),
    await gradingState(deps, review, grading),
  );
}

/** The grading record; 404 while there is none yet (spec part 1 §4: 'A grading 404 means no results yet'). */
export async function getInterviewGrade(
  deps: ReviewDeps,
  viewer: AuthenticatedUser,
  conversationId: string,
): Promise<GradingRecord> {
  const review = await requireReviewable(deps.db, viewer, conversationId, RESULTS_NOT_FOUND);
  const grading = await findGrading(deps.db, review.session.id);
  if (!grading) throw notFound(RESULTS_NOT_FOUND);
  return toGradingRecord(review, grading, await mcqResultsOf(deps.db, review));
}

/** A failed (or never queued) grading is queued again by a reviewer. */
export async function retryInterviewGrading(
  deps: ReviewDeps,
  viewer: AuthenticatedUser,
  conversationId: string,
): Promise<{ job_id: string }> {
  const review = await requireReviewable(deps.db, viewer, conversationId, TRANSCRIPT_NOT_FOUND);
  if (review.session.status !== 'completed') throw conflict('Only a finished interview can be graded.');
  const state = await gradingState(deps, review, await findGrading(deps.db, review.session.id));
  if (state.status === 'completed') throw conflict('This interview is already graded.');
  if (state.status === 'pending' || state.status === 'processing')
    throw conflict('Grading is already under way.');
  const jobId = await queueGrading(deps, review.session);
  if (!jobId) throw conflict('Grading is already under way.');
  return { job_id: jobId };
}

export async function getInterviewReportPdf(
  deps: ReviewDeps,
  viewer: AuthenticatedUser,
  conversationId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const review = await requireReviewable(
    deps.db,
    viewer,
    conversationId,
    RESULTS_NOT_FOUND,
    REPORT_FORBIDDEN,
  );
  const grading = await findGrading(deps.db, review.session.id);
  if (!grading) throw notFound(RESULTS_NOT_FOUND);
  const record = toGradingRecord(review, grading, await mcqResultsOf(deps.db, review));
  const pdf = await renderInterviewReport({
    candidate: { fullName: review.fullName, email: review.email },
    job: { position: review.position, company: review.company },
    interviewDate: review.session.endedAt,
    grading: record,
    mcqResults: record.mcq_results,
    transcript: (await listTurns(deps.db, review.session.id)).map(toTranscriptEntry),
  });
  const who = (review.fullName ?? review.email).replace(/[^\p{L}\p{N} .-]+/gu, '').trim() || 'candidate';
  return { pdf, fileName: `Interview report - ${who} - ${review.position}.pdf` };
}

/** The candidate's MCQ results for the interview's posting, when they took the assessment. */
function mcqResultsOf(db: Db, review: SessionForReview): Promise<McqReviewResults | null> {
  return findMcqReviewResults(db, review.session.userId, review.session.jobPostingId);
}

/** 404 (in the caller's words) for unknown ids and interviews not yet finished; 403 for anyone but its reviewers. */
async function requireReviewable(
  db: Db,
  viewer: AuthenticatedUser,
  conversationId: string,
  notFoundDetail: string,
  forbiddenDetail?: string,
): Promise<SessionForReview> {
  const review = await findSessionForReview(db, conversationId);
  if (!review || !REVIEWABLE_STATUSES.includes(review.session.status)) throw notFound(notFoundDetail);
  assertCanReviewInterviews(viewer, { createdBy: review.jobPostingCreatedBy }, forbiddenDetail);
  return review;
}

async function gradingState(
  deps: ReviewDeps,
  review: SessionForReview,
  grading: GradingRow | null,
): Promise<InterviewTranscriptResponse['grading']> {
  if (grading) return { status: 'completed', error: null };
  const jobId = review.session.gradingJobId;
  const record = jobId ? await deps.queue.getStatus(jobId) : null;
  if (!record) return { status: 'none', error: null };
  // A completed job without a stored record cannot happen short of a deleted row: it needs grading again.
  if (record.status === 'completed') return { status: 'none', error: null };
  return { status: record.status, error: record.error };
}

function toGradingRecord(
  review: SessionForReview,
  grading: GradingRow,
  mcqResults: McqReviewResults | null,
): GradingRecord {
  return {
    ...grading.grading,
    conversation_id: review.session.id,
    job_posting_id: review.session.jobPostingId,
    mcq_results: mcqResults,
    graded_at: grading.gradedAt.toISOString(),
  };
}
