import {
  GenerateMcqLinkResponseSchema,
  McqJobStatusSchema,
  McqResponseSchema,
  McqStatisticsResponseSchema,
  McqSubmitResponseSchema,
  type GenerateMcqLinkResponse,
  type McqJobStatus,
  type McqResponse,
  type McqSignalsRequest,
  type McqStatisticsResponse,
  type McqSubmitRequest,
  type McqSubmitResponse,
} from '@viva/contracts';
import { apiRequest, apiRequestWithoutResult } from '../../app/api-client.ts';

const tokenPath = (token: string) => `/mcq/${encodeURIComponent(token)}`;

/** spec part 1 §7: the job card's MCQ button. */
export function generateMcqLink(
  jobPostingId: string,
  candidateEmail: string,
): Promise<GenerateMcqLinkResponse> {
  return apiRequest(
    `/jobs/${encodeURIComponent(jobPostingId)}/mcq/generate-link`,
    GenerateMcqLinkResponseSchema,
    {
      method: 'POST',
      body: { candidate_email: candidateEmail },
    },
  );
}

/** spec part 2 §7: the link check; with a session, the questions when it is the link's user. */
export function fetchMcq(token: string): Promise<McqResponse> {
  return apiRequest(tokenPath(token), McqResponseSchema, { isAuthenticated: 'when-signed-in' });
}

export function submitMcqAnswers(token: string, request: McqSubmitRequest): Promise<McqSubmitResponse> {
  return apiRequest(`${tokenPath(token)}/submit`, McqSubmitResponseSchema, { method: 'POST', body: request });
}

export function sendMcqSignals(token: string, request: McqSignalsRequest): Promise<void> {
  return apiRequestWithoutResult(`${tokenPath(token)}/signals`, { method: 'POST', body: request });
}

export function fetchMcqJobStatus(jobId: string): Promise<McqJobStatus> {
  return apiRequest(`/mcq/job/${encodeURIComponent(jobId)}`, McqJobStatusSchema);
}

export function fetchMcqStatistics(jobPostingId: string): Promise<McqStatisticsResponse> {
  return apiRequest(`/jobs/${encodeURIComponent(jobPostingId)}/mcq/statistics`, McqStatisticsResponseSchema);
}
