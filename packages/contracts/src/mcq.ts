import { z } from 'zod';
import { jobStatusRecordSchema } from './common.ts';
import { SkillLevelSchema } from './job-generation.ts';
import { EmailAddressSchema } from './text.ts';

// spec part 2 §8 'MCQ page': the texts of the MCQ link's refusals.
export const MCQ_LINK_NOT_FOUND = 'MCQ link not found or has expired.';
export const MCQ_LINK_GONE = 'This MCQ link has expired or has already been used.';
export const MCQ_WRONG_USER =
  'This MCQ link is for a different user. Please log out and log in with the correct account.';

/**
 * The Send MCQ Link dialog of the Candidates page (issue 11; the spec has no texts for it): the interview link
 * dialog's sentences, spec part 2 §8 'Candidates and links', said of the MCQ link.
 */
export const MCQ_LINK_DIALOG_MESSAGES = {
  success: 'MCQ link created and email sent successfully!',
  emailNotSent: 'MCQ link created but email failed to send. Please check your email configuration.',
  failed: 'Failed to create MCQ link',
  selectJob: 'Please select a job posting.',
} as const;

/** Item statistics are shown once this many attempts were scored (fewer say nothing about a question). */
export const MCQ_STATISTICS_MINIMUM_ATTEMPTS = 5;

/** Answers keyed `${competency}_${skill_level}`, each the chosen option's text (spec part 2 §3). */
export const McqAnswersSchema = z.record(
  z.string().max(500, 'Answer keys must be at most 500 characters'),
  z.string().max(2_000, 'Answers must be at most 2000 characters'),
);
export type McqAnswers = z.infer<typeof McqAnswersSchema>;

export const GenerateMcqLinkRequestSchema = z.object({
  /** Whose assessment: a candidate asks for their own email, the job's recruiter or an admin for anyone's. */
  candidate_email: EmailAddressSchema,
});
export type GenerateMcqLinkRequest = z.infer<typeof GenerateMcqLinkRequestSchema>;

export const GenerateMcqLinkResponseSchema = z.object({
  /** The assessment page on this site's public origin: /mcq/{token}. */
  mcq_url: z.string(),
  /** When the link stops working (ISO date-time). */
  expires_at: z.string(),
  /** Whether the link was emailed to the candidate (only when a recruiter or admin asks for someone else). */
  email_sent: z.boolean(),
});
export type GenerateMcqLinkResponse = z.infer<typeof GenerateMcqLinkResponseSchema>;

/** A question as the candidate sees it: the options in this attempt's order, and nothing that gives the answer away. */
export const McqCandidateQuestionSchema = z.object({
  skill_level: SkillLevelSchema,
  question: z.string(),
  options: z.array(z.object({ text: z.string() })),
});

export const McqCandidateGroupSchema = z.object({
  competency: z.string(),
  questions: z.array(McqCandidateQuestionSchema),
});
export type McqCandidateGroup = z.infer<typeof McqCandidateGroupSchema>;

const McqLinkFields = {
  /** The email the link is bound to: only the user signed in with it may take the assessment. */
  candidate_email: z.string(),
  position: z.string(),
  company: z.string(),
};

/**
 * spec part 2 §3 'MCQ response'. The link is checked before anyone signs in (the page says who the assessment is
 * for); the questions come only to the user signed in with the link's email.
 */
export const McqResponseSchema = z.discriminatedUnion('access', [
  z.object({
    access: z.literal('granted'),
    ...McqLinkFields,
    /** The candidate's name as their account has it, null when unknown. */
    candidate_name: z.string().nullable(),
    mcq_questions: z.array(McqCandidateGroupSchema),
    expires_at: z.string(),
  }),
  /** Nobody is signed in. */
  z.object({ access: z.literal('sign_in_required'), ...McqLinkFields }),
  /** Someone else is signed in. */
  z.object({ access: z.literal('wrong_user'), ...McqLinkFields }),
]);
export type McqResponse = z.infer<typeof McqResponseSchema>;

export const MCQ_SIGNAL_KINDS = ['tab_hidden', 'paste', 'fullscreen_exit'] as const;
export type McqSignalKind = (typeof MCQ_SIGNAL_KINDS)[number];

