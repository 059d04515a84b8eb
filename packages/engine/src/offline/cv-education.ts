// The entries of a CV's education section: degree, school, field, dates, grades and the work named with them.

import { looksLikeCitation } from './citations.ts';
import { isAwardRow } from './cv-award-rows.ts';
import { degreeSentenceOf } from './cv-degree-sentences.ts';
import { uzbekGraduationOf } from './cv-uzbek-words.ts';
import { isHighlightLine } from './cv-entry-labels.ts';
import {
  canAward,
  isColumnNamesRow,
  isLabelledFact,
  marksUnderWay,
  marksUnfinished,
  namesDegreeWork,
  withOneNameOfSchoolLevel,
  withoutGraduationVerb,
  withoutThesis,
} from './education-lines.ts';
import {
  DATE,
  DATE_RANGE,
  datesAtStart,
  DEGREE,
  INSTITUTION,
  isPlaceLine,
  NAME_LIST_COMMA,
  SUBJECT_LIST_COMMA,
  OPEN_END,
  PLACE,
  SCHOOL_WITHIN,
  tidy,
  TITLE_WORD,
} from './cv-vocabulary.ts';
import type { CvLine } from './cv-lines.ts';
import { DATED_EMPLOYER, datesOf, ONE_DATE } from './cv-entry-dates.ts';
import {
  marksOngoing,
  withoutCandidacyLead,
  withoutExpectedDate,
  withoutOngoingMark,
} from './cv-expected-degrees.ts';
import { CYRILLIC_GRADE } from './cv-cyrillic-words.ts';
import { withSchoolHyphenSpaced } from './cv-hyphenated-schools.ts';
import type { CvEducation } from './cv-profile.ts';
import { yearSubjectRowsOf } from './cv-year-subject-rows.ts';
import { namesRegion } from './country-names.ts';

