import { CreateJobFieldsSchema } from '@viva/contracts';
import { DocumentError, readDocument, type Engine } from '@viva/engine';
import { z } from 'zod';
import type { Db } from '../../platform/database/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobDefinition } from '../../platform/queue/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import type { AppEvents } from '../events.ts';
import { uploadPrefix } from './job-postings.form.ts';
import { findJobPostingBySourceJob, insertJobPostingOnce } from './job-postings.queries.ts';

export const JOB_POSTING_PROCESS = 'job-posting.process';

const PayloadSchema = z.object({
  uploadId: z.uuid(),
  fields: CreateJobFieldsSchema,
  jobSpecsFileKey: z.string(),
  companyCultureFileKey: z.string().nullable(),
});
type Payload = z.infer<typeof PayloadSchema>;

/** What the status record keeps on success; the status route presents the posting as the viewer may see it. */
export type JobPostingJobResult = { job_posting_id: string };

/** A document problem: retrying cannot help, and the person must hear exactly what is wrong. */
class UnreadableDocumentError extends AppError {
  constructor(documentName: string, cause: DocumentError) {
    super(422, `${documentName}: ${cause.message}`);
  }
}

/** Reads the PDFs, runs the engine, and creates the posting with everything it produced. */
export function jobPostingProcessJob(deps: {
  db: Db;
  storage: Storage;
  engine: Engine;
  events: EventBus<AppEvents>;
}): JobDefinition<Payload, JobPostingJobResult> {
  const readPdf = async (key: string, documentName: string) => {
    try {
      return await readDocument(await deps.storage.getBytes(key), { accept: ['pdf'] });
    } catch (error) {
      throw error instanceof DocumentError ? new UnreadableDocumentError(documentName, error) : error;
    }
  };

  return {
    name: JOB_POSTING_PROCESS,
    payload: PayloadSchema,
    retryLimit: 2,
    retryDelaySeconds: 2,
    timeoutSeconds: 180,
    isPermanentError: (error) => error instanceof UnreadableDocumentError,
    async handle({ jobId, payload, ownerId, reportProgress, signal }) {
      // A retry after a crash that happened once the posting was saved only has to report it.
      const existing = await findJobPostingBySourceJob(deps.db, jobId);
      if (existing) return { job_posting_id: existing.id };

      await reportProgress(5, 'Reading the job specification...');
      const jobSpec = await readPdf(payload.jobSpecsFileKey, 'The job specification could not be read');
      let culture = null;
      if (payload.companyCultureFileKey) {
        await reportProgress(15, 'Reading the company culture document...');
        culture = await readPdf(
          payload.companyCultureFileKey,
          'The company culture document could not be read',
        );
      }

      await reportProgress(25, 'Generating screening questions...');
      const generated = await deps.engine.generateJob(
        {
          jobSpecMarkdown: jobSpec.markdown,
          cultureMarkdown: culture?.markdown ?? null,
          // The form's position and company: the role the questions are for and the employer, named as such.
          position: payload.fields.position,
          company: payload.fields.company,
        },
        {
          signal,
          // The engine reports 0-100 for its own steps; they fill 25-90 of this job.
          onProgress: ({ progress, message }) =>
            void reportProgress(25 + Math.round(progress * 0.65), message),
        },
      );

      await reportProgress(95, 'Saving the job posting...');
      const posting = await insertJobPostingOnce(deps.db, {
        sourceJobId: jobId,
        createdBy: ownerId,
        ...payload.fields,
        jobSpecsFileKey: payload.jobSpecsFileKey,
        companyCultureFileKey: payload.companyCultureFileKey,
        jobSpecsMarkdown: generated.jobSpecsMarkdown,
        companyCultureMarkdown: generated.companyCultureMarkdown,
        jobSpecsQuestions: generated.jobSpecsQuestions,
        companyCultureQuestions: generated.companyCultureQuestions,
        workRequirements: generated.jobSpecWorkRequirements,
        workArrangement: generated.workArrangementInfo,
        mcqQuestions: generated.mcqQuestions,
      });
      await deps.events.publish('job-posting.changed', { jobPostingId: posting.id });
      return { job_posting_id: posting.id };
    },
    async onFinalFailure({ jobId, payload }) {
      // The uploaded PDFs belong to the posting once it exists; before that they are strays.
      if (!(await findJobPostingBySourceJob(deps.db, jobId))) {
        await deps.storage.deletePrefix(uploadPrefix(payload.uploadId));
      }
    },
    describeError: (error) =>
      error instanceof AppError ? error.message : 'Job posting creation failed. Please try again.',
  };
}
