// Resume builders (Enhancv and similar) set each job as a heading over its employer, then a line of its dates and
// place, then its notes: '## Architect' / '### Acme GmbH' / '08/2021 - Present Berlin' / notes; Word's heading styles
// stack the employer, the post and the place over the dates. Read entry by entry, so that every post is one, whatever
// words its title and employer use.
import { withoutFurtherPeriods } from './cv-entry-dates.ts';
import { layoutEntriesOf, type EntryHeader } from './cv-layout-entries.ts';
import type { CvLine } from './cv-lines.ts';
import { DATE_RANGE, OPEN_END_ALONE, TITLE_WORD, tidy } from './cv-vocabulary.ts';
import type { RoleDraft } from './cv-roles.ts';

/** A line that opens on the entry's dates, with at most a place after them ('03/2017 - 04/2020 Stuttgart'). */
function datesLineOf(line: CvLine | undefined): { start: string | null; end: string } | null {
  // A post still held, dated with no start ('Ongoing', 'no momento'), as designed CVs' cards date it.
  if (line && !line.isBullet && !line.isHeading && OPEN_END_ALONE.test(line.text))
    return { start: null, end: 'present' };
  const range = line && !line.isBullet && !line.isHeading ? DATE_RANGE.exec(line.text) : null;
  if (!range || range.index !== 0) return null;
  // A post held in several spells dates its row with each ('06/2021 - 09/2021, 06/2022 - 09/2022'): no place.
  const place = withoutFurtherPeriods(line?.text.slice(range[0].length) ?? '').trim();
  if (place.split(/\s+/).length > 3 || /\d/.test(place)) return null;
  return { start: tidy(range[1] ?? ''), end: tidy(range[2] ?? range[1] ?? '') };
}

const isShortName = (line: CvLine | undefined): boolean =>
  line !== undefined && !line.isBullet && line.text.split(/\s+/).length <= 8 && !/[.!?:]$/.test(line.text);

// A work-stage or code note under an entry ('LP 1-7', 'Ph. 2-5'): a word or two and numbers, telling nothing to ask.
const CODE_NOTE = /^[\p{L}.]{1,5}\s*\d+(?:\s*[–-]\s*\d+)?$/u;

const entryOf = (
  title: CvLine,
  organisation: CvLine,
  dates: { start: string | null; end: string },
  linesAfter: number,
): EntryHeader => ({
  draft: {
    headers: [tidy(title.text), tidy(organisation.text)],
    named: { title: tidy(title.text), organisation: tidy(organisation.text) },
    ...dates,
    details: [],
  },
  linesAfter,
});

/**
 * The entry opening at a line: a heading title over its employer and dates ('## Architect' / '### Acme GmbH' /
 * '08/2021 - Present'), or three headings over the dates, the employer, the post and the place in either order
 * (Word's heading styles: '### Acme GmbH' / '### Analyst' / '### Berlin' / 'Apr 2023 – Dec 2023'), the post being
 * the heading that names one.
 */
function headingStackAt(lines: CvLine[], index: number): EntryHeader | null {
  const [first, second, third] = [lines[index], lines[index + 1], lines[index + 2]];
  if (!first?.isHeading || !second || !isShortName(second)) return null;
  const twoRowDates = datesLineOf(third);
  if (twoRowDates) return entryOf(first, second, twoRowDates, 2);
  const placeDates =
    second.isHeading && third?.isHeading && isShortName(third) ? datesLineOf(lines[index + 3]) : null;
  if (!placeDates) return null;
  const isEmployerFirst = TITLE_WORD.test(second.text) && !TITLE_WORD.test(first.text);
  return isEmployerFirst ? entryOf(second, first, placeDates, 3) : entryOf(first, second, placeDates, 3);
}

/**
 * The entries of an experience section written as builder entries: a heading title, its employer (a heading or a
 * name line) and a dates line under them. Null where fewer than two entries are so written, or where the section
 * does not open on one (another layout's reader then reads it).
 */
export const headingEntriesOf = (lines: CvLine[]): RoleDraft[] | null =>
  layoutEntriesOf(
    lines,
    (index) => headingStackAt(lines, index),
    (line) => !CODE_NOTE.test(line.text),
  );
