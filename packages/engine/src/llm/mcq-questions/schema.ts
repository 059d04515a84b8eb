import { z } from 'zod';

const QuestionOutputSchema = z.object({
  question: z.string(),
  options: z.array(z.string()).describe('Exactly four distinct answer options.'),
  correct_option: z.number().int().describe('Index (0 to 3) of the one correct option.'),
  explanation: z.string().describe('Why the correct option is right, in one or two sentences.'),
});

// One field per level makes "one question per skill level" a matter of shape, not of the model's care.
export const McqOutputSchema = z.object({
  competencies: z
    .array(
      z.object({
        competency: z.string().describe('A skill, tool or knowledge area the job asks for, e.g. "SQL".'),
        basic: QuestionOutputSchema,
        intermediate: QuestionOutputSchema,
        advanced: QuestionOutputSchema,
      }),
    )
    .describe('3 to 5 competencies, the most important the job specification asks for.'),
});
export type McqOutput = z.infer<typeof McqOutputSchema>;
