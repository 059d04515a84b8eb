import { z } from 'zod';

// What the model returns; constraints are left to the contract check so strict JSON-schema modes accept it.
export const JobQuestionsOutputSchema = z.object({
  questions: z
    .array(z.string().describe('One screening question naming the requirement or responsibility it checks.'))
    .describe('8 to 12 screening questions, each about a different requirement or responsibility.'),
});
