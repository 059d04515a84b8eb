import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CreateJobFieldsSchema, type CreateJobFields, type ValidationIssue } from '@viva/contracts';
import { AppError, unprocessable } from '../../platform/http/app-error.ts';
import { storeUpload } from '../../platform/http/uploads.ts';
import type { Storage } from '../../platform/storage/index.ts';

export type JobPostingUpload = {
  uploadId: string;
  fields: CreateJobFields;
  jobSpecsFileKey: string;
  companyCultureFileKey: string | null;
};

const FILE_FIELDS = { job_specs: 'job-specs.pdf', company_culture: 'company-culture.pdf' } as const;
type FileField = keyof typeof FILE_FIELDS;
const isFileField = (name: string): name is FileField => name in FILE_FIELDS;

export const uploadPrefix = (uploadId: string) => `job-postings/${uploadId}/`;

/**
 * Reads the Create New Job Posting form: text fields, and the PDFs streamed straight into storage. Any problem
 * removes what was stored, so a refused form leaves nothing behind.
 */
export async function readJobPostingForm(request: FastifyRequest, storage: Storage): Promise<JobPostingUpload> {
  const uploadId = randomUUID();
  const values: Record<string, string> = {};
  const keys: Partial<Record<FileField, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
        continue;
      }
      if (!isFileField(part.fieldname) || keys[part.fieldname]) {
        part.file.resume();
        throw unprocessable([{ loc: ['body', part.fieldname], msg: 'Unexpected file' }]);
      }
      const key = `${uploadPrefix(uploadId)}${FILE_FIELDS[part.fieldname]}`;
      await storeUpload(part, storage, key, {
        accept: ['pdf'],
        wrongTypeMessage: 'Please upload PDF files only.',
        tooLargeMessage: 'File size should not exceed 10MB.',
      });
      keys[part.fieldname] = key;
    }
    const issues: ValidationIssue[] = [];
    const parsed = CreateJobFieldsSchema.safeParse(values);
    if (!parsed.success) {
      issues.push(...parsed.error.issues.map((issue) => ({ loc: ['body', ...issue.path.map(String)], msg: issue.message })));
    }
    if (!keys.job_specs) issues.push({ loc: ['body', 'job_specs'], msg: 'Job specification PDF is required' });
    if (!parsed.success || issues.length > 0) throw unprocessable(issues);
    return {
      uploadId,
      fields: parsed.data,
      jobSpecsFileKey: keys.job_specs!,
      companyCultureFileKey: keys.company_culture ?? null,
    };
  } catch (error) {
    await storage.deletePrefix(uploadPrefix(uploadId));
    if (!(error instanceof AppError) && isMultipartMisuse(error)) {
      throw new AppError(415, 'The form must be sent as multipart/form-data.');
    }
    throw error;
  }
}

function isMultipartMisuse(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE';
}
