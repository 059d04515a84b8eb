import { z } from 'zod';
import { GradingSchema, TranscriptEntrySchema } from './grading.ts';
import { McqReviewResultsSchema } from './mcq.ts';
import { plainText } from './text.ts';

/**
 * The voice-interview widget's dynamic variables (spec part 1 'Voice-interview widget'), with the spec's names and
 * its defaults for missing inputs. job_title and company_name are the job's own (DESIGN.md: a deliberate fix of the
 * spec's fixed values); the fixed ones remain only as defaults where no job is known (the Apply page).
 */
export const WIDGET_VARIABLE_DEFAULTS = {
  user_name: 'Guest',
  user_id: 'unknown',
  job_posting_id: 'unknown',
  job_title: 'Software Engineer',
  company_name: 'Viva',
  job_spec_questions: 'No job spec questions available',
  culture_questions: 'No culture questions available',
  job_specs_work_requirement_questions: 'No work requirement questions available',
  job_specs_description: 'No job specs description available',
  culture_description: 'No culture description available',
  cv_questions: '',
  cv_admin_questions: '',
} as const;

export type WidgetVariableName = keyof typeof WIDGET_VARIABLE_DEFAULTS;

/** The variables with every missing or blank input replaced by its default, so the agent never lacks one. */
export function widgetDynamicVariables(
  inputs: Partial<Record<WidgetVariableName, string | null | undefined>> = {},
): Record<WidgetVariableName, string> {
  const variables = { ...WIDGET_VARIABLE_DEFAULTS } as Record<WidgetVariableName, string>;
  for (const name of Object.keys(WIDGET_VARIABLE_DEFAULTS) as WidgetVariableName[]) {
    const value = inputs[name];
    if (value != null && value.trim() !== '') variables[name] = value;
  }
  return variables;
}

/** The variable that carries the session id to the voice provider and back in its webhook. */
export const SESSION_ID_VARIABLE = 'interview_session_id';

/** What the candidate confirms before any interview starts (stored with the session). */
export const INTERVIEW_NOTICE_VERSION = 'ai-interview-notice-1';

export const StartInterviewSessionRequestSchema = z.object({
  /** The job posting applied to (the jobs page's Apply). */
  job_posting_id: z.string().min(1, 'Job posting is required'),
  /** An emailed interview link's token (the emailed interview page): the link is consumed as the session starts. */
  token: z.string().min(1).optional(),
  /** The candidate confirmed the notice: an AI conducts the interview, it is recorded, evaluated and reviewed. */
  notice_accepted: z.literal(true, { error: 'Please confirm the interview notice before starting.' }),
});
export type StartInterviewSessionRequest = z.infer<typeof StartInterviewSessionRequestSchema>;

export const HumanInterviewRequestSchema = z.object({
  job_posting_id: z.string().min(1, 'Job posting is required'),
});

export const HumanInterviewRequestResponseSchema = z.object({
  job_posting_id: z.string(),
  /** When the request was recorded (ISO date-time); asking again returns the first one. */
  requested_at: z.string(),
});

export const INTERVIEW_SESSION_STATUSES = ['active', 'completed', 'abandoned', 'human_requested'] as const;
export const InterviewSessionStatusSchema = z.enum(INTERVIEW_SESSION_STATUSES);
export type InterviewSessionStatus = z.infer<typeof InterviewSessionStatusSchema>;

/** Who conducts the interview: the built-in interviewer (embedded default) or the ElevenLabs agent. */
export const InterviewerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('built-in') }),
  z.object({
    kind: z.literal('elevenlabs'),
    agent_id: z.string(),
    /** Pseudonymous id for the widget's user-id (never the account id, never the widget's fingerprint). */
    user_id: z.string(),
    /** The agent's region (`us`, `global`, `eu-residency`, `in-residency`). */
    server_location: z.string(),
  }),
]);
export type Interviewer = z.infer<typeof InterviewerSchema>;

/** greeting, question, probe (a follow-up), closing: the built-in interviewer's; remark: a voice agent's turn; answer: the candidate's. */
export const TURN_KINDS = ['greeting', 'question', 'probe', 'closing', 'remark', 'answer'] as const;

/** One saved turn of a live interview: a transcript entry with its place in the conversation. */
export const InterviewTurnSchema = TranscriptEntrySchema.extend({
  /** 0, 1, 2... in conversation order. */
  seq: z.number().int().min(0),
  kind: z.enum(TURN_KINDS),
  /** 1-based number of the planned question a question, probe or answer belongs to. */
  question_number: z.number().int().min(1).nullable(),
});
export type InterviewTurn = z.infer<typeof InterviewTurnSchema>;

