import { JobGenerationSchema, type JobGeneration } from '@viva/contracts';
import type { JobDocuments, RunOptions } from '../engine.ts';
import { generateCultureQuestions } from './culture-questions/index.ts';
import { generateJobQuestions } from './job-questions/index.ts';
import { generateMcqQuestions } from './mcq-questions/index.ts';
import { formPostMarkdown } from '../offline/form-post.ts';
import { detectLanguage, statedLanguage } from '../text/stopwords.ts';
import { runInParallel } from './parallel.ts';
import { trackProgress } from './progress.ts';
import { checkResult, type ModelContext } from './structured-call.ts';
import { findWorkRequirements } from './work-requirements/index.ts';

/** Spec part 1 §3: the four independent parts are asked for at the same time. */
export async function generateJob(
  context: ModelContext,
  documents: JobDocuments,
  options: RunOptions = {},
): Promise<JobGeneration> {
  // A careers page printing several posts one after another is sent in the post the form names, as the offline
  // engine reads it: the other posts are other postings, whose lines the model must not ask. The result keeps the
  // document as uploaded.
  const jobSpecMarkdown = formPostMarkdown(documents.jobSpecMarkdown, documents.position);
  const form = { position: documents.position ?? null, company: documents.company ?? null };
  const cultureMarkdown = documents.cultureMarkdown?.trim() ? documents.cultureMarkdown : null;
  const language = statedLanguage(jobSpecMarkdown, detectLanguage(jobSpecMarkdown));
  const progress = trackProgress(options.onProgress, 4);
  progress.start('Asking the AI model for questions, work requirements and the assessment');
  const [jobSpecsQuestions, companyCultureQuestions, workRequirements, mcqQuestions] = await runInParallel(
    options.signal,
    (signal) =>
      [
        progress.step(
          generateJobQuestions(context, jobSpecMarkdown, form, signal),
          'Screening questions written',
        ),
        progress.step(
          generateCultureQuestions(context, { jobSpecMarkdown, cultureMarkdown }, form, signal),
          'Culture questions written',
        ),
        progress.step(
          findWorkRequirements(context, jobSpecMarkdown, form, signal),
          'Work requirements found',
        ),
        progress.step(
          generateMcqQuestions(context, jobSpecMarkdown, form, signal),
          'Assessment questions written',
        ),
      ] as const,
  );
  const result = checkResult(JobGenerationSchema, {
    jobSpecsMarkdown: documents.jobSpecMarkdown,
    companyCultureMarkdown: cultureMarkdown,
    jobSpecsQuestions,
    companyCultureQuestions,
    jobSpecWorkRequirements: workRequirements.requirements,
    workArrangementInfo: workRequirements.arrangement,
    mcqQuestions,
    // The model writes every part, the assessment included, in the specification's language.
    languages: { document: language, mcq: language },
  });
  progress.done('Job questions ready');
  return result;
}
