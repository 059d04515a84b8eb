import { ARABIC_SCRIPT_LETTER, NOT_ARABIC_BEFORE } from './cv-arabic-script-letters.ts';
import { SOLAR_HIJRI_MONTH_NAMES } from './cv-persian-words.ts';
import { ENGLISH_MONTHS } from './cv-english-dates.ts';

// Persian CVs date by the Solar Hijri calendar ('خرداد 1402 تا کنون', '1390 - 1395'), whose year begins on 21 March:
// its months one to nine fall in the Gregorian year 621 years on, its last three ('دی' from 22 December) mostly in the
// year after. The reader knows Gregorian dates only, so a Solar Hijri month is read as the Gregorian month it mostly
// falls in ('خرداد 1402', 22 May to 21 June 2023, as 'June 2023': a Persian month beside a Gregorian year would name
// neither calendar's date), and a range of two Solar Hijri years as Gregorian years; a job board's duration after the
// range ('(4 سال و 1 ماه)', four years and a month) says nothing the dates do not, and is set aside.

const SOLAR_YEAR = '1[34]\\d{2}';
const MONTH_AND_YEAR = new RegExp(
  `${NOT_ARABIC_BEFORE}(${SOLAR_HIJRI_MONTH_NAMES.join('|')})\\s+(${SOLAR_YEAR})(?!\\d)`,
  'gu',
);
const YEAR_RANGE = new RegExp(`(?<!\\d)(${SOLAR_YEAR})(\\s*[–—-]\\s*)(${SOLAR_YEAR})(?!\\d)`, 'gu');
const DURATION = /\s*\(\s*\d+\s*(?:سال|ماه)(?:\s*و\s*\d+\s*(?:سال|ماه))?\s*\)/gu;
// Letters only Persian writes (not Arabic): a CV holding them is in Persian.
const PERSIAN_LETTERS = /[پچژگ]/u;
const ARABIC_SCRIPT = new RegExp(`[${ARABIC_SCRIPT_LETTER}]`, 'u');

const gregorian = (year: string, month: number): string => String(Number(year) + (month >= 9 ? 622 : 621));
// Farvardin, the first Solar Hijri month, falls mostly in April: each month is three Gregorian months on.
const gregorianMonth = (month: number): string => ENGLISH_MONTHS[(month + 3) % 12] ?? '';

/** A Persian CV's text with its Solar Hijri dates read as Gregorian ones and its durations set aside. */
export function withSolarHijriYears(markdown: string): string {
  if (!PERSIAN_LETTERS.test(markdown) || !ARABIC_SCRIPT.test(markdown)) return markdown;
  return markdown
    .split('\n')
    .map((line) => {
      const dated = line
        .replace(MONTH_AND_YEAR, (_, month: string, year: string) => {
          const index = SOLAR_HIJRI_MONTH_NAMES.indexOf(month);
          return `${gregorianMonth(index)} ${gregorian(year, index)}`;
        })
        .replace(
          YEAR_RANGE,
          (_, from: string, dash: string, to: string) => `${gregorian(from, 0)}${dash}${gregorian(to, 0)}`,
        );
      return dated === line ? line : dated.replace(DURATION, '');
    })
    .join('\n');
}
