import { z } from 'zod';

/** One turn of an interview transcript (spec part 1 §3). */
export const TranscriptEntrySchema = z.object({
  /** 'user' is the candidate; 'agent' the interviewer. */
  role: z.enum(['user', 'agent']),
  message: z.string(),
  time_in_call_secs: z.number().min(0),
});
export type TranscriptEntry = z.infer<typeof TranscriptEntrySchema>;

export const QuestionTypeSchema = z.enum(['cv_admin', 'job_spec', 'culture', 'work_requirement', 'cv']);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

/** A question planned for an interview, to be found and graded in the transcript. */
export const PlannedQuestionSchema = z.object({
  question_type: QuestionTypeSchema,
  /** Short label (work requirements and CV admin questions have one). */
  question_title: z.string().nullable(),
  question: z.string().trim().min(1),
  /** A sample answer to compare against, when one exists (CV questions). */
  expected_answer: z.string().nullable().optional(),
});
export type PlannedQuestion = z.infer<typeof PlannedQuestionSchema>;

/** Filler words counted in an answer ('um', 'uh', 'like', 'you know'...). */
export const FillerWordsSchema = z.object({
  total_count: z.number().int().min(0),
  /** Filler word to how many times it was said. */
  breakdown: z.record(z.string(), z.number().int().min(0)),
});
export type FillerWords = z.infer<typeof FillerWordsSchema>;

/** A passage of the transcript a score rests on: the candidate's own words, verbatim, and when they said them. */
export const EvidenceSchema = z.object({
  /** Quoted exactly from one of the candidate's transcript entries. */
  quote: z.string().trim().min(1),
  /** time_in_call_secs of the entry the quote comes from. */
  time_in_call_secs: z.number().min(0),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

export const ProcessedQuestionSchema = z.object({
  question_type: QuestionTypeSchema,
  question_title: z.string().nullable(),
  question: z.string(),
  /** What the candidate said in reply; null when the question was never answered. */
  user_answer: z.string().nullable(),
  /** 0 (no useful answer) to 10 (complete, specific, relevant). */
  score: z.number().min(0).max(10),
  /** Why this score, in a sentence a recruiter can check against the transcript. */
  justification: z.string(),
  /** The passages the score rests on; empty when the question was not answered. */
  evidence: z.array(EvidenceSchema),
  filler_words: FillerWordsSchema,
});
export type ProcessedQuestion = z.infer<typeof ProcessedQuestionSchema>;

/** Which engine graded, so a recruiter (and an audit) can tell how a score was reached. */
export const GradingEngineSchema = z.object({
  kind: z.enum(['offline', 'llm']),
  /** The offline grader's revision, or the LLM provider and model. */
  version: z.string().min(1),
});
export type GradingEngine = z.infer<typeof GradingEngineSchema>;

export const GradingSchema = z.object({
  processed_questions: z.array(ProcessedQuestionSchema),
  /** Mean of the question scores, 0-10. */
  overall_score: z.number().min(0).max(10),
  engine: GradingEngineSchema,
});
export type Grading = z.infer<typeof GradingSchema>;
