import { z } from 'zod';
import { jobStatusRecordSchema } from './common.ts';
import { CvQaSchema, QaPairSchema } from './qa.ts';
import { plainText } from './text.ts';

/**
 * CVs and job specs a user uploads, and the Q&A generated from each (spec part 2 §2.6, §2.7, §3, §7 'CV', 'Specs'),
 * plus the generic Q&A list (§2.10). A document's `path` is an opaque id the server made; it never names a stored
 * file directly.
 */

/** Spec part 2 §5: what a person is told when a file is not a PDF or Word document. */
export const DOCUMENT_TYPE_MESSAGE = 'Please upload only PDF or Word documents (.pdf, .doc, .docx).';
/** Spec part 2 §5: an upload without a file. */
export const NO_FILE_MESSAGE = 'Please select a file to upload.';
/** The browser storage keys of the active generation jobs, one map per kind of document (spec part 2 §3). */
export const ACTIVE_QA_JOBS_STORAGE_KEYS = { cv: 'activeCvQaJobs', specs: 'activeSpecsQaJobs' } as const;
/** The Q&A job polling interval (spec part 2 §4.1). */
export const QA_JOB_POLL_INTERVAL_MS = 5_000;

export const MAX_QA_QUESTION_LENGTH = 1_000;
export const MAX_QA_ANSWER_LENGTH = 5_000;
export const MAX_QA_TITLE_LENGTH = 200;
/** Items in one Q&A list: generated lists hold a few dozen; people add some of their own. */
export const MAX_QA_PAIRS = 200;
const MAX_PATH_LENGTH = 300;

const questionText = plainText({
  label: 'Question',
  max: MAX_QA_QUESTION_LENGTH,
  isMultiLine: true,
  blankMessage: 'Question cannot be empty.',
});
const answerText = plainText({
  label: 'Answer',
  max: MAX_QA_ANSWER_LENGTH,
  isMultiLine: true,
  blankMessage: 'Answer cannot be empty.',
});
const titleText = plainText({
  label: 'Title',
  max: MAX_QA_TITLE_LENGTH,
  blankMessage: 'Title cannot be empty.',
});

/** A question and sample answer as a person types it. */
export const QaPairInputSchema = z.object({ question: questionText, answer: answerText });
/** An admin verification question as a person types it. */
export const AdminQaPairInputSchema = z.object({ title: titleText, question: questionText });

/** A document's opaque path as a query or path parameter: anything else simply matches no document (404). */
export const DocumentPathSchema = z.string().min(1, 'Path is required').max(MAX_PATH_LENGTH);
/** A list index from the address: a whole number from 0. */
export const QaIndexSchema = z.coerce
  .number({ error: 'Index must be a whole number' })
  .int('Index must be a whole number')
  .min(0, 'Index must be a whole number');

/** Spec part 2 §7: a Q&A type is regular (interview practice) or admin (verification). */
export const QaTypeSchema = z.enum(['regular', 'admin'], { error: 'Q&A type must be regular or admin' });
export type QaType = z.infer<typeof QaTypeSchema>;

/** Answer of an upload: the new document's path (or the existing one when the same file was uploaded before). */
export const DocumentUploadResponseSchema = z.object({
  path: z.string(),
  /** The name the file was uploaded under, for people to recognise it. */
  file_name: z.string(),
  created_at: z.string(),
  /** False when this exact file was already uploaded: the earlier document is answered instead of a copy. */
  is_new: z.boolean(),
});
export type DocumentUploadResponse = z.infer<typeof DocumentUploadResponseSchema>;

