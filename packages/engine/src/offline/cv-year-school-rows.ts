import type { CvLine } from './cv-lines.ts';
import type { CvEducation } from './cv-profile.ts';
import { INSTITUTION, tidy } from './cv-vocabulary.ts';

// Continental CVs list their studies as rows of the year, the school, its country's code and the degree ('2019 Open
// Universiteit, NL, PhD', '1986 Università degli Studi di Pisa, I, Doctoraalexamen Wiskunde.'); a row that ends at the
// country code names its degree on the line below it ('2006 Universiteit Utrecht, NL' / 'Toelating Academische Master
// Wijsbegeerte'). Each row is one degree: its own school and year, never the next row's.

const YEAR_SCHOOL_ROW = /^((?:19|20)\d{2})\s+([^,\d]+?),\s*(\p{Lu}{1,3})(?:,\s*([^,]+?))?\s*\.?$/u;

// 'SKE' over 'Senior Kwalificatie Examinering': a short form the line below spells out in full.
function spelledOut(short: string, below: string): string | null {
  const words = below.split(/\s+/).filter(Boolean);
  const initials = words.map((word) => word.charAt(0)).join('');
  return /^\p{Lu}{2,5}$/u.test(short) && initials === short ? `${tidy(below)} (${short})` : null;
}

/** The degrees of an education section set as 'Year School, CC, Degree' rows; none where fewer than two rows are. */
export function yearSchoolRowEntries(lines: CvLine[]): CvEducation[] {
  const entries: CvEducation[] = [];
  lines.forEach((line, index) => {
    const [, year = '', school = '', , named] = YEAR_SCHOOL_ROW.exec(line.text) ?? [];
    if (!year || !INSTITUTION.test(school)) return;
    const below = lines[index + 1];
    const belowText = below && !below.isBullet && !YEAR_SCHOOL_ROW.test(below.text) ? below.text : '';
    const degree = named ? (spelledOut(named, belowText) ?? named) : belowText;
    if (degree) entries.push({ degree: tidy(degree), field: null, institution: tidy(school), year });
  });
  return entries.length >= 2 ? entries : [];
}
