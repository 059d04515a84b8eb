import { wordTokens } from './nlp.ts';
import { contentTermSet } from './terms.ts';

// A Japanese text writes no spaces between its words, so the tokeniser reads a run of them as one: two questions
// quoting different Japanese lines looked alike but for one word and the second was dropped. Each pair of letters
// in such a run stands for its words. Chinese, which writes no kana, is left as it was.
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
function japaneseLetterPairs(text: string): string[] {
  if (!KANA.test(text)) return [];
  return (text.match(UNSPACED_RUN) ?? []).flatMap((run) =>
    run.length < 2 ? [run] : [...run].slice(1).map((letter, index) => `${run[index]}${letter}`),
  );
}
const termsOf = (text: string): Set<string> =>
  new Set([...contentTermSet(text), ...japaneseLetterPairs(text)]);
const tokensOf = (text: string): Set<string> => new Set([...wordTokens(text), ...japaneseLetterPairs(text)]);

/** |A ∩ B| / |A ∪ B|; 0 when both are empty. */
export function jaccard(first: Set<string>, second: Set<string>): number {
  if (first.size === 0 && second.size === 0) return 0;
  let shared = 0;
  for (const term of first) if (second.has(term)) shared += 1;
  return shared / (first.size + second.size - shared);
}

/** Share of `reference`'s terms that `text` also has (0..1); 0 when the reference has none. */
export function coverage(text: Set<string>, reference: Set<string>): number {
  if (reference.size === 0) return 0;
  let shared = 0;
  for (const term of reference) if (text.has(term)) shared += 1;
  return shared / reference.size;
}

/** Content-term Jaccard similarity of two texts. */
export function textSimilarity(first: string, second: string): number {
  return jaccard(termsOf(first), termsOf(second));
}

/** Token Jaccard of two texts: their sets of lower-case words as written, stop words included. */
export function tokenJaccard(first: string, second: string): number {
  return jaccard(tokensOf(first), tokensOf(second));
}

/**
 * Keeps the first of any texts that nearly repeat an earlier kept one: content-term Jaccard (same meaning in
 * other words) or token Jaccard (same wording) reaching `threshold`.
 */
export function dropNearDuplicates<T>(items: T[], textOf: (item: T) => string, threshold = 0.8): T[] {
  const kept: { item: T; terms: Set<string>; tokens: Set<string> }[] = [];
  for (const item of items) {
    const text = textOf(item);
    const terms = termsOf(text);
    const tokens = tokensOf(text);
    const isNew = kept.every(
      (other) => jaccard(other.terms, terms) < threshold && jaccard(other.tokens, tokens) < threshold,
    );
    if (isNew) kept.push({ item, terms, tokens });
  }
  return kept.map((entry) => entry.item);
}
