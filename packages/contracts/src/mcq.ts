import { z } from 'zod';
import { SkillLevelSchema } from './job-generation.ts';

/** Answers keyed `${competency}_${skill_level}`, each the chosen option's text (spec part 2 §3). */
export const McqAnswersSchema = z.record(z.string(), z.string());
export type McqAnswers = z.infer<typeof McqAnswersSchema>;

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
