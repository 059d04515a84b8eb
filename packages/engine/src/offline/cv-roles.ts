// The roles of a CV's experience section: which lines head an entry and which tell its work, dates read from rows,
// and each entry made into a role (or a project done at an employer).

import nlp from 'compromise';
import { its, splitSentences, wink } from '../text/nlp.ts';
import { withoutLinksInText } from './contact-data.ts';
import { isEntryLabelLine } from './cv-entry-labels.ts';
import { fullStopRowOf } from './cv-full-stop-rows.ts';
import { withoutRunInRows } from './cv-run-in-rows.ts';
import {
  isWorkModeField,
  titleWithBracketedEmployer,
  withDashFieldsApart,
  withoutWorkMode,
} from './cv-job-rows.ts';
import { describesWorkImpersonally } from './cv-third-person.ts';
import { withToldRolesAsHeaders } from './cv-told-roles.ts';
import {
  DATE,
  DATE_RANGE,
  INSTITUTION,
  isPlaceLine,
  LIST_ANNOUNCEMENT,
  OPEN_END,
  ORGANISATION_MARK,
  PLACE,
  SCHOOL_WITHIN,
  SEASON,
  tidy,
  TITLE_WORD,
  trimmed,
} from './cv-vocabulary.ts';
import type { CvLine } from './cv-lines.ts';
import type { CvProject, CvRole } from './cv-profile.ts';

function startsWithVerb(text: string): boolean {
  const tags = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('Verb') || wink.readDoc(text).tokens().out(its.pos)[0] === 'VERB';
}

/**
 * A line of achievements or duties rather than a job header. Headers are short and carry a date range, a job
 * title, a company mark ('Inc.', '|') or capitals, or sit just above such a line ('ABC Company' above
 * 'Senior Python Developer, 2021 - Present'); anything else under a job is a detail.
 */
export function isDetail(line: CvLine, next: CvLine | undefined, afterNext?: CvLine): boolean {
  const words = line.text.split(/\s+/).length;
  // 'Tech-Stack: Python, R, Git' under a job: the job's tools, never the next job's employer.
  if (isLabelledList(line.text)) return true;
  // 'Supervisor: Dr. Ana Roe (Professor)' under a research post: who the work was done under, never a job title.
  if (SUPERVISOR_LINE.test(line.text)) return true;
  // 'RESEARCH COLLABORATOR – Marine Data Lab, Porto Tech': a title in capitals before its employer heads an entry,
  // whatever its first word reads as.
  if (
    !line.isBullet &&
    words <= 24 &&
    !/[.!?]$/.test(line.text) &&
    withShoutedTitleApart(line.text) !== line.text
  )
    return false;
  // LinkedIn: employer, then the title however it is worded ('Machine learning platform team'), then dates alone.
  if (!line.isBullet && words <= 10 && !/[.!?]$/.test(line.text) && isDatesAlone(next)) return false;
  // A portal's 'Saint Gobain India Pvt Ltd - (Glass Business) as Retail Sales Officer (Marketing)' runs longer.
  if (!line.isBullet && words <= 16 && isDatesAlone(next) && employerAsTitle(line.text)) return false;
  if (
    !line.isBullet &&
    words <= 6 &&
    !/[.!?,;:]$/.test(line.text) &&
    isDatesAlone(afterNext) &&
    isShortLine(next)
  )
    return false;
  if (!line.isBullet && words <= 12 && (YEAR_COLUMN.test(line.text) || DATED_EMPLOYER.test(line.text)))
    return false;
  // 'Director of the Regional Library · May 2024 - Northgate University, Leeds': a title and its row date, however
  // long the employer printed after it.
  if (
    !line.isBullet &&
    words <= 24 &&
    !/[.!?]$/.test(line.text) &&
    TITLE_WORD.test(line.text) &&
    ROW_ONE_DATE.test(line.text)
  )
    return false;
  // LaTeX templates set a job's employer line as a list item ('- Cruise · San Francisco, CA').
  if (isFieldedHeader(line.text)) return false;
  // A job title right above its dates ('Intern/Assistant System Administrator' then 'May 1999 - Dec 1999'), and a
  // place line ('San Francisco Bay Area') are headers, whatever their first word looks like.
  if (!line.isBullet && words <= 12 && TITLE_WORD.test(line.text) && DATE_RANGE.test(next?.text ?? ''))
    return false;
  if (!line.isBullet && isPlaceLine(line.text)) return false;
  // 'San Francisco, California' under a job's dates: its place, not a duty.
  if (
    !line.isBullet &&
    words <= 4 &&
    PLACE.test(line.text) &&
    !TITLE_WORD.test(line.text) &&
    !ORGANISATION_MARK.test(line.text)
  )
    return false;
  // '10/2019 – 12/2020 Postdoctoral researcher with the X Project on …': a row opening on its date range opens an
  // entry, however long its description runs.
  if (!line.isBullet && words <= 40 && RANGE_AT_START.test(line.text)) return false;
  // 'Topics included customer contracts, change management': a sentence in lower case, whatever follows it (a
  // name is capitalised).
  if (line.text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word)).length >= 4)
    return true;
  // A short line right above a job title names the employer ('Camp and Camp Associates' over 'Office Administrator').
  const isAboveTitle =
    next !== undefined && !next.isBullet && TITLE_WORD.test(next.text) && next.text.split(/\s+/).length <= 12;
  if (!line.isBullet && words <= 6 && !/[.!?,;:]$/.test(line.text) && isAboveTitle) return false;
  // So does a longer one of names with an institution ('Department of Anesthesiology, School of Medicine, University
  // of North Carolina at Chapel Hill' over 'Assistant Professor').
  if (isAboveTitle && INSTITUTION.test(line.text) && isNameList(line, 16)) return false;
  // The reader turns some layouts' date lines into bullets ('- February, 2020 - May, 2023').
  if (DATE_RANGE.test(line.text)) return line.isBullet && words > 10;
  if (line.isBullet) return true;
  if (words > 16 || (/[.!]$/.test(line.text) && words > 5)) return true;
  // A title in title case is a header though its first word can be a verb ('Volunteer Swim Coach', 'Lead Designer').
  const isTitleCase = line.text
    .split(/\s+/)
    .every((word) => /^[\p{Lu}\d(&]/u.test(word) || NAME_LINKS.has(word));
  if (words <= 6 && isTitleCase && TITLE_WORD.test(line.text)) return false;
  if (words >= 3 && startsWithVerb(line.text)) return true;
  if (words > 12) return true;
  if (
    TITLE_WORD.test(line.text) ||
    (ORGANISATION_MARK.test(line.text) && words <= 8) ||
    !/\p{Ll}/u.test(line.text)
  )
    return false;
  return !(next && !next.isBullet && (DATE_RANGE.test(next.text) || TITLE_WORD.test(next.text)));
}

