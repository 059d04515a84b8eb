import type { WorkArrangementInfo, WorkRequirement } from '@viva/contracts';
import { createFence } from '../fence.ts';
import type { JobForm } from '../instructions.ts';
import { generateStructured, type ModelContext } from '../structured-call.ts';
import { buildWorkRequirementsPrompt } from './prompt.ts';
import { WorkRequirementsOutputSchema } from './schema.ts';

/** Work requirement questions and the work arrangement, as the job specification states them (spec part 1 §3). */
export async function findWorkRequirements(
  context: ModelContext,
  jobSpecMarkdown: string,
  form: JobForm = {},
  signal?: AbortSignal,
): Promise<{ requirements: WorkRequirement[]; arrangement: WorkArrangementInfo }> {
  return generateStructured(context, {
    name: 'work_requirements',
    ...buildWorkRequirementsPrompt(jobSpecMarkdown, createFence(), form),
    schema: WorkRequirementsOutputSchema,
    signal,
  });
}
