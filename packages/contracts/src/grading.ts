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
  filler_words: FillerWordsSchema,
});
export type ProcessedQuestion = z.infer<typeof ProcessedQuestionSchema>;

export const GradingSchema = z.object({
  processed_questions: z.array(ProcessedQuestionSchema),
  /** Mean of the question scores, 0-10. */
  overall_score: z.number().min(0).max(10),
});
export type Grading = z.infer<typeof GradingSchema>;
