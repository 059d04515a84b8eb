// Which lines of an experience section head an entry (a title's line, an employer's list of names, a fielded row)
// and which tell its work: layouts set both in many shapes, and each shape read wrongly splits or merges jobs.

import nlp from 'compromise';
import { its, wink } from '../text/nlp.ts';
import {
  DATE_RANGE,
  INSTITUTION,
  isPlaceLine,
  ORGANISATION_MARK,
  PLACE,
  TITLE_WORD,
} from './cv-vocabulary.ts';
import type { CvLine } from './cv-lines.ts';
import {
  DATED_EMPLOYER,
  DATED_FIELD_END,
  isDatesAlone,
  ONE_DATE,
  RANGE_AT_START,
  RANGE_FIELD_AT_START,
  ROW_ONE_DATE,
  YEAR_COLUMN,
} from './cv-entry-dates.ts';
import { isLabelledList } from './cv-duty-sentences.ts';
import { employerAsTitle, withShoutedTitleApart } from './cv-title-and-employer.ts';

export function startsWithVerb(text: string): boolean {
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
  // place line ('San Francisco Bay Area') are headers, whatever their first word looks like. A sentence in lower case
  // closed by its full stop ('Headmaster and founder of the nursing programme.') is the entry above's description.
  if (
    !line.isBullet &&
    words <= 12 &&
    TITLE_WORD.test(line.text) &&
    DATE_RANGE.test(next?.text ?? '') &&
    !isLowerCaseSentence(line.text)
  )
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
  // '- 2019- 2021 | Public service employee at the county of Westmoor': a list item opening on its range and a field
  // mark is a row of its own, whatever its words; a duty's dates come inside its sentence.
  if (line.isBullet && words <= 16 && !/[.!?]$/.test(line.text) && RANGE_FIELD_AT_START.test(line.text))
    return false;
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

/**
 * A line ending on a sentence's mark with three or more words in lower case (not name links) and no year: a
 * description. A line with its years ('Mentor. Alumni mentoring workshop. Leeds, 2016.') is a one-line entry.
 */
function isLowerCaseSentence(text: string): boolean {
  const lowerWords = text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word));
  return /[.!?]$/.test(text) && lowerWords.length >= 3 && !/\b(?:1[5-9]|20)\d{2}\b/.test(text);
}

const SUPERVISOR_LINE =
  /^(?:(?:thesis |research |academic |project )?(?:supervisors?|advis[eo]rs?|mentors?|supervised by|principal investigators?|PI|reporting to|reports to))\s*:/i;

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
export function isFieldedHeader(text: string): boolean {
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

/** A job title's own line: short, a title word, not a sentence. */
export function isTitleLine(line: CvLine): boolean {
  return (
    !line.isBullet &&
    // 'Mentor: Ann Roe' names the supervisor, not a post.
    !SUPERVISOR_LINE.test(line.text) &&
    TITLE_WORD.test(line.text) &&
    line.text.split(/\s+/).length <= 12 &&
    !/[.!?]$/.test(line.text)
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
  // 'Conseil National des Évangéliques de France': the French plural 'of the'.
  'des',
  'von',
  'van',
  'y',
  'e',
  'und',
]);

/** 'British Council, Paris, France', 'Acme Corp – Austin, TX': short, every part a name, no sentence. */
export function isNameList(line: CvLine, maxWords = 10): boolean {
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
