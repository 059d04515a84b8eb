// Dates as an experience entry's rows set them (a range, a year column, one date after a separator, a date before the
// employer): where a row's dates stand, so the entry gets its start and end and its header keeps only names.

import { DATE, DATE_RANGE, SEASON, tidy } from './cv-vocabulary.ts';
import type { CvLine } from './cv-lines.ts';

// 'Nov 2023 – Apr 2024 & Oct 2024 – Apr 2025': a post held twice; the row's second period is no part of its names.
export const FURTHER_PERIOD = new RegExp(`\\s*(?:&|\\band\\b|,|;)\\s*(?:${DATE_RANGE.source})\\s*$`, 'iu');
export const RANGE_AT_START = new RegExp(`^(?:${DATE_RANGE.source})\\s+\\p{Lu}`, 'iu');
// '2019- 2021 | Clerk at the county of Westmoor' as a list item: the range, the row's field mark, a name in capitals.
export const RANGE_FIELD_AT_START = new RegExp(`^(?:${DATE_RANGE.source})\\s*·\\s+\\p{Lu}`, 'iu');

// A year column before an entry (Twenty Seconds, moderncv): '1951 Disney Film · Film', 'since 2022 Research Fellow',
// a term of a year ('Fall 2016 Visiting researcher'). A year of an earlier century ('1860 · Founder', sample CVs of
// historical people) only before the column's '·': alone it is as likely a figure. Hebrew, which has no capitals,
// sets any word after it ('2021 מורה …').
export const YEAR_COLUMN = new RegExp(
  `^(?:since\\s+)?((?:${SEASON}\\s+)?(?:19|20)\\d{2}|1[5-8]\\d{2}(?=\\s+·))\\s+(?:·\\s+)?(?=\\p{Lu}|[\\u05D0-\\u05EA])`,
  'iu',
);
// 'Getoq Labs, 11/2011': a one-date entry's employer field ends on its date.
export const DATED_FIELD_END = new RegExp(`,\\s*(${DATE})$`, 'i');
// A date heading an entry before its employer ('09/2016 - Acme Labs', 'since 2018 - Acme Labs'): the entry's date.
export const DATED_EMPLOYER = new RegExp(`^(?:since\\s+)?(${DATE})\\s+[–—-]\\s+(?=\\p{Lu})`, 'iu');

export const ONE_DATE = new RegExp(`^(?:expected(?: graduation)?:?\\s*)?${DATE}$`, 'i');

// One date a row sets after its title and employer, after a separator ('· Nov. 2011', 'Acme Labs, 11/2011', 'Acme
// Labs | 2/2009').
export const ROW_ONE_DATE = new RegExp(`(?:·|,|\\s\\|)\\s*(${DATE})(?=\\s|$)`, 'i');
// 'Head of Operations · March 2023 - Acme Ltd, Leeds': a start and a dash with no end, the post held still (the
// employer's line printed after it, where the end date would stand).
export const ROW_OPEN_DATE = new RegExp(`(?:·|,)\\s*(${DATE})\\s+[–—-](?=\\s+\\p{Lu}|\\s*$)`, 'iu');
// 'Research Assistant, Hollin Institute 2018 –', '… (2018 - )': a start and a dash closing the row, the post still
// held (round 21's '2018 - ' kind); never a year inside a name.
export const ROW_OPEN_END = new RegExp(`(?:\\s|\\()(${DATE})\\s*[–—-]\\s*\\)?$`, 'iu');

// A date on an entry's own line: a range, or a row's single or open-ended date after its title.
export const ENTRY_DATE = new RegExp(`${DATE_RANGE.source}|(?:·|,|\\s\\|)\\s*${DATE}(?=\\s|$)`, 'iu');
export const STARTS_WITH_DATE = new RegExp(`^${DATE}(?!\\S)`, 'iu');

export function withoutDuration(text: string): string {
  return text.replace(
    /\(?\b(?:\d+\s+(?:years?|months?)(?:,?\s*\d+\s+months?)?|less than a (?:year|month))\b\)?|\(\d+\s+(?:days?|weeks?|tage?|wochen?|monate?|jahre?)\)/gi,
    '',
  );
}

/**
 * A row's text once its dates are taken out, without the marks that set them apart: the colon after dates opening an
 * appointment line ('2024-present: Full Professor – …') and the comma and full stop around dates closing a row
 * ('Director – Women in Economics Program, 2024-present.'). Neither is part of a title or a name.
 */
export function withoutDateMarks(text: string): string {
  return text.replace(/^\s*:\s*/, '').replace(/\s*[,;]?\s*\.?\s*$/, '');
}

/**
 * A row's text without the further periods closing it ('červen - září 2021, červen - září 2022', 'Jun 2021 – Aug 2021;
 * Jun 2022 – Aug 2022'): a post held in several spells is one entry, dated by its first; the others are no names.
 */
export function withoutFurtherPeriods(text: string): string {
  let rest = text;
  for (let cut = rest.replace(FURTHER_PERIOD, ''); cut !== rest; cut = rest.replace(FURTHER_PERIOD, ''))
    rest = cut;
  return rest;
}

/** A line of nothing but a date range ('April 2017 - May 2018'), or of several ('June - Sept 2021, June - Sept 2022'). */
export function isDatesAlone(line: CvLine | undefined): boolean {
  const text = line ? withoutFurtherPeriods(line.text) : '';
  const range = line && !line.isBullet ? DATE_RANGE.exec(text) : null;
  return range !== null && withoutDuration(text.replace(range[0], '')).trim() === '';
}

/** A row's field that holds nothing but dates ('Jan 2021 — Present', 'Summer 2017'): its start and end. */
export function datesOf(field: string): { start: string; end: string } | null {
  const range = DATE_RANGE.exec(field);
  if (range && withoutDuration(field.replace(range[0], '')).trim() === '')
    return { start: tidy(range[1] ?? ''), end: tidy(range[2] ?? range[1] ?? '') };
  return ONE_DATE.test(field) ? { start: tidy(field), end: tidy(field) } : null;
}
