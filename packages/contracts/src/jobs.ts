import { z } from 'zod';
import { jobStatusRecordSchema } from './common.ts';
import {
  McqCompetencyGroupSchema,
  WorkArrangementInfoSchema,
  WorkRequirementSchema,
} from './job-generation.ts';
import { plainText, singleLineText } from './text.ts';

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const JobTypeSchema = z.enum(JOB_TYPES, {
  error: 'Type must be full-time, part-time, contract or internship',
});
export type JobType = z.infer<typeof JobTypeSchema>;

/** Text fields of the Create New Job Posting form (files travel beside them in the multipart body). */
export const CreateJobFieldsSchema = z.object({
  position: singleLineText('Position', 200),
  company: singleLineText('Company', 200),
  location: singleLineText('Location', 200),
  type: JobTypeSchema.default('full-time'),
});
export type CreateJobFields = z.infer<typeof CreateJobFieldsSchema>;

/** Largest accepted upload (spec part 2 §9: 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What a person is told when a file passes MAX_UPLOAD_BYTES (spec part 2 §5). */
export const FILE_TOO_LARGE_MESSAGE = 'File size should not exceed 10MB.';

export const CreateJobResponseSchema = z.object({ job_id: z.string() });

/** A job posting as the list shows it: what a card needs, the same for every viewer. */
export const JobSummarySchema = z.object({
  id: z.string(),
  position: z.string(),
  company: z.string(),
  location: z.string(),
  type: JobTypeSchema,
  /** ISO date-time the posting was created. */
  posted: z.string(),
  workArrangementInfo: WorkArrangementInfoSchema,
  /** Whether a company culture document was uploaded. */
  has_company_culture: z.boolean(),
  /** Number of interviews held for this posting. */
  interview_count: z.number().int(),
  /** Number of MCQ questions (the MCQ button shows when above 0). */
  mcq_question_count: z.number().int(),
  /** Whether the viewer may edit and delete this posting (its recruiter, or an admin). */
  can_manage: z.boolean(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

/**
 * A whole job posting (GET /jobs/{id} and the creation job's result). The screening questions, work
 * requirements and MCQ answers are present only for those who manage the posting (`can_manage`).
 */
export const JobSchema = JobSummarySchema.extend({
  jobSpecsMarkdown: z.string(),
  companyCultureMarkdown: z.string().nullable(),
  jobSpecsQuestions: z.array(z.string()).optional(),
  companyCultureQuestions: z.array(z.string()).optional(),
  jobSpecWorkRequirements: z.array(WorkRequirementSchema).optional(),
  mcqQuestions: z.array(McqCompetencyGroupSchema).optional(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobListResponseSchema = z.array(JobSummarySchema);

export const JobCreationStatusSchema = jobStatusRecordSchema(JobSchema);
export type JobCreationStatus = z.infer<typeof JobCreationStatusSchema>;

export const JobPdfsResponseSchema = z.object({
  /** Expiring signed URL of the job specification PDF. */
  jobSpecsUrl: z.string(),
  /** Expiring signed URL of the culture PDF, null when none was uploaded. */
  companyCultureUrl: z.string().nullable(),
});
export type JobPdfsResponse = z.infer<typeof JobPdfsResponseSchema>;

/** Longest screening or work-requirement question a recruiter may save. */
export const MAX_QUESTION_LENGTH = 1000;
/** Longest work-requirement title (a label of about three words, spec part 1 §5). */
export const MAX_REQUIREMENT_TITLE_LENGTH = 100;

/** Screening questions may arrive as strings or as `{question}` items (spec part 1 §3); stored as strings. */
const JobSpecQuestionInputSchema = z
  .union([z.string(), z.object({ question: z.string() }).transform((item) => item.question)])
  .pipe(
    plainText({ label: 'Question', max: MAX_QUESTION_LENGTH, blankMessage: 'Question cannot be empty.' }),
  );

/** A work requirement as a recruiter saves it: both parts required (spec part 1 §5), each bounded. */
const WorkRequirementInputSchema = z.object({
  title: plainText({
    label: 'Title',
    max: MAX_REQUIREMENT_TITLE_LENGTH,
    blankMessage: 'Both title and question cannot be empty.',
  }),
  question: plainText({
    label: 'Question',
    max: MAX_QUESTION_LENGTH,
    blankMessage: 'Both title and question cannot be empty.',
  }),
});

export const ReplaceJobSpecsQuestionsRequestSchema = z.object({
  jobSpecsQuestions: z.array(JobSpecQuestionInputSchema).max(100, 'At most 100 questions'),
});
export const ReplaceWorkRequirementsRequestSchema = z.object({
  jobSpecWorkRequirements: z.array(WorkRequirementInputSchema).max(100, 'At most 100 work requirements'),
});
export const JobSpecsQuestionsResponseSchema = z.object({ jobSpecsQuestions: z.array(z.string()) });
export const WorkRequirementsResponseSchema = z.object({
  jobSpecWorkRequirements: z.array(WorkRequirementSchema),
});

/**
 * One interview of a posting (spec part 1 §3 'Candidates of a job'), or a candidate who took only its MCQ
 * assessment (issue 11: the recruiter reviews their results in the same dialog).
 */
export const JobCandidateSchema = z.object({
  /** The interview's id, for the transcript, grade and report calls; null for an MCQ-only candidate. */
  conversation_id: z.string().nullable(),
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  /** When the interview ended (or the human-led interview was asked for), ISO date-time. */
  interview_date: z.string().nullable(),
  /**
   * completed: an AI interview to review; human_requested: the candidate asked for a person instead; mcq_only: no
   * interview, MCQ results only.
   */
  status: z.enum(['completed', 'human_requested', 'mcq_only']),
});
export const JobCandidatesResponseSchema = z.object({
  count: z.number().int(),
  candidates: z.array(JobCandidateSchema),
});
export type JobCandidatesResponse = z.infer<typeof JobCandidatesResponseSchema>;
