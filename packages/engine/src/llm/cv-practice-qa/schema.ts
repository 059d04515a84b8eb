import { z } from 'zod';

export const CvPracticeQaOutputSchema = z.object({
  qa_pairs: z
    .array(
      z.object({
        question: z.string().describe('An interview question about something specific in the CV.'),
        answer: z.string().describe('A sample answer in the first person using only facts from the CV.'),
      }),
    )
    .describe('8 to 10 practice questions, each about a different role, project, skill or achievement.'),
});