/** A session as its candidate sees it: what to show and say next, and everything said so far. */
export const InterviewSessionSchema = z.object({
  session_id: z.string(),
  /** The session id serves as the conversation id of the review calls. */
  conversation_id: z.string(),
  job_posting_id: z.string(),
  position: z.string(),
  company: z.string(),
  status: InterviewSessionStatusSchema,
  interviewer: InterviewerSchema,
  /** For the ElevenLabs widget: flat string values, including interview_session_id. */
  dynamic_variables: z.record(z.string(), z.string()),
  /** Number of planned questions (probes not counted). */
  question_count: z.number().int().min(0),
  /** Built-in interviewer: the turns so far, in order. Empty for an ElevenLabs session until its webhook. */
  turns: z.array(InterviewTurnSchema),
  /** The interviewer's turn now waiting for an answer (its seq), null when none is (ended, or ElevenLabs). */
  awaiting_answer_to: z.number().int().nullable(),
  /** When the session closes by itself without a new answer (ISO date-time); null once it has ended. */
  idle_expires_at: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});
export type InterviewSession = z.infer<typeof InterviewSessionSchema>;

export const InterviewAnswerRequestSchema = z.object({
  /** seq of the interviewer turn being answered: a retried answer is saved once, a stale one refused. */
  answer_to: z.number().int().min(0),
  message: plainText({
    label: 'Answer',
    max: 5000,
    isMultiLine: true,
    blankMessage: 'Please type or say an answer before sending it.',
  }),
});
export type InterviewAnswerRequest = z.infer<typeof InterviewAnswerRequestSchema>;

export const SessionIdParamsSchema = z.object({ sessionId: z.string().min(1) });
export const ConversationIdParamsSchema = z.object({ conversationId: z.string().min(1) });
export const TurnSpeechParamsSchema = z.object({
  sessionId: z.string().min(1),
  seq: z.coerce.number().int().min(0),
});

export const GRADING_STATUSES = ['none', 'pending', 'processing', 'completed', 'failed'] as const;

/** Interview detail for its reviewers (spec part 1 §4 'Interviews data': the transcript and its state). */
export const InterviewTranscriptResponseSchema = z.object({
  conversation_id: z.string(),
  job_posting_id: z.string(),
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  status: InterviewSessionStatusSchema,
  /** When the interview ended (ISO date-time), null while it runs. */
  interview_date: z.string().nullable(),
  interviewer: z.enum(['built-in', 'elevenlabs']),
  /** Set when the candidate asked for a human-led interview instead (ISO date-time). */
  human_interview_requested_at: z.string().nullable(),
  transcript: z.array(TranscriptEntrySchema),
  grading: z.object({
    status: z.enum(GRADING_STATUSES),
    /** Why grading failed, in plain words (the recruiter may retry). */
    error: z.string().nullable(),
  }),
});
export type InterviewTranscriptResponse = z.infer<typeof InterviewTranscriptResponseSchema>;

/** The grading record of spec part 1 §3, with evidence and the engine that produced it. */
export const GradingRecordSchema = GradingSchema.extend({
  conversation_id: z.string(),
  job_posting_id: z.string(),
  /** The MCQ results of the same candidate and job, when they took the assessment. */
  mcq_results: McqReviewResultsSchema.nullable(),
  graded_at: z.string(),
});
export type GradingRecord = z.infer<typeof GradingRecordSchema>;

export const RetryGradingResponseSchema = z.object({ job_id: z.string() });

export const McqResultsParamsSchema = z.object({
  userId: z.string().min(1),
  jobPostingId: z.string().min(1),
});

/** The ElevenLabs post-call webhook's body (parsed tolerantly: unknown fields are ignored). */
export const ElevenLabsConversationSchema = z.object({
  agent_id: z.string().optional(),
  conversation_id: z.string().min(1),
  status: z.string().optional(),
  user_id: z.string().nullish(),
  transcript: z
    .array(
      z.object({
        role: z.string(),
        message: z.string().nullish(),
        time_in_call_secs: z.number().min(0).nullish(),
      }),
    )
    .default([]),
  metadata: z
    .object({ start_time_unix_secs: z.number().optional(), call_duration_secs: z.number().optional() })
    .nullish(),
  conversation_initiation_client_data: z
    .object({
      user_id: z.string().nullish(),
      dynamic_variables: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
});
export type ElevenLabsConversation = z.infer<typeof ElevenLabsConversationSchema>;

export const ElevenLabsWebhookSchema = z.object({
  type: z.string(),
  event_timestamp: z.number().optional(),
  data: z.unknown(),
});

/** Spec part 1 'Interviews dialog': cv_admin questions first, then the others in their order. */
export function sortForReview<Question extends { question_type: string }>(
  questions: readonly Question[],
): Question[] {
  return [
    ...questions.filter((question) => question.question_type === 'cv_admin'),
    ...questions.filter((question) => question.question_type !== 'cv_admin'),
  ];
}

/** Spec part 1 'Interviews dialog': 'CV Administration' for cv_admin, else 'Question'. */
export const questionTypeLabel = (questionType: string) =>
  questionType === 'cv_admin' ? 'CV Administration' : 'Question';

/** Seconds into the call as m:ss (spec part 1: transcript bubbles). */
export function formatCallTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
