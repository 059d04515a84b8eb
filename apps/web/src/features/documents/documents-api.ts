import {
  CvQaJobStatusSchema,
  CvQaResponseSchema,
  DocumentListResponseSchema,
  DocumentUploadResponseSchema,
  DownloadUrlResponseSchema,
  QaJobStartResponseSchema,
  QaPairsResponseSchema,
  SpecsQaJobStatusSchema,
  type AdminQaPair,
  type CvQaResponse,
  type DocumentFile,
  type DocumentUploadResponse,
  type JobStatusRecord,
  type QaJobStartResponse,
  type QaPair,
} from '@viva/contracts';
import { apiRequest, apiRequestWithoutResult } from '../../app/api-client.ts';

export type DocumentKind = 'cv' | 'specs';
export type QaListType = 'regular' | 'admin';
/** A file's Q&A: both lists (specs have no admin list). */
export type DocumentQa = { qa_pairs: QaPair[]; qa_admin_pairs: AdminQaPair[] };

const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
const segment = encodeURIComponent;
const specsQa = (response: { qa_pairs: QaPair[] }): DocumentQa => ({ ...response, qa_admin_pairs: [] });
const cvQa = (response: CvQaResponse): DocumentQa => response;

/**
 * spec part 2 §7 'CV' and 'Specs': the same operations on either kind of file, each through its own calls.
 * Every Q&A write answers the whole of the file's Q&A.
 */
export type DocumentsApi = {
  kind: DocumentKind;
  list(): Promise<DocumentFile[]>;
  upload(file: File): Promise<DocumentUploadResponse>;
  downloadUrl(path: string): Promise<string>;
  /** Removes the file and its Q&A. */
  remove(path: string): Promise<void>;
  startQa(path: string): Promise<QaJobStartResponse>;
  jobStatus(jobId: string): Promise<JobStatusRecord>;
  readQa(path: string): Promise<DocumentQa>;
  addQa(path: string, type: QaListType, first: string, second: string): Promise<DocumentQa>;
  editQa(path: string, type: QaListType, index: number, values: Record<string, string>): Promise<DocumentQa>;
  deleteQa(path: string, type: QaListType, index: number): Promise<DocumentQa>;
};

function uploadForm(file: File): FormData {
  const form = new FormData();
  form.set('file', file);
  return form;
}

export const CV_API: DocumentsApi = {
  kind: 'cv',
  list: () => apiRequest('/users/me/cv/list', DocumentListResponseSchema),
  upload: (file) =>
    apiRequest('/cv/upload', DocumentUploadResponseSchema, { method: 'POST', body: uploadForm(file) }),
  downloadUrl: async (path) =>
    (await apiRequest(`/users/me/cv/download?${query('path', path)}`, DownloadUrlResponseSchema))
      .download_url,
  remove: async (path) => {
    // spec part 2 §7: the Q&A first, then the file.
    await apiRequestWithoutResult(`/cv_qa?${query('cv_path', path)}`, { method: 'DELETE' });
    await apiRequestWithoutResult(`/users/me/cv?${query('path', path)}`, { method: 'DELETE' });
  },
  startQa: (path) =>
    apiRequest(`/cv_qa?${query('cv_path', path)}`, QaJobStartResponseSchema, { method: 'POST' }),
  jobStatus: (jobId) => apiRequest(`/cv_qa/job/${segment(jobId)}`, CvQaJobStatusSchema),
  readQa: async (path) => cvQa(await apiRequest(`/cv_qa?${query('cv_path', path)}`, CvQaResponseSchema)),
  addQa: async (path, type, question, second) =>
    cvQa(
      await apiRequest('/cv_qa/custom', CvQaResponseSchema, {
        method: 'POST',
        body:
          type === 'regular'
            ? { cv_path: path, qa_type: type, question, answer: second }
            : { cv_path: path, qa_type: type, question, title: second },
      }),
    ),
  editQa: async (path, type, index, values) =>
    cvQa(
      await apiRequest('/cv_qa/edit', CvQaResponseSchema, {
        method: 'POST',
        body: { cv_path: path, qa_index: index, qa_type: type, ...values },
      }),
    ),
  deleteQa: async (path, type, index) =>
    cvQa(
      await apiRequest(`/cv_qa/${segment(path)}/${index}?${query('qa_type', type)}`, CvQaResponseSchema, {
        method: 'DELETE',
      }),
    ),
};

export const SPECS_API: DocumentsApi = {
  kind: 'specs',
  list: () => apiRequest('/specs/list', DocumentListResponseSchema),
  upload: (file) =>
    apiRequest('/specs/upload', DocumentUploadResponseSchema, { method: 'POST', body: uploadForm(file) }),
  downloadUrl: async (path) =>
    (await apiRequest(`/specs/download?${query('path', path)}`, DownloadUrlResponseSchema)).download_url,
  remove: (path) => apiRequestWithoutResult(`/specs/${segment(path)}`, { method: 'DELETE' }),
  startQa: (path) =>
    apiRequest(`/specs/qa?${query('specs_path', path)}`, QaJobStartResponseSchema, { method: 'POST' }),
  jobStatus: (jobId) => apiRequest(`/specs/qa/job/${segment(jobId)}`, SpecsQaJobStatusSchema),
  readQa: async (path) =>
    specsQa(await apiRequest(`/specs/qa?${query('specs_path', path)}`, QaPairsResponseSchema)),
  addQa: async (path, _type, question, answer) =>
    specsQa(
      await apiRequest('/specs/qa/custom', QaPairsResponseSchema, {
        method: 'POST',
        body: { specs_path: path, question, answer },
      }),
    ),
  editQa: async (path, _type, index, values) =>
    specsQa(
      await apiRequest('/specs/qa/edit', QaPairsResponseSchema, {
        method: 'POST',
        body: { specs_path: path, qa_index: index, answer: values.answer },
      }),
    ),
  deleteQa: async (path, _type, index) =>
    specsQa(
      await apiRequest(`/specs/qa/${segment(path)}/${index}`, QaPairsResponseSchema, { method: 'DELETE' }),
    ),
};

/** spec part 2 §7: the generic Q&A calls; each answers the whole list. */
export const GENERIC_QA_API = {
  list: async () => (await apiRequest('/generic_qa/', QaPairsResponseSchema)).qa_pairs,
  add: async (question: string, answer: string) =>
    (
      await apiRequest('/generic_qa/custom', QaPairsResponseSchema, {
        method: 'POST',
        body: { question, answer },
      })
    ).qa_pairs,
  editAnswer: async (index: number, answer: string) =>
    (
      await apiRequest('/generic_qa/edit', QaPairsResponseSchema, {
        method: 'POST',
        body: { qa_index: index, answer },
      })
    ).qa_pairs,
  remove: async (index: number) =>
    (await apiRequest(`/generic_qa/${index}`, QaPairsResponseSchema, { method: 'DELETE' })).qa_pairs,
};

/** The newest CV's path and Q&A, for the Apply panel (spec part 1 §2 'Apply'); null when there is no CV. */
export async function fetchNewestCvQa(): Promise<{ cvPath: string; qa: DocumentQa } | null> {
  const [newest] = await CV_API.list();
  if (!newest) return null;
  return { cvPath: newest.path, qa: await CV_API.readQa(newest.path) };
}
