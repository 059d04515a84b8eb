import type { LanguageModel } from 'ai';
import type { Engine } from '../engine.ts';
import { analyzeAnswers } from './analyze/index.ts';
import { generateCvQa } from './generate-cv-qa.ts';
import { generateGenericQa } from './generic-qa/index.ts';
import { generateJob } from './generate-job.ts';
import { followUpProbe } from './follow-up/index.ts';
import { gradeInterview } from './grade/index.ts';
import { generateSpecsQa } from './specs-qa/index.ts';
import type { CallSettings } from './structured-call.ts';

/** The llm engine over any AI SDK language model; tests hand it a mock model, production a provider's. */
export function buildLlmEngine(model: LanguageModel, settings: CallSettings): Engine {
  const context = { model, settings };
  return {
    kind: 'llm',
    generateJob: (documents, options) => generateJob(context, documents, options),
    generateCvQa: (input, options) => generateCvQa(context, input, options),
    generateSpecsQa: (input, options) => generateSpecsQa(context, input, options),
    genericQa: () => generateGenericQa(context),
    gradeInterview: (input, options) => gradeInterview(context, input, options),
    followUpProbe: (input, options) => followUpProbe(context, input, options),
    analyzeAnswers: (input, options) => analyzeAnswers(context, input, options),
  };
}