// 'Nov 2023 – Apr 2024 & Oct 2024 – Apr 2025': a post held twice; the row's second period is no part of its names.
const FURTHER_PERIOD = new RegExp(`\\s*(?:&|\\band\\b|,|;)\\s*(?:${DATE_RANGE.source})\\s*$`, 'iu');
const RANGE_AT_START = new RegExp(`^(?:${DATE_RANGE.source})\\s+\\p{Lu}`, 'iu');
const SUPERVISOR_LINE =
  /^(?:(?:thesis |research |academic |project )?(?:supervisors?|advis[eo]rs?|mentors?|supervised by|principal investigators?|PI|reporting to|reports to))\s*:/i;

/** A line of nothing but a date range ('April 2017 - May 2018'). */
function isDatesAlone(line: CvLine | undefined): boolean {
  const range = line && !line.isBullet ? DATE_RANGE.exec(line.text) : null;
  return range !== null && withoutDuration(line?.text.replace(range[0], '') ?? '').trim() === '';
}

function isShortLine(line: CvLine | undefined): boolean {
  return (
    line !== undefined &&
    !line.isBullet &&
    line.text.split(/\s+/).length <= 10 &&
    !/[.!?]$/.test(line.text) &&
    !DATE_RANGE.test(line.text)
  );
}

/**
 * A line of fields a layout set apart (the reader parts a right-aligned field with ' · '), one of them a place or
 * dates: 'Cruise · San Francisco, CA', 'Data Analyst, Pricing · Mar 2019 - Present'. A header, never a duty.
 */
function isFieldedHeader(text: string): boolean {
  const fields = text.split(/\s+·\s+/);
  return (
    fields.length >= 2 &&
    text.split(/\s+/).length <= 16 &&
    !/[.!?]$/.test(text) &&
    fields
      .slice(1)
      .some(
        (field) =>
          PLACE.test(field) ||
          isPlaceLine(field) ||
          DATE_RANGE.test(field) ||
          ONE_DATE.test(field) ||
          DATED_FIELD_END.test(field),
      )
  );
}

// A year column before an entry (Twenty Seconds, moderncv): '1951 Disney Film · Film', 'since 2022 Research Fellow',
// a term of a year ('Fall 2016 Visiting researcher').
const YEAR_COLUMN = new RegExp(
  `^(?:since\\s+)?((?:${SEASON}\\s+)?(?:19|20)\\d{2})\\s+(?:·\\s+)?(?=\\p{Lu})`,
  'iu',
);
// 'Getoq Labs, 11/2011': a one-date entry's employer field ends on its date.
const DATED_FIELD_END = new RegExp(`,\\s*(${DATE})$`, 'i');
// A date heading an entry before its employer ('09/2016 - Acme Labs', 'since 2018 - Acme Labs'): the entry's date.
export const DATED_EMPLOYER = new RegExp(`^(?:since\\s+)?(${DATE})\\s+[–—-]\\s+(?=\\p{Lu})`, 'iu');

export const ONE_DATE = new RegExp(`^(?:expected(?: graduation)?:?\\s*)?${DATE}$`, 'i');

/** Sentences of a CV line; a split inside a word ('ASP.' + 'Net', 'backbone.' + 'js-like') is undone. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let cursor = 0;
  for (const sentence of splitSentences(text)) {
    const at = text.indexOf(sentence, cursor);
    const isInsideWord = at > 0 && !/\s/.test(text.charAt(at - 1));
    cursor = at >= 0 ? at + sentence.length : cursor;
    const last = sentences.length - 1;
    if (last >= 0 && (isInsideWord || /^\p{Ll}/u.test(sentence)))
      sentences[last] = `${sentences[last]}${isInsideWord ? '' : ' '}${sentence}`;
    else sentences.push(sentence);
  }
  return sentences;
}

// A bullet opening on a bold label: 'Unstructured Calibration: Built...', 'Research Assistant – Machine Learning: ...'.
const LEAD_LABEL = /^(\p{Lu}[^:.!?]{0,60}?):\s+(?=\S)/u;
// 'Impartí', 'Diseñé', 'Desarrollé': a Spanish verb in the past tense, first person, opening a line.
const FIRST_PERSON_PAST = /^\p{Lu}\p{Ll}{2,}[éí](?=\s)/u;

/** 'Technologies: AWS, Python, React, MLflow.': a job's list of tools, not something the candidate did. */
function isLabelledList(detail: string): boolean {
  const label = LEAD_LABEL.exec(detail);
  if (!label) return false;
  const items = detail
    .slice(label[0].length)
    .replace(/\.$/, '')
    .split(/\s*,\s*|\s+and\s+/);
  return items.length >= 3 && items.every((item) => item.split(/\s+/).length <= 4);
}

/** A sentence that tells an action: it opens on a verb ('Built...', 'Also worked on...'), not on a thing. */
function tellsAction(sentence: string): boolean {
  const text = sentence.replace(/^(?:also|then)\s+/i, '');
  const tags = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('PastTense') || wink.readDoc(text).tokens().out(its.pos)[0] === 'VERB';
}

