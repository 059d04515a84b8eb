import { CvQaSchema, type CvQa } from '@viva/contracts';
import type { CvQaInput, RunOptions } from '../engine.ts';
import { generateCvAdminQa } from './cv-admin-qa/index.ts';
import { generateCvPracticeQa } from './cv-practice-qa/index.ts';
import { runInParallel } from './parallel.ts';
import { trackProgress } from './progress.ts';
import { checkResult, type ModelContext } from './structured-call.ts';

/** Spec part 2 §3: practice Q&A and admin questions are independent, so they are asked for together. */
export async function generateCvQa(
  context: ModelContext,
  { cvMarkdown, readOn = new Date() }: CvQaInput,
  options: RunOptions = {},
): Promise<CvQa> {
  const progress = trackProgress(options.onProgress, 2);
  progress.start('Asking the AI model for questions about the CV');
  const [qaPairs, adminPairs] = await runInParallel(
    options.signal,
    (signal) =>
      [
        progress.step(
          generateCvPracticeQa(context, cvMarkdown, readOn, signal),
          'Practice questions written',
        ),
        progress.step(
          generateCvAdminQa(context, cvMarkdown, readOn, signal),
          'Verification questions written',
        ),
      ] as const,
  );
  const result = checkResult(CvQaSchema, { qa_pairs: qaPairs, qa_admin_pairs: adminPairs });
  progress.done('CV questions ready');
  return result;
}
