// The roles of a CV's experience section: each entry's lines grouped into a draft (its headers, dates and duties),
// whatever the layout's order of title, employer, dates and details.

import { isEntryLabelLine } from './cv-entry-labels.ts';
import { postItemsOf } from './cv-post-items.ts';
import { datedEmployerRowsOf } from './cv-dated-employer-rows.ts';
import { employerOverTitleYearRowsOf } from './cv-employer-title-year-rows.ts';
import { headingEntriesOf } from './cv-heading-entries.ts';
import { isEntryGroupHeading } from './cv-section-furniture.ts';
import { withSupervisorLineAsEmployer } from './cv-supervisor-tails.ts';
import { fullStopRowOf } from './cv-full-stop-rows.ts';
import { employerOfPlaceRow, withDescriptionAfterPlaceApart } from './cv-employer-place-rows.ts';
import { bracketedDateRowOf } from './cv-bracketed-date-rows.ts';
import { dashTitleRowOf } from './cv-dash-title-rows.ts';
import { withParentBodiesJoined } from './cv-parent-body-lines.ts';
import { withoutBranchLinesUnderRows } from './cv-branch-lines.ts';
import { withDashFieldsApart, withoutWorkMode } from './cv-job-rows.ts';
import { SECTOR_LINE, withoutSectorNote } from './cv-sector-notes.ts';
import { withToldRolesAsHeaders } from './cv-told-roles.ts';
import { withTrailingDatesRaised, withTrailingPlaceAndDatesRaised } from './cv-trailing-place-dates.ts';
import { withBoardBlocksJoined, withoutParenthesisedNotes } from './cv-board-blocks.ts';
import {
  DATE_RANGE,
  isPlaceLine,
  ORGANISATION_MARK,
  PLACE,
  tidy,
  TITLE_WORD,
  trimmed,
} from './cv-vocabulary.ts';
import type { CvLine } from './cv-lines.ts';
import {
  DATED_EMPLOYER,
  DATED_FIELD_END,
  ENTRY_DATE,
  FURTHER_PERIOD,
  isDatesAlone,
  ROW_ONE_DATE,
  ROW_OPEN_DATE,
  ROW_OPEN_END,
  withoutDateMarks,
  withoutDuration,
  YEAR_COLUMN,
} from './cv-entry-dates.ts';
import {
  isDetail,
  isFieldedHeader,
  isNameList,
  isTitleLine,
  NAME_LINKS,
  startsWithVerb,
} from './cv-entry-headers-and-duties.ts';
import {
  employerOf,
  namesEmployerAndPlace,
  namesEmployerInTitledRow,
  withShoutedTitleApart,
} from './cv-title-and-employer.ts';
import { rowPairsOf } from './cv-two-row-entries.ts';
import { isDutyGroupHeading, withoutRunOnGroupName } from './cv-duty-group-headings.ts';
import { roleFromDraft } from './cv-role-from-draft.ts';
import { OWN_PROJECT_KIND } from './cv-works-among-roles.ts';

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
  /** Read from a section of volunteer work. */
  volunteering?: true;
};

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
 * Groups the experience section into jobs. Layouts differ: dates before or after the details (RenderCV puts
 * place and dates last), title and company on one line or two, company above or below the title.
 */
