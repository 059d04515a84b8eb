import { z } from 'zod';
import { CvQaSchema } from './qa.ts';

/** Spec part 2 §8 'Interview page' texts, also the server's details for the same cases. */
export const INTERVIEW_LINK_MESSAGES = {
  notFound: 'Interview link not found or has expired.',
  expired: 'This interview link has expired.',
  used: 'This interview link has already been used. Please contact the hiring team if you need to retake the interview.',
  wrongUser:
    'This interview link is for a different user. Please log out and log in with the correct account.',
} as const;

/** Spec part 2 §8 'Candidates and links'. */
export const INTERVIEW_LINK_DIALOG_MESSAGES = {
  success: 'Interview link created and email sent successfully!',
  emailNotSent: 'Interview link created but email failed to send. Please check your email configuration.',
  failed: 'Failed to create interview link',
  selectJob: 'Please select a job posting.',
} as const;

/** 256 random bits as base64url: 43 characters of A-Z, a-z, 0-9, '-' and '_'. */
export const INTERVIEW_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CreateInterviewLinkRequestSchema = z.object({
  candidate_id: z.string({ error: 'Candidate is required' }).min(1, 'Candidate is required'),
  job_id: z.string({ error: 'Please select a job posting.' }).min(1, 'Please select a job posting.'),
});
export type CreateInterviewLinkRequest = z.infer<typeof CreateInterviewLinkRequestSchema>;

export const CreateInterviewLinkResponseSchema = z.object({
  /** True when the SMTP server accepted the message; false when it went to the outbox or the send is retried. */
  email_sent: z.boolean(),
  /** The candidate's interview page on this site's public origin, to copy when the email was not sent. */
  interview_url: z.string(),
  /** When the link stops working (ISO date-time): the creating recruiter's interview_link_expiration_hours. */
  expires_at: z.string(),
});
export type CreateInterviewLinkResponse = z.infer<typeof CreateInterviewLinkResponseSchema>;

export const InterviewLinkTokenParamsSchema = z.object({ token: z.string() });

/** Who is looking at the link: nobody signed in, someone else, or the candidate it was sent to. */
export const LINK_ACCESS = ['signed-out', 'wrong-user', 'granted'] as const;

/** A job question as the spec allows it: plain text, or an item with a text or question field. */
const JobQuestionSchema = z.union([
  z.string(),
  z.object({ title: z.string().optional(), question: z.string() }),
]);

/**
 * Spec part 2 §3 'Interview link validation response'. Before the right candidate signs in only what the page
 * needs to ask for it is given (the expected email, position, company, location); the questions, descriptions and
 * ids come only to that candidate.
 */
export const InterviewLinkValidationSchema = z.object({
  access: z.enum(LINK_ACCESS),
  candidate: z.object({ email: z.string(), full_name: z.string().nullable() }),
  job: z.object({
    position: z.string(),
    company: z.string(),
    location: z.string(),
    jobSpecsQuestions: z.array(JobQuestionSchema).optional(),
    companyCultureQuestions: z.array(JobQuestionSchema).optional(),
    jobSpecWorkRequirements: z.array(JobQuestionSchema).optional(),
    jobSpecsMarkdown: z.string().optional(),
    companyCultureMarkdown: z.string().nullable().optional(),
  }),
  candidate_id: z.string().optional(),
  job_id: z.string().optional(),
  expires_at: z.string(),
  is_used: z.boolean(),
  /** The link started this candidate's interview and it is still running: the page resumes it. */
  can_resume: z.boolean(),
});
export type InterviewLinkValidation = z.infer<typeof InterviewLinkValidationSchema>;

export const InterviewLinkStatusSchema = z.object({ is_used: z.boolean() });
export type InterviewLinkStatus = z.infer<typeof InterviewLinkStatusSchema>;

/** The newest CV's questions for the interview page (spec part 2 §4.5), the right candidate only. */
export const InterviewLinkCvQuestionsSchema = CvQaSchema.extend({ cv_path: z.string() });
export type InterviewLinkCvQuestions = z.infer<typeof InterviewLinkCvQuestionsSchema>;
