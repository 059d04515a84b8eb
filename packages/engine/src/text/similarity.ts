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

/** Keeps the first of any texts whose content-term Jaccard with an earlier kept one reaches `threshold`. */
export function dropNearDuplicates<T>(items: T[], textOf: (item: T) => string, threshold = 0.8): T[] {
  const kept: { item: T; terms: Set<string> }[] = [];
  for (const item of items) {
    const terms = contentTermSet(textOf(item));
    if (kept.every((other) => jaccard(other.terms, terms) < threshold)) kept.push({ item, terms });
  }
  return kept.map((entry) => entry.item);
}
