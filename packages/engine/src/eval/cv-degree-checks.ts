/**
 * Degrees a CV answer or question names wrongly: two degrees run together, a citation as a degree, or a degree said
 * to be held that the CV dates as under way or marks unfinished.
 */

// A degree named where the school should be: the reader ran two degrees into one entry.
const DEGREE_NAME =
  /\b(?:bachelor|master|doctoral|doctorate|degree|ph\.?\s?d|diploma|b\.?\s?sc|m\.?\s?sc|mba)\b/i;

/** Degree statements ('a BSc ... from X') whose school part names another degree ('from DOCTORAL DEGREE IN ...'). */
export function degreesRunTogether(text: string): string[] {
  return [
    ...text.matchAll(/\b(?:hold|lists) an? ([^()?]+?) from ([^()?]+?)(?= \(| and an? |, an? |\?|\. |\.?$)/g),
  ]
    .filter((match) => DEGREE_NAME.test(match[2] ?? ''))
    .map((match) => `${match[1]} from ${match[2]}`);
}

// How a CV marks a degree still under way: a range left open, 'since', 'expected', a student of it ('Pós-graduanda em').
// A mark in brackets beside the years says so too ('2019–2021 Master of Arts (Ongoing)', round 33).
const UNDER_WAY =
  /(?:19|20)\d{2}\s*[–—-]\s*(?:current|present|now|today|ongoing|en curso|actualidad)\b|\((?:ongoing|on-going|in progress|under way|underway|not yet completed|current)\)|\bsince\s+(?:19|20)\d{2}|\bexpected\b|\b(?:p[óo]s-graduand[oa]|mestrand[oa]|doutorand[oa]|cursando|em (?:andamento|curso)|in corso|en cours|laufend)(?![\p{L}])/iu;

// An entry's dates on a line of their own, a place after them at most ('10/2019 – current – Ilmenau, Germany').
const DATE_LINE =
  /^\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}\s*[–—-]\s*(?:current|present|now|today|ongoing|(?:\d{1,2}[/.])?(?:19|20)\d{2})\s*(?:[–—-]\s*[\p{L} ,.'’-]{0,40})?$/iu;
const STATUS_UNDER_WAY = /^\s*status\s*:\s*(?:ongoing|on-going|in progress|not completed)\b/i;

// How a CV marks a degree left unfinished beside its dates ('2015 - dropout', '2018 - 2021 (Incompleto)', 'abgebrochen').
const UNFINISHED =
  /(?:[([·,–—-]|\b(?:19|20)\d{2})\s*(?:incomplet[oae]s?|incomplete|unfinished|not completed|drop(?:ped)?[- ]?out|discontinued|abgebrochen|trancad[oa]|inachev[ée]e?|sin terminar|n[ãa]o conclu[ií]d[oa])\s*(?:[)\],;·]|$)/iu;

/** Degrees an answer says are held ('I hold a Master of Laws (2005)') that the CV dates as still under way. */
export function heldDegreesUnderWay(text: string, cvText: string): string[] {
  return heldDegreesMarked(
    text,
    cvText,
    // 'Status: ongoing' on a line of the entry below its degree says so too, and so does the entry's date line above
    // it ('10/2019 – CURRENT – Ilmenau', a Europass).
    (entry, above) =>
      UNDER_WAY.test(entry[0] ?? '') ||
      (DATE_LINE.test(above) && UNDER_WAY.test(above)) ||
      entry.slice(1).some((other) => STATUS_UNDER_WAY.test(other)),
  );
}

/** Degrees an answer says are held that the CV marks as left unfinished ('M.S. in Biology · 2015 - dropout'). */
export function heldDegreesUnfinished(text: string, cvText: string): string[] {
  return heldDegreesMarked(
    text,
    cvText,
    (entry, above) => UNFINISHED.test(entry[0] ?? '') || (DATE_LINE.test(above) && UNFINISHED.test(above)),
  );
}

/** Degrees an answer says are held whose entry in the CV (its line and the two below, the line above) is so marked. */
function heldDegreesMarked(
  text: string,
  cvText: string,
  isMarked: (entry: string[], above: string) => boolean,
): string[] {
  const lines = cvText.split('\n').map((line) => line.replace(/\s+/g, ' ').toLowerCase());
  const found: string[] = [];
  // A sentence ends at a full stop before a capital; 'M.Sc. in Ecology' goes on.
  for (const match of text.matchAll(/\bhold (?:an? )?(.+?)(?=\.(?:\s+\p{Lu}|\s*$)|\?|$)/gu)) {
    for (const degree of (match[1] ?? '').split(/,\s+(?:and\s+)?an?\s+|\s+and\s+an?\s+/)) {
      // The degree as written, then its name alone: 'Master of Laws' of 'Master of Laws in X (2005)'.
      const written = degree
        .replace(/\s*\(.*$/, '')
        .trim()
        .toLowerCase();
      const name = written.replace(/\s+(?:in|from|at)\s+.*$/, '');
      const at = [written, name]
        .filter((candidate) => candidate.length >= 3)
        .map((candidate) => lines.findIndex((other) => other.includes(candidate)))
        .find((index) => index >= 0);
      const entry = at === undefined ? [] : lines.slice(at, at + 3);
      const above =
        at === undefined ? '' : (lines.slice(0, at).findLast((other) => other.trim() !== '') ?? '');
      if (at !== undefined && isMarked(entry, above)) found.push(degree.trim());
    }
  }
  return found;
}

// A citation: authors by initials and surname ('X. Y. Zed, A. B. See'), or where a work appeared.
// Degrees abbreviated with a space ('B. Tech and M. Tech') are no authors.
const CITATION =
  /(?:\p{Lu}\.\s?){1,3}(?!(?:Tech|Sc|Com|Eng|Ed|Arch|Pharm|Phil|Des|Litt?|Mus)\b)\p{Lu}[\p{L}'’-]{2,},?\s+(?:and\s+)?(?:\p{Lu}\.\s?){1,3}(?!(?:Tech|Sc|Com|Eng|Ed|Arch|Pharm|Phil|Des|Litt?|Mus)\b)\p{Lu}[\p{L}'’-]{2,}|\bIn:\s|\bProceedings\b|\bJournal of\b|\bPress\b|\bet al\./u;

/** Degrees an answer or question names that are a publication's citation ('I hold an X. Y. Zed A. B. See. How to…'). */
export function citationsAsDegrees(text: string): string[] {
  return [...text.matchAll(/\b(?:hold|lists) (?:an? )?(.+?)(?=\. (?:Can|I|My)\b|\?|$)/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((degree) => CITATION.test(degree));
}

// Round 21's kinds: a degree row opening on its year and a full stop ('2000. Ph.D. …', escaped '\2000.') read with the
// year in the degree's name, and a degree told as a sentence ('X formado na Y – TCC: … – 2018') read whole as the school.
const YEAR_MARK_IN_DEGREE = /\b(?:hold|lists|studied)\s+(?:an?\s+)?(\\?(?:19|20)\d{2}\.)(?=\s)/u;
const SCHOOL_SLOT =
  /\b(?:courses at|studied [^.?]{0,60}? at|(?:hold|lists) an? [^.?]{1,80}? from)\s+(.+?)(?=\s\((?:since |expected )?\d{4}\)|\.\s|\?|$)/gu;
const TOLD_DEGREE = /\b(?:formad[oa]|graduad[oa]|graduated|TCC|tese|thesis|dissertation)\b/iu;

/** A degree's year mark kept in its name, or a school that is a whole sentence (empty when none). */
export function degreeSlotsMisread(text: string): string[] {
  const found: string[] = [];
  const mark = YEAR_MARK_IN_DEGREE.exec(text)?.[1];
  if (mark) found.push(`a year mark '${mark}' read into a degree`);
  for (const [, school = ''] of text.matchAll(SCHOOL_SLOT))
    if (school.split(/\s+/).length > 14 || TOLD_DEGREE.test(school))
      found.push(`a sentence as the school: '${school.slice(0, 60)}…'`);
  return found;
}
