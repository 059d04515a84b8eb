// LinkedIn's 'Save to PDF' export lists each school as two lines: the school's name, then its degree and field with
// the dates in brackets after a middle dot ('Bachelor of Science, Biology · (September 2012 - June 2016)'). A degree
// typed as a programme's name ('European Studies, International Affairs') or a school-leaving one ('Baccalaureate')
// has no degree word the generic reader knows: it took the first school's name for the next school's field. Here each
// pair is one entry, its school the line above its dates.
import type { CvLine } from './cv-lines.ts';
import type { CvEducation } from './cv-profile.ts';
import { DEGREE, INSTITUTION, OPEN_END, tidy, TITLE_WORD } from './cv-vocabulary.ts';

const DATED_DEGREE_LINE = /^(.*?)\s*·\s*\(([^()]*\b(?:19|20)\d{2}\b[^()]*)\)$/u;
// The school-leaving exam, named as the export's degree: a degree of its own.
const LEAVING_EXAM = /^(?:baccalaureate|bacalaureat|baccalauréat|abitur|matura)\b/iu;
const YEAR = /\b(?:19|20)\d{2}\b/g;

/** The entries of an education section in the export's 'School' / 'Degree, Field · (dates)' pairs; none otherwise. */
export function linkedInEducationEntries(lines: CvLine[]): CvEducation[] {
  const rows = lines.filter((line) => !line.isBullet);
  if (rows.length < 2 || rows.length % 2 !== 0) return [];
  const entries: CvEducation[] = [];
  for (let index = 0; index < rows.length; index += 2) {
    const school = rows[index]?.text ?? '';
    const [, named = '', dates = ''] = DATED_DEGREE_LINE.exec(rows[index + 1]?.text ?? '') ?? [];
    if (!dates || DATED_DEGREE_LINE.test(school)) return [];
    const [first = '', ...rest] = named.split(/,\s+/);
    const isDegree = DEGREE.test(first) || LEAVING_EXAM.test(first);
    // A post listed among the schools ('PostDoc'), or a course taken at a school of no degrees ('Coursera'), is no
    // degree.
    if (!isDegree && (TITLE_WORD.test(first) || (!INSTITUTION.test(school) && !/universit/iu.test(school))))
      continue;
    // 'Biology, General', 'Film Studies, Minor, Asian Studies': the taxonomy's 'General' and a minor are no part of
    // the major's name.
    const fields = rest.filter((part) => !/^general$/i.test(part));
    const minor = fields.findIndex((part) => /^minor\b/i.test(part));
    const field = (minor >= 0 ? fields.slice(0, minor) : fields).join(', ');
    const years = dates.match(YEAR) ?? [];
    const isOpen = new RegExp(`(?:${OPEN_END})\\s*$`, 'iu').test(dates);
    entries.push({
      // 'Doctor of Philosophy - PhD': the export's short form after the degree's name says it twice.
      degree: isDegree ? tidy(first.replace(/\s+-\s+\p{Lu}[\p{L}.]{1,6}$/u, '')) : null,
      // 'European Studies, International Affairs': the programme's name is what was studied; the field of study
      // after it only sorts it.
      field: isDegree ? (field ? tidy(field) : null) : first ? tidy(first) : null,
      institution: tidy(school),
      year: isOpen && years[0] ? `since ${years[0]}` : (years.at(-1) ?? null),
    });
  }
  return entries;
}
