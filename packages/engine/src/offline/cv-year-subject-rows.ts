// LaTeX boilerplates set each study as a row of its year and subject ('1867 · Philology', '1825-1850 Classical
// Education') over a line naming the school and its town ('Leipzig Universität, Leipzig', 'Hospital of St. Ann |
// Kaiserswerth'). Read pair by pair: the subject is what was studied (the degree, where it names one), the line under
// it the school, whatever words they use, and years of any century.
import type { CvLine } from './cv-lines.ts';
import type { CvEducation } from './cv-profile.ts';
import { DEGREE, tidy, TITLE_WORD } from './cv-vocabulary.ts';

const YEAR = String.raw`(?:1[6-9]|20)\d{2}`;
const YEAR_ROW = new RegExp(
  String.raw`^(${YEAR})(?:\s*[–—-]\s*(${YEAR}))?\s+(?:·\s+)?(\p{Lu}[^·|,;:.!?\d]{1,60})$`,
  'u',
);
// A school-leaving qualification, named by its country's word: held like a degree.
const SCHOOL_LEAVING = /^(?:abitur|matura|maturit[àa]|a[- ]levels?|gcses?|bachillerato|baccalaur[ée]at)$/iu;

/** A school's line: its name, then its town after a comma or a bar, no year, no sentence. */
function schoolOf(line: CvLine | undefined): string | null {
  if (!line || line.isBullet || line.isHeading || YEAR_ROW.test(line.text) || /\d|[.!?:]$/.test(line.text))
    return null;
  const [name = ''] = line.text.split(/\s*[|,]\s*/);
  return name.split(/\s+/).length <= 8 && /^\p{Lu}/u.test(name) ? tidy(name) : null;
}

/**
 * The entries of an education section written wholly as year-and-subject rows over school lines (bullets under them
 * aside). Null where any other line stands among them: another layout's reader then reads the section.
 */
export function yearSubjectRowsOf(lines: CvLine[]): CvEducation[] | null {
  const entries: CvEducation[] = [];
  const rows = lines.filter((line) => !line.isBullet);
  for (let index = 0; index < rows.length; index += 2) {
    const row = YEAR_ROW.exec(rows[index]?.text ?? '');
    const school = schoolOf(rows[index + 1]);
    const subject = tidy(row?.[3] ?? '');
    if (!row || !school || subject.split(/\s+/).length > 5 || TITLE_WORD.test(subject)) return null;
    const isDegree = DEGREE.test(subject) || SCHOOL_LEAVING.test(subject);
    entries.push({
      degree: isDegree ? subject : null,
      field: isDegree ? null : subject,
      institution: school,
      year: row[2] ?? row[1] ?? null,
    });
  }
  return entries.length > 0 ? entries : null;
}