// A degree spelt out starts its own entry, even where the reader ran two lines into one ('... 2016 Bachelor of Arts').
const SPELT_DEGREE_START = /\s(?=(?:Bachelor|Master|Doctor|Associate)(?:['’]s)?\s+of\b)/;
// Turkish grade labels: 'Diploma Notu: 94 / 100' (a school's leaving mark, no diploma of its own), 'Genel Not
// Ortalaması: 3.09 / 4.00', 'GANO', 'AGNO'.
const TURKISH_GRADE = '(?:diploma|mezuniyet) notu|(?:(?:ağırlıklı )?genel )?not ortalaması|agno|gano';
// Grades and honours are no part of a degree's name: 'GPA: 3.66 (9.15/10.0)', 'Nota 6,5', 'Средний балл: 3,82/4,00',
// 'magna cum laude', 'mention Bien', and a score alone after the degree ('Master in Physics; 8.5/10'), out of a
// grading scale's top mark so that a date ('09/2015') is never taken for one.
const GRADE = new RegExp(
  [
    String.raw`[;,]?\s*(?:\b(?:c?gpa|grade|promedio|nota(?: media| final)?|${TURKISH_GRADE})|${CYRILLIC_GRADE})\s*:?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*[\d.]+(?:,\d+)?)?(?:\s*\([^)]*\))?`,
    String.raw`[;,]\s*\d{1,2}(?:[.,]\d{1,2})?\s*\/\s*(?:4|5|10|20|100)(?:[.,]0{1,2})?(?![\d/])`,
    // A score alone opening the school's row ('95.00; Ben-Gurion University'), as a percentage or a grade point.
    String.raw`^\s*\d{1,3}[.,]\d{1,2}\s*;\s*`,
    String.raw`[;,]?\s*\bmention\s+(?:(?:tr[eè]s |assez )?bien|passable|(?:tr[eè]s )?honorable)\b`,
    // 'Psychology. Summa Cum Laude.': the stop closing the degree's words before the honour goes with it, never an
    // abbreviation's ('M.Sc. magna cum laude').
    String.raw`(?:(?<=[a-z]{4})[.,;])?\s*\b(?:summa |magna )?cum laude\b`,
  ].join('|'),
  'gi',
);
// The marks that part a degree row's fields, and a school row's; never a comma within a school's name. A row told as
// sentences ends on its year ('… University of Acme. 2019.'): that full stop parts the year from the school.
// 'University of California, San Diego': a state university's campus after the comma is part of its name. A mark
// inside brackets parts no fields: 'B.Sc (Physics, Math, Electronics)' names one degree's subjects.
const STATE_SYSTEM = String.raw`\bUniversity of (?:California|Texas|Wisconsin|Illinois|Michigan|Maryland|Massachusetts|Colorado|Missouri|Nebraska|North Carolina|Tennessee|Minnesota|Alabama|Arkansas)`;
const FIELD_MARK = new RegExp(
  String.raw`(?:(?!${NAME_LIST_COMMA.source})(?!${SUBJECT_LIST_COMMA.source})(?!(?<=${STATE_SYSTEM}),\s*(?!United States\b)\p{Lu}\p{Ll}),\s*|\s+[–—·|-]\s+|\s+[–—]|[–—]\s+|(?<=\p{Ll}{3}|\((?:19|20)\d{2}\))\.\s+(?=\p{Lu}|(?:19|20)\d{2}\.?$))(?![^()]*\))`,
  'u',
);
const ROW_FIELD_MARK = new RegExp(
  String.raw`(?!${NAME_LIST_COMMA.source}),(?![^()]*\))|\s[|·]\s|\s{2,}`,
  'u',
);
// 'Majoring in Computer Science', a Finnish 'Koulutusohjelma: informaatioverkostot' (degree programme) or 'Pääaine:
// fysiikka' (major): the field, on the line under the degree.
const MAJOR_LINE =
  /^(?:(?:majoring|major|specializing|specialising|concentration)\s+in\s+|(?:koulutusohjelma|pääaine|opintosuunta):\s*)(.+?)\.?$/i;

// A degree's short form after the year that ends a row ('… Lakeside, OR 2011 B.Ed., History, …'): a second row the
// reader ran on.
const SHORT_DEGREE_AFTER_YEAR = new RegExp(`(?<=\\b(?:19|20)\\d{2})\\s(?=(?:${DEGREE.source}),\\s)`, 'iu');

/** A line that runs a degree on after other words ('... Expected Graduation: June 2016 Bachelor of Arts') as two. */
function withDegreesApart(text: string): string[] {
  const spelt = text.search(SPELT_DEGREE_START);
  const start = spelt > 0 ? spelt : text.search(SHORT_DEGREE_AFTER_YEAR);
  // A year column before the degree ('2016 – 2018 Master of...') is the degree's own.
  const isRunOn = start > 0 && (text.slice(0, start).match(/\p{L}{2,}/gu)?.length ?? 0) >= 2;
  return isRunOn ? [text.slice(0, start), ...withDegreesApart(text.slice(start).trim())] : [text];
}

// '2000. Ph.D. in Economics, …': the year a degree was taken, set first with a full stop (the stop escaped with a
// backslash by a list-number escape, '\2000.'): a year column, no part of the degree's name.
const YEAR_WITH_STOP = /^\\?((?:19|20)\d{2})\.\s+(?=\S)/;

// '(Supervisors: Prof. Ann Roe, Dr. Bo Lee)', '(Advisor: …)': who supervised the degree, no part of its school.
const SUPERVISORS = /\s*\((?:supervisors?|advisors?|advisers?|supervised by)\b[^)]*\)?\.?/giu;

// Job portals write a degree as a sentence under its level: 'UG: B.Tech/B.E. (Civil) from X College in 2017',
// 'Post PG: Ph.D/Doctorate (…) from …', set as a list item or not.
const PORTAL_DEGREE = /^(?:UG|PG|Doctorate|PPG|Post PG)\s*:\s*(.+?)\s+from\s+(.+?)\s+in\s+((?:19|20)\d{2})$/;

// The doctorates German universities award, as written in brackets after 'PhD' ('Dr. rer. nat.', 'Dr.-Ing.', 'Dr. phil.').
const GERMAN_DOCTORATE = /^Dr\.[\s-]*(?:rer\.|phil\.|med\.|jur\.|ing\.|sc\.|oec\.|theol\.)/i;
const namesDegree = (text: string): boolean =>
  GERMAN_DOCTORATE.test(text.trim()) || new RegExp(`^(?:${DEGREE.source})$`, 'iu').test(text.trim());

/** The start year of a date range left open ('2003–current', 'Sep 2021 - Present'), else null. */
function startOfOpenRange(text: string): string | null {
  const range = DATE_RANGE.exec(text);
  if (!range || !new RegExp(`^(?:${OPEN_END})$`, 'i').test(range[2] ?? '')) return null;
  return /(?:19|20)\d{2}/.exec(range[1] ?? '')?.[0] ?? null;
}

// '2012 - 2015 - University of Bremen', '07/2015 · University of Bremen': the dates heading an entry, then its school.
const DATED_ENTRY_HEADING = new RegExp(`^(?:${DATE_RANGE.source}|${DATE})\\s+[–—·-]\\s+(?=\\p{Lu})`, 'iu');
// 'Certified Applied Data Science (University of Michigan: 2019); Project 2020 - …': a row of certificates under the
// degree in an 'Education & Certifications' section is entries of their own; their years are none of the degree's.
const CERTIFICATE_ROW = /^(?:certified|certificates?|certifications?|licen[cs]e[ds]?)\b/i;
// 'PhD degree in Music, Lakeside Academy of Music': the word 'degree' after a degree's short name says it again.
const SHORT_DEGREE_WORD =
  /^\s*((?:ph\.?\s?d|d\.?\s?phil|m\.?\s?sc|b\.?\s?sc|m\.?\s?a|b\.?\s?a|m\.?\s?s|b\.?\s?s)\.?)\s+degree\b/i;
const BRACKETED_SCHOOL = /\s*\(([^()]*\b(?:University|College|Institute|School|Academy)\b[^()]*)\)/u;
const BARE_INSTITUTION = /^(?:University|College|Institute|School|Academy)$/i;
// A degree named two ways ('Ph.D/Doctorate (Optics)', 'B.Tech/B.E. (Civil)') brackets its subject the same.
const BRACKETED_SUBJECT = new RegExp(
  `^((?:${DEGREE.source})(?:\\s*\\/\\s*(?:${DEGREE.source}))*)\\s*\\(([^()]+)\\)$`,
  'iu',
);
// 'Business Analytics (BS)': the subject, then the degree's short form in brackets.
const SUBJECT_THEN_BRACKETED_DEGREE = new RegExp(`^([^()]+?)\\s*\\((${DEGREE.source})\\)$`, 'iu');
const STUDIES_OF_DEGREE =
  /^(?:bachelor|master|doctoral|diploma)(?:['’]s)?\s+studies\s+(?:in\s+|of\s+)?(\p{Lu}.*)$/iu;

// ', UNC,': a school named by its initials, a field of its own between commas.
const SCHOOL_INITIALS_FIELD = /,\s*\p{Lu}{2,6},/u;

/** Whether a row's first field is its date ('Sep 2014 – Jun 2020 · Bachelor …', '2011 · Diploma …'). */
function opensOnItsDate(text: string): boolean {
  const first = text.split(/\s+·\s+/)[0]?.trim() ?? '';
  return first !== text.trim() && (ONE_DATE.test(first) || DATE_RANGE.exec(first)?.[0].trim() === first);
}

/**
 * A designed CV's (Canva, PowerPoint, a Word template) entry set as headings names a school with no school's word in
 * it ('## BACHILLER ACADÉMICO' over '### Gimnasio del Caribe', '### Platzi' over 'Ciclo Formativo …'): the heading
 * under a degree set as a heading, one level down, or the heading over a degree set as text, unless that heading is
 * itself under a degree (the entry before's school).
 */
function schoolHeadingBeside(lines: CvLine[], index: number): string | null {
  const line = lines[index];
  const [above, below] = [lines[index - 1], lines[index + 1]];
  const namesSchool = (other: CvLine | undefined): other is CvLine =>
    other?.isHeading === true &&
    !DEGREE.test(other.text) &&
    !/\d/.test(other.text) &&
    other.text.split(/\s+/).length <= 8 &&
    !PLACE.test(other.text) &&
    !isPlaceLine(other.text);
  const school = line?.isHeading
    ? namesSchool(below) && (below.headingLevel ?? 0) > (line.headingLevel ?? 0)
      ? below
      : undefined
    : namesSchool(above) && !DEGREE.test(lines[index - 2]?.text ?? '')
      ? above
      : undefined;
  return school ? tidy(school.text) : null;
}

export function educationOf(sourceLines: CvLine[], isEducationSection = true): CvEducation[] {
  const yearRows = isEducationSection ? yearSubjectRowsOf(sourceLines) : null;
  if (yearRows) return yearRows;
  const entries: CvEducation[] = [];
  const lines = sourceLines
    .filter((line) => !isColumnNamesRow(line.text))
    .flatMap((line) =>
      withDegreesApart(
        withoutOngoingMark(withoutCandidacyLead(line.text))
          .replace(GRADE, '')
          .replace(PORTAL_DEGREE, '$1, $2, $3')
          .replace(YEAR_WITH_STOP, '$1 ')
          .replace(SUPERVISORS, ''),
      ).map((text) => ({
        ...line,
        text,
        // A bullet of the section opening on its date field ('- 2021 – now | Master … (Acme University)') is a row of
        // its table of degrees, not a line under one.
        isBullet: line.isBullet && !(isEducationSection && opensOnItsDate(text.replace(/\s\|\s/g, ' · '))),
        hasGrade: new RegExp(GRADE.source, 'i').test(line.text),
        isOngoing: marksOngoing(line.text),
        isPortalDegree: PORTAL_DEGREE.test(line.text),
      })),
    );
  // A timeline sets each entry's date alone on the row above it ('2021' / 'Master …' / '2020' / 'MicroMasters …'):
  // told by the first degree's, the date above a degree is its own, and the one below it the next entry's.
  const firstDegree = lines.findIndex((line) => !line.isBullet && DEGREE.test(line.text));
  const datesLead = firstDegree > 0 && ONE_DATE.test(lines[firstDegree - 1]?.text.trim() ?? '');
  // A layout that sets each degree over its school's row ('Grado en … · Jaén' / 'UNIVERSIDAD DE JAÉN · 2020 - 2024'),
  // told by the first degree's (no school on or above it, its school's row below): the row under a degree is that
  // degree's, not the heading of the degree after it.
  const schoolsUnderDegrees =
    firstDegree >= 0 &&
    !INSTITUTION.test(lines[firstDegree]?.text ?? '') &&
    !INSTITUTION.test(lines[firstDegree - 1]?.text ?? '') &&
    INSTITUTION.test(lines[firstDegree + 1]?.text ?? '') &&
    !DEGREE.test(lines[firstDegree + 1]?.text ?? '');
  lines.forEach((line, index) => {
    // An Uzbek biography tells its degree in a sentence among the person's data, under no heading.
    const told = line.isBullet
      ? null
      : ((isEducationSection ? degreeSentenceOf(line.text) : null) ?? uzbekGraduationOf(line.text));
    if (told) {
      entries.push(told);
      return;
    }
    const words = line.text.replace(DATE_RANGE, '').match(/\S*\p{L}\S*/gu)?.length ?? 0;
    // Publications' initials look like degrees ('A. B. See'): a citation is never a degree.
    // A degree may be the first item under its school's row ('Colorado College · 2016 - 2020' / '- Bachelor of Arts').
    const isDegreeItem =
      line.isBullet &&
      lines[index - 1]?.isBullet === false &&
      INSTITUTION.test(lines[index - 1]?.text ?? '') &&
      new RegExp(`^(?:${DEGREE.source})`, 'i').test(line.text);
    // A section listing its degrees as bullets ('- PhD in Botany (2011). University of Leeds, Leeds, UK.', '- Doctor
    // en Física, UNC, 2011.'): a bullet opening on a degree in a subject, with its year and school (named, or by its
    // initials as a field of its own), is an entry.
    const isDegreeBullet =
      line.isBullet &&
      isEducationSection &&
      new RegExp(`^(?:${DEGREE.source})\\s+(?:in|of|en|de|em|di)\\s`, 'iu').test(line.text) &&
      /\b(?:19|20)\d{2}\b/.test(line.text) &&
      (INSTITUTION.test(line.text) || SCHOOL_INITIALS_FIELD.test(line.text));
    // A row naming the degree and its school in full runs longer than a sentence would ('BACHELOR OF SCIENCE IN
    // ENGINEERING – Acme University of Science & Technology (AUST) Department of Electrical Engineering').
    const wordLimit = INSTITUTION.test(line.text) && !/[.!?]$/.test(line.text) ? 24 : 16;
    // 'Skills gained in the degree:' over a list: a sub-heading naming the degree in passing, not one.
    const isListLead =
      /:\s*$/.test(line.text) &&
      lines[index + 1]?.isBullet === true &&
      !new RegExp(`^(?:${DEGREE.source})`, 'iu').test(line.text);
    if (
      (line.isBullet && !isDegreeItem && !isDegreeBullet && !line.isPortalDegree) ||
      isListLead ||
      !DEGREE.test(line.text) ||
      isAwardRow(line.text) ||
      words > wordLimit ||
      looksLikeCitation(line.text)
    )
      return;
    // A year column run into the degree ('2019-2021 M.Sc. ...', 'since 2022 Ph.D. candidate ...') is the year's.
    const column = /^\s*(?:since\s+)?(\d{4})(?:\s*[–-]\s*(\d{4}))?\s+(?:·\s+)?(?=\S)/i.exec(line.text);
    // 'Ph.D. candidate in ...', 'Master student in ...': a degree under way, told as such (see `year`), not a degree
    // named 'candidate' or 'student'.
    const candidacy =
      /(?<=\.|\b[A-Z]{2,}|\b(?:[Bb]achelor|[Mm]aster|[Dd]octoral)(?:['’]s)?)\s+(?:candidate|student)\b/;
    const isCandidate = candidacy.test(line.text);
    // '2003–current Master of…', 'Sep 2021 – present': a degree still under way since its start year.
    const openSince = startOfOpenRange(line.text);
    // 'PhD - Thesis Title: …': the thesis the line goes on to name is a detail of the degree, not part of it.
    const text = withoutGraduationVerb(
      withSchoolHyphenSpaced(withoutThesis(line.text))
        .slice(column?.[0].length ?? 0)
        .replace(candidacy, '')
        .replace(DATE_RANGE, '')
        .replace(/^\s*(?:19|20)\d{2}\s*[–-]?\s*/, '')
        .replace(SHORT_DEGREE_WORD, '$1')
        // Row layouts bracket the school after the degree ('M.Sc. Physics (Zeta University) · 2015'): a field of its own.
        .replace(BRACKETED_SCHOOL, ' · $1'),
    );
    // A thesis or project done for a degree, and a header's 'Status: PhD student', are no degree entries.
    if (namesDegreeWork(text) || isLabelledFact(text, (label) => DEGREE.test(label))) return;
    // 'PhD Princeton University, Computer Science': degree, institution and field on one line. 'Master Degree in
    // Physics, X University' is a degree named in full, its school after the comma.
    // A line whose fields a layout set apart ('M.Sc. Digital Media · University of Bremen, 07/2015') is read by them.
    const leading = /\s·\s/.test(text)
      ? null
      : new RegExp(
          `^(${DEGREE.source})\\s+(?!of\\b|in\\b|degree\\b|[-–—]?\\s*thesis\\b|\\()(.*\\b(?:university|college|institute|school)\\b.*?)(?:,\\s*(.*))?$`,
          'i',
        ).exec(text);
    // 'Bachelor of Science in Radio Electronics – Kyiv College of ...': a dash parts them like a comma; a sidebar
    // CV sets the school after the degree with no mark at all ('Ph.D. in Marine Biology University of Lisbon').
    const parts = (
      /,|\s[–—·|-]\s/.test(text)
        ? text
        : text.replace(
            /\s+(?=(?:University|College|Institute|School|Academy) of\b|\p{Lu}\p{L}+ (?:University|College|Institute)$)/u,
            ', ',
          )
    )
      // 'DEGREE -Biology. Indian Institute of Science.': a sentence's full stop after a word parts the fields too.
      // A dash set against one word only ('Utah —High School Diploma') parts fields as well.
      .split(FIELD_MARK)
      .map((part) => tidy(part.replace(/(?<=\p{Ll}{3})\.$/u, '')))
      .filter(Boolean)
      // 'JJTU, University': a bare 'University' after a comma ends the name before it, no school of its own.
      .reduce<string[]>(
        (joined, part) =>
          BARE_INSTITUTION.test(part) && joined.length > 0
            ? [...joined.slice(0, -1), `${joined.at(-1)}, ${part}`]
            : [...joined, part],
        [],
      );
    // A thesis title names no school ('Thesis Title: Young People in the Virtual University').
    // A degree bullet's school may be its initials ('- Doctor en Física, UNC, 2011.').
    const namedInLine =
      leading?.[2] ??
      parts.find((part) => INSTITUTION.test(part) && !DEGREE.test(part) && !/^thesis\b/i.test(part)) ??
      (isDegreeBullet ? parts.find((part) => /^\p{Lu}{2,6}$/u.test(part)) : undefined);
    // 'School, Rexburg, Idaho — Business Analytics (BS)': the part naming a degree, never the town before it.
    const degreePart =
      leading?.[1] ??
      parts.find((part) => part !== namedInLine && DEGREE.test(part)) ??
      parts.find((part) => part !== namedInLine) ??
      parts[0] ??
      null;
    // The school line under a degree, with the degree's grade ('Faculty of Science · GPA: 3.6') or in a layout of
    // schools under their degrees, closes that degree's entry: it is not the school of the degree after it.
    const closesEntryAbove = (position: number): boolean =>
      position === index - 1 &&
      (lines[position]?.hasGrade === true || schoolsUnderDegrees) &&
      DEGREE.test(lines[position - 1]?.text ?? '');
    // Nor are its dates this degree's: the line above then heads nothing of this entry. Nor is the line above a degree
    // set as a heading where the section opens on one ('## Abitur' under the entry before's '09/1995 - 09/1996'):
    // each entry opens on its heading.
    const opensOnHeading = line.isHeading === true && lines[0]?.isHeading === true && firstDegree === 0;
    // Where the section's entries each open on a heading ('## PhD …' / 'School' / dates, under the entry before's
    // '## …' / 'School, dates'), a degree set as a heading under a plain line, with its school's line right under it,
    // opens its entry: the line above ends the entry before it, so neither its school nor its dates are this degree's.
    const headsItsEntry =
      line.isHeading === true &&
      lines[index - 1] !== undefined &&
      lines[index - 1]?.isHeading !== true &&
      lines.slice(0, index - 1).some((other) => other.isHeading === true) &&
      lines[index + 1] !== undefined &&
      lines[index + 1]?.isHeading !== true &&
      lines[index + 1]?.isBullet !== true &&
      INSTITUTION.test(lines[index + 1]?.text ?? '');
    const above =
      closesEntryAbove(index - 1) || opensOnHeading || headsItsEntry ? '' : (lines[index - 1]?.text ?? '');
    // Two lines away, past another degree's row, is that degree's school ('Licence … · Lyon' / 'Diplôme … · Grenoble' /
    // 'École des Mines').
    const isPastAnotherDegree = (position: number): boolean =>
      Math.abs(position - index) === 2 && DEGREE.test(lines[(position + index) / 2]?.text ?? '');
    // A labelled bullet under the degree ('- Semester abroad: Acme University') tells a part of the studies done
    // elsewhere, not where the degree was taken.
    const isLabelledBullet = (position: number): boolean =>
      lines[position]?.isBullet === true && /^[\p{L}'’ ]{2,30}:\s/u.test(lines[position]?.text ?? '');
    // A row opening on its dates ('Jun 2011 · Diploma') sets its school on the line below; the line above ends the
    // entry before it.
    const order = headsItsEntry
      ? [index + 1, index + 2]
      : opensOnItsDate(line.text)
        ? [index + 1, index - 1, index + 2, index - 2]
        : [index - 1, index + 1, index - 2, index + 2];
    // A high school listed beside the university is not where a bachelor's was taken.
    const nearest = order
      .filter(
        (position) =>
          !closesEntryAbove(position) && !isPastAnotherDegree(position) && !isLabelledBullet(position),
      )
      .map((position) => lines[position]?.text ?? '')
      .find(
        (other) =>
          INSTITUTION.test(other) &&
          !DEGREE.test(other) &&
          degreeSentenceOf(other) === null &&
          !isHighlightLine(other) &&
          canAward(other, degreePart ?? text),
      );
    // '07/2015 - University of Bremen': the date heading the entry is no part of the school's name.
    // 'Boulder, CO · Colorado College · 2016 - 2020': of a row's fields, the one naming the school.
    const nearFields = nearest?.replace(DATED_EMPLOYER, '').split(ROW_FIELD_MARK) ?? [];
    const institutionNear = nearest
      ? tidy(nearFields.find((part) => INSTITUTION.test(part)) ?? nearFields[0] ?? '')
      : isEducationSection
        ? schoolHeadingBeside(lines, index)
        : null;
    // The entry runs to the next degree, or, once its year is given, to a line naming another school (a results
    // table's next row). A school's row above the degree may give the year ('Acme College, May 2023' / 'Bachelor …'):
    // the next school's row is then the next entry, not more of this one.
    const following = lines.slice(index + 1, index + 7);
    const hasYear = (text: string): boolean => /\b(?:19|20)\d{2}\b/.test(text);
    const isYearAbove = nearest !== undefined && nearest === lines[index - 1]?.text && hasYear(nearest);
    const nextEntry = following.findIndex(
      (other, position) =>
        !other.isBullet &&
        (DEGREE.test(other.text) ||
          CERTIFICATE_ROW.test(other.text) ||
          (INSTITUTION.test(other.text) &&
            other.text !== nearest &&
            (isYearAbove || following.slice(0, position).some((before) => hasYear(before.text))))),
    );
    const window = [
      above ? lines[index - 1] : undefined,
      line,
      ...(nextEntry >= 0 ? following.slice(0, nextEntry) : following),
    ].filter((other): other is (typeof lines)[number] => other !== undefined && !other.isBullet);
    const institutionInLine =
      namedInLine && SCHOOL_WITHIN.test(namedInLine) && institutionNear ? undefined : namedInLine;
    // A template's field after the degree ('M.Sc. · Wonderland') names the school when no other line does.
    const fieldAfter = /\s·\s/.test(text) ? tidy(text.split(/\s+·\s+/).at(-1) ?? '') : '';
    // A date set apart after the degree ('Licenciatura en Física · Mayo 2021') is when, not where.
    const isDateField = ONE_DATE.test(fieldAfter) || DATE_RANGE.test(fieldAfter);
    // '2015 · Laurea in Fisica · Padova, Italia': a town and country set after the degree is where it was taken, not
    // the school; the school named on a line of the entry is, and without one the degree stands alone.
    const isPlaceField = (PLACE.test(fieldAfter) || isPlaceLine(fieldAfter)) && !INSTITUTION.test(fieldAfter);
    const institution =
      institutionInLine ??
      (fieldAfter && /^\p{Lu}/u.test(fieldAfter) && !DEGREE.test(fieldAfter) && !isDateField && !isPlaceField
        ? fieldAfter
        : null) ??
      institutionNear;
    // 'Bachelor of Arts, Business Administration': the part after the degree names its field.
    const afterDegree = parts[parts.indexOf(degreePart ?? '') + 1];
    // Under the degree: the line above is the entry before's.
    const major = window
      .slice(window.indexOf(line))
      .map((other) => MAJOR_LINE.exec(other.text)?.[1])
      .find(Boolean);
    const fieldInLine =
      afterDegree &&
      afterDegree !== institution &&
      !INSTITUTION.test(afterDegree) &&
      !DEGREE.test(afterDegree) &&
      !PLACE.test(afterDegree) &&
      !namesRegion(afterDegree) &&
      !/\d/.test(afterDegree) &&
      // 'MS, Analytics' (a degree's short form alone before the comma) names its field so too.
      (/\bof\s+\p{Lu}\p{L}+$/u.test(degreePart ?? '') || isShortDegreeAlone(degreePart ?? '')) &&
      afterDegree.split(/\s+/).length <= 5
        ? afterDegree
        : undefined;
    // 'Expected Graduation: June 2016', '(Ongoing)': a degree still under way. The line above, when it names a degree of its own,
    // is the entry before, and its expected date not this one's.
    const expectedYear = window
      .filter(
        (other) => other === line || window.indexOf(other) > window.indexOf(line) || !DEGREE.test(other.text),
      )
      .find(
        (other) => /\b(?:expected|anticipated)\b/i.test(other.text) || (other === line && other.isOngoing),
      )
      ?.text.match(/\b(?:19|20)\d{2}\b/g)
      ?.at(-1);
    const years =
      window
        .map((other) => other.text)
        .join(' ')
        .match(/\b(?:19|20)\d{2}\b/g) ?? [];
    const ownYears = line.text.match(/\b(?:19|20)\d{2}\b/g) ?? [];
    // '2012 - 2015 - University of Bremen' above the degree heads its entry: its dates are the degree's, not those of
    // the next entry's heading below.
    // So does a row of the entry's dates and place alone ('Sep 2017 – Jun 2021 | Porto, Portugal').
    const datesRowAbove = datesAtStart(above);
    const isDatesRowAbove =
      datesRowAbove !== null &&
      DATE_RANGE.test(above) &&
      (datesRowAbove.rest === '' || PLACE.test(datesRowAbove.rest) || isPlaceLine(datesRowAbove.rest));
    // A school's row ending on its date above the degree ('Acme University · May 2019' / 'BACHELOR OF …') heads it too.
    const isSchoolRowAbove =
      INSTITUTION.test(above) && /\s·\s/.test(above) && datesOf(above.split(/\s+·\s+/).at(-1) ?? '') !== null;
    // A row above naming a degree of its own ('2020 – now · Master …' over '2018 · Bachelor …') is the entry before.
    const headingYears =
      !DEGREE.test(above) &&
      ((DATED_ENTRY_HEADING.test(above) && INSTITUTION.test(above)) ||
        isSchoolRowAbove ||
        isDatesRowAbove ||
        (datesLead && ONE_DATE.test(above.trim())))
        ? (above.match(/\b(?:19|20)\d{2}\b/g) ?? [])
        : [];
    // 'Status: ongoing' under the degree: still under way since the entry's first year.
    const entryLines = window.slice(window.indexOf(line));
    // '2019 – presente' on the line under a degree that gives no year (nor the line above it) ('3 anos: 2019 – presente · Campinas'): the
    // entry's first date range, left open, says it is under way.
    // A layout that dates each entry above its degree ('2019 – 2023' / 'BSc …') puts the next entry's dates below.
    const firstRange = /\b(?:19|20)\d{2}\b/.test(`${line.text} ${above}`)
      ? undefined
      : entryLines.map((other) => other.text).find((other) => DATE_RANGE.test(other));
    const openBelow = openSince ?? (firstRange ? startOfOpenRange(firstRange) : null);
    // So does a dates row heading the entry left open ('10/2019 – Current · Ilmenau' / 'Master of Science …'), unless
    // the entry says when it is expected to end.
    const openAbove = headingYears.length > 0 ? startOfOpenRange(above) : null;
    const statusSince = entryLines.some((other) => marksUnderWay(other.text))
      ? /\b(?:19|20)\d{2}\b/.exec(entryLines.map((other) => other.text).join(' '))?.[0]
      : undefined;
    // 'B.E (Information Technology)': the subject in brackets after the degree's short form.
    const [, subjectFirst, degreeAfter] = SUBJECT_THEN_BRACKETED_DEGREE.exec(degreePart ?? '') ?? [];
    // 'PhD. (Dr. rer. nat.)': a degree's name in the brackets is the degree's own, never its field.
    const bracketed = BRACKETED_SUBJECT.exec(degreePart ?? '');
    const [, shortDegree = degreeAfter, bracketedSubject = subjectFirst] =
      bracketed && !namesDegree(bracketed[2] ?? '') ? bracketed : [];
    const degreeName = degreePart
      ? withOneNameOfSchoolLevel(
          tidy((shortDegree ?? degreePart).replace(/\s+(?:[A-Z][a-z]{2}\.?\s+)?(?:19|20)\d{2}.*$/, '')),
        )
      : null;
    // 'Master Studies Digital Media': the studies of a degree, not a degree held; told as what was studied.
    const [, studied = ''] = STUDIES_OF_DEGREE.exec(degreeName ?? '') ?? [];
    // 'M.S. in Biology · 2015 - dropout', or its dates row above so marked: the degree was studied, never held.
    const unfinished =
      degreeName !== null && (marksUnfinished(line.text) || (isDatesRowAbove && marksUnfinished(above)));
    entries.push({
      ...(unfinished ? { unfinished: true as const } : {}),
      degree: studied || unfinished ? null : degreeName,
      field: studied
        ? studied
        : unfinished
          ? [degreeName, leading?.[3] ?? fieldInLine ?? major ?? bracketedSubject]
              .filter(Boolean)
              .map((part) => tidy(part ?? ''))
              .join(' in ')
          : leading?.[3]
            ? tidy(leading[3])
            : (fieldInLine ??
              (major ? tidy(major) : null) ??
              (bracketedSubject ? tidy(bracketedSubject) : null)),
      institution:
        institution && canAward(institution, degreeName ?? '')
          ? tidy(
              withoutExpectedDate(institution)
                .replace(/\s+[\p{Lu}][\p{L}]+,\s*S\.\s?Korea$/u, '')
                // 'University of Leeds. 2019.': a full-stop row's last field is the year, not part of the name;
                // 'Universidad Católica de Chile.' ends a sentence, not an abbreviation.
                .replace(/\.\s*(?:19|20)\d{2}\.?$/u, '')
                .replace(/(?<=\p{Ll}{3})\.$/u, ''),
            )
          : null,
      // 'since 2022' and 'expected 2016': a degree still under way.
      // An unfinished degree's years are when it was studied ('2018–2021'), not when it ended.
      year: unfinished
        ? [...new Set([...headingYears, ...ownYears])].join('–') || null
        : column && (isCandidate || /^\s*since/i.test(column[0]))
          ? `since ${column[1]}`
          : openBelow
            ? `since ${openBelow}`
            : statusSince
              ? `since ${statusSince}`
              : expectedYear
                ? `expected ${expectedYear}`
                : openAbove
                  ? `since ${openAbove}`
                  : (ownYears.at(-1) ??
                    column?.[2] ??
                    column?.[1] ??
                    headingYears.at(-1) ??
                    years.at(-1) ??
                    null),
    });
  });
  if (entries.length > 0 || !isEducationSection) return entries;
  // No degree named (chrisrobison's CV): the institutions and the subject beside them.
  // The subject sits before the institution in some layouts and after it in others: the first entry tells.
  const first = lines.findIndex((line) => INSTITUTION.test(line.text) && !line.isBullet);
  const offsets = first === 0 ? [1, 2] : [-1, -2];
  // 'Pune, Maharashtra, India' under the school: where it is (a city, its state and country), not what was studied;
  // 'Computer Science, Statistics' names two subjects.
  const isSubject = (text: string): boolean =>
    text !== '' &&
    !(PLACE.test(text) && text.split(',').length >= 3) &&
    !isPlaceLine(text) &&
    !DATE_RANGE.test(text) &&
    !INSTITUTION.test(text) &&
    !/\d{4}/.test(text) &&
    text.split(/\s+/).length <= 5;
  return lines.flatMap((line, index) => {
    if (!INSTITUTION.test(line.text) || line.isBullet) return [];
    // 'International Relations · 07/2016 - 12/2020 · University of Brasília': a row of fields, the school one of
    // them and the subject its first.
    const fields = line.text.split(/\s+[·•|]\s+/);
    const school = fields.length > 1 ? fields.find((field) => INSTITUTION.test(field)) : undefined;
    const [subject = ''] = fields;
    // A subject's name as a row's first field runs longer than a line beside the school ('Data Science and Machine
    // Learning'); a title before the school ('Student | Acme University') is none.
    const subjectInRow =
      school &&
      subject !== school &&
      !/\d/.test(subject) &&
      !TITLE_WORD.test(subject) &&
      subject.split(/\s+/).length <= 8
        ? tidy(subject)
        : null;
    const field = subjectInRow ?? offsets.map((offset) => lines[index + offset]?.text ?? '').find(isSubject);
    // 'California State University-Chico, 1/1992': the institution, then its dates.
    const [name = school ?? line.text, ...rest] = (school ?? line.text).split(
      /,\s*(?=(?:\d{1,2}\/)?(?:19|20)\d{2})/,
    );
    const years =
      [lines[index - 1]?.text, ...rest, lines[index + 1]?.text].join(' ').match(/\b(?:19|20)\d{2}\b/g) ?? [];
    const rowYears = school ? (line.text.match(/\b(?:19|20)\d{2}\b/g) ?? []) : [];
    const openSince = school ? startOfOpenRange(line.text) : null;
    return [
      {
        degree: null,
        field: field ? tidy(field) : null,
        institution: tidy(name),
        year: openSince ? `since ${openSince}` : (rowYears.at(-1) ?? years.at(-1) ?? null),
      },
    ];
  });
}

/** 'MS', 'B.Sc.', 'MBA', 'PhD': a degree's short form and nothing else. */
function isShortDegreeAlone(part: string): boolean {
  return /^\p{Lu}[\p{L}.]{0,6}$/u.test(part) && DEGREE.exec(part)?.[0].length === part.length;
}
