// The interviews module's public surface: other modules use these, never its queries.
export { countCandidateApplications, countInterviews, type InterviewScope } from './interview-counts.ts';
/** Per posting, the interviews its card counts (finished ones and requests for a human-led interview). */
export { countReviewableByJobPosting as countInterviewsByJobPosting } from './interviews.queries.ts';
export { listJobInterviewCandidates } from './interview-review.service.ts';
