import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

// Loading the model takes ~100 ms: one instance for the whole process.
export const wink = winkNLP(model);
export const its = wink.its;

/** Sentences of a text, as wink-nlp splits them. */
export function splitSentences(text: string): string[] {
  return wink
    .readDoc(text)
    .sentences()
    .out()
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Whether a token is a word: the English model's words, and the words of a script it does not know (Greek 'Τήρηση'),
 * which it types 'unk' though they are letters only.
 */
export function isWordToken(type: string | undefined, value: string): boolean {
  return type === 'word' || (type === 'unk' && /^\p{L}[\p{L}\p{M}]*$/u.test(value));
}

/** Word tokens (no punctuation, emoji or symbols), lower-cased. */
export function wordTokens(text: string): string[] {
  const tokens = wink.readDoc(text).tokens();
  const types = tokens.out(its.type);
  // its.value, not its.normal: the normaliser rewrites some words ('through' → 'thru').
  return tokens
    .out(its.value)
    .filter((value, index) => isWordToken(types[index], value) || types[index] === 'number')
    .map((token) => token.toLowerCase());
}

/** Mean sentiment of a text, -1..1 (wink-nlp's lexicon-based sentiment). */
export function sentimentOf(text: string): number {
  if (!text.trim()) return 0;
  const score = wink.readDoc(text).out(its.sentiment);
  return Math.max(-1, Math.min(1, Number(score) || 0));
}

export type NamedEntity = { value: string; type: string };

// The entity types that make an answer specific: when, how long, how much, how many.
const SPECIFIC_TYPES = new Set(['DATE', 'TIME', 'DURATION', 'MONEY', 'PERCENT', 'CARDINAL', 'ORDINAL']);

/** wink-nlp's named entities of a text: dates, durations, amounts, percentages, counts. */
export function entitiesIn(text: string): NamedEntity[] {
  return wink.readDoc(text).entities().out(its.detail) as unknown as NamedEntity[];
}

/** The figures that make a spoken answer specific ('40 seconds', 'March 2019', '30%', 'three years'). */
export function specificsIn(text: string): NamedEntity[] {
  return entitiesIn(text).filter((entity) => SPECIFIC_TYPES.has(entity.type));
}

/** wordTokens(text).length and specificsIn(text) from one reading of the text (the interviewer's hot path). */
export function countWordsAndSpecifics(text: string): { words: number; specifics: NamedEntity[] } {
  const doc = wink.readDoc(text);
  const words = doc
    .tokens()
    .out(its.type)
    .filter((type) => type === 'word' || type === 'number').length;
  const entities = doc.entities().out(its.detail) as unknown as NamedEntity[];
  return { words, specifics: entities.filter((entity) => SPECIFIC_TYPES.has(entity.type)) };
}
