import { isWordToken, its, wink } from './nlp.ts';
import { isExtraStopword } from './stopwords.ts';

/**
 * Content terms of a text: lemmas of the words and numbers that carry meaning (no stop words, punctuation or
 * one-letter tokens), so 'built services' and 'build a service' share terms. Used for grounding, similarity and
 * answer matching.
 */
export function contentTerms(text: string): string[] {
  const tokens = wink.readDoc(text).tokens();
  const types = tokens.out(its.type);
  const stop = tokens.out(its.stopWordFlag);
  // wink-nlp's typings give its.lemma the add-on signature; at run time it is an ordinary token property.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.normal);
  const words = tokens.out(its.normal).map((token, index) => isWordToken(types[index], token));
  return tokens
    .out(its.normal)
    .map((token, index) => (types[index] === 'word' ? (lemmas[index] ?? token) : token))
    .filter((token, index) => {
      if (!words[index] && types[index] !== 'number') return false;
      if (stop[index]) return false;
      const word = token.toLowerCase();
      return word.length > 1 && !isExtraStopword(word) && /\p{L}|\d/u.test(word);
    })
    .map((token) => token.toLowerCase().replace(/^'|'s$/g, ''));
}

export function contentTermSet(text: string): Set<string> {
  return new Set(contentTerms(text));
}