/** A lead-in of two words or more opening on a verb in the past tense ('Taught two courses', 'Impartí dos clases'). */
function isActionLabel(label: string): boolean {
  if (label.split(/\s+/).length < 2) return false;
  const tags = (nlp(label).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('PastTense') || FIRST_PERSON_PAST.test(label);
}

/**
 * The sentences of a duty line a candidate would say. A bold label before a colon names the topic, and the
 * sentences after it that say what the topic is ('TensorFlow is an open source library...', 'Service for sending
 * email') describe a product, not the candidate's work: only those that tell an action stay.
 */
function toldSentences(detail: string): string[] {
  const label = LEAD_LABEL.exec(detail);
  if (!label || (label[1] ?? '').split(/\s+/).length > 6) return sentencesOf(detail);
  // A label that is itself an action introduces what it names ('Taught two courses: Graph Theory and Optics',
  // 'Impartí dos clases: …', a Spanish past tense in the first person): the line is one thing done.
  if (isActionLabel(label[1] ?? '')) return sentencesOf(detail);
  return sentencesOf(detail.slice(label[0].length)).filter(tellsAction);
}

// 'RESEARCH INTERN – Center for Ocean Physics, Coastal University': a title set in capitals, a dash, then its employer
// as written. The title is a field of its own, in the case it would be written in.
const SHOUTED_TITLE = /^([^\p{Ll}]{3,80}?)\s+[–—]\s+(?=.*\p{Ll})/u;

function withShoutedTitleApart(text: string): string {
  const [lead = '', title = ''] = SHOUTED_TITLE.exec(text) ?? [];
  const employer = text.slice(lead.length);
  if (!lead || !TITLE_WORD.test(title)) return text;
  // 'Title at Employer' keeps the employer whole, its commas and bracketed acronym included.
  return TITLE_WORD.test(employer) ? `${tidy(title)} | ${employer}` : `${tidy(title)} at ${employer}`;
}

export function withoutDuration(text: string): string {
  return text.replace(
    /\(?\b(?:\d+\s+(?:years?|months?)(?:,?\s*\d+\s+months?)?|less than a (?:year|month))\b\)?/gi,
    '',
  );
}

/**
 * `employer`: the company a draft's title sits under when several roles are listed under one company. `named`: the
 * title and employer as a form's fields named them, read as they are.
 */
export type RoleDraft = {
  headers: string[];
  start: string | null;
  end: string | null;
  details: string[];
  employer?: string | null;
  named?: { title: string | null; organisation: string | null };
};

// One date a row sets after its title and employer, after a separator ('· Nov. 2011', 'Acme Labs, 11/2011').
const ROW_ONE_DATE = new RegExp(`(?:·|,)\\s*(${DATE})(?=\\s|$)`, 'i');
// 'Head of Operations · March 2023 - Acme Ltd, Leeds': a start and a dash with no end, the post held still (the
// employer's line printed after it, where the end date would stand).
const ROW_OPEN_DATE = new RegExp(`(?:·|,)\\s*(${DATE})\\s+[–—-](?=\\s+\\p{Lu}|\\s*$)`, 'iu');

/**
 * Row layouts run the first duty on after the entry's dates ('Engineer (Acme) · 2016 - now Built the portal…'): the
 * header ends at its dates and the sentence after them is a duty of its own.
 */
function withRunOnDutyApart(line: CvLine): CvLine[] {
  const dates = line.isBullet ? null : (DATE_RANGE.exec(line.text) ?? ROW_ONE_DATE.exec(line.text));
  if (!dates || dates.index === 0) return [line];
  const end = dates.index + dates[0].length;
  const duty = line.text.slice(end).trim();
  // A sentence, not the employer's name or place after the dates: it opens on a verb or runs in lower case.
  const lowerWords = duty.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word));
  const isSentence = startsWithVerb(duty) || lowerWords.length >= 3;
  if (duty.split(/\s+/).length < 4 || !/^\p{Lu}/u.test(duty) || !isSentence) return [line];
  return [
    { ...line, text: line.text.slice(0, end).trim() },
    { text: duty, isBullet: true },
  ];
}

/**
 * Typst and LaTeX templates (brilliant-cv, imprecv, basic-resume, Jake's résumé) set each entry as two rows of two
 * fields, the second right-aligned: 'Title · dates' and 'Employer · place', in either order. The other row names the
 * employer, whatever its place ('Kelpie Works · The Cloud'), and the dated row the role; where only the other row
 * reads as a title the template has them the other way round ('Acme Labs · 2019 - 2021' / 'Analyst · Leeds'), and
 * where neither does ('Dream Weaver · 2016 - 2019') the role is left untitled rather than guessed. Returns, by the
 * index of an entry's first row, its title, employer and dates, and the index of its second row.
 */
const WORK_UNIT =
  /^(?:school|faculty|department|college|division|team|group|unit|facultad|departamento|divisi[oó]n|equipo|grupo|unidad)\b|\b(?:team|group|unit|equipo)$/i;

type RowPair = { title: string | null; organisation: string; start: string; end: string; second: number };

/** A row's field that holds nothing but dates ('Jan 2021 — Present', 'Summer 2017'): its start and end. */
export function datesOf(field: string): { start: string; end: string } | null {
  const range = DATE_RANGE.exec(field);
  if (range && withoutDuration(field.replace(range[0], '')).trim() === '')
    return { start: tidy(range[1] ?? ''), end: tidy(range[2] ?? range[1] ?? '') };
  return ONE_DATE.test(field) ? { start: tidy(field), end: tidy(field) } : null;
}

// A date on an entry's own line: a range, or a row's single or open-ended date after its title.
const ENTRY_DATE = new RegExp(`${DATE_RANGE.source}|(?:·|,)\\s*${DATE}(?=\\s|$)`, 'iu');
const STARTS_WITH_DATE = new RegExp(`^${DATE}(?!\\S)`, 'iu');

