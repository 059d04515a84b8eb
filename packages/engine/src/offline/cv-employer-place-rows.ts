// LaTeX boilerplates set each entry as a dated title row over an 'Employer | City' row and a description
// ('1853-1854 Medical-surgical unit' / 'Institution for Sick Gentlewomen | London' / 'Cared for ladies …'). The title
// slot may name a unit or a ward rather than a post, and the reader may run the description on after the city.

import type { CvLine } from './cv-lines.ts';
import { NAME_LINKS, startsWithVerb } from './cv-entry-headers-and-duties.ts';

// A place after the bar is a few capitalised words ('London', 'Kaiserswerth, Germany', 'New York').
const MAX_PLACE_WORDS = 3;
const EMPLOYER_AND_PLACE = /^(\p{Lu}.*?) \| (\p{Lu}[\p{L}'’.-]*(?:,?\s\p{Lu}[\p{L}'’.-]*){0,2})$/u;

/** The line with a sentence run on after its '| Place' parted into a detail line of its own. */
export function withDescriptionAfterPlaceApart(line: CvLine): CvLine[] {
  const bar = line.text.lastIndexOf(' | ');
  if (line.isBullet || bar === -1 || !/[.!?]$/.test(line.text)) return [line];
  const words = line.text.slice(bar + 3).split(/\s+/);
  for (let count = 1; count <= MAX_PLACE_WORDS && count + 4 <= words.length; count += 1) {
    if (!/^\p{Lu}/u.test(words[count - 1] ?? '')) return [line];
    const sentence = words.slice(count).join(' ');
    const lowerWords = words.slice(count).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word));
    if (lowerWords.length >= 2 && startsWithVerb(sentence))
      return [
        { ...line, text: `${line.text.slice(0, bar + 3)}${words.slice(0, count).join(' ')}` },
        { text: sentence, isBullet: true },
      ];
  }
  return [line];
}

/**
 * 'Institution for the Care of Sick Gentlewomen | London' → its employer: a name of capitalised words and short
 * linking words ('in', 'for', 'of') before the bar, a place after it; null for any other line.
 */
export function employerOfPlaceRow(line: CvLine): string | null {
  const [, name = ''] = EMPLOYER_AND_PLACE.exec(line.text) ?? [];
  const words = name.split(/\s+/);
  const isName =
    !line.isBullet &&
    name !== '' &&
    words.length <= 14 &&
    words.every((word) => /^(?:[\p{Lu}\d&(]|\p{Ll}{1,3}$)/u.test(word) || NAME_LINKS.has(word));
  return isName ? name : null;
}
