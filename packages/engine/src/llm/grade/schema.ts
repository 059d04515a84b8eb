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
        evidence: z
          .array(
            z.object({
              entry: z.number().int().describe('The number of the candidate entry the quote comes from.'),
              quote: z.string().describe('Words copied exactly from that entry.'),
            }),
          )
          .describe(
            'One or two short quotes of the candidate the score rests on; empty when never answered.',
          ),
      }),
    )
    .describe('One grade per planned question.'),
});
export type GradingOutput = z.infer<typeof GradingOutputSchema>;
