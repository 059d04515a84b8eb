import type { PlannedQuestion } from '@viva/contracts';
import type { RunOptions } from '../../engine.ts';
import { isThinAnswer } from '../../grading/follow-up.ts';
import { createFence } from '../fence.ts';
import { generateStructured, type ModelContext } from '../structured-call.ts';
import { buildFollowUpPrompt } from './prompt.ts';
import { FollowUpOutputSchema } from './schema.ts';

/**
 * A follow-up probe worded by the model. Whether an answer is thin is decided by the same rule as offline,
 * so the model is only asked (and paid) when a probe is due.
 */
export async function followUpProbe(
  context: ModelContext,
  input: { question: PlannedQuestion; answer: string },
  options: RunOptions = {},
): Promise<string | null> {
  if (!isThinAnswer(input.question, input.answer)) return null;
  const output = await generateStructured(context, {
    name: 'follow_up_probe',
    ...buildFollowUpPrompt(input, createFence()),
    schema: FollowUpOutputSchema,
    signal: options.signal,
  });
  return output.probe;
}
