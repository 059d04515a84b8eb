import { wordTokens } from './nlp.ts';
import { contentTermSet } from './terms.ts';

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
  return jaccard(contentTermSet(first), contentTermSet(second));
}

/** Token Jaccard of two texts: their sets of lower-case words as written, stop words included. */
export function tokenJaccard(first: string, second: string): number {
  return jaccard(new Set(wordTokens(first)), new Set(wordTokens(second)));
}

/**
 * Keeps the first of any texts that nearly repeat an earlier kept one: content-term Jaccard (same meaning in
 * other words) or token Jaccard (same wording) reaching `threshold`.
 */
export function dropNearDuplicates<T>(items: T[], textOf: (item: T) => string, threshold = 0.8): T[] {
  const kept: { item: T; terms: Set<string>; tokens: Set<string> }[] = [];
  for (const item of items) {
    const text = textOf(item);
    const terms = contentTermSet(text);
    const tokens = new Set(wordTokens(text));
    const isNew = kept.every(
      (other) => jaccard(other.terms, terms) < threshold && jaccard(other.tokens, tokens) < threshold,
    );
    if (isNew) kept.push({ item, terms, tokens });
  }
  return kept.map((entry) => entry.item);
}
