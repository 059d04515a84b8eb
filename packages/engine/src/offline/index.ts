import type { Engine } from '../engine.ts';
import { generateJob } from './generate-job.ts';

// Work in progress: the remaining operations land in the next commits of this folder.
const notYet = (operation: string) => (): Promise<never> =>
  Promise.reject(new Error(`The offline engine cannot ${operation} yet.`));

/** The embedded engine: deterministic text processing, no network and no model weights. */
export function createOfflineEngine(): Engine {
  return {
    kind: 'offline',
    generateJob: async (documents, options) => generateJob(documents, options),
    generateCvQa: notYet('generate CV questions'),
    generateSpecsQa: notYet('generate job spec Q&A'),
    genericQa: notYet('list generic questions'),
    gradeInterview: notYet('grade interviews'),
    analyzeAnswers: notYet('analyse answers'),
  };
}
