// The documents module's public surface: other modules use these, never its queries.
export { countCvsByUser, findNewestCvQa, type NewestCvQa } from './cv-public.ts';
export { documentStorageKey } from './document-kinds.ts';
