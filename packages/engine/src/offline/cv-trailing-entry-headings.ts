// The 2020 Europass editor's PDF (hadiyal's CV) is read in an order of its own: a page's section headings come first,
// stacked, then the texts of its entries, each opening on its dates, and only after all of them the entries' headings
// (the title as a heading, the employer or school on the line under it), in the same order, with the glyphs of the
// entries' bullets as lines of their own ('◦'). Read as it comes, each text belongs to the entry above it and the
// titles to none. Where a run of dated texts is followed by as many headings, each heading is set back before its
// text, under the stacked heading of its section: a degree's under education, any other under experience.

import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { DATE_RANGE, DEGREE, datesAtStart, headingKind, isPlaceLine, PLACE } from './cv-vocabulary.ts';

const BULLET_GLYPH = /^[◦▪•]$/;
const HEADING = /^#{1,6}\s+/;

/** An entry's dates alone, or with its place ('10/2019 – CURRENT – Ilmenau, Germany'). */
function isDatesLine(line: string): boolean {
  const text = withCompactDatesWritten(line.replace(HEADING, ''));
  const dates = datesAtStart(text);
  if (!dates || !DATE_RANGE.test(text)) return false;
  const place = dates.rest.replace(/^[–—·|-]\s*/, '');
  return place === '' || PLACE.test(place) || isPlaceLine(place);
}

/** An entry's heading: a sub-heading that is no date, the employer's plain line under it, then its bullets' glyphs. */
function isEntryHeading(lines: string[], at: number): boolean {
  const [heading = '', under = '', glyph = ''] = lines.slice(at, at + 3);
  return (
    /^#{2,6}\s/.test(heading) &&
    !isDatesLine(heading) &&
    !headingKind(heading) &&
    !HEADING.test(under) &&
    !isDatesLine(under) &&
    BULLET_GLYPH.test(glyph)
  );
}

/** The markdown with each trailing entry heading set before its dated text; other layouts' markdown as it is. */
export function withEntryHeadingsBeforeTheirText(markdown: string): string {
  const lines = markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const isGlyph = (at: number): boolean => BULLET_GLYPH.test(lines[at] ?? '');
  // The page's section headings stacked: each one directly followed by another.
  const stackedHeading = (kind: 'experience' | 'education'): string | undefined =>
    lines.find(
      (line, at) => /^#\s/.test(line) && headingKind(line) === kind && /^#\s/.test(lines[at + 1] ?? ''),
    );
  const headings = { experience: stackedHeading('experience'), education: stackedHeading('education') };
  if (!headings.experience || !headings.education) return markdown;
  const out: string[] = [];
  let section: 'experience' | 'education' | null = null;
  let moved = false;
  const enter = (kind: 'experience' | 'education'): void => {
    if (section !== kind) out.push(headings[kind] ?? '');
    section = kind;
  };
  let at = 0;
  while (at < lines.length) {
    // The run of dated texts: each from its dates to the next dates, heading or sub-heading.
    const texts: string[][] = [];
    let next = at;
    while (next < lines.length && isDatesLine(lines[next] ?? '')) {
      const end = lines.findIndex((line, index) => index > next && (isDatesLine(line) || HEADING.test(line)));
      texts.push(
        lines.slice(next, end === -1 ? lines.length : end).filter((line) => !BULLET_GLYPH.test(line)),
      );
      next = end === -1 ? lines.length : end;
    }
    const entryHeadings: [string, string][] = [];
    while (texts.length > 0 && isEntryHeading(lines, next)) {
      entryHeadings.push([lines[next] ?? '', lines[next + 1] ?? '']);
      next += 2;
      while (isGlyph(next)) next += 1;
    }
    if (texts.length > 0 && entryHeadings.length === texts.length) {
      texts.forEach(([dates = '', ...text], index) => {
        const [title = '', employer = ''] = entryHeadings[index] ?? [];
        enter(DEGREE.test(title) ? 'education' : 'experience');
        // Set out as the form sets an entry in order: its dates and place, title, employer, then what it says, where
        // a line opening on the employer's site is its address.
        const places = text.filter((line) => PLACE.test(line) || isPlaceLine(line));
        const said = text.filter((line) => !places.includes(line) && !/^(?:https?:\/\/|www\.)/.test(line));
        out.push(
          [dates.replace(HEADING, ''), ...places].join(' – '),
          title.replace(HEADING, ''),
          employer,
          ...said.map((line) => `- ${line}`),
        );
      });
      moved = true;
      at = next;
      continue;
    }
    // An entry set out in order after a moved run ('dates / degree / school') goes under its own section too.
    const [first, what = ''] = texts[0] ?? [];
    if (section && first) enter(DEGREE.test(what) ? 'education' : 'experience');
    else if (!isDatesLine(lines[at] ?? '') && HEADING.test(lines[at] ?? '')) section = null;
    out.push(...(texts[0] ?? [lines[at] ?? '']));
    at += texts[0]?.length ?? 1;
  }
  return moved ? out.join('\n\n') : markdown;
}
