// Templates that set each entry as two rows of two fields ('Title · dates' over 'Employer · place', in either order):
// which rows pair up, and which of them names the title and which the employer.

import { withoutWorkMode } from './cv-job-rows.ts';
import { DATE_RANGE, isPlaceLine, PLACE, tidy, TITLE_WORD } from './cv-vocabulary.ts';
import type { CvLine } from './cv-lines.ts';
import { datesOf, ONE_DATE, STARTS_WITH_DATE } from './cv-entry-dates.ts';
import { WORK_UNIT } from './cv-title-and-employer.ts';

type RowPair = { title: string | null; organisation: string; start: string; end: string; second: number };

/**
 * Typst and LaTeX templates (brilliant-cv, imprecv, basic-resume, Jake's résumé) set each entry as two rows of two
 * fields, the second right-aligned: 'Title · dates' and 'Employer · place', in either order. The other row names the
 * employer, whatever its place ('Kelpie Works · The Cloud'), and the dated row the role; where only the other row
 * reads as a title the template has them the other way round ('Acme Labs · 2019 - 2021' / 'Analyst · Leeds'), and
 * where neither does ('Dream Weaver · 2016 - 2019') the role is left untitled rather than guessed. Returns, by the
 * index of an entry's first row, its title, employer and dates, and the index of its second row.
 */
export function rowPairsOf(lines: CvLine[]): Map<number, RowPair> {
  const fieldsOf = (line: CvLine | undefined): [string, string] | null => {
    const fields = line && !line.isBullet ? withoutWorkMode(line.text).split(/\s+·\s+/) : [];
    const [name = '', other = ''] = fields;
    return fields.length === 2 &&
      /^[\p{Lu}\d]/u.test(name) &&
      name.split(/\s+/).length <= 12 &&
      !/[.!?:;]$/.test(name)
      ? [name, other]
      : null;
  };
  const isPlaceRow = (fields: [string, string] | null): fields is [string, string] =>
    fields !== null &&
    !DATE_RANGE.test(fields.join(' ')) &&
    !ONE_DATE.test(fields[1]) &&
    // 'Head of Operations · March 2023 - Acme, Leeds': a row whose second field opens on a date is another entry.
    !STARTS_WITH_DATE.test(fields[1]) &&
    /^\p{Lu}/u.test(fields[1]) &&
    fields[1].split(/\s+/).length <= 8 &&
    !TITLE_WORD.test(fields[1]);
  const found: {
    index: number;
    dated: [string, string];
    placed: [string, string];
    dates: { start: string; end: string };
  }[] = [];
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const [first, second] = [fieldsOf(lines[index]), fieldsOf(lines[index + 1])];
    const [dated, placed] = first && datesOf(first[1]) ? [first, second] : [second, first];
    const dates = dated ? datesOf(dated[1]) : null;
    if (!dated || !dates || !isPlaceRow(placed) || PLACE.test(dated[0]) || isPlaceLine(dated[0])) continue;
    found.push({ index, dated, placed, dates });
    index += 1;
  }
  // Awesome-CV sets the employer and dates over the title and place ('Acme · 2019 - 2022' over 'Product Management ·
  // Boise'): where the CV's rows that name a title all set it on the place's row, a row pair naming none follows them
  // (round 20's business lead: 'IT Transformation and Product Management' was read as the employer).
  const titleBelow = found.filter(
    ({ dated, placed }) => !TITLE_WORD.test(dated[0]) && TITLE_WORD.test(placed[0]),
  );
  const titleAbove = found.filter(
    ({ dated, placed }) => TITLE_WORD.test(dated[0]) && !TITLE_WORD.test(placed[0]),
  );
  const setsTitleBelow = titleBelow.length > 0 && titleAbove.length === 0;
  const pairs = new Map<number, RowPair>();
  for (const { index, dated, placed, dates } of found) {
    const namesNoTitle = !TITLE_WORD.test(dated[0]) && !TITLE_WORD.test(placed[0]);
    const isSwapped =
      (!TITLE_WORD.test(dated[0]) && TITLE_WORD.test(placed[0])) || (setsTitleBelow && namesNoTitle);
    const [role, organisation] = isSwapped ? [placed[0], dated[0]] : [dated[0], placed[0]];
    // 'Analyst, Harvest Team', 'Teaching Assistant, Faculty of Science': the unit after the title is no part of it.
    const title = role
      .split(/,\s+(?![^()]*\))/)
      .filter((part, position) => position === 0 || !WORK_UNIT.test(part))
      .join(', ');
    pairs.set(index, {
      title: TITLE_WORD.test(title) || (setsTitleBelow && namesNoTitle) ? tidy(title) : null,
      organisation: tidy(organisation),
      ...dates,
      second: index + 1,
    });
  }
  return pairs;
}
