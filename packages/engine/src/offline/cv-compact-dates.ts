import { OTHER_MONTHS } from './cv-date-words.ts';

// Compact date forms some CV templates print, read as dates so that a date is taken as the entry's dates and never
// left in the employer's or the title's place: '2016 / 09' (year, then month) is written '09/2016'; a month and a
// two-digit year ('Sep 15 - NOW') is read as it stands, inside a range only (see SHORT_DATE in cv-vocabulary.ts).
// Year columns shorten a range's end year ('2015-18') and set a term after its year ('2016 – Spring'): written
// '2015-2018' and 'Spring 2016', the forms every reader knows. Job portals' profile exports elide a year's century
// with an apostrophe ("Jan'15 - Jan'16: Acme School as Teacher"): written 'Jan 2015 - Jan 2016'. A range of months
// with its year once ('June - September 2021') takes the year on both ends.

// '2016 / 09', '2016/09': a year, a slash and a month (not '2017/18', an academic year).
const YEAR_SLASH_MONTH = /\b((?:19|20)\d{2})\s*\/\s*(0[1-9]|1[0-2])(?!\d)/g;
// '2015-18', '2009-10': a year, a dash and the last two digits of a later year (not a page range '1346-56' nor part
// of a longer number).
const YEAR_DASH_SHORT_YEAR = /(?<![\d.:/-])((?:19|20)\d{2})\s*[–—-]\s*(\d{2})(?![\d.:/,-])/g;
// '2016 – Fall': a term after its year, in a date column ('2016 – Spring Field team leader'), not a range of terms
// ('Spring 2007 – Spring 2012'); Spring's own parts ('2019 - Spring Boot') name the framework.
const YEAR_DASH_TERM =
  /(?<!(?:spring|summer|fall|autumn|winter)\s+)\b((?:19|20)\d{2})\s*[–—-]\s*(spring|summer|fall|autumn|winter)\b(?!\s+(?:(?:19|20)\d{2}|boot|framework|mvc|cloud|security|batch|data)\b)/gi;
// '01/05/2020' (the 2020 Europass editor's form): a full date, read to its month as '05/2020'. The day comes first
// unless the middle number cannot be a month ('05/31/2020', the American order).
const FULL_SLASH_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})(?![\d/])/g;
// '1982/2011 - Acme', '1983/1984 - Engineer': a post's years set apart by a slash at the head of its row (Brazilian
// Word CVs), read as the range it is ('1982 – 2011 - Acme'); the dots some rows trail after it ('1986/1989..') go.
const ROW_YEAR_SLASH_YEAR = /^((?:19|20)\d{2})\s*\/\s*((?:19|20)\d{2})(?:\.+)?(?![\d/])/;
// "Jan'15", "Sept '09": a month and a year whose century an apostrophe elides (never a day: a day takes none).
const MONTH_APOSTROPHE_YEAR =
  /\b((?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?)\s*['’](\d{2})(?![\d'’])/gi;
// 'June - September 2021', 'červen - září 2021': a range of months within the year written once after them.
const MONTH_NAME = `(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|${OTHER_MONTHS})`;
const MONTHS_OF_ONE_YEAR = new RegExp(
  `(?<!\\p{L}|(?:19|20)\\d{2}\\s*)(${MONTH_NAME})\\.?\\s*[–—-]\\s*(${MONTH_NAME})\\.?\\s+((?:19|20)\\d{2})(?!\\d)`,
  'giu',
);
// '2024-04-2025-02', '2019-05 – 2021-08', '2025-04-현재', '2025-04 - present': a range whose ends are a year and its
// month parted by a hyphen (ISO's order), the hyphen that joins them too; each end is written '04/2024', and the
// range's dash set apart ('04/2024 – 02/2025'). Only inside such a range: alone, '2011-12' is as likely an academic
// year, and a full date ('2024-04-15') has a day after its month.
const YEAR_MONTH = '((?:19|20)\\d{2})-(0[1-9]|1[0-2])';
const YEAR_MONTH_RANGE = new RegExp(
  `(?<![\\d./-])${YEAR_MONTH}\\s*[–—-]\\s*(?:${YEAR_MONTH}(?![\\d./-])|(?=\\p{L}))`,
  'gu',
);
// '05/11 - 03/13', '06/15 - Now': a range whose ends are a month and a two-digit year (designed résumés), each end
// written with its century ('05/2011 – 03/2013'). Only inside a range that runs forward, or to an open end: alone,
// '05/11' is as likely a day and a month, and '3/4' a fraction.
const SHORT_MONTH_YEAR = '(0?[1-9]|1[0-2])/(\\d{2})';
const SHORT_MONTH_YEAR_RANGE = new RegExp(
  `(?<![\\d/.])${SHORT_MONTH_YEAR}\\s*[–—-]\\s*(?:${SHORT_MONTH_YEAR}(?![\\d/.])|(present|current|now|today|ongoing)\\b)`,
  'giu',
);
// Two-digit years up to this one are of this century, later ones of the last (the POSIX reading of '%y').
const LAST_YEAR_OF_THIS_CENTURY = 68;
// A shortened end year is at most this many years after the start: '2014-56' is no range of years.
const MAX_SHORT_RANGE_YEARS = 20;

/** The line with its compact dates in the forms a CV's readers know ('2016 / 09' → '09/2016', '2015-18' → '2015-2018'). */
export function withCompactDatesWritten(line: string): string {
  const century = (short: string): string =>
    `${Number(short) <= LAST_YEAR_OF_THIS_CENTURY ? '20' : '19'}${short}`;
  return line
    .replace(
      SHORT_MONTH_YEAR_RANGE,
      (range, month: string, year: string, endMonth?: string, endYear?: string, open?: string) => {
        const start = `${month.padStart(2, '0')}/${century(year)}`;
        if (open) return `${start} – ${open}`;
        const [from, to] = [century(year), century(endYear ?? '')].map(Number);
        const runsForward = (to ?? 0) > (from ?? 0) || (to === from && Number(endMonth) >= Number(month));
        return runsForward ? `${start} – ${(endMonth ?? '').padStart(2, '0')}/${to}` : range;
      },
    )
    .replace(YEAR_MONTH_RANGE, (_, year: string, month: string, endYear?: string, endMonth?: string) =>
      endYear && endMonth ? `${month}/${year} – ${endMonth}/${endYear}` : `${month}/${year} – `,
    )
    .replace(FULL_SLASH_DATE, (date, first: string, second: string, year: string) => {
      const month = Number(second) <= 12 ? second : first;
      return Number(month) >= 1 && Number(month) <= 12 ? `${month.padStart(2, '0')}/${year}` : date;
    })
    .replace(ROW_YEAR_SLASH_YEAR, (range, start: string, end: string) =>
      Number(end) >= Number(start) ? `${start} – ${end}` : range,
    )
    .replace(YEAR_SLASH_MONTH, '$2/$1')
    .replace(YEAR_DASH_SHORT_YEAR, (range, start: string, short: string) => {
      const years = Number(short) - Number(start.slice(2));
      return years > 0 && years <= MAX_SHORT_RANGE_YEARS ? `${start}-${start.slice(0, 2)}${short}` : range;
    })
    .replace(YEAR_DASH_TERM, '$2 $1')
    .replace(MONTHS_OF_ONE_YEAR, '$1 $3 – $2 $3')
    .replace(
      MONTH_APOSTROPHE_YEAR,
      (_, month: string, short: string) =>
        `${month} ${Number(short) <= LAST_YEAR_OF_THIS_CENTURY ? '20' : '19'}${short}`,
    );
}
