// An education section names more than degrees: the work done for one ('Master Thesis: …', 'Bachelor project -
// …'), a header's key/value lines ('Status: PhD student', 'Fields: …') and how a degree ended ('Graduated as M.Sc.
// …'). Only a degree's own entry is a degree; a 'Status: ongoing' line under it says it is still under way.

import { FINNISH_SECONDARY_AWARD } from './cv-finnish-words.ts';

// A degree's word before a piece of work done for it: 'Master Thesis', "Bachelor's project", 'PhD dissertation'
// ('MSc Project Management' is a degree in a field).
const DEGREE_WORK =
  /^\s*(?:\S+\s+){1,2}?(?:thesis|project|dissertation|seminar|internship)\b(?!\s+management)/i;

/** 'Master Thesis: Tide pools revisited', 'Bachelor Project - Bike planner': work done for a degree, not one. */
export function namesDegreeWork(text: string): boolean {
  return DEGREE_WORK.test(text);
}

// 'Status: PhD student', 'Fields: Education, AI': a key/value line. Labels that introduce a degree are no such line.
const LABEL = /^(\p{L}[\p{L} ]{1,24}?)\s*:\s*\S/u;
const DEGREE_LABEL = /^(?:degree|qualification|diploma|programme|program|course|award)$/i;

/**
 * A key/value line whose label is no degree's ('Status: PhD student'): a header's fact, not a degree entry.
 * `isDegreeName`: whether a label names a degree itself ('PhD: Marine Biology').
 */
export function isLabelledFact(text: string, isDegreeName: (label: string) => boolean): boolean {
  const label = LABEL.exec(text)?.[1]?.trim();
  return label !== undefined && !DEGREE_LABEL.test(label) && !isDegreeName(label);
}

// 'Status: ongoing', 'Status: in progress', 'Status: PhD student'.
const STATUS_UNDER_WAY =
  /^status\s*:.*\b(?:ongoing|on-?going|in progress|current|running|not (?:yet )?completed|student|candidate|enrolled)\b/i;

/** A status line that says the degree above it is still under way. */
export function marksUnderWay(text: string): boolean {
  return STATUS_UNDER_WAY.test(text.trim());
}

// A degree left before its end, said beside its dates ('2018 - 2021 (Incompleto)', '2015 - dropout', 'abgebrochen',
// 'not completed', 'trancado', 'inachevé', 'sin terminar'): studied, never held (round 20's Portuguese and
// bioinformatics CVs). 'not yet completed' is a degree still under way, not one left.
const UNFINISHED_WORDS = [
  String.raw`incomplet[oae]s?|incomplete|inconclus[oa]|unfinished|uncompleted|not completed|drop(?:ped)?[- ]?out`,
  String.raw`discontinued|abgebrochen|nicht abgeschlossen|trancad[oa]|inachev[ée]e?|non (?:terminée?|achevée?|completato|concluso)`,
  String.raw`sin (?:terminar|finalizar)|no (?:terminad[oa]|finalizad[oa]|conclu[ií]d[oa])|não conclu[ií]d[oa]|interrott[oa]`,
].join('|');
// A field of the row of its own: after a mark or the dates, before a bracket's end, a mark or the row's end.
const UNFINISHED = new RegExp(
  String.raw`(?:[(\[·,–—-]|\b(?:19|20)\d{2})\s*(?:${UNFINISHED_WORDS})\s*(?:[)\],;·]|$)`,
  'iu',
);
/** A degree row (or its dates row) that says the degree was left unfinished. */
export function marksUnfinished(text: string): boolean {
  return UNFINISHED.test(text);
}

/** 'Graduated as M.Sc. Digital Media', 'Graduated with a BSc in Biology': the degree, without the verb before it. */
export function withoutGraduationVerb(text: string): string {
  return (
    text
      .replace(/^\s*graduated\s+(?:as|with)\s+(?:an?\s+)?/i, '')
      // 'Ph.D. in Archaeology Obtained: 15 May 2018': the date it was awarded, told after the degree (the year is
      // read from the line as written).
      .replace(COMPLETION_DATE, '')
  );
}

