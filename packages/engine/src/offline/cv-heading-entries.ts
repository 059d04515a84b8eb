// Resume builders (Enhancv and similar) set each job as a heading over its employer, then a line of its dates and
// place, then its notes: '## Architect' / '### Acme GmbH' / '08/2021 - Present Berlin' / notes. Read entry by entry,
// so that every post is one, whatever words its title and employer use.
import { layoutEntriesOf } from './cv-layout-entries.ts';
import type { CvLine } from './cv-lines.ts';
import { DATE_RANGE, tidy } from './cv-vocabulary.ts';
import type { RoleDraft } from './cv-roles.ts';

/** A line that opens on the entry's dates, with at most a place after them ('03/2017 - 04/2020 Stuttgart'). */
function datesLineOf(line: CvLine | undefined): { start: string; end: string } | null {
  const range = line && !line.isBullet && !line.isHeading ? DATE_RANGE.exec(line.text) : null;
  if (!range || range.index !== 0) return null;
  const place = line?.text.slice(range[0].length).trim() ?? '';
  if (place.split(/\s+/).length > 3 || /\d/.test(place)) return null;
  return { start: tidy(range[1] ?? ''), end: tidy(range[2] ?? range[1] ?? '') };
}

const isShortName = (line: CvLine | undefined): boolean =>
  line !== undefined && !line.isBullet && line.text.split(/\s+/).length <= 8 && !/[.!?:]$/.test(line.text);

// A work-stage or code note under an entry ('LP 1-7', 'Ph. 2-5'): a word or two and numbers, telling nothing to ask.
const CODE_NOTE = /^[\p{L}.]{1,5}\s*\d+(?:\s*[–-]\s*\d+)?$/u;

/**
 * The entries of an experience section written as builder entries: a heading title, its employer (a heading or a
 * name line) and a dates line under them. Null where fewer than two entries are so written, or where the section
 * does not open on one (another layout's reader then reads it).
 */
export const headingEntriesOf = (lines: CvLine[]): RoleDraft[] | null =>
  layoutEntriesOf(
    lines,
    (index) => {
      const [line, employer, dateLine] = [lines[index], lines[index + 1], lines[index + 2]];
      const dates = line?.isHeading && isShortName(employer) ? datesLineOf(dateLine) : null;
      if (!line || !dates || !employer) return null;
      return {
        draft: {
          headers: [tidy(line.text), tidy(employer.text)],
          named: { title: tidy(line.text), organisation: tidy(employer.text) },
          ...dates,
          details: [],
        },
        linesAfter: 2,
      };
    },
    (line) => !CODE_NOTE.test(line.text),
  );
