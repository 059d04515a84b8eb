import {
  GradingRecordSchema,
  HumanInterviewRequestResponseSchema,
  InterviewSessionSchema,
  InterviewerSchema,
  InterviewTranscriptResponseSchema,
  JobCandidatesResponseSchema,
  McqReviewResultsSchema,
  RetryGradingResponseSchema,
  type GradingRecord,
  type InterviewSession,
  type Interviewer,
  type InterviewTranscriptResponse,
  type JobCandidatesResponse,
  type McqReviewResults,
} from '@viva/contracts';
import { apiRequest, apiRequestBlob } from '../../app/api-client.ts';

const segment = encodeURIComponent;

/** Who conducts interviews on this server: the built-in interviewer or the ElevenLabs agent. */
export function fetchInterviewer(): Promise<Interviewer> {
  return apiRequest('/interview/interviewer', InterviewerSchema);
}

/** The interview calls of spec part 1 §7, and the built-in interviewer's own. */
/** `linkToken`: started from an emailed link, which the server consumes as the interview starts. */
export function startInterviewSession(jobPostingId: string, linkToken?: string): Promise<InterviewSession> {
  return apiRequest('/interview/sessions', InterviewSessionSchema, {
    method: 'POST',
    body: { job_posting_id: jobPostingId, notice_accepted: true, token: linkToken },
  });
}

export function fetchInterviewSession(sessionId: string): Promise<InterviewSession> {
  return apiRequest(`/interview/sessions/${segment(sessionId)}`, InterviewSessionSchema);
}

export function sendInterviewAnswer(
  sessionId: string,
  answerTo: number,
  message: string,
): Promise<InterviewSession> {
  return apiRequest(`/interview/sessions/${segment(sessionId)}/answers`, InterviewSessionSchema, {
    method: 'POST',
    body: { answer_to: answerTo, message },
  });
}

export function requestMoreTime(sessionId: string): Promise<InterviewSession> {
  return apiRequest(`/interview/sessions/${segment(sessionId)}/more-time`, InterviewSessionSchema, {
    method: 'POST',
  });
}

export function endInterviewSession(sessionId: string): Promise<InterviewSession> {
  return apiRequest(`/interview/sessions/${segment(sessionId)}/end`, InterviewSessionSchema, {
    method: 'POST',
  });
}

export function requestHumanInterview(jobPostingId: string): Promise<void> {
  return apiRequest('/interview/human-requests', HumanInterviewRequestResponseSchema, {
    method: 'POST',
    body: { job_posting_id: jobPostingId },
  }).then(() => undefined);
}

/** The interviewer's turn spoken by the server (WAV). */
export function fetchTurnSpeech(sessionId: string, seq: number, signal?: AbortSignal): Promise<Blob> {
  return apiRequestBlob(`/interview/sessions/${segment(sessionId)}/turns/${seq}/speech`, { signal });
}

export function fetchJobCandidates(jobPostingId: string): Promise<JobCandidatesResponse> {
  return apiRequest(`/jobs/${segment(jobPostingId)}/candidates`, JobCandidatesResponseSchema);
}

export function fetchInterviewTranscript(conversationId: string): Promise<InterviewTranscriptResponse> {
  return apiRequest(`/interview/transcript/${segment(conversationId)}`, InterviewTranscriptResponseSchema);
}

export function fetchInterviewGrade(conversationId: string): Promise<GradingRecord> {
  return apiRequest(`/interview/grade/${segment(conversationId)}`, GradingRecordSchema);
}

export function retryInterviewGrading(conversationId: string): Promise<void> {
  return apiRequest(`/interview/grade/${segment(conversationId)}/retry`, RetryGradingResponseSchema, {
    method: 'POST',
  }).then(() => undefined);
}

export function fetchMcqResults(userId: string, jobPostingId: string): Promise<McqReviewResults> {
  return apiRequest(`/mcq/results/${segment(userId)}/${segment(jobPostingId)}`, McqReviewResultsSchema);
}

/** spec part 1 §9: the PDF report times out after 60 s. */
export const PDF_REPORT_TIMEOUT_MS = 60_000;

export function fetchInterviewReport(conversationId: string): Promise<Blob> {
  return apiRequestBlob(`/interview/grade/${segment(conversationId)}/pdf`, {
    signal: AbortSignal.timeout(PDF_REPORT_TIMEOUT_MS),
  });
}