const COMPLETION_DATE =
  /[\s,;(]*\b(?:obtained|awarded|conferred|completed|defended|granted)\b\s*:?\s*(?:on\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:\p{L}+\.?\s+)?(?:\d{1,2},?\s+)?(?:19|20)\d{2}\)?\s*$/iu;

// A school below university level: its name says so ('East Ridge High School', 'Lycée Victor Hugo', 'Colegio San
// Marcos', 'Preparatoria 5', 'Liceo Galilei', 'Gymnasium am Markt', the Finnish 'Kallion lukio').
const SECONDARY_SCHOOL =
  /\b(?:high school|secondary school|senior secondary|higher secondary|secondary education|gymnasium|lyc[ée]e|preparatoria|liceo|colegio|instituto de bachillerato|lukio)\b/iu;
// What a secondary school awards ('HS Diploma', 'GED', 'Bachillerato', 'Baccalauréat', 'Abitur', 'A levels',
// 'Diploma di maturità', the Finnish 'Ylioppilas'). A word ending in an accented letter has no word boundary after it:
// no letter follows.
const SECONDARY_AWARD = new RegExp(
  String.raw`\b(?:(?:HS|high school|secondary|GED|bachillerato|bachiller|baccalaur[ée]at|bac|abitur|matura|A[- ]levels?|GCSEs?|SSC|HSC)\b|maturit[àa](?!\p{L}))|${FINNISH_SECONDARY_AWARD.source}`,
  'iu',
);

/**
 * 'Bachillerato / Educación Media', 'High School Diploma / GED': a school-leaving level named twice, as the countries
 * call it, is told by its first name ('Baccalauréat/Scientific', unspaced, names its stream).
 */
export function withOneNameOfSchoolLevel(degree: string): string {
  const [first = degree, ...others] = degree.split(/\s+\/\s+/);
  return others.length > 0 && SECONDARY_AWARD.test(first) ? first : degree;
}

/** Whether a school can be where a degree was taken: a high school is never the school of a bachelor's. */
export function canAward(school: string, degree: string): boolean {
  return !SECONDARY_SCHOOL.test(school) || SECONDARY_AWARD.test(degree);
}

// A thesis named after the degree on its line ('PhD - Thesis Title: …', 'M.Sc. Physics (thesis: …)',
// 'Licenciatura, Tesis: …'): a detail of the degree, not part of its name.
const THESIS_AFTER_DEGREE =
  /(?:\s*[,;|·]\s*|\s+[-–—]\s+|\s*\(\s*)(?:(?:master(?:['’]s)?|bachelor(?:['’]s)?|doctoral|phd|final|diploma)\s+)?(?:thesis|dissertation|tesis|tesi|th[èe]se|Abschlussarbeit|Masterarbeit|Bachelorarbeit)\b\s*(?:title\s*)?[:(\-–—].*$/iu;

/** The degree's name without the thesis its line goes on to name ('PhD - Thesis Title: …' → 'PhD'). */
export function withoutThesis(text: string): string {
  const cut = text.replace(THESIS_AFTER_DEGREE, '').trim();
  return cut.length > 0 ? cut : text;
}

// A results table's header row ('Qualification · Board/University · Year · Percentage'): the columns' names, no
// school and no degree.
const COLUMN_NAME =
  /^(?:qualifications?|degree|course|exam(?:ination)?|board|university|institut(?:e|ion)|college|school|year(?: of passing)?|passing year|percentage|marks|c?gpa|grade|result|class|division|sr\.? ?no\.?|speciali[sz]ation|stream|subject)$/i;

/** A table's header row of education columns. */
export function isColumnNamesRow(text: string): boolean {
  const cells = text.split(/\s+[·|]\s+/);
  return (
    cells.length >= 3 && cells.every((cell) => cell.split(/\s*\/\s*/).every((name) => COLUMN_NAME.test(name)))
  );
}
