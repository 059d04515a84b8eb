// Word and job-portal CVs set each project as a form: 'Project Title: …', then its fields on lines of their own,
// often behind Word's second-level list glyph 'o' ('o Client: Acme', 'o Duration: Jan 2019 - Mar 2020', 'o Onsite /
// Offsite: Onsite', 'o Team Size: 6'), then 'Skill Used:', 'Role Description:' and 'Project Details:' run together
// where the line breaks were lost ('…Data EngineeringRole Description: Head of …'). The fields label the project:
// they are neither its title nor what the candidate did in it.

import { TITLE_WORD } from './cv-vocabulary.ts';

const FIELD_LABEL = String.raw`(?:client|duration|onsite\s*\/\s*offsite|team size|nature of employment|project location|location|role)`;
// A field's line, with or without the list glyph before it; a glyph left alone on its line ('o', '•').
const FIELD_LINE = new RegExp(String.raw`^(?:o\s+)?${FIELD_LABEL}\s*:|^(?:o|•)$`, 'iu');
// The labels a lost line break runs onto the text before them ('JLR/TASLClient: TASL').
const RUN_ON_LABEL =
  /\s*(?:\bo\s+)?(?=(?:Client|Role Description|Project Details|Skills? Used|Nature of Employment|Project Location|Duration|Team Size)\s*:)/gu;
// The labels before what the candidate did, which is told without them.
const DESCRIPTION_LABEL = /^(?:role description|project details)\s*:\s*(?:-\s*)?/iu;

/** The text parted at each field label run onto the text before it. */
export function withRunOnFieldsApart(text: string): string[] {
  return text
    .split(RUN_ON_LABEL)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A line that only fills a project's field: its client, dates, place, team or mode of work, or the role it names
 * alone ('Sr. Project Leader': the value a 'Role:' field leaves when its key is read).
 */
export function isProjectFieldLine(text: string): boolean {
  const isRoleAlone =
    TITLE_WORD.test(text) && text.split(/\s+/).length <= 4 && !/\p{Ll}{2,}\s+\p{Ll}/u.test(text);
  return FIELD_LINE.test(text.trim()) || isRoleAlone;
}

/** 'Role Description: Head of the project' → 'Head of the project'. */
export function withoutDescriptionLabel(text: string): string {
  return text.replace(DESCRIPTION_LABEL, '');
}
