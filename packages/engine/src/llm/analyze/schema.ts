import { z } from 'zod';

export const AnalysisOutputSchema = z.object({
  answers: z
    .array(
      z.object({
        question_number: z.number().int(),
        first_word: z
          .number()
          .int()
          .nullable()
          .describe('Number of the first word of the answer; null if unanswered.'),
        last_word: z
          .number()
          .int()
          .nullable()
          .describe('Number of the last word of the answer; null if unanswered.'),
        suggested_answer: z
          .string()
          .describe('The given suggested answer, or a good answer of 2 to 4 sentences.'),
        answer_match_score: z
          .number()
          .describe('0 to 1: how much of the suggested answer the answer covers.'),
        sentiment_score: z.number().describe('-1 (negative) to 1 (positive): the tone of the answer.'),
      }),
    )
    .describe('One entry per question.'),
});
export type AnalysisOutput = z.infer<typeof AnalysisOutputSchema>;
