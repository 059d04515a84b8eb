// Word CVs may group a job's duties under headings of their own ('## Business Process Improvement' between a dated
// job's bullets, '## General and Business Support' after them, 'PROJECT MANAGEMENT' in small capitals under the job's
// row): a heading without dates there names a group of that job's duties, never a job of its own, whatever its words
// (a title's word or not: 'Business Analyst Task').

import type { CvLine } from './cv-lines.ts';
import { ENTRY_DATE } from './cv-entry-dates.ts';
import { DATE_RANGE, TITLE_WORD } from './cv-vocabulary.ts';

const isDated = (line: CvLine): boolean => DATE_RANGE.test(line.text) || ENTRY_DATE.test(line.text);

// A group's name set in capitals: one to five words of letters, no digits, no sentence ('LEADERSHIP DEVELOPMENT').
const SHOUTED_GROUP = /^(?:\p{Lu}[\p{Lu}'’-]*(?:\s*[&/]\s*|\s+|$)){1,5}$/u;
const isShoutedGroup = (line: CvLine): boolean =>
  !line.isBullet && SHOUTED_GROUP.test(line.text.trim()) && line.text.replace(/[^\p{Lu}]/gu, '').length >= 6;

// The job row just above already names both the title and the employer ('Acme · Operations Manager · 2019 –
// Present'): a line in capitals under it can be neither, so it heads the job's first group of duties.
function namesTitleAndEmployer(row: CvLine | undefined): boolean {
  if (!row || row.isBullet || !isDated(row)) return false;
  const parts = row.text
    .replace(/^#+\s*/, '')
    .split(/\s+[·|•]\s+|,\s+|\s+[–—-]\s+(?=\p{Lu})/u)
    .filter((part) => !/\d/.test(part) && !/^(?:present|current|now|today)$/i.test(part.trim()));
  return parts.length >= 2 && parts.some((part) => TITLE_WORD.test(part));
}

/**
 * Whether the line at `index` heads a group of the duties of the dated job above: an undated heading after that job's
 * duties, with undated bullets of its own under it that run to another heading or the section's end. A layout that
 * sets a job's dates as a bullet under its employer's heading ('### Acme' / '- May 2010 - June 2012' / '### Title')
 * heads a new job so, as does one that sets a job's place and dates after its bullets (RenderCV). A group in capitals
 * may also open the job's duties, right under a row that names title and employer, and run to the next job's row.
 */
export function isDutyGroupHeading(
  lines: CvLine[],
  index: number,
  jobAbove: { start: string | null; details: string[] } | null,
): boolean {
  const line = lines[index];
  const shouted = line !== undefined && isShoutedGroup(line);
  if (!line || !(line.isHeading || shouted) || line.isBullet || isDated(line)) return false;
  if (jobAbove?.start == null) return false;
  const opensDuties =
    shouted &&
    jobAbove.details.length === 0 &&
    !TITLE_WORD.test(line.text) &&
    namesTitleAndEmployer(lines[index - 1]);
  if (!opensDuties && (jobAbove.details.length === 0 || lines[index - 1]?.isBullet !== true)) return false;
  if (lines[index + 1]?.isBullet !== true) return false;
  const end = lines.findIndex((other, at) => at > index && !other.isBullet);
  const group = lines.slice(index + 1, end === -1 ? undefined : end);
  const after = lines[end];
  const endsGroup =
    end === -1 ||
    after?.isHeading === true ||
    (shouted && after !== undefined && (isShoutedGroup(after) || isDated(after)));
  return !group.some(isDated) && endsGroup;
}

/** A bullet with its group's name in capitals run onto it ('PROJECT MANAGEMENT Led the move …'): the duty alone. */
export function withoutRunOnGroupName(line: CvLine): CvLine {
  if (!line.isBullet) return line;
  const run = /^((?:\p{Lu}{2,}(?:\s*[&/]\s*|\s+)){2,5})(?=\p{Lu}\p{Ll})/u.exec(line.text)?.[1];
  if (!run || run.replace(/[^\p{Lu}]/gu, '').length < 10 || TITLE_WORD.test(run)) return line;
  return { ...line, text: line.text.slice(run.length) };
}
