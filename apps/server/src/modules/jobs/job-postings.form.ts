import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CreateJobFieldsSchema,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  type CreateJobFields,
  type ValidationIssue,
} from '@viva/contracts';
import { unprocessable } from '../../platform/http/app-error.ts';
import { documentSniffer, readMultipartForm, type FileFieldRule } from '../../platform/http/multipart-form.ts';
import type { Storage } from '../../platform/storage/index.ts';

export type JobPostingUpload = {
  uploadId: string;
  fields: CreateJobFields;
  jobSpecsFileKey: string;
  companyCultureFileKey: string | null;
};

export const uploadPrefix = (uploadId: string) => `job-postings/${uploadId}/`;

const PDF_ONLY_MESSAGE = 'Please upload PDF files only.';

/**
 * Reads the Create New Job Posting form: text fields, and the PDFs streamed straight into storage. Any problem
 * removes what was stored, so a refused form leaves nothing behind.
 */
export async function readJobPostingForm(request: FastifyRequest, storage: Storage): Promise<JobPostingUpload> {
  const uploadId = randomUUID();
  const pdf = (fileName: string): FileFieldRule => ({
    key: `${uploadPrefix(uploadId)}${fileName}`,
    sniffer: documentSniffer(['pdf']),
    wrongTypeMessage: PDF_ONLY_MESSAGE,
  });
  const { fields, files } = await readMultipartForm(request, storage, {
    files: { job_specs: pdf('job-specs.pdf'), company_culture: pdf('company-culture.pdf') },
    maxFileBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
  });

  const issues: ValidationIssue[] = [];
  const parsed = CreateJobFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    issues.push(...parsed.error.issues.map((issue) => ({ loc: ['body', ...issue.path.map(String)], msg: issue.message })));
  }
  if (!files.job_specs) issues.push({ loc: ['body', 'job_specs'], msg: 'Job specification PDF is required' });
  if (!parsed.success || issues.length > 0) {
    await storage.deletePrefix(uploadPrefix(uploadId));
    throw unprocessable(issues);
  }
  return {
    uploadId,
    fields: parsed.data,
    jobSpecsFileKey: files.job_specs!.key,
    companyCultureFileKey: files.company_culture?.key ?? null,
  };
}
