import { detectLanguage } from '../text/stopwords.ts';

// 'English version', 'English version below', '## In English', 'Version in English': the heading a bilingual ad puts
// over its English text, after the text in its own language. 'English version below the Danish' at the top only
// announces it and heads nothing.
const ENGLISH_VERSION_HEADING =
  /^#{1,6}\s*(?:english version|in english|version in english|english translation|english)\s*:?\s*$/i;

/**
 * The part of a bilingual posting to read for questions: from the heading over its English version on, when the text
 * before it is in another language and the part after it is English (the engine writes English questions; a Danish
 * line run into an English lead reads as neither). Any other posting whole. The part after the English text (a job
 * board's fact rows, the contact) stays with it.
 */
export function englishVersion(markdown: string): string {
  const lines = markdown.split('\n');
  const at = lines.findIndex((line, index) => index > 0 && ENGLISH_VERSION_HEADING.test(line.trim()));
  if (at < 0) return markdown;
  const before = lines.slice(0, at).join('\n');
  const after = lines.slice(at).join('\n');
  if (detectLanguage(after) !== 'en' || detectLanguage(before) === 'en') return markdown;
  return after;
}
