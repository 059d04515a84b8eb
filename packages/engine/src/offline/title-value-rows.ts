import { isDotFieldRow, isPostingDates } from './board-lines.ts';

// A job board's bare value rows under the post's title ('# Security Engineer' / 'Groningen' / '36 uur' / '10
// maanden'): no label, so only a row whose shape alone says what it is counts. An hours figure with its unit word
// ('36,00 uur', '40 hours', '37,5 tuntia') is the working hours, a number of months ('10 maanden', '6 months') the
// length of the engagement. A place has no shape of its own ('Senior' and 'Groningen' look alike): a town's name of
// up to four words is the place only as the block's first row, right over an hours or months row, in a block with
// two such rows, or as a town and its district over a board's dot field rows (at most its pay and experience rows
// between). Anything else in the block ('Verlengbaar', 'Senior', a date) is left as it is.

export type TitleValueRow = 'place' | 'hours' | 'months';

// How far under the page's first lines the title's block may be, and how long its rows are.
const TITLE_LINES = 12;
const ROW_WORDS = 5;

const HOURS_UNIT = 'uur|uren|hours?|hrs|tuntia|stunden|std\\.?|timer|timmar|heures|horas|ore';
const PER_WEEK =
  'per week|\\/\\s*(?:week|wk)|a week|per viikko|viikossa|pro woche|\\/\\s*woche|par semaine|por semana|a settimana';
const HOURS_ROW = new RegExp(
  String.raw`^(\d{1,2})(?:[.,]\d{1,2})?(?:\s*[-–]\s*\d{1,2}(?:[.,]\d{1,2})?)?\s*(?:${HOURS_UNIT})(?:\s*(?:${PER_WEEK}))?$`,
  'iu',
);
const MONTHS_ROW =
  /^(\d{1,2})\s*(?:maanden|maand|months?|kuukautta|kuukausi|monate?n?|mois|meses|mes|mesi|mese|m[åa]neder|m[åa]nader|m[åa]nad)$/iu;
// A week's hours, not a day's or a time since posting ('2 uur'); a term of a month to four years.
const MIN_HOURS = 4;
const MAX_HOURS = 60;
const MAX_MONTHS = 48;

// 'Groningen', 'Den Haag', 'Alphen aan den Rijn', "'s-Hertogenbosch": a town's name, no figure or mark.
const PLACE_ROW =
  /^(?:'s-)?\p{Lu}[\p{Ll}'’-]+(?: (?:\p{Lu}[\p{Ll}'’-]+|aan|den|de|op|am|an|der|sur|upon))*$/u;
const PLACE_WORDS = 4;
// A level or kind of post, or a team a title names after a dash ('Engineer - Backend'), never a place.
const NOT_PLACE =
  /^(?:senior|junior|medior|lead|trainee|intern|stagiair|freelance|interim|remote|hybrid|hybride|fulltime|parttime|verlengbaar|extendable|urgent|new|nieuw|premium|open|backend|frontend|fullstack|full-stack|platform|data|sales|finance|operations|product|design|security|support|infrastructure|cloud|mobile|web|team|test|residence|nights|days|weekends|contract|permanent|temporary|maternity|cover|locum|graduate|apprentice|principal|staff|head|teilzeit|vollzeit|minijob|werkstudent)$/iu;

/** The kind of a bare value row ('36 uur' → hours, '10 maanden' → months), or null for any other row. */
export function valueRowKind(row: string): Exclude<TitleValueRow, 'place'> | null {
  const text = row.trim();
  const hours = Number(HOURS_ROW.exec(text)?.[1] ?? NaN);
  if (hours >= MIN_HOURS && hours <= MAX_HOURS) return 'hours';
  const months = Number(MONTHS_ROW.exec(text)?.[1] ?? NaN);
  return months >= 1 && months <= MAX_MONTHS ? 'months' : null;
}

/** A town's name of up to four capitalised words ('Den Haag'), no word of which names a level or a team. */
export const isPlaceRow = (row: string): boolean =>
  PLACE_ROW.test(row) && row.split(/\s+/).length <= PLACE_WORDS && !NOT_PLACE.test(row);

// 'Szczecin, Centrum', 'Kraków, Podgórze': a town and its district, as a board (OLX) prints the place under the title
// over its dot field rows ('Wymiar pracy · Pełny etat'); not an employer with its legal form ('Acme, Inc').
const TOWN_AND_DISTRICT =
  /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?, \p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?$/u;
const LEGAL_FORM = /,\s*(?:inc|ltd|llc|gmbh|ag|sa|plc|corp|co|bv|nv|oy|ab|as)\.?$/i;

/**
 * The value rows of the block right under the page's title, by their index in lines: the run of short plain rows
 * after the first heading (and the headings right after it), within the page's first lines. A posting date among
 * them is passed over.
 */
export function titleValueRows(lines: string[]): Map<number, TitleValueRow> {
  const rows = new Map<number, TitleValueRow>();
  const filled = lines
    .map((line, index) => ({ text: line.trim(), index }))
    .filter(({ text }) => text !== '')
    .slice(0, TITLE_LINES);
  const isHeading = (text: string): boolean => /^#{1,6}\s/.test(text);
  const title = filled.findIndex(({ text }) => isHeading(text));
  if (title < 0) return rows;
  let start = title;
  while (isHeading(filled[start]?.text ?? '')) start += 1;
  const block: { text: string; index: number }[] = [];
  for (const row of filled.slice(start)) {
    if (isPostingDates(row.text)) continue;
    if (isHeading(row.text) || /^[-*+•]\s/.test(row.text) || row.text.split(/\s+/).length > ROW_WORDS) break;
    block.push(row);
  }
  for (const { text, index } of block) {
    const kind = valueRowKind(text);
    if (kind) rows.set(index, kind);
  }
  const [first, second] = block;
  if (first && second && rows.size >= 2 && rows.has(second.index) && isPlaceRow(first.text))
    rows.set(first.index, 'place');
  if (
    first &&
    isOverDotRows(first, filled) &&
    TOWN_AND_DISTRICT.test(first.text) &&
    !LEGAL_FORM.test(first.text)
  )
    rows.set(first.index, 'place');
  return rows;
}

// The board may print its pay and experience rows ('4400 - 4600 zł / mies.', 'Wymagane doświadczenie Bez
// doświadczenia') between the place and its dot rows: short rows, no heading.
const ROWS_BEFORE_DOT_ROWS = 2;
const isShortRow = (text: string): boolean =>
  !/^#{1,6}\s/.test(text) && text.split(/\s+/).length <= ROW_WORDS + 1;
function isOverDotRows(row: { index: number }, filled: { text: string; index: number }[]): boolean {
  const after = filled.filter(({ index }) => index > row.index);
  const dotRow = after.findIndex(({ text }) => isDotFieldRow(text));
  return (
    dotRow >= 0 &&
    dotRow <= ROWS_BEFORE_DOT_ROWS &&
    after.slice(0, dotRow).every(({ text }) => isShortRow(text))
  );
}
