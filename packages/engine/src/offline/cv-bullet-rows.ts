// Rows whose fields a bullet parts ('ANALYST • ACME CORP • 02/2020 – 09/2020', Word for Microsoft 365's two-column
// templates), in capitals, which a narrow column wraps onto a second line ('SALES MANAGER • NORTHWIND' / 'TRADERS •
// 02/2020 – 09/2020'). The two lines are one row again, and its bullets part its fields as ' · ' does in every row the
// reader knows.

import type { CvLine } from './cv-lines.ts';
import { DATE, DATE_RANGE, headingKind, isPlaceLine, PLACE } from './cv-vocabulary.ts';

const FIELD_BULLET = /\s*•\s*/g;
const DATE_FIELD = new RegExp(`^(?:${DATE_RANGE.source}|${DATE})$`, 'iu');

const isCapitalsRow = (line: CvLine | undefined): line is CvLine =>
  line !== undefined && !line.isBullet && /\p{Lu}{2}/u.test(line.text) && !/\p{Ll}/u.test(line.text);
const fieldsOf = (text: string): string[] => text.split(FIELD_BULLET).map((field) => field.trim());
const hasDate = (text: string): boolean => DATE_RANGE.test(text) || new RegExp(DATE).test(text);

/** Whether `next` is the rest of the bullet row `line` wrapped at the column's edge. */
function wrapsOnto(line: CvLine, next: CvLine | undefined): boolean {
  if (!isCapitalsRow(next) || headingKind(next.text) !== null || !line.text.includes('•')) return false;
  const fields = fieldsOf(line.text);
  const last = fields.at(-1) ?? '';
  // 'CIÊNCIAS SOCIAIS • 3º SEMESTRE •' over the school: a row ending on its bullet goes on below.
  if (last === '') return true;
  // The row broke inside a name: its last field is no date and its dates are on one of the two lines, not both.
  return !DATE_FIELD.test(last) && hasDate(line.text) !== hasDate(next.text);
}

// Resume builders print an entry's employer and its place as one row parted by a bullet ('Stripe • San Francisco,
// CA') under its title row: a name's words, then a place. Its bullet parts two fields as ' · ' does; a list of skills
// or languages ('Go • Python', 'Turkish (native) • English') ends on no place.
const NAME_FIELD = /^[\p{Lu}\d][\p{L}\d&.'’-]*(?:\s+(?:[\p{Lu}\d&][\p{L}\d&.'’-]*|of|and|the|for|de|la))*$/u;

function withEmployerPlaceBulletRead(line: CvLine): CvLine {
  const fields = line.isBullet ? [] : fieldsOf(line.text);
  const place = fields.at(-1) ?? '';
  const isRow =
    fields.length === 2 && NAME_FIELD.test(fields[0] ?? '') && (PLACE.test(place) || isPlaceLine(place));
  return isRow ? { ...line, text: fields.join(' · ') } : line;
}

/** The CV's lines with wrapped bullet rows joined and a dated row's bullets read as field separators. */
export function withBulletRowsRead(lines: CvLine[]): CvLine[] {
  const read: CvLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as CvLine;
    if (!isCapitalsRow(line)) {
      read.push(withEmployerPlaceBulletRead(line));
      continue;
    }
    let text = line.text;
    while (wrapsOnto({ ...line, text }, lines[index + 1])) {
      text = `${text} ${lines[index + 1]?.text ?? ''}`;
      index += 1;
    }
    const fields = fieldsOf(text).filter(Boolean);
    const isDatedRow = fields.length >= 2 && fields.some((field) => hasDate(field));
    read.push({ ...line, text: isDatedRow ? fields.join(' · ') : text });
  }
  return read;
}
