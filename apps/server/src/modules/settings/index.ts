// The settings module's public surface: other modules use these, never its queries.
export { getSettings } from './settings.service.ts';
