// A publication as a CV lists it: its authors by initials and surname, its title, where it appeared. Initials look
// like degree abbreviations ('A. B. See' holds 'A.B'), so a citation must be told apart before degrees are read.

// Two authors or more at the line's start: 'X. Y. Zed, A. B. See.', 'J. Doe and R. Roe'.
// Degrees abbreviated with a space ('B. Tech and M. Tech') are no authors.
const AUTHOR = String.raw`(?:\p{Lu}\.\s?){1,3}(?!(?:Tech|Sc|Com|Eng|Ed|Arch|Pharm|Phil|Des|Litt?|Mus)\b)\p{Lu}[\p{L}'’-]{2,}`;
const AUTHOR_LIST = new RegExp(String.raw`^${AUTHOR}(?:,?\s+(?:and\s+|&\s+)?${AUTHOR}){1,}`, 'u');
// Where a work appeared, or its reference marks.
const VENUE =
  /\bIn:\s|\bproceedings\b|\bjournal\b|\bPress\b|\bvol\.\s*\d|\bpp\.\s*\d|\bdoi\b|\bISBN\b|\barXiv\b|\bet al\./i;

/** 'X. Y. Zed A. B. See. How to write a CV. Some Press, 2104': a citation, never a degree or a job. */
export function looksLikeCitation(line: string): boolean {
  return AUTHOR_LIST.test(line.trim()) || VENUE.test(line);
}
