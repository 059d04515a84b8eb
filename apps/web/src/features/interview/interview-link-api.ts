import {
  InterviewLinkCvQuestionsSchema,
  InterviewLinkStatusSchema,
  InterviewLinkValidationSchema,
  type InterviewLinkCvQuestions,
  type InterviewLinkStatus,
  type InterviewLinkValidation,
} from '@viva/contracts';
import { apiRequest } from '../../app/api-client.ts';

const segment = encodeURIComponent;

/** Spec part 2 §7 'Emailed pages': no sign-in needed; signed in, the server says more to the link's candidate. */
export function validateInterviewLink(token: string, isSignedIn: boolean): Promise<InterviewLinkValidation> {
  return apiRequest(`/interview/validate-link/${segment(token)}`, InterviewLinkValidationSchema, {
    isAuthenticated: isSignedIn,
  });
}

export function fetchInterviewLinkStatus(token: string): Promise<InterviewLinkStatus> {
  return apiRequest(`/interview/link/${segment(token)}/status`, InterviewLinkStatusSchema, {
    isAuthenticated: false,
  });
}

export function fetchInterviewLinkCvQuestions(token: string): Promise<InterviewLinkCvQuestions> {
  return apiRequest(`/interview/link/${segment(token)}/cv-questions`, InterviewLinkCvQuestionsSchema);
}

/** Development only ('Reset Link (Testing)'). */
export function resetInterviewLink(token: string): Promise<InterviewLinkStatus> {
  return apiRequest(`/interview/link/${segment(token)}/reset`, InterviewLinkStatusSchema, {
    method: 'POST',
    isAuthenticated: false,
  });
}
