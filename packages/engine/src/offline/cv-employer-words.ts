// What stands where an employer's name should and is none: a stray mark or a year left by a row's layout ('.',
// '2016.'), a word that names a kind of place or a section rather than an organisation ('University', 'Work',
// 'Master', 'College Level'), a label before its colon ('Invited participant: …'), a course taught by its code ('HIST 210
// Modern Europe'), a date alone ('Aug 2019', 'Sep 2020 - Present': a certificate's or an entry's date the layout set
// where the employer stands).

import { datesOf } from './cv-entry-dates.ts';

const NO_LETTER = /^[^\p{L}]*$/u;
const GENERIC_WORD =
  /^(?:the\s+)?(?:university|college|school|institute|company|employer|work|experience|employment|masters?|doctoral|bachelors?|research|teaching|service|department|faculty|(?:\p{L}+\s+)?level)$/iu;
const LABEL_BEFORE_COLON = /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?:\s/u;
// A university course's code before its name: 'ECON 212', 'HIST-210', 'CS101'.
export const COURSE_CODE = /^[A-Z]{2,5}[ -]?\d{3,4}[A-Z]?\b/;

// 'organized the spring festival on music and technology', 'produced three concerts and a total of 30 works': a clause
// telling what was done, four words in lower case or more besides the small words names use ('of', 'and'), is no name.
// French and Spanish names keep their articles, elided ones too ('d’une', 'l’Industrie'); a Russian name writes its
// words after the first in lower case ('Центр передовых исследований'): only Latin words count.
const SMALL_WORDS = new Set(
  'of and for the on in at de du des la le les un une el los las del y e &'.split(' '),
);
const isClause = (name: string): boolean =>
  name
    .split(/\s+/)
    .filter((word) => /^[a-z]/.test(word) && !SMALL_WORDS.has(word) && !/^[dl]['’]/u.test(word)).length >= 4;

/** Whether a role's employer field holds a name at all. */
export function isEmployerName(text: string): boolean {
  const name = text.trim();
  return (
    !NO_LETTER.test(name) &&
    !GENERIC_WORD.test(name.replace(/\.$/, '')) &&
    !LABEL_BEFORE_COLON.test(name) &&
    !COURSE_CODE.test(name) &&
    !isClause(name) &&
    datesOf(name) === null
  );
}
