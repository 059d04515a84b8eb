// Word CVs (Turkish ones among them) set each post as the employer and its town on one line, the title and its years
// on the next, then a sentence of what was done ('Arma Akademi, Ankara' / 'Türkçe Öğretmeni 2015-2016' / 'Ortaokul
// öğrencilerine Türkçe dersi verdi.'). Read entry by entry, so that no employer is taken for the title above it.
import { DATE, OPEN_END } from './cv-vocabulary.ts';
import { layoutEntriesOf } from './cv-layout-entries.ts';
import { newestFirst } from './cv-newest-first.ts';
import type { CvLine } from './cv-lines.ts';
import type { RoleDraft } from './cv-roles.ts';

// 'Türkçe Öğretmeni (Gönüllü) 2017-Halen', 'Editör 2007 – 2010', 'Editör 2019': a short title, then its years.
const TITLE_AND_YEARS = new RegExp(`^(.+?)\\s+(${DATE})(?:\\s*[–—-]\\s*(${DATE}|${OPEN_END}))?$`, 'iu');
// 'May 2022 - Present' alone is dates, with no title before them.
const DATES_FIRST = new RegExp(`^(?:${DATE})`, 'iu');
const MAX_TITLE_WORDS = 10;
const MAX_NAME_WORDS = 12;
// The town after the employer's last comma: one to three capitalised words ('Ankara', 'Büyükçekmece').
const TOWN_AFTER_COMMA = /,\s*\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}$/u;

const isPlainLine = (line: CvLine | undefined): line is CvLine =>
  line !== undefined && !line.isBullet && !line.isHeading;

/** 'Title YEAR', 'Title YEAR-YEAR', 'Title YEAR – Halen': the title and the dates, or null. */
function titleAndYearsOf(line: CvLine | undefined): { title: string; start: string; end: string } | null {
  if (!isPlainLine(line) || DATES_FIRST.test(line.text)) return null;
  const [, title = '', start = '', end] = TITLE_AND_YEARS.exec(line.text) ?? [];
  const isTitle =
    /^\p{Lu}/u.test(title) &&
    title.split(/\s+/).length <= MAX_TITLE_WORDS &&
    !/\d|[.,;:!?|·]$|\s[|·]\s/u.test(title);
  return isTitle ? { title: title.trim(), start, end: end ?? start } : null;
}

/** 'Arma Akademi, Ankara' → 'Arma Akademi': a name line, no sentence and no dates, its town left off. */
function employerOf(line: CvLine | undefined): string | null {
  if (!isPlainLine(line)) return null;
  const { text } = line;
  const isName =
    /^\p{Lu}/u.test(text) &&
    text.split(/\s+/).length <= MAX_NAME_WORDS &&
    !/[.!?;:]$|\s[|·]\s|\b(?:19|20)\d{2}\b/u.test(text);
  return isName ? text.replace(TOWN_AFTER_COMMA, '').trim() : null;
}

const yearOf = (date: string | null): number => Number(/\b(?:19|20)\d{2}\b/.exec(date ?? '')?.[0] ?? 0);

/**
 * Such CVs list each section's posts oldest first ('Öğretmenlik Deneyimi' from 2011 on, then 'İlgili Deneyim' from
 * 2007 on): each run of rising years is read newest first, so the latest post is the first.
 */
function withEachRunNewestFirst(drafts: RoleDraft[]): RoleDraft[] {
  const runs: RoleDraft[][] = [];
  for (const draft of drafts) {
    const run = runs.at(-1);
    if (run && yearOf(draft.start) >= yearOf(run.at(-1)?.start ?? null)) run.push(draft);
    else runs.push([draft]);
  }
  return runs.flatMap((run) => newestFirst(run, (draft) => draft.start));
}

/**
 * The entries of an experience section written as employer lines over dated title lines, newest first. Null where
 * fewer than two entries are so written, or where the section does not open on one (another layout's reader then
 * reads it).
 */
export function employerOverTitleYearRowsOf(lines: CvLine[]): RoleDraft[] | null {
  const drafts = layoutEntriesOf(lines, (index) => {
    const employer = employerOf(lines[index]);
    const post = titleAndYearsOf(lines[index + 1]);
    if (!employer || !post || titleAndYearsOf(lines[index])) return null;
    return {
      draft: {
        headers: [post.title, employer],
        named: { title: post.title, organisation: employer },
        start: post.start,
        end: post.end,
        details: [],
      },
      linesAfter: 1,
    };
  });
  return drafts && withEachRunNewestFirst(drafts);
}
