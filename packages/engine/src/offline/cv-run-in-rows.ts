// A row of another entry run into the lines under a job: the job's work ends where that row begins.

import { DATE, DATE_RANGE, TITLE_WORD } from './cv-vocabulary.ts';

// 'Treasurer of the Parish Council, Springfield · March 2019 - ': a row's place and opening date after a middle dot.
const DOTTED_DATE = new RegExp(`\\s·\\s*${DATE}\\s*[–—-]`, 'i');

/**
 * Where in a line under a job another entry's row begins: '03/2017 – 05/2018 Research fellow with …' (a date range, a
 * title within its first words) at the line's start or after a sentence's end, or a sentence holding a place and a
 * date after a middle dot ('Parish Council, Springfield · March 2019 - Treasurer …'). -1 where none does.
 */
export function runInRowAt(detail: string): number {
  const starts = [
    0,
    ...[...detail.matchAll(/[.;!]["”’)]*\s+/g)].map((match) => match.index + match[0].length),
  ];
  for (const start of starts) {
    const rest = detail.slice(start);
    const range = DATE_RANGE.exec(rest);
    const opening =
      range?.index === 0 ? rest.slice(range[0].length).trim().split(/\s+/).slice(0, 6).join(' ') : '';
    if (/^\p{Lu}/u.test(opening) && TITLE_WORD.test(opening)) return start;
  }
  const dotted = DOTTED_DATE.exec(detail);
  return dotted ? (starts.filter((start) => start <= dotted.index).at(-1) ?? 0) : -1;
}

/** The lines under a job up to the first row of another entry run into them (that row and all after it go). */
export function withoutRunInRows(details: string[]): string[] {
  const kept: string[] = [];
  for (const detail of details) {
    const at = runInRowAt(detail);
    if (at < 0) {
      kept.push(detail);
      continue;
    }
    const before = detail.slice(0, at).trim();
    if (before) kept.push(before);
    break;
  }
  return kept;
}
