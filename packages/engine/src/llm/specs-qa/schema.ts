import { z } from 'zod';

export const SpecsQaOutputSchema = z.object({
  qa_pairs: z
    .array(
      z.object({
        question: z
          .string()
          .describe('A question the employer is likely to ask about one stated requirement.'),
        answer: z
          .string()
          .describe('A first-person model answer a candidate can adapt, naming the requirement.'),
      }),
    )
    .describe('8 to 10 pairs, each about a different requirement or responsibility.'),
});
