import { DATE_RANGE, DEGREE_WORD } from './admin-checks.ts';
import { JOB_NOUN, withoutAbbreviationDots } from './job-and-heading-words.ts';
import { escape } from './regex-escape.ts';

/**
 * Checks of issue 13 on CV rows told as what they are not: a degree, a grant or fellowship row or a section heading
 * told as a job or an employer ('I worked at B.Sc (Honours)', 'at II) Grants and Fellowships', 'presso Dottorato in
 * …'); the same degree listed twice; a job said to be undated whose row has its dates ('2020 – present'); a season of a
 * date column offered as a skill ('2016 – Spring Field team leader'). Plain patterns over the output and the CV's text,
 * written apart from the CV reader.
 */

// Where a text names a job's title or employer: 'worked as X', 'your time at X', 'presso X', and a verification
// question's 'lists X' when it asks for the job title or when the role was held. The name runs to the dates, the next
// slot or the end of the sentence.
const NAME_END = `(?= at | from | since | in (?:19|20)\\d{2}| nel | dal | presso | without dates| \\((?:19|20)\\d{2}\\)|[.?:](?:\\s|$)|\\?|$)`;
const TITLE_SLOT = new RegExp(
  `\\b(?:worked as|time as|did you do as|responsible for as|lavoro come|lavorato come)\\s+(?:an?\\s+)?(.+?)${NAME_END}`,
  'giu',
);
const EMPLOYER_SLOT = new RegExp(
  `\\b(?:worked at|work at|time at|presso|worked as .+? at)\\s+(.+?)${NAME_END}`,
  'giu',
);
const JOB_QUESTION =
  /\bjob title\b|\bhold this role\b|\bqualifica\b|\bintitul[ée] de ce poste\b|\bsu cargo\b/i;
const LISTED = new RegExp(`\\b(?:lists|indica|indique)\\s+(?:an?\\s+)?(.+?)${NAME_END}`, 'giu');

// Degrees in the Italian CVs' words ('Dottorato in …', 'Laurea magistrale', the CV's own 'Laure magistrale').
const ITALIAN_DEGREE = /\b(?:dottorato|laurea|laure magistrale|magistrale|triennale)\b/i;
// A degree's letters once the reading took their dots out ('BA (Hons)' for 'B.A. (Hons)').
const UNDOTTED_DEGREE = /\b(?:BA|MA|BS|MS|BSc|MSc|PhD|MPhil|DPhil)\b/;
// A grant, fellowship or scholarship row: its name with an amount or a span of years ('2015-18 X Fellowship ($30,000)').
const AWARD = /\b(?:fellowship|scholarship|grant|bursary|stipend|borsa di studio|beca|bourse)\b/i;
const AMOUNT_OR_SPAN = /[$€£]\s?\d|^(?:19|20)\d{2}\s*[–—-]\s*\d{2,4}\b/;
// A section heading: numbered ('II) Grants and Fellowships', 'I) Education') or naming funding ('Competitive Research
// Funding', 'Grants and Awards').
const NUMBERED_HEADING = /^(?:[IVX]{1,4}|[A-H]|\d{1,2})\)\s+\p{Lu}/u;
const FUNDING_HEADING =
  /^(?:(?:competitive|external|internal|research)\s+)*(?:funding|grants?(?:,? (?:and|&) (?:fellowships|awards|funding))?|fellowships|scholarships)$/i;

// A company's legal or generic word ('MSD Software Corporation', 'BA Systems Ltd'): letters like a degree's open its name.
const COMPANY_WORD = /\b(?:corporation|corp|inc|ltd|llc|gmbh|plc|limited|company)\b/i;

function rowKind(name: string): string | null {
  if (NUMBERED_HEADING.test(name) || FUNDING_HEADING.test(name)) return 'a section heading';
  if (AWARD.test(name) && AMOUNT_OR_SPAN.test(name)) return 'a grant or fellowship row';
  const isDegree = DEGREE_WORD.test(name) || ITALIAN_DEGREE.test(name) || UNDOTTED_DEGREE.test(name);
  if (isDegree && !JOB_NOUN.test(name) && !COMPANY_WORD.test(name)) return 'a degree';
  return null;
}

