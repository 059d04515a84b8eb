import { LEXICON } from './cv-fact-checks.ts';

/**
 * Words a PDF reader broke where it lost a ligature glyph ('fi', 'fl', 'ff', 'ffi', 'ffl') that the font maps to no
 * letters: 'speci c' for 'specific', 'work ow' for 'workflow', 'cientí ca' for 'científica'. A plain check over the
 * output and the document's text, written apart from the reader. Only what a dictionary confirms is counted: two
 * pieces that are no words side by side, which the ligature's letters join into an English word the lexicon knows or
 * into a word the document writes whole elsewhere; and the Romance '-ífica', '-ífico' endings ('cientí ca', 'especí
 * co'), which no word ends on before a space.
 */
const LIGATURES = ['ffi', 'ffl', 'ff', 'fi', 'fl'];
const ROMANCE_FI_ENDING = /\p{L}{3,}[íÍ] (?:ca|co|cas|cos|car|cación|caciones)(?![\p{L}])/gu;

export function lostLigatures(text: string, documentText: string): string[] {
  const documentWords = new Set(
    [...documentText.matchAll(/\p{L}+/gu)].map((match) => match[0].toLowerCase()),
  );
  const isWord = (word: string): boolean => LEXICON[word] !== undefined;
  const isKnown = (word: string): boolean => isWord(word) || documentWords.has(word);
  const found: string[] = [...text.matchAll(ROMANCE_FI_ENDING)].map((match) => match[0]);
  // Each word with the next (the match looks ahead, so every word is a head once).
  for (const match of text.matchAll(/(?<![\p{L}'’-])(\p{L}+) (?=(\p{Ll}+)(?![\p{L}'’-]))/gu)) {
    const [head, tail] = [(match[1] ?? '').toLowerCase(), match[2] ?? ''];
    if (isWord(head) && isWord(tail)) continue;
    if (LIGATURES.some((ligature) => isKnown(`${head}${ligature}${tail}`))) found.push(`${head} ${tail}`);
  }
  return [...new Set(found)];
}
