/**
 * Where a posting names one of its own documents or pages rather than work: 'as defined in our Human Resources for
 * Renovation policy', 'la nostra policy Risorse Umane per la Ristrutturazione', 'see the HR Onboarding page'. The
 * competency's words are part of a title there and say nothing of what the role does. A policy named by the field
 * alone ('HR policies', 'the Human Resources Policy') is left alone: writing those is HR work.
 * Matched on text folded as `foldCharacters` does (case kept).
 */

// Nouns that name a document or a page of a site, with or without a capital.
const DOCUMENT_NOUN = `(?:${[
  'polic(?:y|ies)',
  'handbook',
  'guidelines?',
  'charters?',
  'manual',
  'regulations?',
  'pages?',
  'politica',
  'politique',
  'regolamento',
  'reglamento',
  'richtlinie',
  'leitfaden',
  'handbuch',
  'charte',
]
  .map((noun) => `[${noun[0]?.toUpperCase()}${noun[0]}]${noun.slice(1)}`)
  .join('|')})`;

// A word of a title: capitalised, or a short linking word between capitalised ones ('for', 'per la', 'de').
const TITLE_WORD =
  "(?:\\p{Lu}[\\p{L}'’&]*|for|of|and|the|per|la|il|di|del|della|de|des|du|el|y|et|e|und|fur|der|die)";
const CAPITALISED_WORD = "\\p{Lu}[\\p{L}'’]*";

// The title goes on past the keyword to a capitalised word, then a document noun ends it.
const TITLE_THEN_NOUN = new RegExp(
  `^(?:\\s+${TITLE_WORD})*?\\s+${CAPITALISED_WORD}\\s+${DOCUMENT_NOUN}\\b`,
  'u',
);
// A document noun opens the title ('policy Risorse Umane per la …') and the title goes on past the keyword.
const NOUN_BEFORE = new RegExp(`\\b${DOCUMENT_NOUN}\\s+$`, 'u');
const TITLE_GOES_ON = new RegExp(`^(?:\\s+${TITLE_WORD})*?\\s+${CAPITALISED_WORD}`, 'u');

/** True when the keyword at `start`..`end` of the folded line is part of a longer capitalised document title. */
export function isInNamedDocument(folded: string, start: number, end: number): boolean {
  if (!/^\p{Lu}/u.test(folded.slice(start, end))) return false;
  const after = folded.slice(end, end + 80);
  const before = folded.slice(Math.max(0, start - 30), start);
  return TITLE_THEN_NOUN.test(after) || (NOUN_BEFORE.test(before) && TITLE_GOES_ON.test(after));
}
