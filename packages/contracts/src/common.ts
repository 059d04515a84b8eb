import { z } from 'zod';

/** One problem in a request, located by the path of the offending field (spec part 1 §5: shown as 'field: message'). */
export const ValidationIssueSchema = z.object({
  /** Path to the field, e.g. ['body', 'position']. */
  loc: z.array(z.union([z.string(), z.number()])),
  /** What is wrong, in words a person understands. */
  msg: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** Every error the API returns has this shape. */
export const ErrorResponseSchema = z.object({
  /** A sentence, or the list of validation issues. */
  detail: z.union([z.string(), z.array(ValidationIssueSchema)]),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Status of any durable background job (document processing, Q&A generation, grading...). */
export const JOB_STATUS_VALUES = ['pending', 'processing', 'completed', 'failed'] as const;
export const JobStatusValueSchema = z.enum(JOB_STATUS_VALUES);
export type JobStatusValue = z.infer<typeof JobStatusValueSchema>;

/** The status record of a background job, generic over its result. */
export const jobStatusRecordSchema = <Result extends z.ZodType>(result: Result) =>
  z.object({
    /** Opaque job id (uuid). */
    job_id: z.string(),
    status: JobStatusValueSchema,
    /** 0-100. */
    progress: z.number().int().min(0).max(100),
    /** What the job is doing now, for a person to read. */
    message: z.string().nullable(),
    /** Set once status is completed. */
    result: result.nullable(),
    /** Set once status is failed: what went wrong, in plain words. */
    error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  });

/** The status record with its result still untyped (as the queue stores it; each feature narrows the result). */
export const JobStatusRecordSchema = jobStatusRecordSchema(z.unknown());
export type JobStatusRecord = z.infer<typeof JobStatusRecordSchema>;

/** A canonical textual UUID: ids in paths are checked before they reach the database. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

export const IdParamsSchema = z.object({ id: z.string().min(1) });
