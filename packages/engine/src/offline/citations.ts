// A publication as a CV lists it: its authors by initials and surname, its title, where it appeared. Initials look
// like degree abbreviations ('A. B. See' holds 'A.B'), so a citation must be told apart before degrees are read.

// Two authors or more at the line's start: 'X. Y. Zed, A. B. See.', 'J. Doe and R. Roe'.
// Degrees abbreviated with a space ('B. Tech and M. Tech') are no authors.
const AUTHOR = String.raw`(?:\p{Lu}\.\s?){1,3}(?!(?:Tech|Sc|Com|Eng|Ed|Arch|Pharm|Phil|Des|Litt?|Mus)\b)\p{Lu}[\p{L}'’-]{2,}`;
const AUTHOR_LIST = new RegExp(String.raw`^${AUTHOR}(?:,?\s+(?:and\s+|&\s+)?${AUTHOR}){1,}`, 'u');
// Authors surname first: 'Zed, X. Y., See, A.', 'Zed,X. and See,A.', 'Zed, X. (2104)' (not 'Boston, MA').
const SURNAME_FIRST = String.raw`\p{Lu}[\p{L}'’-]+,\s?(?:\p{Lu}\.\s?){1,3}`;
const SURNAME_FIRST_LIST = new RegExp(
  String.raw`^${SURNAME_FIRST}(?:,|\s?(?:and|&)\s|\s?\((?:19|20)\d{2})`,
  'u',
);
// Where a work appeared, or its reference marks.
const VENUE =
  /\bIn:\s|\bproceedings\b|\bjournal\b|\bPress\b|\bvol\.\s*\d|\bpp\.\s*\d|\bdoi\b|\bISBN\b|\barXiv\b|\bet al\./i;

/** 'X. Y. Zed A. B. See. How to write a CV. Some Press, 2104': a citation, never a degree or a job. */
export function looksLikeCitation(line: string): boolean {
  return AUTHOR_LIST.test(line.trim()) || SURNAME_FIRST_LIST.test(line.trim()) || VENUE.test(line);
}

/** Two authors or more anywhere in the line ('… Barnes, M.L., Berardo, R., …'): a citation's piece, if not its start. */
export function namesAuthors(line: string): boolean {
  const authors =
    (line.match(new RegExp(AUTHOR, 'gu'))?.length ?? 0) +
    (line.match(new RegExp(SURNAME_FIRST, 'gu'))?.length ?? 0);
  return authors >= 2;
}

const INITIALS_BEFORE_NAME = new RegExp(String.raw`(?:\p{Lu}\.\s?){1,3}(?=\p{Lu}[\p{L}'’-]{2,})`, 'gu');
const MIDDLE_INITIAL = /(?<=\b\p{Lu}\p{Ll}+\s)\p{Lu}\.\s(?=\p{Lu}\p{Ll})/gu;
const INITIALS_AFTER_NAME = /(?<=\p{Lu}[\p{L}'’-]+,\s?)(?:\p{Lu}\.\s?){1,3}/gu;

/**
 * A citation's line without its authors' initials ('X. Zed, A. B. See' → 'Zed, See'): an initial is no word of the
 * text ('R. Roe' names no R). Lines that are no citation (two authors or more anywhere, or a venue) stay as written.
 */
export function withoutAuthorInitials(line: string): string {
  // 'William R. Freudenburg Award': a middle initial between a first name and a surname names no tool, in any line.
  line = line.replace(MIDDLE_INITIAL, '');
  if (!namesAuthors(line) && !looksLikeCitation(line)) return line;
  return line.replace(INITIALS_BEFORE_NAME, '').replace(INITIALS_AFTER_NAME, '');
}

// APA's opening of an entry: its authors surname first, then the date in brackets ('Roe, A. B., & Poe, C. (2019).',
// 'Roe, A. (2018, July 26).'), or the dashes that repeat the authors above ('---. (2018).', escaped '\---.' in
// Markdown). 'n.d.' dates an undated work.
const APA_AUTHORS = String.raw`${SURNAME_FIRST}(?:,?\s*(?:&\s*|and\s+)?${SURNAME_FIRST})*`;
const APA_OPENING = new RegExp(
  String.raw`^(?:${APA_AUTHORS}|\\?[-—–]{2,}\.?)\s*\(((?:19|20)\d{2}|n\.\s?d\.)[^()]*\)\.?`,
  'u',
);

/** Whether a line opens an APA entry with its authors and date ('Roe, A. (2019).'), whatever follows on the line. */
export function opensApaEntry(line: string): boolean {
  return APA_OPENING.test(line.trim());
}

/**
 * An APA entry's title and year: the words after the authors and date, to the sentence's end or the bar before the
 * site it appeared on ('… (2018). Winter Light | The Review. Retrieved …' → 'Winter Light'); null for any other line.
 */
export function apaEntryOf(entry: string): { title: string; year: string | null } | null {
  const opening = APA_OPENING.exec(entry.trim());
  if (!opening) return null;
  const rest = entry.trim().slice(opening[0].length).trim();
  // '(2021). “Still Water.” In Proceedings …': a chapter's or a paper's title is the quoted part.
  const quoted = /^["“]([^"“”]+?)[,.]?["”]/u.exec(rest)?.[1];
  const title =
    quoted ?? /^(.+?)(?:(?<=[^\s.])\.(?=\s|$)|(?<=[?!])(?=\s|$)|\s\|\s|$)/u.exec(rest)?.[1]?.trim() ?? '';
  const year = /^\d{4}$/.test(opening[1] ?? '') ? (opening[1] ?? null) : null;
  return title ? { title, year } : null;
}
