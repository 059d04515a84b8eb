// One-line rows of a page-layout template (Apple Pages, Canva): the title, an em dash, the organisation, then the
// dates, after a middle dot or a space ('Head of Events — Riverside Lecture Series · 10/2018 – present', 'Working
// Student — Institute for Digital Media 5/2019 - 3/2020'). The title is before the dash, the employer after it.

import { DATE_RANGE, DEGREE, TITLE_WORD, tidy } from './cv-vocabulary.ts';
import type { FullStopRow } from './cv-full-stop-rows.ts';

const DASH_ROW = new RegExp(`^([^—·|]+?)\\s+—\\s+([^—·|]+?)\\s*(?:·\\s*)?(${DATE_RANGE.source})\\s*$`, 'iu');
// Word's templates write the row with bars: 'Title - Employer | Place | dates' ('Analista de Dados - Lumen | Braga,
// Portugal | Set 2022 - Dez 2024'), a hyphen typed with spaces between the title and the employer, the place optional.
const BAR_ROW = new RegExp(
  `^([^|]+?)\\s+[-–—]\\s+([^|]+?)\\s*\\|\\s*(?:[^|]+?\\s*\\|\\s*)?(${DATE_RANGE.source})\\s*$`,
  'iu',
);

/**
 * 'Title — Organisation · dates' or 'Title - Organisation | Place | dates' → the title, the employer and the dates; any
 * other line → null.
 */
export function dashTitleRowOf(text: string): FullStopRow | null {
  const row = DASH_ROW.exec(text) ?? BAR_ROW.exec(text);
  if (!row) return null;
  const [, title = '', organisation = '', , start = '', end = ''] = row;
  const isShortName = (field: string) => /^[\p{Lu}\d]/u.test(field) && field.split(/\s+/).length <= 8;
  if (!isShortName(title) || !isShortName(organisation)) return null;
  // 'B. Sc. Physics — Acme University · 2018 – present': a degree's row, read with the studies.
  if (DEGREE.test(title)) return null;
  // 'Acme Ltd — Sales Manager · 2019 – 2021': the employer first; this reader does not guess the order.
  if (TITLE_WORD.test(organisation) && !TITLE_WORD.test(title)) return null;
  return { title: tidy(title), organisation: tidy(organisation), start, end };
}
