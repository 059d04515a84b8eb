import { QaPairSchema, type QaPair } from '@viva/contracts';
import {
  checkResult,
  generateStructured,
  invalidResultError,
  type ModelContext,
} from '../structured-call.ts';
import { buildGenericQaPrompt, GENERIC_TOPICS } from './prompt.ts';
import { GenericQaOutputSchema } from './schema.ts';

/**
 * The standard generic interview questions (spec part 2 'Generic Q&A'): the topics are a fixed list so the
 * set is the same every time; the model words the questions and writes the model answers.
 */
export async function generateGenericQa(context: ModelContext): Promise<QaPair[]> {
  const output = await generateStructured(context, {
    name: 'generic_qa',
    ...buildGenericQaPrompt(),
    schema: GenericQaOutputSchema,
  });
  if (output.qa_pairs.length !== GENERIC_TOPICS.length) {
    throw invalidResultError(
      `expected ${GENERIC_TOPICS.length} questions, one per standard topic, got ${output.qa_pairs.length}`,
    );
  }
  return checkResult(QaPairSchema.array(), output.qa_pairs);
}
