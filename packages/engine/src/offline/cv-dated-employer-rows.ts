// LaTeX boilerplates set each job as a row of its dates and employer ('1869—1879 · Universität Basel'), the title as
// a heading under it ('### Professor für klassische Philologie') and the town on a line of its own ('Basel'). Read
// entry by entry, so that the town is never taken for the next job's employer or for a project of its own.
import { layoutEntriesOf } from './cv-layout-entries.ts';
import type { CvLine } from './cv-lines.ts';
import type { RoleDraft } from './cv-roles.ts';
import { DATE_RANGE, tidy } from './cv-vocabulary.ts';

const ROW_DATES = new RegExp(`^(?:${DATE_RANGE.source})\\s+·\\s+`, 'iu');

/** 'YEAR–YEAR · Employer' (any dash): the entry's dates, then its employer. */
function datedEmployerOf(line: CvLine | undefined): { start: string; end: string; employer: string } | null {
  if (!line || line.isBullet || line.isHeading) return null;
  const dates = ROW_DATES.exec(line.text);
  const employer = dates ? tidy(line.text.slice(dates[0].length)) : '';
  if (!dates || !employer || /\s·\s/.test(employer)) return null;
  return { start: tidy(dates[1] ?? ''), end: tidy(dates[2] ?? dates[1] ?? ''), employer };
}

// The town under the title: a name of one to three capitalised words ('Sils-Maria', 'Rio de Janeiro'), no sentence.
const TOWN_LINE = /^\p{Lu}[\p{L}'’.-]*(?:[ ,]+(?:\p{Lu}[\p{L}'’.-]*|de|del|da|do|am|an|upon|sur|la|le))*$/u;

const isTownLine = (line: CvLine | undefined): boolean =>
  line !== undefined &&
  !line.isBullet &&
  !line.isHeading &&
  TOWN_LINE.test(line.text) &&
  line.text.split(/[\s,]+/).length <= 3;

/**
 * The entries of an experience section written as dated employer rows over heading titles. Null where fewer than two
 * entries are so written, or where the section does not open on one (another layout's reader then reads it).
 */
export const datedEmployerRowsOf = (lines: CvLine[]): RoleDraft[] | null =>
  layoutEntriesOf(lines, (index) => {
    const row = datedEmployerOf(lines[index]);
    const title = lines[index + 1];
    if (!row || !title?.isHeading) return null;
    return {
      draft: {
        headers: [tidy(title.text), row.employer],
        named: { title: tidy(title.text), organisation: row.employer },
        start: row.start,
        end: row.end,
        details: [],
      },
      linesAfter: isTownLine(lines[index + 2]) ? 2 : 1,
    };
  });
