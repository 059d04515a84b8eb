import { z } from 'zod';

export const GenericQaOutputSchema = z.object({
  qa_pairs: z
    .array(
      z.object({
        question: z.string(),
        answer: z
          .string()
          .describe('A first-person model answer that shows the structure of a strong answer.'),
      }),
    )
    .describe('One pair per topic in the list, in the same order.'),
});