function rowPairsOf(lines: CvLine[]): Map<number, RowPair> {
  const fieldsOf = (line: CvLine | undefined): [string, string] | null => {
    const fields = line && !line.isBullet ? withoutWorkMode(line.text).split(/\s+·\s+/) : [];
    const [name = '', other = ''] = fields;
    return fields.length === 2 &&
      /^[\p{Lu}\d]/u.test(name) &&
      name.split(/\s+/).length <= 12 &&
      !/[.!?:;]$/.test(name)
      ? [name, other]
      : null;
  };
  const isPlaceRow = (fields: [string, string] | null): fields is [string, string] =>
    fields !== null &&
    !DATE_RANGE.test(fields.join(' ')) &&
    !ONE_DATE.test(fields[1]) &&
    // 'Head of Operations · March 2023 - Acme, Leeds': a row whose second field opens on a date is another entry.
    !STARTS_WITH_DATE.test(fields[1]) &&
    /^\p{Lu}/u.test(fields[1]) &&
    fields[1].split(/\s+/).length <= 8 &&
    !TITLE_WORD.test(fields[1]);
  const found: {
    index: number;
    dated: [string, string];
    placed: [string, string];
    dates: { start: string; end: string };
  }[] = [];
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const [first, second] = [fieldsOf(lines[index]), fieldsOf(lines[index + 1])];
    const [dated, placed] = first && datesOf(first[1]) ? [first, second] : [second, first];
    const dates = dated ? datesOf(dated[1]) : null;
    if (!dated || !dates || !isPlaceRow(placed) || PLACE.test(dated[0]) || isPlaceLine(dated[0])) continue;
    found.push({ index, dated, placed, dates });
    index += 1;
  }
  // Awesome-CV sets the employer and dates over the title and place ('Acme · 2019 - 2022' over 'Product Management ·
  // Boise'): where the CV's rows that name a title all set it on the place's row, a row pair naming none follows them
  // (round 20's business lead: 'IT Transformation and Product Management' was read as the employer).
  const titleBelow = found.filter(
    ({ dated, placed }) => !TITLE_WORD.test(dated[0]) && TITLE_WORD.test(placed[0]),
  );
  const titleAbove = found.filter(
    ({ dated, placed }) => TITLE_WORD.test(dated[0]) && !TITLE_WORD.test(placed[0]),
  );
  const setsTitleBelow = titleBelow.length > 0 && titleAbove.length === 0;
  const pairs = new Map<number, RowPair>();
  for (const { index, dated, placed, dates } of found) {
    const namesNoTitle = !TITLE_WORD.test(dated[0]) && !TITLE_WORD.test(placed[0]);
    const isSwapped =
      (!TITLE_WORD.test(dated[0]) && TITLE_WORD.test(placed[0])) || (setsTitleBelow && namesNoTitle);
    const [role, organisation] = isSwapped ? [placed[0], dated[0]] : [dated[0], placed[0]];
    // 'Analyst, Harvest Team', 'Teaching Assistant, Faculty of Science': the unit after the title is no part of it.
    const title = role
      .split(/,\s+(?![^()]*\))/)
      .filter((part, position) => position === 0 || !WORK_UNIT.test(part))
      .join(', ');
    pairs.set(index, {
      title: TITLE_WORD.test(title) || (setsTitleBelow && namesNoTitle) ? tidy(title) : null,
      organisation: tidy(organisation),
      ...dates,
      second: index + 1,
    });
  }
  return pairs;
}

/**
 * Groups the experience section into jobs. Layouts differ: dates before or after the details (RenderCV puts
 * place and dates last), title and company on one line or two, company above or below the title.
 */
