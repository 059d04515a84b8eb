// One-line rows that bracket the dates between the title and the employer: 'Counselor (July 2022 - June 2023) Lorica
// School, Lorica, Colombia', 'Research Assistant (January 2024 - Present) · Brain Lab, University of Utah'. The title
// is what comes before the brackets, the employer the first field after them (the rest is its place or parent body).

import { DATE, DEGREE, OPEN_END, tidy } from './cv-vocabulary.ts';
import type { FullStopRow } from './cv-full-stop-rows.ts';

const BRACKETED_ROW = new RegExp(
  `^([^()]+?)\\s*\\((${DATE})\\s*[–—-]\\s*(${DATE}|${OPEN_END})\\)\\s*(?:[·|,–—-]\\s*)?(\\p{Lu}[^()]*)$`,
  'iu',
);

/** 'Title (Month YYYY - Month YYYY) Employer, Town, Country' → the title, the employer and the dates; else null. */
export function bracketedDateRowOf(text: string): FullStopRow | null {
  const row = BRACKETED_ROW.exec(text);
  if (!row) return null;
  const [, title = '', start = '', end = '', rest = ''] = row;
  const [employer = ''] = rest.split(/,\s+/);
  const isShortField = (field: string) => field.split(/\s+/).length <= 8;
  if (!/^\p{Lu}/u.test(title) || !isShortField(title) || !isShortField(employer)) return null;
  // 'B.Sc. Psychology (2014 - 2019) Cooperative University': a degree's row, read with the studies.
  if (DEGREE.test(title)) return null;
  return { title: tidy(title), organisation: tidy(employer), start, end };
}
