import { escape } from './regex-escape.ts';

/**
 * A check of issue 13: a town named as the employer ('your work at Guaranda' from the row 'Counselor (2022 - 2023)
 * Lorica School, Guaranda, Colombia'). Read from the CV's text apart from the engine: a name the CV writes only as the
 * middle of a dated row's closing 'Name, Town, Country' is where the employer is, not who it is.
 */

// 'your work at X', 'worked as a Y at X', 'Your CV lists Y at X from …': the employer's name, to the dates or the end.
const EMPLOYER_SLOT =
  /\b(?:at|chez|presso|bei)\s+(\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,3})(?=\s+(?:from|since|until|as|in)\s|[.,?)]|$)/gu;

// The next post's employer under the dates, not a place: its tenure line or its title and dates follow it.
const NEXT_POST = String.raw`\s*\n\s*(?:\d+\s+\p{L}+(?:\s+\d+\s+\p{L}+)?[ \t]*(?:\n|$)|[^\n]+\n\s*[^\n]*\((?:\d+\s+\p{L}+|less than))`;

/** The employers the text names that the CV writes only as a town between a name and a country at a row's end. */
export function placesAsEmployers(text: string, cvText: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(EMPLOYER_SLOT)) {
    const name = match[1] ?? '';
    const anywhere = new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'gu');
    const asTown = new RegExp(
      `(?:19|20)\\d{2}[^\\n]*?\\p{L}[\\p{L}.]*,\\s+${escape(name)},\\s+\\p{Lu}[\\p{L}.]*(?:\\s\\p{Lu}[\\p{L}.]*)?\\s*$`,
      'gmu',
    );
    // A LinkedIn export's place line under a post's dates and their bracketed length ('May 2025 - Present (11
    // months)' over 'Port-au-Prince, Département de l'Ouest, Haiti'), the name one of its parts.
    const asPlaceLine = new RegExp(
      `\\(\\d+\\s+\\p{L}+(?:\\s+\\d+\\s+\\p{L}+)?\\)[ \\t]*\\n(?:[ \\t]*\\n)*(?:[^\\n,]+,\\s*)*${escape(name)}(?:\\s*,[^\\n]*)?[ \\t]*$(?!${NEXT_POST})`,
      'gmu',
    );
    const mentions = cvText.match(anywhere)?.length ?? 0;
    const townMentions = (cvText.match(asTown)?.length ?? 0) + (cvText.match(asPlaceLine)?.length ?? 0);
    if (mentions > 0 && townMentions === mentions) found.add(`a town '${name}' as an employer`);
  }
  return [...found];
}
