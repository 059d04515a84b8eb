import { DEGREE_WORD } from './admin-checks.ts';

/**
 * Checks of issue 13 on what a CV text names as an entry: a project titled by a section heading, a degree, or its type
 * label and dates ('TEAM PROJECT May 2018'); an employer that is a lead-in phrase ('Prior to joining…'); a degree that
 * is a place line ('Pune, Maharashtra, India'); an answer that is the contact line. Plain patterns over the output and
 * the CV's text, written apart from the CV reader.
 */

// The nouns a CV's section headings are made of, besides the ones a project may carry ('Skills Tracker' is a project).
const HEADING_NOUN =
  /(?:^|[\s/&,–-])(?:proficiency|skills?|activities|interests|hobbies|achievements|awards|certifications|languages|strengths|objective|profile|summary|declaration|references|qualifications|credentials|curricular)(?![\p{L}])/iu;
const MONTH_OR_YEAR =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\b(?:19|20)\d{2}\b|[–—-]|\bpresent\b/giu;
// What a CV writes before a project's name to say its kind ('TEAM PROJECT', 'Mini Project', 'Final Year Project').
const TYPE_LABEL_WORDS =
  /^(?:(?:team|group|individual|personal|academic|college|university|mini|major|minor|final|year|course|class|capstone|project|projects)\s*)+$/i;

const isCvLine = (name: string, cvText: string): boolean =>
  cvText.split('\n').some(
    (line) =>
      line
        .replace(/^[•\-*\s]+/, '')
        .trim()
        .toLowerCase() === name.toLowerCase(),
  );

/** Why a project a question asks about is no project (empty when none): a heading, a degree, a type label. */
export function projectsThatAreEntryLabels(text: string, cvText: string): string[] {
  return [...text.matchAll(/\byour project ["“]([^"”]+)["”]/g)].flatMap((match) => {
    const name = (match[1] ?? '').trim();
    const withoutDates = name.replace(MONTH_OR_YEAR, ' ').trim();
    if (withoutDates === '' || TYPE_LABEL_WORDS.test(withoutDates))
      return [`'${name}' is a type label or a date`];
    if (HEADING_NOUN.test(name) && isCvLine(name, cvText))
      return [`'${name}' is a section heading of the CV`];
    if (DEGREE_WORD.test(name)) return [`'${name}' is a degree`];
    return [];
  });
}

// A phrase that leads into a sentence or a list ('Prior to joining the Tata Group', 'Before moving to Acme').
// Matched with case: the name after the lead-in opens with capitals.
const LEAD_IN =
  /\b(?:(?:time|work|worked|working) at|lists)\s+((?:[Pp]rior to|[Bb]efore|[Aa]fter|[Ss]ince joining|[Dd]uring|[Ww]hile|[Uu]pon|[Ff]ollowing|[Oo]n joining)\s+\p{Ll}+(?:\s+(?:the\s+)?\p{Lu}[\p{L}&-]*)+)/gu;

/** Employers named that are a lead-in phrase of the CV, not a company. */
export function leadInsAsEmployers(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(LEAD_IN)].map((match) => `a lead-in '${(match[1] ?? '').trim()}' as an employer`),
    ),
  ];
}

// A place line: a town, its region and its country or state code ('Pune, Maharashtra, India', 'Austin, TX').
const COUNTRY =
  'India|USA|United States|UK|United Kingdom|England|Canada|Australia|Germany|France|Spain|Italy|Mexico|Peru|Chile|Brazil|Argentina|Colombia|China|Japan|Nigeria|Kenya|Pakistan|Bangladesh|Nepal|Sri Lanka|Ireland|Netherlands|Belgium|Switzerland|Portugal|Poland|Greece';
const PLACE_LINE = new RegExp(
  `^\\p{Lu}[\\p{L}.'’ -]*(?:,\\s*\\p{Lu}[\\p{L}.'’ -]*){0,2},\\s*(?:${COUNTRY}|\\p{Lu}{2})$`,
  'u',
);
const DEGREE_SLOT = /\b(?:studied|hold an?|lists(?: an?)?)\s+(.+?)\s+(?:at|from)\s/g;

/** Degrees named that are a place line ('I studied Pune, Maharashtra, India at …'). */
export function placesAsDegrees(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(DEGREE_SLOT)]
        .map((match) => (match[1] ?? '').trim())
        .filter((degree) => PLACE_LINE.test(degree))
        .map((place) => `a place '${place}' as a degree`),
    ),
  ];
}

// A contact line's label ('Contact No.: - 98…', 'E-mail: …', 'Address:').
const CONTACT_LABEL = /^(?:contact(?: no\.?| number)?|mobile(?: no\.?)?|phone|tel\.?|e-?mail|address)\s*:/i;

/** An answer that is the CV's contact line rather than what the question asks. */
export function answerIsContactLine(answer: string): boolean {
  return CONTACT_LABEL.test(answer.trim());
}
