// A CV dates a degree by when it ends, whether that is past or to come ('Harvey Mudd College, May 2027'): only the day
// the CV is read tells a degree held from one under way.

import { FINNISH_STUDENT_DEGREE } from './cv-finnish-words.ts';
import type { CvEducation } from './cv-profile.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// The last date of an entry's dates: 'May 2027', '2027', the end of '2023 – 2027'.
const LAST_DATE = /(?:\b([a-z]{3})[a-z]*\.?\s+)?\b((?:19|20)\d{2})\b(?!.*\b(?:19|20)\d{2}\b)/i;

/** When a degree's dates end: the first day of its month, or of its year where no month is given. */
function endOf(year: string): Date | null {
  const [, month = '', endYear] = LAST_DATE.exec(year) ?? [];
  if (!endYear) return null;
  return new Date(Date.UTC(Number(endYear), Math.max(MONTHS.indexOf(month.toLowerCase()), 0), 1));
}

/**
 * The education with each degree that ends after the day the CV is read told as expected ('expected May 2027'), and
 * each the CV dated as expected on a day now past marked so ('Anticipated Grad Jan 2018' read in 2026).
 */
export function withDegreesUnderWay(education: CvEducation[], readOn: Date): CvEducation[] {
  return education.map((entry) => {
    if (entry.degree && /^expected\b/i.test(entry.year ?? '')) {
      // 'expected 2026' read in 2026 may still be to come: a year alone is past once the next one has begun.
      const [, month, year] = LAST_DATE.exec(entry.year ?? '') ?? [];
      const isPast = MONTHS.includes(month?.toLowerCase() ?? '')
        ? (endOf(entry.year ?? '') ?? readOn) < readOn
        : Number(year) < readOn.getUTCFullYear();
      return isPast ? { ...entry, expectedPassed: true as const } : entry;
    }
    if (!entry.degree || !entry.year || /^since\b/i.test(entry.year)) return entry;
    // 'Tekniikan ylioppilas, Aalto-yliopisto, 2013': a Finnish university's student is dated by the year studies began.
    if (FINNISH_STUDENT_DEGREE.test(entry.degree) && /^(?:19|20)\d{2}$/.test(entry.year))
      return { ...entry, year: `since ${entry.year}` };
    const end = endOf(entry.year);
    if (!end || end <= readOn) return entry;
    const [lastDate = entry.year] = LAST_DATE.exec(entry.year) ?? [];
    return { ...entry, year: `expected ${lastDate.trim()}` };
  });
}