export function rolesOf(givenLines: CvLine[]): RoleDraft[] {
  const sourceLines = withoutParenthesisedNotes(
    withBoardBlocksJoined(
      withTrailingDatesRaised(
        withTrailingPlaceAndDatesRaised(
          givenLines.map((line) => (line.isBullet ? line : { ...line, text: withoutSectorNote(line.text) })),
        ),
      ),
    ),
  );
  const headingEntries =
    headingEntriesOf(sourceLines) ??
    datedEmployerRowsOf(sourceLines) ??
    postItemsOf(sourceLines) ??
    employerOverTitleYearRowsOf(sourceLines);
  if (headingEntries) return headingEntries;
  // 'Professor Ann Roe, Westmark University' under a post: the supervisor goes, the employer stays.
  const lines = withToldRolesAsHeaders(withoutBranchLinesUnderRows(sourceLines))
    .map(withoutRunOnGroupName)
    .flatMap(withSupervisorLineAsEmployer)
    .flatMap(withRunOnDutyApart)
    .flatMap(withDescriptionAfterPlaceApart);
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
  const yearsAbovePosts = hasYearsAbovePosts(lines);
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
    const row = line.isBullet
      ? null
      : (fullStopRowOf(line.text) ?? bracketedDateRowOf(line.text) ?? dashTitleRowOf(line.text));
    if (row) {
      current = open();
      current.headers.push(row.title, row.organisation);
      current.named = { title: row.title, organisation: row.organisation };
      [current.start, current.end] = [tidy(row.start), tidy(row.end)];
      continue;
    }
    if (!line.isBullet && isEntryLabelLine(line.text)) continue;
    if (isDutyGroupHeading(lines, index, current)) continue;
    if (isEntryGroupHeading(line)) {
      current = null;
      continue;
    }
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
    // '1853-1854 Medical-surgical unit' / 'Institution for Sick Gentlewomen | London': under a dated header alone,
    // whatever it names, an 'Employer | City' row is its employer; the header is its title only if it names a post.
    const placeRowEmployer =
      current !== null &&
      current.start !== null &&
      current.headers.length === 1 &&
      current.details.length === 0
        ? employerOfPlaceRow(line)
        : null;
    const isEmployerLine =
      placeRowEmployer !== null ||
      (current !== null &&
        (current.start !== null || isDatesAlone(next)) &&
        awaitsEmployer &&
        !isAboveTitle &&
        !YEAR_ALONE.test(line.text) &&
        isNameList(line));
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
      if (placeRowEmployer)
        current.named = { title: TITLE_WORD.test(title) ? title : null, organisation: placeRowEmployer };
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
    // 'Research Assistant · 2017-2018' / 'Acme University' / 'Support research on bond markets' / the next dated
    // title: between an entry that has its dates, title and employer and the next entry's row, a line in words (not
    // names) tells the entry's work.
    const isWorkOfCompleteEntry =
      current !== null &&
      current.start !== null &&
      current.headers.length >= 2 &&
      hasTitle(current) &&
      !line.isBullet &&
      next !== undefined &&
      isTitleLine(next) &&
      ENTRY_DATE.test(next.text) &&
      line.text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word)).length >= 2 &&
      !ENTRY_DATE.test(line.text);
    // '2015-2017' (or '2017') / 'Associate professor at Northfield University, Games program.': the line naming a post
    // right under a dates line that opened an entry is its post, however much it reads like a sentence.
    const isPostUnderItsDates =
      yearsAbovePosts &&
      current !== null &&
      current.start !== null &&
      current.headers.length === 0 &&
      current.details.length === 0 &&
      isPostLine(line) &&
      (isDatesAlone(lines[index - 1]) || YEAR_ALONE.test(lines[index - 1]?.text ?? ''));
    if (!isPostUnderItsDates && (isWorkOfCompleteEntry || isDetail(line, next, lines[index + 2]))) {
      current?.details.push(line.text);
      continue;
    }
    const range =
      DATE_RANGE.exec(line.text) ??
      YEAR_COLUMN.exec(line.text) ??
      DATED_EMPLOYER.exec(line.text) ??
      ROW_OPEN_DATE.exec(line.text) ??
      ROW_OPEN_END.exec(line.text) ??
      ROW_ONE_DATE.exec(line.text) ??
      (yearsAbovePosts && isPostLine(next) ? YEAR_ALONE.exec(line.text) : null) ??
      (isFieldedHeader(line.text) ? DATED_FIELD_END.exec(line.text) : null);
    const rest = withoutWorkMode(
      withoutDuration(
        range ? withoutDateMarks(line.text.replace(range[0], '').replace(FURTHER_PERIOD, '')) : line.text,
      ),
    );
    // Capitals are a layout's only where the whole line is in them: 'UNDP (UN) · Caracas, VE' keeps its acronym.
    const isShouted = !/\p{Ll}/u.test(rest);
    const fields = withShoutedTitleApart(withDashFieldsApart(rest))
      // 'UBUNTU SJM Cargo: Voluntario': a Spanish CV labels the title after the employer ('Cargo', 'Puesto').
      .split(/\s+[|·]\s+|\s{2,}|\s+(?:Cargo|Puesto):\s*/)
      .map(isShouted ? tidy : trimmed)
      .filter((part) => part && !/^\d+$/.test(part));
    const header = fields
      .filter(
        (part) =>
          !(
            PLACE.test(part) &&
            !ORGANISATION_MARK.test(part) &&
            !TITLE_WORD.test(part) &&
            !OWN_PROJECT_KIND.test(part) &&
            !namesEmployerAndPlace(part) &&
            !(
              range !== null &&
              namesEmployerInTitledRow(
                part,
                fields.filter((other) => other !== part),
              )
            )
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
        range[2] ??
          (/^since/i.test(range[0]) || /[–—-](?:\s*\))?$/.test(range[0]) ? 'present' : (range[1] ?? '')),
      );
    }
  }
  return withParentBodiesJoined(drafts).filter(
    (draft) => draft.headers.length > 0 && (draft.start || draft.details.length > 0),
  );
}

// '2017' on its own line over 'Organizer of the Nordic Sound Days': a year-above-entry layout dates a one-year post so
// (a year alone over no post's line is a column's stray value, dating nothing).
const YEAR_ALONE = /^((?:19|20)\d{2})$/;
// A post's line as such a layout writes it: a title, no fields of a row ('Docencia · Ayudante …' carries its own).
const isPostLine = (line: CvLine | undefined): boolean =>
  line !== undefined && !line.isBullet && TITLE_WORD.test(line.text) && !/\s·\s/.test(line.text);

/**
 * A section laid out with each entry's years on a line of their own above its post: most of its lines of dates alone
 * stand over a post's line (a left column's years set apart from their rows stand over one another).
 */
function hasYearsAbovePosts(lines: CvLine[]): boolean {
  const dated = lines
    .map((line, index) => ({ line, next: lines[index + 1] }))
    .filter(({ line }) => isDatesAlone(line) || YEAR_ALONE.test(line.text));
  const overPosts = dated.filter(({ next }) => isPostLine(next)).length;
  return overPosts >= 2 && overPosts * 2 > dated.length;
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
