import type { CvLine } from './cv-lines.ts';
import type { CvEducation } from './cv-profile.ts';

// Word CVs set the studies as a table whose header row names its columns ('ESCOLA · TÍTULO OBTIDO · DATA', 'School ·
// Degree · Year', 'Institución · Título · Año') over rows of those cells ('Univ.Federal/ES · Engenheiro Civil · 1982').
// A row's title cell is the degree whatever its wording (a profession's title is the degree in Brazil), its school
// cell the school, and its date cell the year; the header row names neither.

const CELL_MARK = /\s+[·|]\s+/;
const SCHOOL_COLUMN =
  /^(?:escola|institui[çc][ãa]o(?: de ensino)?|universidade|faculdade|school|institution|university|college|instituci[oó]n|universidad|centro de estudios|schule|hochschule|universit[äa]t|bildungseinrichtung)$/iu;
const TITLE_COLUMN =
  /^(?:t[íi]tulo(?: obtido| obtenido)?|grau|curso|degree|qualification|title|diploma|titulaci[oó]n|abschluss)$/iu;
const DATE_COLUMN = /^(?:data|ano|date|year|fecha|a[ñn]o|jahr|conclus[ãa]o)$/iu;
const YEAR = /\b(?:19|20)\d{2}\b/;

const cellsOf = (line: CvLine): string[] => line.text.split(CELL_MARK).map((cell) => cell.trim());

/** The degrees of a studies table under a header row naming its school and title columns; none without one. */
export function degreeTableEntries(lines: CvLine[]): CvEducation[] {
  const entries: CvEducation[] = [];
  let columns: { school: number; title: number; date: number } | null = null;
  for (const line of lines) {
    const cells = cellsOf(line);
    const school = cells.findIndex((cell) => SCHOOL_COLUMN.test(cell));
    const title = cells.findIndex((cell) => TITLE_COLUMN.test(cell));
    if (school >= 0 && title >= 0) {
      columns = { school, title, date: cells.findIndex((cell) => DATE_COLUMN.test(cell)) };
      continue;
    }
    const degree = columns ? cells[columns.title] : undefined;
    if (!columns || line.isBullet || cells.length < 2 || !degree) {
      columns = line.isHeading ? null : columns;
      continue;
    }
    const year = YEAR.exec(cells[columns.date] ?? '')?.[0] ?? YEAR.exec(line.text)?.[0] ?? null;
    entries.push({ degree, field: null, institution: cells[columns.school] || null, year });
  }
  return entries;
}
