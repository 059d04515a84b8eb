import { HEADING_WORD } from './job-and-heading-words.ts';
import { escape } from './regex-escape.ts';
import { toolListsToldAsUsed } from './tools-told-as-used.ts';

/**
 * Checks of issue 13 on the skills a CV answer names: a pastime the CV lists only under its hobbies ('Poetry' under
 * 'Other activities'), a word the CV writes only inside a body's name ('Exchange' of 'German Academic Exchange
 * Service'). Plain patterns over the output and the CV's text, written apart from the CV reader.
 */

// Where an answer lists skills, in the languages the engine writes.
const SKILL_LIST =
  /\b(?:skills I use most are|My skills include|Entre mis habilidades están|Mes compétences comprennent|ones I know best are|areas I know best are|I would bring|Your CV lists|habilidades que más uso son|Su CV menciona|Las que mejor conozco son|Domino sobre todo|Je maîtrise surtout|Votre CV mentionne|compétences que j'utilise le plus sont|Celles que je connais le mieux sont)\s+([^.?]+)/gu;
// A hobbies heading, in the languages CVs come in.
const HOBBY_HEADING =
  /^(?:(?:personal )?(?:hobbies|interests)|other activities|otras actividades|outras atividades|autres activit[ée]s|altre attivit[àa]|loisirs|passions|centres? d['’]int[ée]r[êe]ts?|hobbys?|interessen|freizeit|interessi|passatempi|tempo libero|intereses|aficiones|pasatiempos|interesses|passatempos)$/iu;

function skillsNamed(text: string): string[] {
  const items = [
    ...[...text.matchAll(SKILL_LIST)].map((match) => match[1] ?? ''),
    ...toolListsToldAsUsed(text),
  ]
    .flatMap((list) => list.split(/,\s*|\s+(?:and|y|et|e|und)\s+/))
    .map((item) => item.trim())
    .filter((item) => /^\p{L}[\p{L}+#. -]*$/u.test(item));
  return [...new Set(items)];
}

const mentions = (skill: string, text: string): boolean =>
  new RegExp(`(?<![\\p{L}])${escape(skill)}(?![\\p{L}])`, 'iu').test(text);

/** The CV's lines under a hobbies heading, and its other lines. */
function hobbyLines(cvText: string): { hobbies: string[]; others: string[] } {
  const hobbies: string[] = [];
  const others: string[] = [];
  let isHobbies = false;
  for (const raw of cvText.split('\n')) {
    const line = raw
      .replace(/^[#*\s]+/, '')
      .replace(/[*:]+\s*$/, '')
      .trim();
    if (line.length <= 40 && HOBBY_HEADING.test(line)) isHobbies = true;
    else if (line.length <= 40 && HEADING_WORD.test(line)) isHobbies = false;
    (isHobbies ? hobbies : others).push(line);
  }
  return { hobbies, others };
}

/** Skills an answer names that the CV lists only under its hobbies heading. */
export function hobbiesAsSkills(text: string, cvText: string): string[] {
  const { hobbies, others } = hobbyLines(cvText);
  return skillsNamed(text).filter(
    (skill) => hobbies.some((line) => mentions(skill, line)) && !others.some((line) => mentions(skill, line)),
  );
}

// A body's name: capitalised words (small joining words between them) ending on a word bodies are named by.
const BODY_NAME =
  /\b\p{Lu}[\p{L}&'’.-]*(?:[^\S\n]+(?:of|for|and|the|&|on|de|des|der|für)?[^\S\n]*\p{Lu}[\p{L}&'’.-]*){0,6}[^\S\n]+(?:Service|Foundation|Council|Agency|Association|Society|Commission|Ministry|Trust|Federation|Authority|Fund|Board|Organi[sz]ation)\b/gu;

/** One-word skills an answer names that the CV writes only inside a body's name ('Exchange' of '… Exchange Service'). */
export function bodyNameWordsAsSkills(text: string, cvText: string): string[] {
  const withoutNames = cvText.replace(BODY_NAME, ' ');
  return skillsNamed(text).filter(
    (skill) => !/\s/.test(skill) && mentions(skill, cvText) && !mentions(skill, withoutNames),
  );
}
