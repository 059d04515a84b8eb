// The access module's public surface: other modules use these, never its queries.
export { applyAdminEmails, giveCandidateRole } from './access.service.ts';
