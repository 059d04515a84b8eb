// The mcq module's public surface: other modules use these, never its queries.
export { findMcqReviewResults } from './mcq-results.service.ts';