export const McqSignalsRequestSchema = z.object({
  /** What happened during the attempt, as the page saw it, sent as it happens (a few at a time). */
  events: z
    .array(
      z.object({
        kind: z.enum(MCQ_SIGNAL_KINDS),
        /** The answer key of the question on screen, null outside the questions. */
        question_key: z.string().max(500).nullable(),
      }),
    )
    .min(1)
    .max(50, 'At most 50 events at a time'),
});
export type McqSignalsRequest = z.infer<typeof McqSignalsRequestSchema>;

export const McqSubmitRequestSchema = z.object({
  answers: McqAnswersSchema,
  /** Seconds the candidate spent on each question (by answer key), as the page measured them. */
  seconds_per_question: z.record(z.string().max(500), z.number().min(0).max(86_400)).optional(),
});
export type McqSubmitRequest = z.infer<typeof McqSubmitRequestSchema>;

/** spec part 2 §3 'MCQ submit response': the scoring job to poll. */
export const McqSubmitResponseSchema = z.object({
  job_id: z.string(),
  status: z.enum(['pending', 'processing', 'completed', 'failed']),
  error: z.string().nullable(),
});
export type McqSubmitResponse = z.infer<typeof McqSubmitResponseSchema>;

export const McqQuestionResultSchema = z.object({
  skill_level: SkillLevelSchema,
  question: z.string(),
  is_correct: z.boolean(),
  /** The chosen option, null when unanswered. */
  user_answer: z.string().nullable(),
  correct_answer: z.string(),
  explanation: z.string().nullable(),
});

export const McqCompetencyResultSchema = z.object({
  competency: z.string(),
  questions: z.array(McqQuestionResultSchema),
});

export const McqResultsSchema = z.object({
  /** Percentage of correct answers, 0-100. */
  overall_score: z.number().min(0).max(100),
  correct_answers: z.number().int().min(0),
  total_questions: z.number().int().min(0),
  results: z.array(McqCompetencyResultSchema),
});
export type McqResults = z.infer<typeof McqResultsSchema>;

/** The scoring job's status record (GET /mcq/job/{jobId}); its result is the candidate's results once completed. */
export const McqJobStatusSchema = jobStatusRecordSchema(McqResultsSchema);
export type McqJobStatus = z.infer<typeof McqJobStatusSchema>;

/**
 * What the page noticed during the attempt. Signals for a person to weigh beside the score, never a verdict: a tab
 * can be hidden by a notification, a paste can be the candidate's own notes.
 */
export const McqIntegritySchema = z.object({
  tab_hidden: z.number().int().min(0),
  paste: z.number().int().min(0),
  fullscreen_exit: z.number().int().min(0),
  /** Seconds per question by answer key, as the page measured them; null when it sent none. */
  seconds_per_question: z.record(z.string(), z.number()).nullable(),
  /** From opening the questions to submitting, measured by the server; null when unknown. */
  total_seconds: z.number().nullable(),
});
export type McqIntegrity = z.infer<typeof McqIntegritySchema>;

/** The results as the job's recruiter and admins see them: with when they were submitted and the signals. */
export const McqReviewResultsSchema = McqResultsSchema.extend({
  submitted_at: z.string(),
  integrity: McqIntegritySchema,
});
export type McqReviewResults = z.infer<typeof McqReviewResultsSchema>;

export const MCQ_ITEM_FLAGS = ['too_easy', 'too_hard', 'negative_discrimination'] as const;
export type McqItemFlag = (typeof MCQ_ITEM_FLAGS)[number];

export const McqItemStatisticsSchema = z.object({
  competency: z.string(),
  skill_level: SkillLevelSchema,
  question: z.string(),
  /** Scored attempts that answered it. */
  answered: z.number().int().min(0),
  correct: z.number().int().min(0),
  /** Share answered correctly, 0-1; null below the minimum number of attempts. */
  facility: z.number().nullable(),
  /**
   * Point-biserial correlation (-1..1) of answering it correctly with the score on the other questions; null below
   * the minimum number of attempts or when it cannot be computed (everyone right, or the rest scores all equal).
   */
  discrimination: z.number().nullable(),
  /** Why the question may be broken: facility above 0.95 or below 0.2, negative discrimination. */
  flags: z.array(z.enum(MCQ_ITEM_FLAGS)),
});
export type McqItemStatistics = z.infer<typeof McqItemStatisticsSchema>;

export const McqStatisticsResponseSchema = z.object({
  /** Scored attempts of this job's assessment. */
  attempts: z.number().int().min(0),
  minimum_attempts: z.number().int(),
  items: z.array(McqItemStatisticsSchema),
});
export type McqStatisticsResponse = z.infer<typeof McqStatisticsResponseSchema>;
