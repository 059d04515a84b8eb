import { z } from 'zod';

export const GradingOutputSchema = z.object({
  grades: z
    .array(
      z.object({
        question_number: z.number().int().describe('The number of the planned question graded.'),
        answer_entries: z
          .array(z.number().int())
          .describe('Numbers of the candidate transcript entries that answer it; empty when never answered.'),
        score: z.number().describe('0 (no useful answer) to 10 (complete, specific, relevant).'),
        justification: z
          .string()
          .describe('One or two sentences a recruiter can check against the transcript.'),
      }),
    )
    .describe('One grade per planned question.'),
});
export type GradingOutput = z.infer<typeof GradingOutputSchema>;
