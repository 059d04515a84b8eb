// Academic CVs close a dated row with the person who supervised the work: '2013-17 Field technician (Fisheries
// Agency) – Ms. Ann Roe and Dr.' / 'Bo Lee'. The names are no part of the title or the employer, and the line they
// wrap onto is no entry of its own.

import type { CvLine } from './cv-lines.ts';

const HONORIFIC = '(?:Drs?|Ms|Mrs|Mr|Profs?)\\.';
// ' – Dr. Ann Roe', ' – Drs. Ann Roe and Bo Lee': a dash, an honorific and the names after it, to the line's end.
const SUPERVISOR_TAIL = new RegExp(`\\s+[–—]\\s+${HONORIFIC}(?:\\s[^()]*)?$`, 'u');
// 'Bo Lee', 'Burke and Mark Scheuerell': the rest of the names wrapped onto a line of their own.
const NAMES_WRAPPED = new RegExp(
  `^(?:${HONORIFIC}\\s+)?\\p{Lu}[\\p{L}.'’-]*(?:\\s+(?:(?:and|&)\\s+)?(?:${HONORIFIC}\\s+)?\\p{Lu}[\\p{L}.'’-]*){0,5}$`,
  'u',
);

/** The lines with each row's supervisor names taken away, and the line the names wrapped onto. */
export function withoutSupervisorTails(lines: CvLine[]): CvLine[] {
  const kept: CvLine[] = [];
  let dropsNames = false;
  for (const line of lines) {
    if (dropsNames && !line.isBullet && NAMES_WRAPPED.test(line.text)) {
      dropsNames = false;
      continue;
    }
    const tail = line.isBullet ? null : SUPERVISOR_TAIL.exec(line.text);
    // Names cut after an honorific or 'and' ('– Ms. Ann Roe and Dr.') or after a first name go on below.
    dropsNames = tail !== null;
    kept.push(tail ? { ...line, text: line.text.slice(0, tail.index) } : line);
  }
  return kept;
}

// 'Professor Ann Roe, Westmark University', 'Prof. Ann Roe. Westmark University.': a line under a research or
// teaching post naming the professor it was held under, then the employer. The person is no title of the post.
const PROFESSOR_LINE =
  /^(?:Professor|Prof\.|Dr\.)\s+(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2})(?:[.,]\s*(.*))?$/u;
// 'Professor Computer Science', 'Professor Emeritus Studies': a field or rank after the word, not a person's name.
const NO_NAME_WORD =
  /\b(?:science|sciences|studies|engineering|economics|law|history|emeritus|emerita|of|and)\b/i;

/** An experience line that names a supervising professor: the employer after the name alone, or no line. */
export function withSupervisorLineAsEmployer(line: CvLine): CvLine[] {
  const [, name = '', rest = ''] = (line.isBullet ? null : PROFESSOR_LINE.exec(line.text)) ?? [];
  if (!name || NO_NAME_WORD.test(name)) return [line];
  const employer = rest.replace(/\.$/, '').trim();
  return employer ? [{ ...line, text: employer }] : [];
}
