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

/**
 * The half of a CV to read when it holds the same content in two languages, one of them English (a Hebrew CV with its
 * English translation after it): the English half, since the engine answers in English and each post is then told
 * once. A CV is two halves where its sections (each heading with its lines) run in one language up to a heading and
 * in the other from it, English on one side only, each half of three sections or more with an experience or an
 * education heading of its own. A section of few words (a name, a contact row) counts for neither. Any other CV whole.
 */
export function englishCvHalf(markdown: string, kindOf: (heading: string) => string | null): string {
  const sections = markdown.split(/\n(?=#{1,6}\s)/);
  const languages = sections.map((section) =>
    (section.match(/\p{L}+/gu)?.length ?? 0) < 8 ? null : detectLanguage(section),
  );
  const isEnglish = (from: number, to: number, english: boolean) =>
    languages.slice(from, to).every((language) => language === null || (language === 'en') === english);
  const hasOwn = (part: readonly string[], kind: string) =>
    part.some((section) => kindOf(section.split('\n')[0] ?? '') === kind);
  for (let at = 3; at <= sections.length - 3; at += 1) {
    const [before, after] = [sections.slice(0, at), sections.slice(at)];
    const isTwice = ['experience', 'education'].some((kind) => hasOwn(before, kind) && hasOwn(after, kind));
    if (!isTwice) continue;
    if (isEnglish(0, at, false) && isEnglish(at, sections.length, true)) return after.join('\n');
    if (isEnglish(0, at, true) && isEnglish(at, sections.length, false)) return before.join('\n');
  }
  return markdown;
}
