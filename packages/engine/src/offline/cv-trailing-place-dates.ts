import type { CvLine } from './cv-lines.ts';
import { isDatesAlone } from './cv-entry-dates.ts';
import { DATE_RANGE, ORGANISATION_MARK, TITLE_WORD } from './cv-vocabulary.ts';

// RenderCV's themes print an entry's place and dates in a right-hand column, which the PDF's text gives after the
// entry's bullets ('Acme, Engineer' / its duties / 'Hanoi' / 'June 2023 – present'). Read in order, the place would
// be taken for the next entry's employer and the dates for the next entry's.

/** A place alone on its line ('Hồ Chí Minh', 'Cần Thơ, Việt Nam', 'Berlin'): a few capitalised words, no sentence. */
const isPlaceAlone = (line: CvLine | undefined): boolean =>
  line !== undefined &&
  !line.isBullet &&
  !line.isHeading &&
  line.text.split(/\s+/).length <= 4 &&
  /^\p{Lu}/u.test(line.text) &&
  !/[\d.!?:;]/.test(line.text) &&
  !TITLE_WORD.test(line.text) &&
  !ORGANISATION_MARK.test(line.text) &&
  !DATE_RANGE.test(line.text);

/**
 * An experience or education section whose entries each end on a place line and a dates line (twice at least, every
 * dates line of the section so set, each entry with a detail between its header and its place, and the section
 * opening on an entry's header, not on a place or dates): each
 * entry's dates are raised under its header line, and its place line goes (a place is asked of no entry), so that the
 * entry above, not the one below, is dated by them. Any other section is returned as it is.
 */
export function withTrailingPlaceAndDatesRaised(lines: CvLine[]): CvLine[] {
  const dated = lines.flatMap((line, index) => (isDatesAlone(line) ? [index] : []));
  if (dated.length < 2 || !dated.every((index) => index >= 2 && isPlaceAlone(lines[index - 1]))) return lines;
  const [first] = lines;
  if (!first || first.isBullet || isPlaceAlone(first) || isDatesAlone(first)) return lines;
  // Each entry: its header line, then its details, then its place and dates; nothing may follow the last entry's dates
  // but another entry.
  const entries: CvLine[][] = [];
  let start = 0;
  for (const index of dated) {
    const header = lines[start];
    // An entry needs its header and a detail of its own between it and the place ('## Title' / 'Employer' / dates is
    // a heading stack, its employer no place).
    if (!header || header.isBullet || index - 2 <= start) return lines;
    entries.push([header, lines[index] as CvLine, ...lines.slice(start + 1, index - 1)]);
    start = index + 1;
  }
  if (start < lines.length) return lines;
  return entries.flatMap(([header, ...rest]) => [...withRunOnDutyApart(header as CvLine, entries), ...rest]);
}

/**
 * 'Minerva JSC, Backend Developer – R&D Team eKYC System: Designed …': a header line that opens with another entry's
 * whole header (the same employer and title, 'Minerva JSC, Backend Developer – R&D Team') and runs on is that header
 * with the entry's first duty after it, which the PDF's text set on the same line.
 */
function withRunOnDutyApart(header: CvLine, entries: CvLine[][]): CvLine[] {
  const shorter = entries
    .map(([other]) => other?.text ?? '')
    .filter((other) => other.length >= 8 && other.length < header.text.length)
    .find((other) => header.text.startsWith(`${other} `));
  if (!shorter) return [header];
  return [
    { ...header, text: shorter },
    { text: header.text.slice(shorter.length + 1), isBullet: true },
  ];
}

/**
 * An experience section whose entries end on a dates line after their bullets, with no place line (a XeLaTeX class
 * sets each entry's dates in a column beside its header, which the PDF's text gives after the entry): each such dates
 * line is raised to its entry's header, the first line after the dates line before it. Only where every dates line
 * alone in the section so ends an entry of a header and a detail at least, after a bullet, and the section opens on
 * an undated header; entries dated on their own row ('2013–2016 Title, Employer') stay as they are.
 */
export function withTrailingDatesRaised(lines: CvLine[]): CvLine[] {
  // A year alone ('2021') dates an entry so too.
  const dated = lines.flatMap((line, index) =>
    isDatesAlone(line) || (!line.isBullet && /^(?:19|20)\d{2}$/.test(line.text)) ? [index] : [],
  );
  const raised = new Map<number, CvLine>();
  let start = 0;
  for (const index of dated) {
    const header = lines[start];
    const isEntry =
      header !== undefined &&
      !header.isBullet &&
      !DATE_RANGE.test(header.text) &&
      index - start >= 2 &&
      lines[index - 1]?.isBullet === true;
    if (!isEntry) return lines;
    raised.set(start, lines[index] as CvLine);
    start = index + 1;
  }
  if (raised.size === 0) return lines;
  return lines.flatMap((line, index) => {
    if (dated.includes(index)) return [];
    const dates = raised.get(index);
    return dates ? [{ ...line, text: `${dates.text} ${line.text}` }] : [line];
  });
}
