// The CV cleaned into lines before it is read: profile-page noise, icon glyphs, left-column labels, link fields,
// inline headings and dates set beside a section heading taken apart or away.

import { endsOnMidSentenceAbbreviation } from './abbreviations.ts';
import { withoutForeignDurations } from './cv-profile-durations.ts';
import { cleanMarkdown } from './clean-markdown.ts';
import { withBulletRowsRead } from './cv-bullet-rows.ts';
import { isContactOnlyLine, isLinkPointer, isStreetAddress } from './contact-data.ts';
import { withCjkRowsRead } from './cv-cjk-rows.ts';
import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { withDatePhrasesRead } from './cv-date-phrases.ts';
import { isHighlightLine, withoutDurationLabel } from './cv-entry-labels.ts';
import { withKeyedFieldsRead } from './cv-keyed-fields.ts';
import { withLeadSubItemsJoined } from './cv-lead-sub-items.ts';
import { withEmployerBulletsOverLabels } from './cv-labelled-posts.ts';
import { labelledProjectTitle } from './cv-project-labels.ts';
import { withOverprintedRunsCollapsed } from './overprinted-text.ts';
import { europassField, isFormFurniture, isPersonalDataLine, type EuropassField } from './cv-europass.ts';
import { hyphenContextOf, withBoxHyphensJoined } from './designer-text.ts';
import { withoutPlaceholders } from './placeholder-text.ts';
import { withSmallCapitalsRead } from './cv-small-capitals.ts';
import { withoutSupervisorTails } from './cv-supervisor-tails.ts';
import { continuesRowName } from './cv-row-name-wraps.ts';
import { OTHER_MONTHS } from './cv-date-words.ts';
import {
  DANGLING_END,
  DATE,
  DATE_RANGE,
  headingKind,
  isDatesAlone,
  isPlaceLine,
  OPEN_END,
  PLACE,
  SEASON,
  TITLE_WORD,
} from './cv-vocabulary.ts';

// 'Résumé 2', 'Curriculum Vitae · 1', 'John Doe – 1/2', '2/2' (page counters, not '5/2009 - 6/2017' nor '05/11 - 03/13'),
// 'Last updated in Mar 2026'.
// 'Leonhard Euler · 1', 'Ada Roe · Curriculum vitae': a page's footer, the person's name and the page number or the
// document's kind.
const PAGE_FURNITURE =
  /(?:résumé|resume|curriculum vitae|page)\s*(?:·\s*)?\d+\s*$|(?<!\d{1,2}\/\d{2,4}\s*)[–-]\s*\d{1,2}\/\d{1,2}$|^\d{1,2}\/\d{1,2}$|^last updated|^\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+){1,3}\s·\s(?:\d{1,2}|curriculum vitae|r[ée]sum[ée]|cv)$/iu;

/**
 * `isTopHeading`: a level-1 heading of the document, such as the person's name on a LinkedIn export. `isHeading`: a
 * heading of any level the document set, `headingLevel` its level (2 for '##'). `field`: the field a form label before
 * the line named (Europass).
 */
export type CvLine = {
  text: string;
  isBullet: boolean;
  isTopHeading?: boolean;
  isHeading?: boolean;
  headingLevel?: number;
  field?: EuropassField;
  /** A line of a section of volunteer work ('Volunteer Work', 'Voluntariado'): its posts are told as volunteering. */
  isVolunteering?: true;
};

// Profile pages (LinkedIn's PDF export, a profile pasted into Word) carry text no CV has: link labels, logo alt
// texts, each title and date twice (the page's hidden copy for screen readers), durations and employment types.
const LINK_LABEL = /\((?:LinkedIn|Other|Company|Portfolio|Personal|Blog|Mobile|Work|Home)\)/g;
// A phone number, not a range of years ('2017 - 2020').
const CONTACT_ONLY =
  /^(?:[\w.+-]+@[\w-]+\.[\w.]+|(?:https?:\/\/|www\.)\S+|[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|org|net|io|me|dev|edu|co)(?:\/\S*)?|(?!(?:19|20)\d{2}\s*[–-]\s*(?:19|20)\d{2}$)\+?[\d\s().-]{7,})$/;

