// Lines of a CV section that are the section's furniture, not one of its entries.

import { DATE } from './cv-vocabulary.ts';

// A date with nothing else ('2022', 'Mar 2021'): the date column of a row whose entry the separator cut away.
export const ONLY_A_DATE = new RegExp(`^(?:${DATE})$`, 'i');

// The kinds a publications list is sorted under ('Conference Proceedings', 'Journal Articles', 'Book Chapters',
// 'Books', 'Peer-Reviewed Papers'): a sub-heading over the papers, never a paper's title.
const PUBLICATION_KIND =
  /^(?:(?:selected|peer[- ]reviewed|refereed|international|national|other|invited|edited)\s+)*(?:(?:conference|journal|workshop|book|magazine|newspaper|technical|working|white|research|online)\s+)?(?:proceedings|articles?|papers?|chapters?|books?|reports?|reviews?|abstracts?|posters?|preprints?|theses|monographs?|essays?)(?:\s+(?:(?:and|&)\s+\p{L}+|in\s+(?:preparation|press|review)))?$/iu;

/** Whether a line of the publications section only names a kind of publication, as a sub-heading does. */
export function isPublicationKindHeading(text: string): boolean {
  return PUBLICATION_KIND.test(
    text
      .replace(/^#+\s*/, '')
      .replace(/[*_:]/g, '')
      .trim(),
  );
}

// 'First Aid at Work. (Hours: 8h). Red Cross, Canada. 2019': a course row told as fields parted by full stops and
// ending on its year (a national CV platform's export); the course is the first field.
const COURSE_ROW = /^(.+?(?:\p{L}{2}|\)))\.\s+.*\b(?:19|20)\d{2}(?:\s*[–-]\s*(?:19|20)\d{2})?\.?$/u;

// 'Data Science with R · Acme Institute · 02/2021 – 04/2021': a course row of fields, its dates last; the course is
// the first field (round 21's two-column Word 365 CV).
const FIELDED_COURSE_ROW = /^(.+?)\s+·\s+[^·]+(?:\s+·\s+[^·]+)*\b(?:19|20)\d{2}\b[^·]*$/u;

/** The course a coursework line names: the line itself, or a course row's first field. */
export function courseName(text: string): string {
  return COURSE_ROW.exec(text)?.[1] ?? FIELDED_COURSE_ROW.exec(text)?.[1] ?? text;
}

/** Whether a coursework section is made of dated course rows, whose bullets then describe them. */
export function hasDatedCourseRows(lines: { text: string; isBullet: boolean }[]): boolean {
  return lines.some((line) => !line.isBullet && FIELDED_COURSE_ROW.test(line.text));
}

// 'Other Professional Appointments and Activities', 'Service Roles': a heading the reader does not know, set inside the
// work history, that names a group of entries by their kind. It heads the entries under it and is no employer of the
// entry above.
const GROUP_OF_ENTRIES =
  /\b(?:appointments|activities|positions|posts|roles|service|employment|experiences?|engagements|affiliations|memberships)$/i;

export function isEntryGroupHeading(line: { text: string; isHeading?: boolean }): boolean {
  return line.isHeading === true && !/\d/.test(line.text) && GROUP_OF_ENTRIES.test(line.text.trim());
}
