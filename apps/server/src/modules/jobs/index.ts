// The jobs module's public surface: other modules use these, never its queries.
export { countJobPostings } from './job-postings.service.ts';
export { canManageJobPosting } from './job-postings.policy.ts';
export { findJobPostingContent, type JobPostingContent } from './job-postings.queries.ts';
