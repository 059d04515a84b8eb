import {
  CreateJobResponseSchema,
  JobCreationStatusSchema,
  JobListResponseSchema,
  JobPdfsResponseSchema,
  JobSchema,
  JobSpecsQuestionsResponseSchema,
  WorkRequirementsResponseSchema,
  type Job,
  type JobCreationStatus,
  type JobPdfsResponse,
  type JobSummary,
  type WorkRequirement,
} from '@viva/contracts';
import { apiRequest, apiRequestWithoutResult } from '../../app/api-client.ts';

/** spec part 1 §7: the calls of the jobs area. */
export function fetchJobPostings(): Promise<JobSummary[]> {
  return apiRequest('/jobs/', JobListResponseSchema);
}

export function fetchJobPosting(jobPostingId: string): Promise<Job> {
  return apiRequest(`/jobs/${encodeURIComponent(jobPostingId)}`, JobSchema);
}

export function fetchJobPostingPdfs(jobPostingId: string): Promise<JobPdfsResponse> {
  return apiRequest(`/jobs/${encodeURIComponent(jobPostingId)}/pdfs`, JobPdfsResponseSchema);
}

/** Multipart: position, company, location, type, job_specs and company_culture (optional). Answers the job id. */
export async function startJobPostingCreation(form: FormData): Promise<string> {
  const { job_id: jobId } = await apiRequest('/jobs/async', CreateJobResponseSchema, {
    method: 'POST',
    body: form,
  });
  return jobId;
}

export function fetchJobPostingCreationStatus(jobId: string): Promise<JobCreationStatus> {
  return apiRequest(`/jobs/job/${encodeURIComponent(jobId)}`, JobCreationStatusSchema);
}

export function deleteJobPosting(jobPostingId: string): Promise<void> {
  return apiRequestWithoutResult(`/jobs/${encodeURIComponent(jobPostingId)}`, { method: 'DELETE' });
}

export async function replaceJobSpecsQuestions(jobPostingId: string, questions: string[]): Promise<string[]> {
  const response = await apiRequest(
    `/jobs/${encodeURIComponent(jobPostingId)}/jobSpecsQuestions`,
    JobSpecsQuestionsResponseSchema,
    { method: 'PUT', body: { jobSpecsQuestions: questions } },
  );
  return response.jobSpecsQuestions;
}

export async function replaceWorkRequirements(
  jobPostingId: string,
  requirements: WorkRequirement[],
): Promise<WorkRequirement[]> {
  const response = await apiRequest(
    `/jobs/${encodeURIComponent(jobPostingId)}/jobSpecWorkRequirements`,
    WorkRequirementsResponseSchema,
    { method: 'PUT', body: { jobSpecWorkRequirements: requirements } },
  );
  return response.jobSpecWorkRequirements;
}
