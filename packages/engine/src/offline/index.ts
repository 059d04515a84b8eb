import type { Engine } from '../engine.ts';
import { analyzeAnswers } from './analyze-answers.ts';
import { generateCvQa } from './cv-qa.ts';
import { generateJob } from './generate-job.ts';
import { genericQa } from './generic-qa.ts';
import { isThinAnswer, offlineProbe } from '../grading/follow-up.ts';
import { gradeInterview } from './grade-interview.ts';
import { generateSpecsQa } from './specs-qa.ts';

/** The embedded engine: deterministic text processing, no network and no model weights. */
export function createOfflineEngine(): Engine {
  return {
    kind: 'offline',
    generateJob: async (documents, options) => generateJob(documents, options),
    generateCvQa: async (input, options) => generateCvQa(input, options),
    generateSpecsQa: async (input, options) => generateSpecsQa(input, options),
    genericQa: async () => genericQa(),
    gradeInterview: async (input, options) => gradeInterview(input, options),
    followUpProbe: async ({ question, answer }) =>
      isThinAnswer(question, answer) ? offlineProbe(question) : null,
    analyzeAnswers: async (input, options) => analyzeAnswers(input, options),
  };
}
