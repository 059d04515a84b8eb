import nlp from 'compromise';
import { toolListsToldAsUsed } from './tools-told-as-used.ts';

/**
 * Checks of issue 13 for facts a CV answer states that the CV does not: education entries told as degrees, an
 * author's initial offered as a skill, a word a column's edge broke with a hyphen. Plain patterns over the output and
 * the CV's text, written apart from the CV reader.
 */

// What an education section names besides degrees: the work done for one ('Master Thesis', "Bachelor's project"),
// a header's key/value line ('Status: PhD student'), how it ended ('Graduated as M.Sc.'), the holder's status while
// studying ('Master student in …', 'PhD candidate'), a grant held ('Beca de finalización de doctorado', 'Doctoral
// Scholarship', 'Bourse', 'Stipendium') and courses taught or taken ('Bachelor Degree Courses in …'); a course or
// training named so ('Course in Group Sales', 'Sabre Reservations Course', Hebrew 'קורס …', 'השתלמות …'; round 33).
const NOT_A_DEGREE =
  /^(?:[\p{L}'’.]+\s+){1,2}?(?:thesis|project|dissertation)\b(?!\s+management)|^[\p{L} ]{2,24}:\s|^graduated\b|^(?:[\p{L}'’.]+\s+){1,2}?(?:student|candidate)\b|^(?:[\p{L}'’.]+\s+){0,2}?(?:beca|scholarship|fellowship|bourse|stipendium|borsa di studio|bolsa de estudos?)(?![\p{L}])|\bcourses?\s+(?:in|on)\b|^(?:[\p{L}'’.]+\s+){0,3}?(?:course|training course)(?![\p{L}])(?!\s+(?:design|engineering|director))|^(?:ה?קורס|השתלמות|הכשרה)(?![\p{L}])/iu;

/** Degrees an answer says are held, or a question lists, that are a thesis, a project, a status or a sentence. */
export function educationEntriesAsDegrees(text: string): string[] {
  return [
    ...text.matchAll(
      /\b(?:hold|lists)\s+(an?\s+.+?)(?=\.(?:\s+(?:I|My|Can|Which|What|How|Is|Tell)\b|\s*$)|\?|$)/g,
    ),
  ]
    .flatMap((match) => (match[1] ?? '').split(/,\s+(?:and\s+)?(?=an?\s)|\s+and\s+(?=an?\s)/))
    .map((degree) => degree.replace(/^an?\s+/, '').trim())
    .filter((degree) => NOT_A_DEGREE.test(degree));
}

// Where an answer or question lists skills: 'The skills I use most are R, Python and Java.'
const SKILL_LIST =
  /\b(?:skills I use most are|My skills include|Entre mis habilidades están|ones I know best are|areas I know best are|I would bring|Your CV lists|habilidades que más uso son|Su CV menciona|Las que mejor conozco son|Domino sobre todo)\s+([^.?]+)/gu;
// An author's initial in a citation: before a surname that a comma, '&', 'and', a bracket or a full stop ends
// ('R. Roe, K. Doe'), or after a surname and its comma ('Roe, R.,').
const initialBeforeName = (letter: string): RegExp =>
  new RegExp(`(?<![\\p{L}.])${letter}\\.\\s?\\p{Lu}[\\p{L}'’-]+(?:,|\\s*&|\\s+and\\b|\\s*\\(|\\.)`, 'gu');
const initialAfterName = (letter: string): RegExp =>
  new RegExp(`\\p{Lu}[\\p{L}'’-]+,\\s?${letter}\\.(?=,|\\s*&|\\s+and\\b|\\s*\\(|\\s*$)`, 'gmu');

/**
 * One-letter skills an answer lists ('R, Python and Java') that the CV writes only as an author's initial
 * ('R. Roe, K. Doe', 'Roe, R.,'), never as a word of its own.
 */
export function initialsAsSkills(text: string, cvText: string): string[] {
  const letters = [
    ...[...text.matchAll(SKILL_LIST)].map((match) => match[1] ?? ''),
    ...toolListsToldAsUsed(text),
  ]
    .flatMap((list) => list.split(/,\s*|\s+(?:and|y)\s+/))
    .map((item) => item.trim())
    .filter((item) => /^\p{Lu}$/u.test(item));
  return [...new Set(letters)].filter((letter) => {
    const uses = cvText.match(new RegExp(`(?<![\\p{L}.])${letter}(?![\\p{L}])`, 'gu'))?.length ?? 0;
    const initials =
      (cvText.match(initialBeforeName(letter))?.length ?? 0) +
      (cvText.match(initialAfterName(letter))?.length ?? 0);
    return uses > 0 && initials >= uses;
  });
}

export const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

/**
 * Words an answer carries broken by a hyphen that the CV writes whole elsewhere ('Me-teor' beside 'Meteor'), whose
 * tail is no word ('teor'): compounds ('full-stack' beside 'Fullstack') have a word after the hyphen.
 */
export function wordsBrokenByHyphen(text: string, cvText: string): string[] {
  const whole = new Set(
    [...cvText.matchAll(/(?<![\p{L}-])\p{L}+(?![\p{L}-])/gu)].map((match) => match[0].toLowerCase()),
  );
  return [...text.matchAll(/(?<![\p{L}-])(\p{L}{2,})-(\p{Ll}{2,})(?![\p{L}-])/gu)]
    .filter(([, head = '', tail = '']) => whole.has(`${head}${tail}`.toLowerCase()))
    .filter(([, , tail = '']) => LEXICON[tail] === undefined && !whole.has(tail))
    .map((match) => match[0]);
}
