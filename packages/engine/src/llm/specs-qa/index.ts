import { QaPairSchema, type QaPair } from '@viva/contracts';
import type { RunOptions } from '../../engine.ts';
import { createFence } from '../fence.ts';
import { trackProgress } from '../progress.ts';
import { checkResult, generateStructured, type ModelContext } from '../structured-call.ts';
import { buildSpecsQaPrompt } from './prompt.ts';
import { SpecsQaOutputSchema } from './schema.ts';

/** Spec part 2 'Specs Management': likely questions with model answers from a candidate's job spec file. */
export async function generateSpecsQa(
  context: ModelContext,
  { specMarkdown }: { specMarkdown: string },
  options: RunOptions = {},
): Promise<QaPair[]> {
  const progress = trackProgress(options.onProgress, 1);
  progress.start('Asking the AI model for questions about the job specification');
  const output = await progress.step(
    generateStructured(context, {
      name: 'job_spec_qa',
      ...buildSpecsQaPrompt(specMarkdown, createFence()),
      schema: SpecsQaOutputSchema,
      signal: options.signal,
    }),
    'Questions written',
  );
  const result = checkResult(QaPairSchema.array(), output.qa_pairs);
  progress.done('Job specification questions ready');
  return result;
}