/** Titles and employers a CV text names that are a degree, a grant or fellowship row, or a section heading. */
export function rowsToldAsJobs(written: string): string[] {
  const text = withoutAbbreviationDots(written);
  const slots = [
    ...[...text.matchAll(TITLE_SLOT)].map((match) => ['title', match[1] ?? ''] as const),
    ...[...text.matchAll(EMPLOYER_SLOT)].map((match) => ['employer', match[1] ?? ''] as const),
    ...(JOB_QUESTION.test(text)
      ? [...text.matchAll(LISTED)].map((match) => ['job', match[1] ?? ''] as const)
      : []),
  ];
  const found = slots.flatMap(([slot, raw]) => {
    const name = raw.trim();
    const kind = rowKind(name);
    return kind ? [`${kind} '${name}' told as ${slot === 'employer' ? 'an employer' : 'a job'}`] : [];
  });
  return [...new Set(found)];
}

const DEGREE_LEVELS: [RegExp, string][] = [
  [/ph\.?\s?d|doctor|dottorato|doctorado|doctorat/i, 'doctorate'],
  [/master|m\.?\s?sc|\bm\.\s?a\.|\bmba\b|magistrale|m[aá]ster/i, "master's"],
  [/bachelor|b\.?\s?sc|\bb\.\s?a\.|triennale|licenciatura|licence/i, "bachelor's"],
];

/** The same degree (its level, school and year) named twice in one text ('a Ph.D from X (2017) … a PhD from X (2017)'). */
export function degreesListedTwice(text: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/\s(?:from|presso|en|à)\s+([^()]+?)\s+\(((?:19|20)\d{2})\)/g)) {
    const degree = text.slice(start, match.index);
    start = (match.index ?? 0) + match[0].length;
    const level = DEGREE_LEVELS.find(([pattern]) => pattern.test(degree))?.[1];
    if (!level) continue;
    const key = `${level} ${(match[1] ?? '').trim().toLowerCase()} ${match[2]}`;
    if (seen.has(key)) found.push(`the same degree listed twice: a ${key}`);
    seen.add(key);
  }
  return found;
}

// 'Your CV lists X at Y without dates', in the languages the admin questions are written in.
const UNDATED =
  /\b(?:lists|indica|indique)\s+(.+?)(?:\s+(?:at|presso|chez|en)\s+.+?)?\s+(?:without dates|senza date|sans dates|sin fechas)\b/i;

/**
 * An admin question that calls a job undated while the CV dates the row that names it ('2020 – present X'), or the
 * line above it ('Research Assistant · May 2026 – present' over 'Tactile Robotics Lab · Astana').
 */
export function datedJobCalledUndated(question: string, cvText: string): string | null {
  const title = UNDATED.exec(question)?.[1]?.trim();
  if (!title) return null;
  const lines = cvText.split('\n').filter((line) => line.trim() !== '');
  const isDated = lines.some(
    (line, index) =>
      line.includes(title) &&
      (DATE_RANGE.test(line) ||
        new RegExp(`(?:^|[·|])\\s*(?:\\p{L}+\\.?\\s+)?${DATE_RANGE.source}[\\p{L}. ]*$`, 'iu').test(
          lines[index - 1] ?? '',
        )),
  );
  return isDated ? `says '${title}' has no dates, but the CV dates its row` : null;
}

const SEASON = /^(?:Spring|Summer|Fall|Autumn|Winter)$/;

/** A season offered as a skill that the CV writes only beside a year ('2016 – Spring Field team leader'). */
export function seasonAsSkill(skill: string, cvText: string): string | null {
  if (!SEASON.test(skill)) return null;
  const uses = [...cvText.matchAll(new RegExp(`(?<![\\p{L}])${escape(skill)}(?![\\p{L}])`, 'gu'))];
  const besideAYear = (at: number) =>
    /(?:19|20)\d{2}\s*[–—-]?\s*$/.test(cvText.slice(Math.max(0, at - 12), at)) ||
    /^\s*(?:(?:19|20)?\d{2})\b/.test(cvText.slice(at + skill.length, at + skill.length + 6));
  return uses.length > 0 && uses.every((use) => besideAYear(use.index ?? 0))
    ? `'${skill}' is the season of a date, not a skill`
    : null;
}
