// Rows of a CV's experience that name no job of their own: a year column extracted as one block apart from the
// rows it dates, and a research row titled by the degree studied.
import type { CvLine } from './cv-lines.ts';
import { datesAtStart, DEGREE, TITLE_WORD } from './cv-vocabulary.ts';

// A year column the reader extracts as one block after the rows it dates ('2017-2021' / '2014-Actual' / '2012'):
// which year is whose cannot be told, so the rows are left undated rather than dated wrong.
const isDatesAlone = (line: CvLine): boolean =>
  !line.isBullet && datesAtStart(line.text)?.rest === '' && /\d{4}/.test(line.text);

/** The experience without the year blocks: their rows are left undated. */
export function withoutYearBlocks(lines: CvLine[]): CvLine[] {
  return lines.filter(
    (line, index) =>
      !isDatesAlone(line) ||
      !(
        (lines[index - 1] && isDatesAlone(lines[index - 1] as CvLine)) ||
        (lines[index + 1] && isDatesAlone(lines[index + 1] as CvLine))
      ),
  );
}

/**
 * A research-experience row titled by the degree alone ('2012 – 2017 Biology PhD (University of Victoria)'): the
 * studies the education section lists, not a post ('PhD Candidate', 'PhD Researcher' are posts).
 */
export function isDegreeStudied(title: string | null): boolean {
  return (
    title !== null &&
    DEGREE.test(title) &&
    !TITLE_WORD.test(title) &&
    !/\b(?:candidate|research|researcher|program|programme)\b/i.test(title) &&
    title.split(/\s+/).length <= 4
  );
}

// A school-leaving or vocational award opening a row ('Bachiller Académico', 'Técnico Laboral en …', 'Ciclo Formativo de
// Grado Medio', 'Abitur'): the name of studies, never a company's ('Master's Academy' is a school that employs).
const SCHOOL_LEVEL_AWARD =
  /^(?:bachiller(?!\s+en\b)|bachillerato|ciclo formativo|ensino m[ée]dio|abitur|(?:allgemeine\s+)?hochschulreife|matura|high school diploma|baccalaur[ée]at|tecnicatura|t[ée]cnic[oa](?:\s+(?:superior|laboral))?\s+e[nm]|tecn[óo]log[oa]\s+e[nm])(?!\p{L})/iu;

/**
 * A designed CV's studies read as a post where its education heading was not read ('Academia Código Abierto' over
 * 'Técnico Laboral en Programación' over '2016-2017'): an employer named by a school-leaving or vocational award,
 * beside no post's title, is the studies, never a job.
 */
export function isDegreeAsEmployer(title: string | null, organisation: string | null): boolean {
  return (
    organisation !== null &&
    SCHOOL_LEVEL_AWARD.test(organisation) &&
    !TITLE_WORD.test(title ?? '') &&
    organisation.split(/\s+/).length <= 8
  );
}
