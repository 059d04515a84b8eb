import type {
  Interviewer,
  InterviewSession,
  InterviewTranscriptResponse,
  InterviewTurn,
  JobCandidatesResponse,
  TranscriptEntry,
} from '@viva/contracts';
import type { SessionRow, TurnRow } from './interviews.queries.ts';

export type InterviewerSettings = {
  idleSeconds: number;
  elevenLabs: { agentId: string; serverLocation: string } | null;
  pseudonymousId(userId: string): string;
};

export function toTurn(row: TurnRow): InterviewTurn {
  return {
    seq: row.seq,
    role: row.role,
    kind: row.kind,
    question_number: row.questionNumber,
    message: row.message,
    time_in_call_secs: row.timeInCallSecs,
  };
}

/** A transcript entry in the spec's shape (part 1 §3): role, message, time_in_call_secs. */
export const toTranscriptEntry = (row: TurnRow): TranscriptEntry => ({
  role: row.role,
  message: row.message,
  time_in_call_secs: row.timeInCallSecs,
});

/** The interviewer's turn waiting for an answer: the last turn, when it is the interviewer's and not the closing. */
export function awaitingTurn(session: SessionRow, turns: TurnRow[]): TurnRow | null {
  const last = turns.at(-1);
  if (session.status !== 'active' || session.interviewer !== 'built-in') return null;
  return last?.role === 'agent' && last.kind !== 'closing' ? last : null;
}

/** The ElevenLabs agent as the widget needs it, for one candidate. */
export function agentInterviewer(
  agent: { agentId: string; serverLocation: string },
  pseudonymousUserId: string,
): Interviewer {
  return {
    kind: 'elevenlabs',
    agent_id: agent.agentId,
    user_id: pseudonymousUserId,
    server_location: agent.serverLocation,
  };
}

export function toInterviewSession(
  session: SessionRow,
  posting: { position: string; company: string },
  turns: TurnRow[],
  settings: InterviewerSettings,
): InterviewSession {
  const isRunning = session.status === 'active';
  return {
    session_id: session.id,
    conversation_id: session.id,
    job_posting_id: session.jobPostingId,
    position: posting.position,
    company: posting.company,
    status: session.status,
    interviewer:
      session.interviewer === 'elevenlabs' && settings.elevenLabs
        ? agentInterviewer(settings.elevenLabs, settings.pseudonymousId(session.userId))
        : { kind: 'built-in' },
    dynamic_variables: session.dynamicVariables,
    question_count: session.plannedQuestions.length,
    turns: turns.map(toTurn),
    awaiting_answer_to: awaitingTurn(session, turns)?.seq ?? null,
    idle_expires_at:
      isRunning && session.interviewer === 'built-in'
        ? new Date(session.lastActivityAt.getTime() + settings.idleSeconds * 1000).toISOString()
        : null,
    started_at: session.startedAt.toISOString(),
    ended_at: session.endedAt?.toISOString() ?? null,
  };
}

export function toJobCandidates(
  rows: {
    id: string;
    userId: string;
    status: string;
    endedAt: Date | null;
    humanInterviewRequestedAt: Date | null;
    fullName: string | null;
    email: string;
  }[],
  mcqOnly: { userId: string; fullName: string | null; email: string }[],
): JobCandidatesResponse {
  const candidates: JobCandidatesResponse['candidates'] = [
    ...rows.map((row) => ({
      conversation_id: row.id,
      user_id: row.userId,
      full_name: row.fullName,
      email: row.email,
      interview_date: row.endedAt?.toISOString() ?? row.humanInterviewRequestedAt?.toISOString() ?? null,
      status: row.status === 'human_requested' ? ('human_requested' as const) : ('completed' as const),
    })),
    ...mcqOnly.map((row) => ({
      conversation_id: null,
      user_id: row.userId,
      full_name: row.fullName,
      email: row.email,
      interview_date: null,
      status: 'mcq_only' as const,
    })),
  ];
  return { count: candidates.length, candidates };
}

export function toTranscriptResponse(
  review: { session: SessionRow; fullName: string | null; email: string },
  turns: TurnRow[],
  grading: InterviewTranscriptResponse['grading'],
): InterviewTranscriptResponse {
  const { session } = review;
  return {
    conversation_id: session.id,
    job_posting_id: session.jobPostingId,
    user_id: session.userId,
    full_name: review.fullName,
    email: review.email,
    status: session.status,
    interview_date: session.endedAt?.toISOString() ?? null,
    interviewer: session.interviewer,
    human_interview_requested_at: session.humanInterviewRequestedAt?.toISOString() ?? null,
    transcript: turns.map(toTranscriptEntry),
    grading,
  };
}
