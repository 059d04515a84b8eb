import { createFence } from '../fence.ts';
import type { JobForm } from '../instructions.ts';
import { generateStructured, type ModelContext } from '../structured-call.ts';
import { buildJobQuestionsPrompt } from './prompt.ts';
import { JobQuestionsOutputSchema } from './schema.ts';

/** Screening questions tied to the role's requirements and responsibilities (spec part 1 §3). */
export async function generateJobQuestions(
  context: ModelContext,
  jobSpecMarkdown: string,
  form: JobForm = {},
  signal?: AbortSignal,
): Promise<string[]> {
  const output = await generateStructured(context, {
    name: 'job_spec_questions',
    ...buildJobQuestionsPrompt(jobSpecMarkdown, createFence(), form),
    schema: JobQuestionsOutputSchema,
    signal,
  });
  return output.questions;
}