export function rolesOf(sourceLines: CvLine[]): RoleDraft[] {
  const lines = withToldRolesAsHeaders(sourceLines).flatMap(withRunOnDutyApart);
  const drafts: RoleDraft[] = [];
  let current: RoleDraft | null = null;
  const hasTitle = (draft: RoleDraft): boolean => draft.headers.some((header) => TITLE_WORD.test(header));
  const open = (): RoleDraft => {
    const draft: RoleDraft = { headers: [], start: null, end: null, details: [] };
    drafts.push(draft);
    return draft;
  };
  // Where the entries are two-row pairs, every line besides them is a detail of the entry above: a bullet, a sentence,
  // never a header ('Tags Dataiku Snowflake' under a job's duties is no employer of the next).
  const pairs = rowPairsOf(lines);
  const seconds = new Set([...pairs.values()].map((pair) => pair.second));
  // 'Shift Supervisor · June 2019 - May 2023' first, then 'Riverside Freight, Hull': where the section opens on a
  // dated title, each entry's employer comes under its title, never above the next one.
  const [firstLine] = lines.filter((line) => !line.isBullet);
  const opensOnDatedTitle =
    firstLine !== undefined &&
    ENTRY_DATE.test(firstLine.text) &&
    TITLE_WORD.test(firstLine.text.split(/\s+·\s+|,\s+/)[0] ?? '') &&
    !/[.!?]$/.test(firstLine.text);
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1];
    const pair = pairs.get(index);
    if (pair) {
      current = open();
      current.headers.push(...(pair.title ? [pair.title] : []), pair.organisation);
      current.named = { title: pair.title, organisation: pair.organisation };
      [current.start, current.end] = [pair.start, pair.end];
      continue;
    }
    if (seconds.has(index)) continue;
    const row = line.isBullet ? null : fullStopRowOf(line.text);
    if (row) {
      current = open();
      current.headers.push(row.title, row.organisation);
      current.named = { title: row.title, organisation: row.organisation };
      [current.start, current.end] = [tidy(row.start), tidy(row.end)];
      continue;
    }
    if (!line.isBullet && isEntryLabelLine(line.text)) continue;
    // 'Technical lead since 2018:' over bullets leads the list: a detail of the job above, not a job of its own.
    if (!line.isBullet && /:\s*$/.test(line.text) && current !== null && next?.isBullet) {
      current.details.push(line.text);
      continue;
    }
    if (pairs.size >= 2 && current?.named && (line.isBullet || !DATE_RANGE.test(line.text))) {
      const lowerWords = line.text
        .split(/\s+/)
        .filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word));
      if (line.isBullet || lowerWords.length >= 3) current.details.push(line.text);
      continue;
    }
    // 'August 2002 – present Independent consultant' then 'British Council, Paris, France': the employer's line
    // under a dated title, before any duty, belongs to that job; above another title it is that title's employer
    // (LinkedIn: 'Kindred.ai' over 'Head of People Operations').
    const isAboveTitle = !opensOnDatedTitle && next !== undefined && isTitleLine(next);
    if (current !== null && current.start !== null && !line.isBullet && SECTOR_LINE.test(line.text)) continue;
    // Under a dated title in a section of such rows, the name line is its employer even where the title names its
    // unit ('Curator, Special Collections · 2006 - 2012' over 'Seminary Library, Princeton').
    const awaitsEmployer =
      current !== null &&
      (isTitleOnly(current) ||
        (opensOnDatedTitle &&
          current.headers.length === 1 &&
          current.details.length === 0 &&
          !current.headers[0]?.includes(' | ')));
    // '### Analyst' / 'Agencia de Calidad, Santiago.' / 'Sept. 2019 – a la fecha': the name line between a title and
    // its dates is the title's employer.
    const isEmployerLine =
      current !== null &&
      (current.start !== null || isDatesAlone(next)) &&
      awaitsEmployer &&
      !isAboveTitle &&
      isNameList(line);
    // '2020 – present Postdoctoral Associate' / 'Overseas Fellow' / 'Brown University, …': undated titles under a
    // dated one, before its employer and duties, are posts held at once; the entry keeps its first title.
    const isTitleHeldAtOnce =
      current !== null &&
      current.start !== null &&
      isTitleOnly(current) &&
      isTitleLine(line) &&
      !DATE_RANGE.test(line.text) &&
      !DATE_RANGE.test(next?.text ?? '') &&
      isNameList(lines.slice(index + 1).find((after) => !isTitleLine(after)) ?? line);
    if (isTitleHeldAtOnce) continue;
    if (isEmployerLine && current) {
      const [title = ''] = current.headers;
      // 'Director, Scholarly Communications' over its employer's line: the unit after the comma is the title's.
      if (opensOnDatedTitle && /,/.test(title) && !isTitleOnly(current))
        current.named = {
          title,
          organisation: roleFromDraft({ headers: [tidy(line.text)], start: null, end: null, details: [] })
            .organisation,
        };
      current.headers.push(tidy(line.text));
      continue;
    }
    if (isDetail(line, next, lines[index + 2])) {
      current?.details.push(line.text);
      continue;
    }
    const range =
      DATE_RANGE.exec(line.text) ??
      YEAR_COLUMN.exec(line.text) ??
      DATED_EMPLOYER.exec(line.text) ??
      ROW_OPEN_DATE.exec(line.text) ??
      ROW_ONE_DATE.exec(line.text) ??
      (isFieldedHeader(line.text) ? DATED_FIELD_END.exec(line.text) : null);
    const rest = withoutWorkMode(
      withoutDuration(line.text.replace(range?.[0] ?? '', '').replace(FURTHER_PERIOD, '')),
    );
    // Capitals are a layout's only where the whole line is in them: 'UNDP (UN) · Caracas, VE' keeps its acronym.
    const isShouted = !/\p{Ll}/u.test(rest);
    const header = withShoutedTitleApart(withDashFieldsApart(rest))
      // 'UBUNTU SJM Cargo: Voluntario': a Spanish CV labels the title after the employer ('Cargo', 'Puesto').
      .split(/\s+[|·]\s+|\s{2,}|\s+(?:Cargo|Puesto):\s*/)
      .map(isShouted ? tidy : trimmed)
      .filter(
        (part) =>
          part &&
          !/^\d+$/.test(part) &&
          !(
            PLACE.test(part) &&
            !ORGANISATION_MARK.test(part) &&
            !TITLE_WORD.test(part) &&
            !OWN_PROJECT_KIND.test(part) &&
            !namesEmployerAndPlace(part)
          ),
      )
      .join(' | ');
    const isPlaceOnly = (!range && header === '') || (!range && isPlaceLine(line.text));
    // A title line is short: 'As Executive Director of Communications, I led...' under a place is a duty.
    const nextHasTitle = next !== undefined && isTitleLine(next);
    if (isPlaceOnly && (!nextHasTitle || isPlaceLine(line.text))) continue;
    const label = header || (isPlaceOnly ? tidy(rest) : '');
    if (!label) {
      // A line of dates alone: the dates of the job above when it has none (RenderCV), else a new job's.
      if (!current || current.start) current = open();
    } else {
      // Timelines set an entry's dates on the row above it, then short labels read as details ('Consultant for
      // Acme', '2 years'): the first header after them is that dated entry's, not the start of the next.
      const awaitsHeader =
        current !== null && current.headers.length === 0 && current.start !== null && !range;
      const isNew =
        !current ||
        (current.details.length > 0 && !awaitsHeader) ||
        (range !== null && current.start !== null) ||
        // A dated entry with its employer and title (LinkedIn: 'Amazon', 'Alexa AI', dates) is complete.
        (current.start !== null && current.headers.length >= 2) ||
        (hasTitle(current) && TITLE_WORD.test(label)) ||
        // A dated title alone ('Staff Engineer  Nov 2021 – Present') takes the employer's line under it.
        (hasTitle(current) &&
          current.start !== null &&
          !TITLE_WORD.test(label) &&
          (!isTitleOnly(current) || isAboveTitle));
      // Several roles under one company (LinkedIn): a second title, with its own dates, after a dated one.
      const previous: RoleDraft | null = current;
      // Its dates stand alone (or with a place): a line naming its own company opens a role of that company.
      const nextRest = tidy(withoutDuration((next?.text ?? '').replace(DATE_RANGE, '')));
      const isSiblingRole =
        previous !== null &&
        previous.start !== null &&
        previous.details.length === 0 &&
        TITLE_WORD.test(label) &&
        DATE_RANGE.test(next?.text ?? '') &&
        (nextRest === '' || isPlaceLine(nextRest));
      // Under an employer's row pair ('IBM · Brasil' / 'Developer · 2022 – Present'), a later row of a title and its
      // dates alone ('Intern · 2021-2022'), paired with no employer row, is an earlier role at that employer.
      const isRoleUnderNamedEmployer =
        !opensOnDatedTitle &&
        previous?.named !== undefined &&
        range !== null &&
        TITLE_WORD.test(label) &&
        !label.includes(' | ') &&
        /\s·\s/.test(line.text);
      if (isNew) current = open();
      if (current && isRoleUnderNamedEmployer && current !== previous)
        current.employer = previous?.named?.organisation;
      if (current && isSiblingRole && current !== previous)
        current.employer = previous?.employer ?? employerOf(previous?.headers ?? []);
      current?.headers.push(label);
    }
    if (current && range && !current.start) {
      current.start = tidy(range[1] ?? '');
      // A year column's single year dates the whole entry; 'since 2022' runs to the present.
      current.end = tidy(
        range[2] ?? (/^since/i.test(range[0]) || /[–—-]$/.test(range[0]) ? 'present' : (range[1] ?? '')),
      );
    }
  }
  return drafts.filter((draft) => draft.headers.length > 0 && (draft.start || draft.details.length > 0));
}

