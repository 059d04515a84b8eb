// Word CVs may group a job's duties under headings of their own ('## Business Process Improvement' between a dated
// job's bullets, '## General and Business Support' after them): a heading without dates there names a group of that
// job's duties, never a job of its own, whatever its words (a title's word or not: 'Business Analyst Task').

import type { CvLine } from './cv-lines.ts';
import { ENTRY_DATE } from './cv-entry-dates.ts';
import { DATE_RANGE } from './cv-vocabulary.ts';

const isDated = (line: CvLine): boolean => DATE_RANGE.test(line.text) || ENTRY_DATE.test(line.text);

/**
 * Whether the line at `index` heads a group of the duties of the dated job above: an undated heading after that job's
 * duties, with undated bullets of its own under it that run to another heading or the section's end. A layout that
 * sets a job's dates as a bullet under its employer's heading ('### Acme' / '- May 2010 - June 2012' / '### Title')
 * heads a new job so, as does one that sets a job's place and dates after its bullets (RenderCV).
 */
export function isDutyGroupHeading(
  lines: CvLine[],
  index: number,
  jobAbove: { start: string | null; details: string[] } | null,
): boolean {
  const line = lines[index];
  if (!line?.isHeading || line.isBullet || isDated(line)) return false;
  if (jobAbove?.start == null || jobAbove.details.length === 0) return false;
  if (lines[index - 1]?.isBullet !== true || lines[index + 1]?.isBullet !== true) return false;
  const end = lines.findIndex((other, at) => at > index && !other.isBullet);
  const group = lines.slice(index + 1, end === -1 ? undefined : end);
  return !group.some(isDated) && (end === -1 || lines[end]?.isHeading === true);
}
