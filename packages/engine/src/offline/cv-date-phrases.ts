// Dates a CV words as a phrase rather than a range, in its own language: 'Depuis Avril 2021', 'Since May 2020',
// 'Desde marzo de 2019', 'Seit Mai 2018' (a start, the entry still running) and 'Obtenu en Septembre 2021',
// 'Obtained in 2019', 'Obtenido en 2020' (the date a degree was completed). Read as the ranges and dates the rest of
// the reader knows, where the phrase is a field of its own (a line's start or end, or between ' · ' or ' | ').

import { DATE } from './cv-vocabulary.ts';

const FIELD_START = '(^|\\s[·|]\\s)';
const FIELD_END = '(?=\\s*$|\\s[·|]\\s)';
// English, French, Spanish, Portuguese, German and Italian words for 'since'.
const SINCE = new RegExp(
  `${FIELD_START}(?:since|depuis|desde|seit|dal|dall['’])\\s*(${DATE})${FIELD_END}`,
  'giu',
);
// A post's run told as its steps, each since its date ('Mitglied seit 10/2018, Head seit 4/2020', 'Member since 2018,
// Chair since 2020'): the post runs from the first.
const SINCE_STEPS = new RegExp(
  `${FIELD_START}\\p{L}+\\s+(?:since|depuis|desde|seit|dal)\\s+(${DATE})(?:,\\s*\\p{L}+\\s+(?:since|depuis|desde|seit|dal)\\s+${DATE})+${FIELD_END}`,
  'giu',
);
// Two months of one year ('6 - 7/2016', '06–08/2019'): the year written once, after the second month.
const MONTHS_OF_ONE_YEAR = /(?<![\d./])(0?[1-9]|1[0-2])\s*[–—-]\s*(0?[1-9]|1[0-2])\/((?:19|20)\d{2})\b/gu;
// 'obtained (in)', 'obtenu(e) en', 'obtenido/a en', 'obtido em', 'conseguito/a (nel)', 'completed (in)', 'awarded'.
const COMPLETED = new RegExp(
  `${FIELD_START}(?:obtained|completed|awarded|obtenue?|obtenid[oa]|obtid[oa]|conseguit[oa]|abgeschlossen)(?:\\s+(?:in|en|em|nel|im))?\\s+(${DATE})${FIELD_END}`,
  'giu',
);

// A start and a dash, then a word for 'still' closing the field ('2018 - on', '2018 – onwards', '2018–ongoing',
// '2018 – atual', '2018 – até o momento'): an open range, never an employer named 'on' (round 21's economist).
const OPEN_WORD = new RegExp(
  `(${DATE})\\s*[–—-]\\s*(?:on|onwards?|ongoing|atual(?:mente)?|(?:até )?(?:o momento|hoje))${FIELD_END}`,
  'giu',
);

// Two years joined by a word closing a line or field ('Field campaign 2018 e 2019', 'Projeto X 2017 a 2019', '2016
// and 2017'): the entry's dates, run into its name, read as a range.
const YEARS_JOINED =
  /(?<![\d/.-])((?:19|20)\d{2})\s+(?:e|a|and|y|et|und|até)\s+((?:19|20)\d{2})(?=\s*$|\s[·|]\s)/giu;
// A month and its year parted by a slash ('Janeiro/2017 – Agosto/2018'): the month and the year.
const MONTH_SLASH_YEAR = new RegExp(`\\b(\\p{L}{3,})\\/((?:19|20)\\d{2})\\b`, 'gu');
const MONTH_ALONE = new RegExp(`^${DATE}$`, 'iu');

// A year marked as one, as Bulgarian and Russian write it ('2012 г.- 2019 г.', '2008 г -2009 г', '2001 гг.'), on a line
// that opens on its dates: the year is the date, never the start of an employer's name ('г- 2019').
const DATES_WITH_YEAR_MARK = /^(?:19|20)\d{2}\s*(?:гг?|год)\.?(?![\p{L}])/u;
const YEAR_MARK = /((?:19|20)\d{2})\s*(?:гг?|год)\.?(?![\p{L}])/gu;

/** 'X · Depuis Avril 2021' → 'X · Avril 2021 – present'; 'Y · Obtenu en Mai 2019' → 'Y · Mai 2019'. */
export function withDatePhrasesRead(line: string): string {
  return (
    (DATES_WITH_YEAR_MARK.test(line) ? line.replace(YEAR_MARK, '$1') : line)
      .replace(MONTH_SLASH_YEAR, (date, month: string, year: string) =>
        MONTH_ALONE.test(`${month} ${year}`) ? `${month} ${year}` : date,
      )
      // A bullet's sentence ('Won the prize in 2016 and 2017') keeps its words.
      .replace(YEARS_JOINED, (years, first: string, last: string) =>
        /^\s*[-*•]\s/.test(line) ? years : `${first} – ${last}`,
      )
      .replace(MONTHS_OF_ONE_YEAR, '$1/$3 – $2/$3')
      .replace(SINCE_STEPS, '$1$2 – present')
      .replace(SINCE, '$1$2 – present')
      .replace(OPEN_WORD, '$1 – present')
      .replace(COMPLETED, '$1$2')
  );
}