// What a CV may list among its experience besides jobs, named by its kind beside it ('1951 · Disney Film. · Film',
// 'Rivers of Glass · Exhibition'): the entry is a work, not a job at an employer of that name.
const WORK_KIND =
  /^(?:film|short film|movie|documentary|series|book|novel|album|song|play|exhibition|paper|article|talk|presentation|award|prize|publication|patent|project|certification|course)$/i;

// The kind a template prints on an entry's second line when the entry is the candidate's own project, not a job.
const OWN_PROJECT_KIND =
  /\b(?:individual|personal|side|hobby|open[- ]source|course|class|university|school|academic|team|group) projects?$/i;

/** An experience entry that names a work and its kind, without a job title: the work, its kind and its year. */
export function workOf(draft: RoleDraft): CvProject | null {
  const parts = draft.headers.flatMap((header) => header.split(/\s*\|\s*/)).map(trimmed);
  // 'Acme CLI' over 'Go, Maintainer  Individual Projects': a project of the candidate's own, listed among the jobs.
  const ownProject = draft.headers.slice(1).some((header) => OWN_PROJECT_KIND.test(header));
  if (ownProject && parts[0] && !TITLE_WORD.test(parts[0]))
    return {
      name: parts[0].replace(/\.$/, ''),
      kind: 'project',
      year: draft.start === draft.end || !draft.end ? draft.start : `${draft.start} – ${draft.end}`,
      details: draft.details.map(withoutLinksInText).flatMap(sentencesOf),
    };
  const kind = parts.at(-1) ?? '';
  if (parts.length < 2 || !WORK_KIND.test(kind) || parts.some((part) => TITLE_WORD.test(part))) return null;
  return {
    name: parts.slice(0, -1).join(', ').replace(/\.$/, ''),
    kind: kind.toLowerCase(),
    year: draft.start === draft.end || !draft.end ? draft.start : `${draft.start} – ${draft.end}`,
    details: draft.details.flatMap(sentencesOf),
  };
}

// An employer's mark in a name ('University of Bremen', 'Acme Inc.'), not a layout's separator.
export const EMPLOYER_NAME = new RegExp(
  `${INSTITUTION.source}|\\b(?:inc|corp|corporation|company|ltd|llc|gmbh|plc|group|labs?|bank|agency)\\b`,
  'i',
);

/**
 * Research CVs list projects among the experience, each a name over the line of the employer it was done at ('OpenQDA
 * - A Free Research Software' over 'ZeMKI, University of Bremen | 2023 - Today'), with no job title: the entry is a
 * project of that employer, not a job at an employer named after the project.
 */
export function projectAtEmployerOf(draft: RoleDraft): CvProject | null {
  const [name = '', ...others] = draft.headers;
  const isProject =
    others.length > 0 &&
    !draft.named &&
    !draft.employer &&
    draft.headers.every((header) => !TITLE_WORD.test(header)) &&
    !EMPLOYER_NAME.test(name) &&
    others.some((header) => EMPLOYER_NAME.test(header));
  if (!isProject) return null;
  return {
    name: tidy(name.split(/\s*\|\s*/)[0] ?? name),
    year: draft.start === draft.end || !draft.end ? draft.start : `${draft.start} – ${draft.end}`,
    at: roleFromDraft({ ...draft, headers: others }).organisation,
    details: roleFromDraft(draft).details,
  };
}

/** A job title's own line: short, a title word, not a sentence. */
function isTitleLine(line: CvLine): boolean {
  return (
    !line.isBullet &&
    // 'Mentor: Ann Roe' names the supervisor, not a post.
    !SUPERVISOR_LINE.test(line.text) &&
    TITLE_WORD.test(line.text) &&
    line.text.split(/\s+/).length <= 12 &&
    !/[.!?]$/.test(line.text)
  );
}

/** A draft holding only its title so far (no employer beside it): the employer's line may still follow. */
function isTitleOnly(draft: RoleDraft): boolean {
  const [header = ''] = draft.headers;
  return (
    draft.headers.length === 1 &&
    draft.details.length === 0 &&
    TITLE_WORD.test(header) &&
    !/,|\s\|\s/.test(header)
  );
}

export const NAME_LINKS = new Set([
  'of',
  'at',
  'and',
  'the',
  'for',
  'de',
  'del',
  'la',
  'du',
  'von',
  'van',
  'y',
  'e',
  'und',
]);

