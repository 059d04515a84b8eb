// The interviews module's public surface: other modules use these, never its queries.
export { countCandidateApplications, countInterviews, type InterviewScope } from './interview-counts.ts';
/**
 * Per posting, what its card's Interviews (N) counts: finished interviews, requests for a human-led one, and
 * candidates who took only the MCQ assessment (the dialog lists them all).
 */
export {
  countJobCandidatesByJobPosting as countInterviewsByJobPosting,
  jobCandidateCounts as interviewCountsByJobPosting,
} from './job-candidates.queries.ts';
export { listJobInterviewCandidates } from './interview-review.service.ts';
