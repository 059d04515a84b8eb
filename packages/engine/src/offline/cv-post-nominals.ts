// Professional qualifications a CV sets after the person's name ('Dana Moss, C.A. (1985)', 'Jo Roe, CPA, CFA'): each
// is a qualification the candidate holds, as a degree would be.

// The letters of qualifications a name may carry, with what they stand for.
const QUALIFICATIONS: Record<string, string> = {
  CA: 'Chartered Accountant',
  ACA: 'Chartered Accountant',
  FCA: 'Chartered Accountant',
  CPA: 'Certified Public Accountant',
  ACCA: 'Chartered Certified Accountant',
  FCCA: 'Chartered Certified Accountant',
  CIMA: 'Chartered Management Accountant',
  CMA: 'Certified Management Accountant',
  CFA: 'Chartered Financial Analyst',
  CS: 'Company Secretary',
  PE: 'Professional Engineer',
  CENG: 'Chartered Engineer',
  RN: 'Registered Nurse',
  PMP: 'Project Management Professional',
};

// 'Dana Moss, C.A. (1985)': a name of two to four capitalised words, then its letters after a comma.
const NAME_WITH_LETTERS = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}.'’-]*){1,3},\s*(.+)$/u;

/** The qualifications the CV's name line carries after the name: 'Chartered Accountant (C.A., 1985)'. */
export function postNominalQualifications(nameLine: string): string[] {
  const [, letters = ''] = NAME_WITH_LETTERS.exec(nameLine.trim()) ?? [];
  return letters
    .split(/\s*,\s*(?![^()]*\))/)
    .map((part) => /^([A-Za-z.]{2,8})\s*(?:\(((?:19|20)\d{2})\))?$/.exec(part))
    .flatMap((match) => {
      const [, written = '', year] = match ?? [];
      const name = QUALIFICATIONS[written.replace(/\./g, '').toUpperCase()];
      // Letters in lower case are a word, not a qualification ('Roe, ca.').
      return name && /\p{Lu}/u.test(written)
        ? [`${name} (${[written, year].filter(Boolean).join(', ')})`]
        : [];
    });
}