/** 'British Council, Paris, France', 'Acme Corp – Austin, TX': short, every part a name, no sentence. */
function isNameList(line: CvLine, maxWords = 10): boolean {
  // 'Agencia de Calidad, Santiago.': a full stop after the closing place ends the name, not a sentence.
  const text = line.text.replace(/(?<=,\s*\p{Lu}[\p{L}'’ -]{1,30})\.$/u, '');
  const parts = text.split(/\s*(?:,|\s[–—-]\s|\s[|·]\s)\s*/).filter(Boolean);
  return (
    !line.isBullet &&
    text.split(/\s+/).length <= maxWords &&
    // A country's initials end a place, not a sentence ('University of Oregon, Eugene, OR, U.S.').
    !/[.!?:;]$/.test(text.replace(/(?<=\s)(?:\p{Lu}\.){2,}$/u, '')) &&
    !DATE_RANGE.test(text) &&
    !TITLE_WORD.test(text) &&
    // Every word a name's: 'Council of Europe', not 'Meet with clients'.
    parts.every((part) =>
      part.split(/\s+/).every((word) => /^[\p{Lu}\d&(]/u.test(word) || NAME_LINKS.has(word.toLowerCase())),
    )
  );
}

// Parts of a header that name a place: 'New Orleans' before 'LA', 'Seoul' before 'S.Korea'.
export const REGION =
  /^(?:[A-Z]{2}|USA|U\.S\.A|UK|S\.\s?Korea|Korea|India|Canada|Türkiye|Turkey|Germany|France|Spain|Peru|Mexico|Australia)$/;

/** 'YMCA, Pomona, CA': an employer before its city and region (a place alone has one comma: 'Pomona, CA'). */
function namesEmployerAndPlace(part: string): boolean {
  const pieces = part.split(/,\s*/);
  return pieces.length >= 3 && REGION.test(pieces.at(-1) ?? '') && !REGION.test(pieces[0] ?? '');
}

/** The header of a draft that names the employer rather than the job: the one without a title word. */
function employerOf(headers: string[]): string | null {
  return headers.find((header) => !TITLE_WORD.test(header)) ?? null;
}

// LinkedIn writes a job as 'Director, Operations at University of Pittsburgh Medical Center': the title is all before
// ' at ' (commas included), the employer all after it ('Work Alternatives, Inc'). Italian, French and German CVs write
// it with 'presso', 'chez' and 'bei' ('Ricercatore presso Istituto …'); Spanish with 'en', which also names a title's
// field ('Ingeniero en Sistemas'), so only before a name that is plainly an organisation's.
const TITLE_AT_EMPLOYER = /^(.+?)\s+(?:at|presso|chez|bei)\s+(\p{Lu}.*)$/u;
const TITLE_EN_EMPLOYER = /^(.+?)\s+en\s+(\p{Lu}.*)$/u;
// 'Centro di Fisica (CDF) Trieste, Italia': the bracketed short form closes the name; the place after it is where.
const PLACE_AFTER_SHORT_NAME = /^(.*\(\p{Lu}{2,}\))\s+\p{Lu}[\p{L}'’ -]*(?:,\s*\p{Lu}[\p{L}'’ -]*)*,?$/u;
// Job portals' exports write it the other way round: 'Kapil Enterprises as Junior Manager'.
const EMPLOYER_AS_TITLE = /^(\p{Lu}.*?)\s+as\s+(?:an?\s+)?(\p{Lu}.*)$/u;

function titleAtEmployer(headers: string[]): { title: string; organisation: string } | null {
  for (const header of headers) {
    const enEmployer = TITLE_EN_EMPLOYER.exec(header);
    const [, title = '', organisation = ''] =
      TITLE_AT_EMPLOYER.exec(header) ??
      (enEmployer && EMPLOYER_NAME.test(enEmployer[2] ?? '') ? enEmployer : []);
    if (TITLE_WORD.test(title) && !TITLE_WORD.test(organisation))
      return { title: tidy(title), organisation: tidy(organisation.replace(PLACE_AFTER_SHORT_NAME, '$1')) };
    const asTitle = employerAsTitle(header);
    if (asTitle) return asTitle;
  }
  return null;
}

function employerAsTitle(header: string): { title: string; organisation: string } | null {
  const [, employer = '', title = ''] = EMPLOYER_AS_TITLE.exec(header) ?? [];
  return TITLE_WORD.test(title) && !TITLE_WORD.test(employer)
    ? { title: tidy(title), organisation: tidy(employer) }
    : null;
}

// 'Team Leader | Software Architect | R&D Engineer, Acme, Cairo': titles held at once, barred, before the employer's
// comma (round 20's moderncv architect) are one title, none of them the employer.
const BARRED_TITLES = /^([^,|()]+(?:\s\|\s[^,|()]+)+)(?=,\s)/;

function withTitlesJoined(header: string): string {
  const [titles = ''] = BARRED_TITLES.exec(header) ?? [];
  const each = titles.split(/\s\|\s/);
  return titles && each.every((title) => TITLE_WORD.test(title))
    ? `${each.join(' / ')}${header.slice(titles.length)}`
    : header;
}

export function roleFromDraft(given: RoleDraft): CvRole {
  const draft = withoutGroupHeading(withoutProjectTails(given));
  const [onlyHeader] = draft.headers.length === 1 && !draft.employer ? draft.headers : [];
  const named =
    draft.named ??
    titleAtEmployer(draft.headers) ??
    (onlyHeader ? titleWithBracketedEmployer(onlyHeader, (text) => TITLE_WORD.test(text)) : null);
  const parts = [...(draft.employer ? [draft.employer] : []), ...draft.headers.map(withTitlesJoined)]
    // 'Teaching assistant (Introduction to Data Science, Data Mining)', 'Research Associate (Architect | Team Lead)':
    // a comma or a bar in brackets parts nothing.
    .flatMap((header) => header.split(/(?:\s*\|\s*|,\s+)(?![^()]*\))/))
    // Headers were tidied whole: an acronym in a mixed-case header stays one ('YMCA, Pomona, CA').
    .map(trimmed)
    .filter((part) => part !== '' && !isWorkModeField(part));
  const isPlace = (part: string, index: number): boolean =>
    REGION.test(part) || REGION.test(parts[index + 1] ?? '');
  const titlePart = parts.find((part) => TITLE_WORD.test(part)) ?? null;
  // 'Internship' as a Europass CV writes the job: the candidate was the intern.
  const title =
    (named ? named.title : titlePart)
      ?.replace(
        /^(intern|trainee)ship$/i,
        (_, person: string) => person.charAt(0).toUpperCase() + person.slice(1).toLowerCase(),
      )
      .replace(TEAM_AFTER_TITLE, '$1') ?? null;
  const names = parts.filter(
    (part, index) => part !== titlePart && (!isPlace(part, index) || ORGANISATION_MARK.test(part)),
  );
  // A department or school within the university named after it yields to the university.
  const organisationPart =
    // 'Analyst, Data team, Acme Bank': the team the title was held in yields to the employer after it.
    names.find(
      (part, index) => !SCHOOL_WITHIN.test(part) && !(WORK_UNIT.test(part) && index + 1 < names.length),
    ) ??
    names[0] ??
    parts.find((part) => part !== titlePart && !REGION.test(part));
  // 'Dunamu Inc. Seoul': the company ends at its mark; 'Fox Entertainment Group – Los Angeles': before its place.
  const organisation =
    organisationPart
      ?.replace(/^(.*?\b(?:inc|corp|co|ltd|llc|gmbh|plc)\b\.?)\s.*$/i, '$1')
      // A sentence's full stop after a name ('Disney Film.'); 'Inc.' and 'Co.' keep theirs.
      .replace(/(?<=\p{Ll})(?<!\b(?:[Ii]nc|[Cc]orp|[Cc]o|[Ll]td|[Ll]lc|[Pp]lc|[Bb]ros))\.$/u, '')
      .replace(/^(\S.*?)\s[–—]\s.*$/, '$1') ?? null;
  const end = draft.end;
  const isCurrent = end !== null && new RegExp(OPEN_END, 'i').test(end);
  return {
    title,
    organisation: named ? named.organisation : organisation,
    start: draft.start,
    end: isCurrent ? 'present' : end,
    isCurrent,
    // 'Deploy new technology for the organization including:' introduces the lines after it; alone it says nothing.
    // '10/2019 – 12/2020 Postdoctoral researcher …' run into the lines: the next entry's row, and its work, go.
    details: withoutRunInRows(draft.details)
      .filter((detail) => !/:\s*$/.test(detail))
      .filter((detail) => !isLabelledList(detail))
      // '...workshops with the following titles.' announces the list lines under it: the announcement goes.
      .map((detail) => detail.replace(LIST_ANNOUNCEMENT, '.'))
      // 'An elegant template, https://github.com/jo/cv': the link is for a reader to click, not for saying.
      .map(withoutLinksInText)
      .flatMap(toldSentences)
      // A duty is told, never asked: a question under a job is a template's filler ('Can you then suppose …?').
      .filter((detail) => !/\?["”’)]*$/.test(detail))
      .filter((detail) => !describesWorkImpersonally(detail))
      .filter((detail) => detail.split(/\s+/).length >= 3),
  };
}

// 'Principal Engineer. Prototyping team', 'Lead architect. Cloud Migration programme': a full stop after the title's
// last word (a title word) sets apart the team or programme it was held in, no part of the title ('Sr. Engineer' keeps
// its dot: 'Sr' is no title word).
const TEAM_AFTER_TITLE = new RegExp(`^(.*(?:${TITLE_WORD.source}))\\.\\s+\\p{Lu}.*$`, 'iu');

/**
 * 'Financial Services' over 'Architect, Data team, Acme Bank, Leeds, 2018 – present': a sector sub-heading over a
 * group of jobs, above a row that names its own title, employer and place, is no employer of that row.
 */
function withoutGroupHeading(draft: RoleDraft): RoleDraft {
  const row = draft.headers.findIndex(
    (header) => TITLE_WORD.test(header) && header.split(/,\s+(?![^()]*\))/).length >= 4,
  );
  const above = draft.headers.slice(0, Math.max(row, 0));
  const isGroupHeading = (header: string): boolean =>
    !TITLE_WORD.test(header) && !ORGANISATION_MARK.test(header) && !header.includes(',');
  return row > 0 && !draft.named && !draft.employer && above.every(isGroupHeading)
    ? { ...draft, headers: draft.headers.slice(row) }
    : draft;
}

// 'Postdoctoral researcher with the Harbour Project (Westmark University) on research project “…”', 'Research Centre
// X with own research project “…”': the project a post was held on is told after its employer, and is neither.
const PROJECT_TAIL =
  /\s+(?:on|with|for)\s+(?:(?:my|own|a|the|his|her|their)\s+)?(?:research\s+)?project\b.*$/iu;
const TITLE_WITH_EMPLOYER = /^(.{3,60}?)\s+(?:with|for)\s+(\p{Lu}.*)$/u;

/** The draft with the project told after a header dropped, and 'Title with Employer' parted where it was. */
function withoutProjectTails(draft: RoleDraft): RoleDraft {
  if (!draft.headers.some((header) => PROJECT_TAIL.test(header))) return draft;
  const headers = draft.headers.flatMap((header) => {
    if (!PROJECT_TAIL.test(header)) return [header];
    const kept = header.replace(PROJECT_TAIL, '').trim();
    const [, title = '', employer = ''] = TITLE_WITH_EMPLOYER.exec(kept) ?? [];
    return title && TITLE_WORD.test(title) && !/\s(?:at|@)\s/.test(title) ? [title, employer] : [kept];
  });
  return { ...draft, headers };
}

// The line a template sets in the employer's place to name a field of work: 'Research and Development', 'Tourism
// industry', 'Banking sector'. Not the employer.
const SECTOR_LINE = /^(?:research (?:and|&) development|r\s?&\s?d|[\p{L} &-]{3,40}\s(?:industry|sector))$/iu;
