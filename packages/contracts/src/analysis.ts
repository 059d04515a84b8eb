import { z } from 'zod';
import { FillerWordsSchema } from './grading.ts';

/** A recognised word of a practice recording with its time in seconds from the start. */
export const TimedWordSchema = z.object({
  word: z.string(),
  start: z.number().min(0),
  end: z.number().min(0),
});
export type TimedWord = z.infer<typeof TimedWordSchema>;

/** A question asked during the recording; times are known when the practice screen recorded them. */
export const AnalysisQuestionSchema = z.object({
  question: z.string().trim().min(1),
  suggested_answer: z.string().nullable().optional(),
  start_time: z.number().min(0).nullable().optional(),
  end_time: z.number().min(0).nullable().optional(),
});
export type AnalysisQuestion = z.infer<typeof AnalysisQuestionSchema>;

/** Analysis of one answer (spec part 2 §3 'Interview analysis'). */
export const AnswerAnalysisItemSchema = z.object({
  question: z.string(),
  start_time: z.number(),
  end_time: z.number(),
  user_answer: z.string(),
  suggested_answer: z.string(),
  /** How well the answer covers the suggested answer, 0..1. */
  answer_match_score: z.number().min(0).max(1),
  /** -1 (negative) .. 1 (positive). */
  sentiment_score: z.number().min(-1).max(1),
  /** Words per minute. */
  speech_rate: z.number().min(0),
  filler_words: FillerWordsSchema,
});
export type AnswerAnalysisItem = z.infer<typeof AnswerAnalysisItemSchema>;

export const AnswerAnalysisSchema = z.object({ answers: z.array(AnswerAnalysisItemSchema) });
export type AnswerAnalysis = z.infer<typeof AnswerAnalysisSchema>;
