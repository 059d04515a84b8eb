import {
  CreateInterviewLinkResponseSchema,
  CvQaJobStatusSchema,
  CvQaResponseSchema,
  DocumentUploadResponseSchema,
  QaJobStartResponseSchema,
  UserCvDocumentsResponseSchema,
  UserListResponseSchema,
  UserSchema,
  type AdminQaPair,
  type CreateCandidateRequest,
  type CreateInterviewLinkRequest,
  type CreateInterviewLinkResponse,
  type CvDocument,
  type CvQa,
  type CvQaJobStatus,
  type QaPair,
  type User,
} from '@viva/contracts';
import { apiRequest, apiRequestWithoutResult } from '../../app/api-client.ts';

/** spec part 2 §7 'Candidates and users': the calls of the Candidates screen. */
export async function fetchUsers(): Promise<User[]> {
  return (await apiRequest('/users/', UserListResponseSchema)).users;
}

export function createCandidate(request: CreateCandidateRequest): Promise<User> {
  return apiRequest('/users/', UserSchema, { method: 'POST', body: { ...request, role: 'candidate' } });
}

export function deleteUser(userId: string): Promise<void> {
  return apiRequestWithoutResult(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** Creates the candidate's single-use interview link for a posting and emails it (spec part 2 §2.3). */
export function createInterviewLink(request: CreateInterviewLinkRequest): Promise<CreateInterviewLinkResponse> {
  return apiRequest('/interview/create-link', CreateInterviewLinkResponseSchema, { method: 'POST', body: request });
}

/** Uploads a CV for the candidate (recruiter or admin); answers the CV's path. */
export async function uploadCandidateCv(userId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { path } = await apiRequest(
    `/cv/upload?user_id=${encodeURIComponent(userId)}`,
    DocumentUploadResponseSchema,
    {
      method: 'POST',
      body: form,
    },
  );
  return path;
}

/** Starts the CV's Q&A generation (or answers the job already running for it); answers the job id. */
export async function startCvQaGeneration(cvPath: string): Promise<string> {
  const started = await apiRequest(`/cv_qa?cv_path=${encodeURIComponent(cvPath)}`, QaJobStartResponseSchema, {
    method: 'POST',
  });
  return started.job_id;
}

export function fetchCvQaJob(jobId: string): Promise<CvQaJobStatus> {
  return apiRequest(`/cv_qa/job/${encodeURIComponent(jobId)}`, CvQaJobStatusSchema);
}

export async function fetchCandidateCvDocuments(userId: string): Promise<CvDocument[]> {
  return (await apiRequest(`/users/${encodeURIComponent(userId)}/cv`, UserCvDocumentsResponseSchema))
    .cv_documents;
}

export function fetchCandidateCvQa(userId: string): Promise<CvQa> {
  return apiRequest(`/users/${encodeURIComponent(userId)}/cv-qa`, CvQaResponseSchema);
}

/** Replaces the candidate's whole list (spec part 2 §2.2); answers both lists as stored. */
export function replaceCandidateQaPairs(userId: string, pairs: QaPair[]): Promise<CvQa> {
  return apiRequest(`/users/${encodeURIComponent(userId)}/cv-qa/qa-pairs`, CvQaResponseSchema, {
    method: 'PUT',
    body: { qa_pairs: pairs },
  });
}

export function replaceCandidateAdminQaPairs(userId: string, pairs: AdminQaPair[]): Promise<CvQa> {
  return apiRequest(`/users/${encodeURIComponent(userId)}/cv-qa/qa-admin-pairs`, CvQaResponseSchema, {
    method: 'PUT',
    body: { qa_admin_pairs: pairs },
  });
}
