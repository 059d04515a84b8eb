import type { Engine } from '../engine.ts';
import { analyzeAnswers } from './analyze-answers.ts';
import { generateJob } from './generate-job.ts';
import { genericQa } from './generic-qa.ts';
import { gradeInterview } from './grade-interview.ts';
import { generateSpecsQa } from './specs-qa.ts';

// Work in progress: the CV Q&A lands in the next commit of this folder.
const notYet = (operation: string) => (): Promise<never> =>
  Promise.reject(new Error(`The offline engine cannot ${operation} yet.`));

/** The embedded engine: deterministic text processing, no network and no model weights. */
export function createOfflineEngine(): Engine {
  return {
    kind: 'offline',
    generateJob: async (documents, options) => generateJob(documents, options),
    generateCvQa: notYet('generate CV questions'),
    generateSpecsQa: async (input, options) => generateSpecsQa(input, options),
    genericQa: async () => genericQa(),
    gradeInterview: async (input, options) => gradeInterview(input, options),
    analyzeAnswers: async (input, options) => analyzeAnswers(input, options),
  };
}
