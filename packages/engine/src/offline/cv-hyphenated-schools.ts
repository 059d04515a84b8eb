// Word CVs may type the school against the degree with a bare hyphen ('Bachelors in Business/MIS-New Jersey
// Institute of Technology, NJ'): the hyphen parts two fields there, as ' - ' does, not two halves of one name.

import { DEGREE, INSTITUTION } from './cv-vocabulary.ts';

// A hyphen between a word and a capital: 'MIS-New', 'Arts-Winston'.
const BARE_HYPHEN = /(?<=\S)-(?=\p{Lu})/gu;
const FIELD_MARK = /,|\s[·|–—-]|\.\s/;

/** The line with the hyphen before a school's name, after a degree's, spaced as a field mark. */
export function withSchoolHyphenSpaced(text: string): string {
  for (const hyphen of text.matchAll(BARE_HYPHEN)) {
    // The degree's words alone before it: 'PhD · Otto-Friedrich-Universität' sets its school in a field of its own.
    const before = text.slice(0, hyphen.index);
    const isDegreeAlone = DEGREE.test(before) && !INSTITUTION.test(before) && !FIELD_MARK.test(before);
    // The school's name runs to the next field ('…Institute of Technology, NJ · 2009') and names no degree
    // ('BACHELOR-MASTER DEGREE -Biology. Indian Institute …' joins two degrees).
    const [school = ''] = text.slice(hyphen.index + 1).split(FIELD_MARK);
    if (isDegreeAlone && INSTITUTION.test(school) && !DEGREE.test(school))
      return `${before} - ${text.slice(hyphen.index + 1)}`;
  }
  return text;
}