export const PROFILE_SITES = new Set(['GitHub', 'GitLab', 'LinkedIn', 'Twitter', 'Stack Overflow']);

function withoutProfileNoise(line: string): string {
  return (
    line
      // 'EngineerEngineer', 'Seattle, WashingtonSeattle, Washington', 'Senior Engineer Senior Engineer'.
      .replace(/(\p{Lu}[^\n]{3,}?)\s?\1/gu, '$1')
      .replace(LINK_LABEL, ' ')
      .replace(
        /\s*·\s*(?:Full-time|Part-time|Self-employed|Freelance|Contract|Internship|Seasonal|Apprenticeship)\b/g,
        '',
      )
      .replace(/\(\s*\d+\s+(?:years?|months?|yrs?|mos?)(?:\s+\d+\s+(?:months?|mos?))?\s*\)/g, ' ')
      // '· 3 yrs 6 mos', '3 mosJul 2025 to Present · 3 mos': durations a CV reader adds up.
      .replace(
        // '8 years of experience' is a figure the candidate states, not a duration: it stays, as does a result's time
        // ('100,000 sign ups in 3 months').
        /(?<!\b(?:in|within|over|for|after|than|under|every)\s*)\s*·?\s*\b\d+\s+(?:yrs?|years?|mos?|months?)(?:\s+\d+\s+(?:mos?|months?))?(?=\p{Lu}|\s|$)(?!\s+(?:of|in|as|at|with)\b)/gu,
        ' ',
      )
      .replace(/\(\s*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** 'San Francisco, CA · john@doe.com · rendercv.com · rendercv': a contact line, mostly addresses and handles. */
function isContactLine(line: string): boolean {
  const parts = line.split(/\s*[·|•▪]\s*|\s{2,}/).filter(Boolean);
  const contacts = parts.filter(
    (part) =>
      CONTACT_ONLY.test(part) || (/^[\w.-]+$/.test(part) && /[a-z]/.test(part) && !/^\p{Lu}/u.test(part)),
  );
  return parts.length >= 3 && contacts.length >= 2;
}

// Form CVs (Europass and the like) print a label column beside the content. Some labels introduce facts a
// candidate is not asked about (the sector, a licence class, the mother tongue): the whole line goes. Others only
// name the field ('Occupation or position held'): the label goes and its content stays (cv-europass.ts).
const FACT_LABEL_LINE =
  /^(?:(?:type of )?business or sector|driving licen[cs]e|mother tongue\(?s?\)?|other languages?\(?s?\)?|(?:EQF|NQF) level|level in national or international classification|job applied for|position applied for|preferred job|studies applied for|date of birth|nationality)\b/i;

// Designer templates (AltaCV, Twenty Seconds) print an icon before a date, a place or a contact; an icon font maps
// it to a letter or a symbol ('z July 2012 – Ongoing * Sunnyvale, CA', 'T +39 0325 658974') or a private-use code
// point. A lone character before such a line, or between a date range and a place, is the icon, not text.
const PRIVATE_USE = /[\uE000-\uF8FF]/gu;
// '…, Bahía Blanca. ááááá': a run of one accented letter closing a line is a font's glyphs read as letters (a CV
// system's icons), no word of any language.
const ACCENTED_LETTER_RUN = /\s+((?=\p{L})[^\p{ASCII}])\1{2,}$/u;
const LEADING_GLYPH = /^(?:[^\s\p{L}\p{N}*-]|\p{L})\s+/u;
const DATED_START = new RegExp(
  `^(?:since\\s+)?${DATE}(?:\\s*(?:[–—-]|to)\\s*(?:${DATE}|${OPEN_END}))?\\b`,
  'i',
);

// 'Transit App · 2022', 'Analyst · Jan 2020 – May 2021': a row ending on its date field, the next entry's own line.
const DATED_ROW_END = new RegExp(`\\s·\\s+(?:${DATE_RANGE.source}|${DATE})\\s*$`, 'iu');

// '2019-' alone over 'Member of the board for …': a year-above-entry layout's open range ('2019 –' over 'Present' is a
// range wrapped at its dash, joined back); so is a row's last field ('Tekniikan ylioppilas, Aalto-yliopisto, 2013-',
// 'Myyjä | 3/2019-') over a line that opens on no date.
const START_AND_DASH = new RegExp(`(^|,\\s*|\\s[·|]\\s*)(${DATE})\\s*[–—-]$`, 'iu');
const DATE_OR_OPEN_END_FIRST = new RegExp(`^(?:${DATE}|${OPEN_END})`, 'iu');
const isOpenStartAlone = (line: string, next: string): boolean =>
  START_AND_DASH.test(line) && !DATE_OR_OPEN_END_FIRST.test(next);
// 'September 2013 – January' over '2016': a date range broken after its end month; the year alone ends it.
const RANGE_TO_MONTH = new RegExp(
  `\\d{4}\\s*[–—-]\\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|${OTHER_MONTHS})\\.?$`,
  'iu',
);

function withoutIconGlyphs(line: string): string {
  const text = line.replace(PRIVATE_USE, '').replace(ACCENTED_LETTER_RUN, '').trim();
  const rest = text.replace(LEADING_GLYPH, '');
  const opensWithIcon =
    rest !== text &&
    (DATED_START.test(rest) || CONTACT_ONLY.test(rest) || isContactOnlyLine(rest) || isPlaceLine(rest));
  const unmarked = opensWithIcon ? rest : text;
  // 'July 2012 – Ongoing * Sunnyvale, CA': the place's icon after the dates parts them from the place.
  return unmarked.replace(
    new RegExp(`(${DATE_RANGE.source})\\s+[^\\s\\p{L}\\p{N}&/+]\\s+(?=\\p{Lu})`, 'iu'),
    '$1 · ',
  );
}

const MONTH_NAME = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
export const YEAR = '(?:19|20)\\d{2}';
const MONTHS_OF_ONE_YEAR = new RegExp(
  `\\b(${MONTH_NAME})\\s*[–—-]\\s*(${MONTH_NAME}),?\\s+(${YEAR})\\b`,
  'gi',
);
const TWO_TERMS = new RegExp(`\\b(${SEASON}\\s+${YEAR})\\s*(?:,|and|&)\\s*(${YEAR})(?=\\s*(?:·|$))`, 'gi');

/**
 * Dates written out in full: 'June - September, 2023' → 'June 2023 – September 2023', 'Summer 2013, 2014' (two
 * terms) → 'Summer 2013 – 2014', 'May. 2015' → 'May 2015'. How a job was done ('Brightflow.AI (remote)') is no
 * part of its employer or place.
 */
function withFullDates(line: string): string {
  return (
    line
      .replace(MONTHS_OF_ONE_YEAR, '$1 $3 – $2 $3')
      .replace(TWO_TERMS, '$1 – $2')
      // 'May. 2015': a month written in full takes no abbreviation's stop, which would read as a sentence's end.
      .replace(/\b(May|June|July)\.(?=\s*(?:19|20)\d{2})/gi, '$1')
      .replace(/\s*\((?:remote|hybrid|on-?site)\)/gi, '')
  );
}

// Job portals' profile exports (Naukri and the like, saved as Word) print the portal's own fields and navigation
// among the CV's lines: profile fields ('Notice Period: 15 Days or less'), navigation ('^ Back to Top', 'Jump to
// Section'), record stamps ('Verified : Phone Number', 'ID: 72be... Last Active: ...'), sub-headings of every job
// ('Job Highlights') and rules of dashes. None is the candidate's; the jobs' own lines say the current job.
const PORTAL_FURNITURE =
  /^(?:\^?\s*back to top|jump to section\b.*|verified\s*:.*|id\s*:\s*\w+\s*last active\b.*|\\?[-_=]{5,}|job highlights|(?:current|pref\.?|preferred) (?:designation|company|location)\s*:.*|(?:functional area|role|industry|marital status|total experience|notice period|highest degree)\s*:.*|(?:UG|PG|Doctorate)\s*:\s*(?:in\s+0)?)$/i;

// A two-column layout's bullets and rules read apart from their text ('•', '|'): a glyph alone says nothing.
const GLYPHS_ALONE = /^[-*•·▪▫■□◦●○◆◇►▸‣⁃∙|\s]+$/u;

// An icon font's glyphs beside contact lines read as letters ('E q s', 'P M n'): single letters, some in lower case, so
// never a letter-spaced heading ('E X P E R I E N C E').
const ICON_LETTERS = /^(?=.*\p{Ll})\p{L}(?:\s+\p{L}){1,5}$/u;

const isNoiseLine = (line: string): boolean =>
  GLYPHS_ALONE.test(line) ||
  ICON_LETTERS.test(line) ||
  FACT_LABEL_LINE.test(line) ||
  isPersonalDataLine(line) ||
  isFormFurniture(line) ||
  PORTAL_FURNITURE.test(line) ||
  /\blogo$/i.test(line) ||
  CONTACT_ONLY.test(line.replace(/^[-*]\s+/, '')) ||
  // Phones shown or masked, several contacts on one line, 'See www…' under a job and street addresses: never an
  // entry of the CV.
  isContactOnlyLine(line.replace(/^[-*]\s+/, '')) ||
  isLinkPointer(line.replace(/^[-*]\s+/, '')) ||
  isStreetAddress(line.replace(/^[-*]\s+/, '')) ||
  PAGE_FURNITURE.test(line) ||
  isContactLine(line);

// 'EXPERIENCIA (10/2022-05/2023)': a section heading dated like the one entry under it; the dates are the entry's.
function withSectionDatesApart(line: string): string[] {
  const [, heading = '', dates = ''] = /^(#*\s*[^(]+?)\s*\(([^)]+)\)$/.exec(line) ?? [];
  return heading && headingKind(heading) && DATE_RANGE.test(dates) ? [heading, dates] : [line];
}

// Left-column layouts (cvGenerator and the like) set a section's name beside its first entry, and the reader joins
// the two with ' · ' ('Ausbildung · 2016 - 2020 MSc in …', 'Erfahrung · 2012 - 2016 Analyst · …'). Only a name that
// is a section heading the reader knows is parted from its entry; a row that opens on a label of its own ('Tools: ·
// Git', 'Graduated as M.Sc. · University …') is an entry and stays whole.
// A PDF printer may join the label with a bullet ('Estudios • Licenciatura …') or a space alone before a row told in
// sentences ('Experiencia Coordinadora de Operaciones. World Mosquito Program.'): one word, then the row's capital.
const LEFT_COLUMN_LABEL = /^(#{1,6}\s+)?(\p{L}[\p{L} &-]{1,38}?)\s+[·•]\s+(?=\S)/u;
const LABEL_BEFORE_SENTENCE_ROW = /^()(\p{Lu}\p{Ll}+)\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{L}+){1,8}\.\s+\p{Lu})/u;

// A label wrapped onto two rows of the left column ('Work · Acme Ltd · 2011' over 'Experience · Analyst'): its two
// words make the heading the reader knows, neither alone ('Work' is no employer).
const WRAPPED_LABEL = /^(\p{L}+)\s+·\s+(?=\S)/u;

function withWrappedLeftLabelsJoined(lines: string[]): string[] {
  const joined = [...lines];
  for (const [index, line] of joined.entries()) {
    const [first = '', word = ''] = WRAPPED_LABEL.exec(line) ?? [];
    const after = joined.findIndex((other, at) => at > index && other.trim() !== '');
    const [second = '', nextWord = ''] = WRAPPED_LABEL.exec(joined[after] ?? '') ?? [];
    if (!word || !nextWord || headingKind(word) || !headingKind(`${word} ${nextWord}`)) continue;
    joined[index] = `${word} ${nextWord} · ${line.slice(first.length)}`;
    joined[after] = (joined[after] ?? '').slice(second.length);
  }
  return joined;
}

function withLeftColumnLabelApart(line: string): string[] {
  const [label = '', heading = '', name = ''] =
    LEFT_COLUMN_LABEL.exec(line) ?? LABEL_BEFORE_SENTENCE_ROW.exec(line) ?? [];
  // 'Fähigkeiten · Sprachen · Deutsch': a section, a sub-section and its first entry.
  return name && headingKind(name)
    ? [`${heading}${name}`, ...withLeftColumnLabelApart(line.slice(label.length))]
    : [line];
}

// A web address set as the last field of an entry's row ('BSc Physics – Acme University | acme.edu', 'Supervisor: Dr.
// Roe | lab.example.org'): the institution's site, never part of a name.
const LINK_FIELD = /\s+\|\s*(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?\s*$/i;

function withoutLinkField(line: string): string {
  return line.replace(LINK_FIELD, '');
}

// A Word table row of two cells, the section's name and its text, read as one line ('CAREER OBJECTIVE To be ahead in
// time and keep…'): the name in capitals heads its section and the text is its first line.
const INLINE_HEADING = /^((?:\p{Lu}{2,}\s+){0,2}\p{Lu}{4,})\s+(?=\p{Lu}\p{Ll}+(?:\s+\S+){3,})/u;

function withInlineHeadingApart(line: string): string[] {
  const [lead = '', heading = ''] = INLINE_HEADING.exec(line) ?? [];
  return lead && headingKind(heading) ? [heading, line.slice(lead.length)] : [line];
}

const LETTER_BULLETS = /^f[ \t]+(?=\p{L}{2})(.*)$/gmu;
const LETTER_BULLET_AFTER_SENTENCE = /(?<=[.!?\])])[ \t]+f[ \t]+(?=\p{Lu}\p{Ll})/gu;

/** Lines of the cleaned CV: bullets marked, wrapped lines joined, dangling date dashes ('2017 –' / 'Present') joined. */
// 'Eugene, OR', 'Bloomington, IN': a US state's code closing a row's place, in capitals after a comma, is no 'or' or
// 'in' left dangling at a wrapped line's end.
const STATE_CODE_END = /,\s+(?:OR|IN)$/;

export function linesOf(markdown: string): CvLine[] {
  const hyphens = hyphenContextOf(markdown);
  // A trademark sign marks a job board's ad copy, whose lines the cleaning drops; in a CV it is part of a name
  // ('Apache Spark™ SQL for Data Analysts' among a LinkedIn sidebar's certificates) and goes alone.
  const split = cleanMarkdown(markdown.replace(/[™®]/g, ''), { splitCamelCase: false })
    // '⋄' strings a job's duties on one line ('⋄ Model testing ⋄ Data analysis'): each is a bullet.
    .replace(/[ \t]*⋄[ \t]*/g, '\n- ')
    // moderncv's bullet icon extracts as 'f' at the start of its line ('f Led a team … [link]. f Designed …'): each
    // 'f ' opening the line or a sentence after it is a bullet (round 20's moderncv architect).
    .replace(LETTER_BULLETS, (_, items: string) => `- ${items.replace(LETTER_BULLET_AFTER_SENTENCE, '\n- ')}`)
    // A rule of dashes between a summary's paragraphs (job portals) ends the line above it.
    .replace(/([^\s.!?:])[ \t]*\n(?:[ \t]*\n)*[ \t]*\\?[-_=]{5,}[ \t]*(?=\n|$)/g, '$1.\n')
    .split('\n')
    .map(withSmallCapitalsRead)
    .flatMap(withSectionDatesApart);
  const raw = withEmployerBulletsOverLabels(withWrappedLeftLabelsJoined(withCjkRowsRead(split)))
    .flatMap(withLeftColumnLabelApart)
    .flatMap(withKeyedFieldsRead)
    .flatMap(withInlineHeadingApart)
    .map((line) => {
      const plain = withoutLinkField(
        withoutProfileNoise(
          withoutForeignDurations(withOverprintedRunsCollapsed(line.replace(/^#{1,6}\s+/, ''))),
        ),
      );
      // A form label names the field of its line's content and goes (a label alone names the next line's).
      // A form's label typed as a list item ('- Main activities and responsibilities: …') labels it all the same.
      const labelled = europassField(plain) ?? europassField(plain.replace(/^[-*•]\s+/, ''));
      const read = withBoxHyphensJoined(
        withFullDates(
          withDatePhrasesRead(
            withCompactDatesWritten(withoutIconGlyphs(withoutDurationLabel(labelled?.text ?? plain))),
          ),
        ),
        hyphens,
      );
      // A heading the reader knows ('## Position') is the document's, never a template's field left unfilled.
      const isKnownHeading = /^#{1,6}\s/.test(line) && headingKind(plain) !== null;
      return {
        isTopHeading: /^#\s/.test(line),
        isHeading: /^#{1,6}\s/.test(line),
        headingLevel: /^(#{1,6})\s/.exec(line)?.[1]?.length,
        field: labelled?.field,
        // A template's placeholder ('Implemented xxx feature') is no fact of the candidate's: its line is absent.
        line: isKnownHeading ? read : withoutPlaceholders(read),
      };
    })
    .filter(({ line, field }) => (line ? !isNoiseLine(line) : field !== undefined));
  // Templates that set every job's title and employer as headings (AltaCV): a plain line after a bullet that does
  // not end a sentence is the bullet wrapped at the column edge ('...working on Google' / 'Maps, Google Places').
  const headsJobs = raw.some(({ line, isHeading }) => isHeading && TITLE_WORD.test(line));
  const lines: CvLine[] = [];
  let labelAbove: EuropassField | undefined;
  // A narrow table cell breaks a name at every word ('DIPLOMA' / 'IN' / 'COMPUTER SCIENCE'): a linking word alone on
  // its line joins the lines either side of it.
  let linksNext = false;
  for (const { line, isTopHeading, isHeading, headingLevel, field: labelled } of raw) {
    const field = labelled ?? labelAbove;
    labelAbove = line ? undefined : labelled;
    if (!line) continue;
    // A 'Highlight:' line is a detail of the entry above, as a bullet is.
    // Word CVs type a list's hyphen against its first word ('-Lead the ML team'): a bullet as '- ' is.
    const isBullet = /^(?:[-*]\s+|-(?=\p{Lu}))/u.test(line) || isHighlightLine(line);
    // Word's own glyph may follow the list marker ('- · Used advanced Excel', Acrobat PDFMaker): the item's mark too.
    const text = line.replace(/^(?:[-*]\s+(?:[·•▪◦●‣∙]\s+)?|-(?=\p{Lu}))/u, '');
    // A profile page pasted twice over: the same line again.
    if (lines.at(-1)?.text === text) continue;
    if (isTopHeading && !headingKind(text)) {
      lines.push({ text, isBullet: false, isTopHeading: true });
      continue;
    }
    const previous = lines.at(-1);
    const isLinkWord = /^(?:in|of|and|for|&)$/i.test(text);
    const continues: boolean =
      previous !== undefined &&
      !isBullet &&
      field === undefined &&
      // A form's sector closes its entry: the line after it opens the next one, unless it goes on in lower case.
      (previous.field !== 'sector' || /^\p{Ll}/u.test(text)) &&
      !headingKind(text) &&
      // 'https://www.linkedin.com/in/jo roe/': a link, or the tail of one broken by a space ('roe/'), is no line's
      // wrapped end.
      !/^(?:https?:\/\/|www\.)|^\S+\/$/i.test(text) &&
      ((isLinkWord && !previous.isBullet && previous.text.split(/\s+/).length <= 4) ||
        // 'GREEN GRID' / '(GGX)': a name's bracketed short form wrapped onto a line of its own.
        (/^\([^()\s]{2,12}\)$/.test(text) && !previous.isBullet && previous.text.split(/\s+/).length <= 5) ||
        // 'B.E (Information' / 'Technology)': a table cell wrapped inside its brackets.
        (/\([^()]*$/.test(previous.text) && /^[^()]{1,40}\)/.test(text) && !previous.isBullet) ||
        (linksNext && text.split(/\s+/).length <= 6) ||
        (/[–—-]$/.test(previous.text) && !isOpenStartAlone(previous.text, text)) ||
        // 'концерти в гр.' / 'Стара Загора': a line cut after an abbreviation that ends no sentence.
        (!isHeading && endsOnMidSentenceAbbreviation(previous.text)) ||
        (/^(?:19|20)\d{2}$/.test(text) && RANGE_TO_MONTH.test(previous.text)) ||
        (headsJobs &&
          previous.isBullet &&
          !isHeading &&
          previous.text.split(/\s+/).length >= 8 &&
          !/[.!?:;]$/.test(previous.text) &&
          // 'Project Title: …' holds the title whole: the line under it is the description.
          labelledProjectTitle(previous.text) === null &&
          !DATE_RANGE.test(text) &&
          !DATED_START.test(text) &&
          !DATED_ROW_END.test(text) &&
          // RenderCV sets a job's place and dates after its bullets ('Cupertino, CA').
          !PLACE.test(text)) ||
        (previous.text.split(/\s+/).length >= 5 &&
          DANGLING_END.test(previous.text) &&
          !STATE_CODE_END.test(previous.text)) ||
        (!previous.isBullet && continuesRowName(previous.text, text)) ||
        (/^\p{Ll}/u.test(text) &&
          !/[.!?:]$/.test(previous.text) &&
          // '## everis labs  2017 - Present  Engineer': a heading opens an entry, whatever case its employer's name is in.
          !isHeading &&
          // 'settembre 2001 - agosto 2004 Tirocinio': a line opening on dates opens an entry.
          !DATED_START.test(text) &&
          (previous.isBullet || previous.text.split(/\s+/).length >= 8)));
    linksNext = Boolean(previous && continues && isLinkWord);
    if (previous && continues) {
      // 'Devel-' + 'oping' is one word; 'Scikit-' + 'Learn' keeps its hyphen.
      const isSplitWord = /\p{L}-$/u.test(previous.text);
      previous.text = isSplitWord
        ? previous.text.slice(0, /^\p{Ll}/u.test(text) ? -1 : undefined) + text
        : `${previous.text} ${text}`;
    } else {
      if (previous && isOpenStartAlone(previous.text, text))
        previous.text = previous.text.replace(START_AND_DASH, '$1$2 – present');
      lines.push({ text, isBullet, ...(field && { field }), ...(isHeading && { isHeading, headingLevel }) });
    }
  }
  return withLeadSubItemsJoined(
    withoutSupervisorTails(withBulletRowsRead(lines.map(withDatesHeadingAsLine))),
  );
}

/**
 * '## NOV 2025 -' over '## SEKARANG' (al-folio's CV data sets an entry's dates as a heading, the open end on a heading
 * of its own): a heading holding only a range of dates is the entry's dates line, heading no section or entry.
 */
function withDatesHeadingAsLine(line: CvLine): CvLine {
  if (!line.isHeading || line.isTopHeading || !isDatesAlone(line.text)) return line;
  const { isHeading: _heading, headingLevel: _level, ...rest } = line;
  return rest;
}
