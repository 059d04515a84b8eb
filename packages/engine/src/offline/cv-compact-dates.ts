// Compact date forms some CV templates print, read as dates so that a date is taken as the entry's dates and never
// left in the employer's or the title's place: '2016 / 09' (year, then month) is written '09/2016'; a month and a
// two-digit year ('Sep 15 - NOW') is read as it stands, inside a range only (see SHORT_DATE in cv-vocabulary.ts).

// '2016 / 09', '2016/09': a year, a slash and a month (not '2017/18', an academic year).
const YEAR_SLASH_MONTH = /\b((?:19|20)\d{2})\s*\/\s*(0[1-9]|1[0-2])(?!\d)/g;

/** The line with its year-then-month dates in the month/year form ('2016 / 09' → '09/2016'). */
export function withCompactDatesWritten(line: string): string {
  return line.replace(YEAR_SLASH_MONTH, '$2/$1');
}
