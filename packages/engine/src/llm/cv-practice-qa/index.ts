import type { QaPair } from '@viva/contracts';
import { createFence } from '../fence.ts';
import { generateStructured, type ModelContext } from '../structured-call.ts';
import { buildCvPracticeQaPrompt } from './prompt.ts';
import { CvPracticeQaOutputSchema } from './schema.ts';

/** Interview practice questions with first-person sample answers from the CV's own facts (spec part 2 §3). */
export async function generateCvPracticeQa(
  context: ModelContext,
  cvMarkdown: string,
  readOn: Date,
  signal?: AbortSignal,
): Promise<QaPair[]> {
  const output = await generateStructured(context, {
    name: 'cv_practice_questions',
    ...buildCvPracticeQaPrompt(cvMarkdown, readOn, createFence()),
    schema: CvPracticeQaOutputSchema,
    signal,
  });
  return output.qa_pairs;
}
