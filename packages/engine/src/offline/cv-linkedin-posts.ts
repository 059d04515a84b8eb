// LinkedIn's 'Save to PDF' export prints each post as its employer, its title, its dates with how long it lasted
// ('September 2021 - June 2022 (10 months)', 'setembro de 2021 - junho de 2022 (10 meses)') and the place the member
// set ('Port-au-Prince, Département de l'Ouest, Haiti', 'Haiti'). Several posts at one employer stand under it once,
// with the total tenure under the name ('2 years 9 months', '2 anos 8 meses'). Read as they come, the later posts take
// the previous post's place or last line as their employer, and the place line its own post. Here the place goes and
// each later post of a group is given its employer's line, so each post reads as employer, title, dates.
import { isPlaceLine, ORGANISATION_MARK, PLACE, TITLE_WORD } from './cv-vocabulary.ts';

const UNIT =
  '(?:years?|yrs?|months?|mos?|anos?|meses|m[êe]s|a[ñn]os?|ans?|mois|jahre?n?|monate?n?|anni|anno|mesi|mese)';
const DURATION = `\\d+\\s+${UNIT}(?:\\s+\\d+\\s+${UNIT})?`;
const LESS_THAN = 'less than a (?:year|month)|menos de (?:um|un) (?:ano|año|m[êe]s)|moins d.un (?:an|mois)';
// The export's dates line: a range with a year, then its length in brackets.
const DATES_LINE = new RegExp(
  `^(?!-\\s).*\\b(?:19|20)\\d{2}\\b.*\\s[-–]\\s.*\\(\\s*(?:${DURATION}|${LESS_THAN})\\s*\\)\\s*$`,
  'iu',
);
const TENURE_LINE = new RegExp(`^(?:${DURATION}|${LESS_THAN})$`, 'iu');
// A place as the export writes it: capitalised names, with the linking words of French, Portuguese and Spanish place
// names ('Département de l'Ouest', 'Rio de Janeiro'), parted by commas; no sentence, no title.
const PLACE_LINE =
  /^\p{Lu}[\p{L}'’.-]*(?:(?:,\s*|\s+)(?:(?:de|du|des|da|do|dos|das|del|la|le|les|el|au|aux|d['’]|l['’])\s*)*\p{Lu}[\p{L}'’.-]*){0,6}$/u;

const isBullet = (line: string): boolean => /^\s*[-*•]\s/.test(line);

/** A short line of place names right under a post's dates, where no title and dates follow it. */
function isPostPlace(lines: string[], at: number): boolean {
  const line = lines[at] ?? '';
  return (
    DATES_LINE.test(lines[at - 1] ?? '') &&
    PLACE_LINE.test(line) &&
    // 'Haiti', 'Port-au-Prince, Haiti': one name, or names parted by commas ('UCSB Community Housing Office' is a unit).
    (/,/.test(line) || !/\s/.test(line.trim())) &&
    !TITLE_WORD.test(line) &&
    !ORGANISATION_MARK.test(line) &&
    !DATES_LINE.test(lines[at + 1] ?? '') &&
    !DATES_LINE.test(lines[at + 2] ?? '') &&
    !TENURE_LINE.test(lines[at + 1] ?? '')
  );
}

/** The export's text with each post's place line gone and each later post of an employer's group under its name. */
export function withLinkedInPostsRead(markdown: string): string {
  const source = markdown.split('\n');
  const lines = source.filter((line) => line.trim() !== '');
  if (lines.filter((line) => DATES_LINE.test(line)).length < 2) return markdown;
  const out: string[] = [];
  let index = -1;
  let groupEmployer: string | null = null;
  for (const line of source) {
    if (line.trim() === '') {
      out.push(line);
      continue;
    }
    index += 1;
    const isTitle = DATES_LINE.test(lines[index + 1] ?? '') && !DATES_LINE.test(line);
    // A place the CV reader knows as one ('Bethesda, Maryland') stays: it keeps a description apart from the dates.
    if (isPostPlace(lines, index) && !PLACE.test(line) && !isPlaceLine(line)) continue;
    if (TENURE_LINE.test(line) && DATES_LINE.test(lines[index + 2] ?? '')) {
      groupEmployer = lines[index - 1] ?? null;
      continue;
    }
    // A title over its dates: the first of a group stands under the tenure; a later one under the last line of the
    // post before it (its dates, place, a duty or a sentence); any other line above it is a new employer's name.
    const above = lines[index - 1] ?? '';
    if (isTitle && !TENURE_LINE.test(above)) {
      const isAfterPost =
        DATES_LINE.test(above) ||
        isPostPlace(lines, index - 1) ||
        // 'San Francisco, California, United States' under the dates above, though a title follows it.
        (DATES_LINE.test(lines[index - 2] ?? '') &&
          PLACE_LINE.test(above) &&
          !TITLE_WORD.test(above) &&
          !ORGANISATION_MARK.test(above) &&
          (/,/.test(above) || isPlaceLine(above))) ||
        isBullet(above) ||
        // A sentence, not a name ending on its abbreviation ('Solutions S.A.') or its acronym ('… (NCBI)').
        (/[.!?;:]$/.test(above.trim()) &&
          above.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word)).length >= 2);
      // A job title right under its sibling's dates is read as that sibling's fellow already; the name would part
      // it from a place line under its own dates ('University of California, San Francisco').
      const isJoinedAlready = DATES_LINE.test(above) && TITLE_WORD.test(line);
      if (groupEmployer !== null && isAfterPost && !isJoinedAlready) out.push(groupEmployer, '');
      else groupEmployer = null;
    }
    out.push(line);
  }
  return out.join('\n');
}
