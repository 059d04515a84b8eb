import type { AdminQaPair } from '@viva/contracts';
import { createFence } from '../fence.ts';
import { generateStructured, type ModelContext } from '../structured-call.ts';
import { buildCvAdminQaPrompt } from './prompt.ts';
import { CvAdminQaOutputSchema } from './schema.ts';

/** Verification questions: qualifications, employment history, work authorisation, preferences (spec part 2 §3). */
export async function generateCvAdminQa(
  context: ModelContext,
  cvMarkdown: string,
  readOn: Date,
  signal?: AbortSignal,
): Promise<AdminQaPair[]> {
  const output = await generateStructured(context, {
    name: 'cv_admin_questions',
    ...buildCvAdminQaPrompt(cvMarkdown, readOn, createFence()),
    schema: CvAdminQaOutputSchema,
    signal,
  });
  return output.qa_admin_pairs;
}
