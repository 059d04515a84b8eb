/**
 * A posting may shout a few words of a line in capitals ('Ensures that ALL GUESTS have an AWESOME EXPERIENCE, and are
 * EXCITED to come back', the dishwasher post's first duty): quoted in a question, they read as shouting at the
 * candidate. In a line that shouts (two words in capitals side by side among words in lower case), a word in capitals is set
 * in lower case when it is a word, not an acronym: four letters or more with two vowels or more ('GUESTS', 'EXCITED';
 * not 'HACCP', 'POS', 'SQL'), or one of the short words a sentence is built of ('ALL', 'AND', 'THE').
 */

const CAPITALS_WORD = /(?<![\p{L}\d])\p{Lu}{2,}(?![\p{L}\d])/gu;
const SHORT_WORDS = new Set(
  'ALL AND ARE THE FOR YOU YOUR OUR ANY NEW NOT CAN GET HAS HAVE WITH EACH EVERY MUST WILL BE IS AN TO OF IN ON AT OR'.split(
    ' ',
  ),
);
// Two words in capitals side by side ('ALL GUESTS'): a line that shouts, not one naming an acronym ('DEIA efforts').
const SHOUTED_RUN = /(?<![\p{L}\d])\p{Lu}{2,}\s+\p{Lu}{2,}(?![\p{L}\d])/gu;

const isWordInCapitals = (word: string): boolean =>
  SHORT_WORDS.has(word) || (word.length >= 4 && (word.match(/[AEIOUY]/g)?.length ?? 0) >= 2);

/** The line with its shouted words in lower case; a line that does not shout, or is all in capitals, as it is. */
export function withoutShouting(line: string): string {
  const isShouting = [...line.matchAll(SHOUTED_RUN)].some((run) =>
    run[0].split(/\s+/).every(isWordInCapitals),
  );
  const hasLowerCaseWords = /(?<![\p{L}])\p{Ll}{2,}/u.test(line);
  if (!isShouting || !hasLowerCaseWords) return line;
  return line.replace(CAPITALS_WORD, (word) => (isWordInCapitals(word) ? word.toLowerCase() : word));
}
