// Some CVs number their sections with roman numerals ('I) EDUCATION', 'VI. RESEARCH AND WORK EXPERIENCE'). The numeral
// marks the line as a section heading whatever its words: a known heading is read as its kind, any other ('VII) OTHER
// ACTIVITIES', 'VIII) CONFERENCE PRESENTATIONS') still ends the section before it, so its dated rows are not jobs.

const ROMAN_NUMBER = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})[.)]\s+/;

/** A roman-numbered heading's words without the numeral ('II) Grants' → 'Grants'); null for any other line. */
export function numberedHeadingWords(line: string): string | null {
  const numeral = ROMAN_NUMBER.exec(line);
  if (!numeral) return null;
  const words = line.slice(numeral[0].length).trim();
  // A heading is a few words opening on a capital, with no sentence's end and no date.
  const isHeading =
    /^\p{Lu}/u.test(words) &&
    words.split(/\s+/).length <= 6 &&
    !/[.!?]$/.test(words) &&
    !/\b(?:19|20)\d{2}\b/.test(words);
  return isHeading ? words : null;
}
