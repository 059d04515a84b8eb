import { z } from 'zod';

export const CultureQuestionsOutputSchema = z.object({
  questions: z
    .array(z.string().describe('One question about a value, behaviour or way of working the company states.'))
    .describe('4 to 6 culture-fit questions, each about a different value or way of working.'),
});
