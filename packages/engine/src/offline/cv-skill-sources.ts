// Where a CV's words are no evidence of a skill, or weaker evidence: its pastimes, the names of the bodies it names,
// and the soft skills a side column lists beside the tools.
import { skillMention } from '../text/skills.ts';
import { HOBBY_HEADING } from './cv-language-words.ts';
import type { CvLine } from './cv-lines.ts';
import { headingKind } from './cv-vocabulary.ts';

// The personal qualities a CV lists under a heading of their own, apart from its tools.
const SOFT_SKILLS_HEADING =
  /^(?:soft[- ]skills|habilidades (?:blandas|personales|comportamentais)|competencias (?:personales|transversales)|comp[ée]tences (?:comportementales|transversales|humaines)|competenze trasversali|soziale kompetenzen)$/;

/** Each line with the heading it stands under (lower-cased, without its marks), or null before any heading. */
function withHeadings(lines: CvLine[]): { line: CvLine; heading: string | null }[] {
  let heading: string | null = null;
  return lines.map((line) => {
    if (!line.isBullet && !line.isTopHeading && headingKind(line.text) !== null)
      heading = line.text
        .replace(/^#+\s*/, '')
        .replace(/[*_:]/g, '')
        .trim()
        .toLowerCase();
    return { line, heading };
  });
}

/** The lines under no hobbies heading: 'Poetry', 'Free software' under 'Other activities' are pastimes, no skills. */
export function linesBesidesHobbies(lines: CvLine[]): CvLine[] {
  return withHeadings(lines)
    .filter(({ heading }) => heading === null || !HOBBY_HEADING.test(heading))
    .map(({ line }) => line);
}

/**
 * Skills with those only a soft-skills list names ('Storytelling', 'Teamwork') after the tools: a side column's
 * soft skills are no answer to which tools the person uses most.
 */
export function withSoftSkillsLast(skills: string[], lines: CvLine[]): string[] {
  const read = withHeadings(lines);
  const isSoft = ({ heading }: { heading: string | null }): boolean =>
    heading !== null && SOFT_SKILLS_HEADING.test(heading);
  const soft = read.filter(isSoft).map(({ line }) => line.text);
  const other = read.filter((entry) => !isSoft(entry)).map(({ line }) => line.text);
  const onlySoft = (skill: string): boolean => {
    const pattern = skillMention(skill);
    return soft.some((text) => pattern.test(text)) && !other.some((text) => pattern.test(text));
  };
  return [...skills.filter((skill) => !onlySoft(skill)), ...skills.filter(onlySoft)];
}

// The last word of a body's name: 'German Academic Exchange Service', 'Python Software Foundation'
// ('Program', 'Academy', 'Institute' are left out: 'a Python Program', 'Cisco Networking Academy' name their tools).
const BODY_WORD =
  'Service|Foundation|Council|Agency|Association|Society|Commission|Ministry|Trust|Federation|Authority';

// A body's name: two to six capitalised words (small joining words between them) ending on a body word.
const BODY_NAME = new RegExp(
  String.raw`\b\p{Lu}[\p{L}&'’.-]*(?:\s+(?:of|for|and|the|&|on|de|des|der|für)?\s*\p{Lu}[\p{L}&'’.-]*){0,5}\s+(?:${BODY_WORD})\b`,
  'gu',
);

/**
 * A line without the names of the bodies it names: a word of a body's name is no tool the person used ('Exchange' in
 * 'German Academic Exchange Service').
 */
export function withoutBodyNames(line: string): string {
  return line.replace(BODY_NAME, ' ');
}
