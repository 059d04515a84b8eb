import { selectMcqGroups } from './select.ts';

/** The competencies chosen for a made-up posting's lines and typed position: what the select-*.test.ts files assert. */
export const selectedCompetencies = (lines: string[], position: string | null = null): string[] =>
  selectMcqGroups({ markdown: lines.join('\n'), position }).map((group) => group.competency);
