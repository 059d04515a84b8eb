// The access module's public surface: other modules use these, never its queries.
export { applyAdminEmails } from './access.service.ts';
