import { createFence } from '../fence.ts';
import type { JobForm } from '../instructions.ts';
import { generateStructured, type ModelContext } from '../structured-call.ts';
import { buildCultureQuestionsPrompt } from './prompt.ts';
import { CultureQuestionsOutputSchema } from './schema.ts';

/** Culture-fit questions from the culture document, or from what the job specification says of the company. */
export async function generateCultureQuestions(
  context: ModelContext,
  documents: { jobSpecMarkdown: string; cultureMarkdown: string | null },
  form: JobForm = {},
  signal?: AbortSignal,
): Promise<string[]> {
  const output = await generateStructured(context, {
    name: 'company_culture_questions',
    ...buildCultureQuestionsPrompt(documents, createFence(), form),
    schema: CultureQuestionsOutputSchema,
    signal,
  });
  return output.questions;
}