/** A file in the user's own list (spec part 2 §3 'CV file', 'Specs file'). */
export const DocumentFileSchema = z.object({
  path: z.string(),
  file_name: z.string(),
  /** pdf, docx or doc, judged by content at upload. */
  format: z.enum(['pdf', 'docx', 'doc']),
  created_at: z.string(),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;
export const DocumentListResponseSchema = z.array(DocumentFileSchema);

/** A candidate's CV as the Candidates screen lists it (spec part 2 §3 'CV document'). */
export const CvDocumentSchema = z.object({
  cv_path: z.string(),
  file_name: z.string(),
  format: z.enum(['pdf', 'docx', 'doc']),
  qa_pairs_count: z.number().int(),
  qa_admin_pairs_count: z.number().int(),
  created_at: z.string(),
  /** A short-lived URL of the file itself, shown inline. */
  signed_url: z.string(),
  /** The document's text as the engine read it: the preview of a Word file, which a browser cannot show. */
  text: z.string(),
});
export type CvDocument = z.infer<typeof CvDocumentSchema>;
export const UserCvDocumentsResponseSchema = z.object({ cv_documents: z.array(CvDocumentSchema) });
export type UserCvDocumentsResponse = z.infer<typeof UserCvDocumentsResponseSchema>;

export const DownloadUrlResponseSchema = z.object({ download_url: z.string() });
export type DownloadUrlResponse = z.infer<typeof DownloadUrlResponseSchema>;

export const DeletedDocumentResponseSchema = z.object({ path: z.string() });

/** The CV's Q&A (both lists): every CV Q&A write answers the whole of it. */
export const CvQaResponseSchema = CvQaSchema;
export type CvQaResponse = z.infer<typeof CvQaResponseSchema>;
/** A specs file's or the generic list's Q&A: every write answers the whole list. */
export const QaPairsResponseSchema = z.object({ qa_pairs: z.array(QaPairSchema) });
export type QaPairsResponse = z.infer<typeof QaPairsResponseSchema>;

/** Status of a CV Q&A generation job; the result holds both lists. */
export const CvQaJobStatusSchema = jobStatusRecordSchema(CvQaSchema);
export type CvQaJobStatus = z.infer<typeof CvQaJobStatusSchema>;
/** Status of a specs Q&A generation job; the result is the list of pairs. */
export const SpecsQaJobStatusSchema = jobStatusRecordSchema(z.array(QaPairSchema));
export type SpecsQaJobStatus = z.infer<typeof SpecsQaJobStatusSchema>;

/**
 * Answer of a request to generate Q&A: the new job (202), or the job already pending or processing for this file
 * (200, `already_running` true): one job per file.
 */
export const QaJobStartResponseSchema = jobStatusRecordSchema(z.null()).extend({
  already_running: z.boolean(),
});
export type QaJobStartResponse = z.infer<typeof QaJobStartResponseSchema>;

export const CvPathQuerySchema = z.object({ cv_path: DocumentPathSchema });
export const PathQuerySchema = z.object({ path: DocumentPathSchema });
export const SpecsPathQuerySchema = z.object({ specs_path: DocumentPathSchema });
export const CvUploadQuerySchema = z.object({
  /** Recruiters and admins upload a candidate's CV; others leave it out. */
  user_id: z.string().min(1).max(100).optional(),
});
export const QaTypeQuerySchema = z.object({ qa_type: QaTypeSchema });
export const JobIdParamsSchema = z.object({ jobId: z.string().min(1).max(100) });

/** Spec part 2 §7 'POST /cv_qa/edit': the answer of a regular pair, or the title and question of an admin pair. */
export const CvQaEditRequestSchema = z.discriminatedUnion(
  'qa_type',
  [
    z.object({
      cv_path: DocumentPathSchema,
      qa_index: QaIndexSchema,
      qa_type: z.literal('regular'),
      answer: answerText,
    }),
    z.object({
      cv_path: DocumentPathSchema,
      qa_index: QaIndexSchema,
      qa_type: z.literal('admin'),
      title: titleText,
      question: questionText,
    }),
  ],
  { error: 'Q&A type must be regular or admin' },
);
export type CvQaEditRequest = z.infer<typeof CvQaEditRequestSchema>;

/** Spec part 2 §7 'POST /cv_qa/custom': a question with an answer (regular) or a title (admin). */
export const CvQaCustomRequestSchema = z.discriminatedUnion(
  'qa_type',
  [
    z.object({
      cv_path: DocumentPathSchema,
      qa_type: z.literal('regular'),
      question: questionText,
      answer: answerText,
    }),
    z.object({
      cv_path: DocumentPathSchema,
      qa_type: z.literal('admin'),
      question: questionText,
      title: titleText,
    }),
  ],
  { error: 'Q&A type must be regular or admin' },
);
export type CvQaCustomRequest = z.infer<typeof CvQaCustomRequestSchema>;

export const SpecsQaCustomRequestSchema = z.object({
  specs_path: DocumentPathSchema,
  question: questionText,
  answer: answerText,
});
export const SpecsQaEditRequestSchema = z.object({
  specs_path: DocumentPathSchema,
  qa_index: QaIndexSchema,
  answer: answerText,
});

export const GenericQaCustomRequestSchema = QaPairInputSchema;
export const GenericQaEditRequestSchema = z.object({ qa_index: QaIndexSchema, answer: answerText });

/** Spec part 2 §7: the candidate's whole lists, replaced by a recruiter or admin (newest CV unless cv_path says). */
export const ReplaceQaPairsRequestSchema = z.object({
  qa_pairs: z.array(QaPairInputSchema).max(MAX_QA_PAIRS, `At most ${MAX_QA_PAIRS} Q&A pairs`),
});
export const ReplaceAdminQaPairsRequestSchema = z.object({
  qa_admin_pairs: z.array(AdminQaPairInputSchema).max(MAX_QA_PAIRS, `At most ${MAX_QA_PAIRS} Q&A pairs`),
});
export const UserCvQaQuerySchema = z.object({ cv_path: DocumentPathSchema.optional() });
