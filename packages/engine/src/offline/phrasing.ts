import nlp from 'compromise';
import { lowerCase } from '../text/accents.ts';
import { its, wink } from '../text/nlp.ts';
import { isKnownSkill } from '../text/skills.ts';

// A name opening an item written in Chinese, Japanese or Korean, whose own verbs never open it: two capitalised Latin
// words ('Imaging Intelligence Laboratory에서 …', 'Seoul National University 졸업'), or a Latin word with a particle
// set on it ('Samsung에서', 'Pythonを用いて', 'imec과'). A capitalised gerund opening it ('Imaging') is then the name's
// first word, never a duty to lower-case; a line in Latin letters alone keeps the usual reading ('Developed Python
// tools' is a deed).
const CJK_LETTER = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const TWO_CAPITALISED = /^\p{Lu}[\p{L}\d&.'’-]*\s+\p{Lu}/u;
const WORD_BEFORE_PARTICLE = /^[\p{Script=Latin}\d&.'’-]+[\p{Script=Hangul}\p{Script=Hiragana}]/u;

/** Whether an item in CJK letters opens on a Latin name, to be kept as written (see CJK_LETTER). */
export function opensOnName(item: string): boolean {
  return CJK_LETTER.test(item) && (TWO_CAPITALISED.test(item) || WORD_BEFORE_PARTICLE.test(item));
}

/** Lower-cases an item's first letter to run it on in a sentence, unless it starts with a name or acronym. */
export function runOn(item: string): string {
  // 'High School Diploma or GED', 'Bachelor's Degree in Nursing': a credential a board writes in title case is no name.
  const credential =
    /^(?:High School|Bachelor['’]?s|Master['’]?s|Associate['’]?s)(?: (?:Diploma|Degree))?\b/.exec(item);
  if (credential) return credential[0].toLowerCase() + item.slice(credential[0].length);
  const firstWord = item.split(/[\s,]/)[0] ?? '';
  if (/^\p{Lu}{2}|^\p{Lu}\p{Ll}*\p{Lu}/u.test(firstWord) || isKnownSkill(firstWord.replace(/-.*$/, '')))
    return item;
  if (/^(I|Google|Microsoft|English|Spanish)\b/.test(firstWord) || opensOnName(item)) return item;
  return lowerCase(item.charAt(0)) + item.slice(1);
}

/** The item without closing punctuation, so it can sit inside a sentence. */
export function trimItem(item: string): string {
  return (
    item
      // '(more details in the full job ad linked below)': a pointer to another page, no part of the item.
      .replace(/\s*\((?:for |see )?(?:more|further|full) (?:details|information|info)\b[^)]*\)/i, '')
      .replace(/^[\s,;:.)]+/, '')
      // A clock time's 'a.m.' or 'p.m.' keeps its last dot ('… a 12:00 p.m.').
      .replace(/(?<!\b[ap]\.m)[\s.:;,!]+$/i, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * How an item starts: a bare verb ('Develop, test and maintain...'), a gerund ('Conducting live classes') or
 * anything else (a noun phrase), so a question can run it on grammatically.
 */
export function itemOpening(item: string): 'imperative' | 'gerund' | 'other' {
  const tags = (nlp(item).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  if (tags.includes('Gerund')) return 'gerund';
  if (opensWithVerbs(item)) return 'imperative';
  if (!tags.some((tag) => tag === 'Infinitive' || tag === 'Imperative')) return 'other';
  // compromise calls 'Invoice validation' an imperative; wink's tagger settles it on the first token.
  return wink.readDoc(item).tokens().out(its.pos)[0] === 'VERB' ? 'imperative' : 'other';
}

export const canBeVerb = (word: string): boolean =>
  ((nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[]).includes('Infinitive');

/**
 * 'Review and analyze budgets', 'Research, formulate and develop…', 'Help improve margins': two base-form verbs in a
 * row or joined by 'and' or a comma open a duty, where the taggers read a capitalised first word as a name or noun.
 * A noun compound ('Invoice validation', 'Budget planning') has no second verb.
 */
function opensWithVerbs(item: string): boolean {
  const [first, second] = item.match(/[\p{L}-]+|,/gu) ?? [];
  if (!first || !second || !canBeVerb(first)) return false;
  if (/^(?:and|,)$/.test(second)) return opensWithJoinedVerbs(item);
  // 'be be responsible': a doubled word in the source is no pair of verbs.
  return second.toLowerCase() !== first.toLowerCase() && canBeVerb(second);
}

/** 'Read, write and …', 'Answer and route …': two base-form verbs joined by 'and' or a comma open the line. */
export function opensWithJoinedVerbs(item: string): boolean {
  const [first, second, third] = item.match(/[\p{L}-]+|,/gu) ?? [];
  return !!first && !!third && /^(?:and|,)$/.test(second ?? '') && canBeVerb(first) && canBeVerb(third);
}

// The base form of a third-person verb ('Represents' → 'represent'); empty when the word is no verb ('Operations').
function baseVerb(word: string): string {
  if (!/\p{Ll}(?<!s)s$/u.test(word)) return '';
  return nlp(word).verbs().toInfinitive().text().toLowerCase();
}

/**
 * A duty written of the holder ('Represents the team in…', 'Develops, presents, and leads…') in the base form a
 * question runs on after 'to' ('represent the team in…'); null when the line does not open with such verbs. A verb
 * after a comma or 'and' is converted only while the list is of verbs ('Reports, dashboards and KPIs' is no duty
 * of the holder's).
 */
export function dutyInBaseForm(item: string): string | null {
  const opening = /^(\p{L}+)((?:(?:,\s*(?:and\s+)?|\s+and\s+)\p{L}+)*)(?=\s|$)/u.exec(item);
  if (!opening?.[1]) return null;
  const words = [opening[1], ...(opening[2]?.match(/\p{L}+/gu) ?? []).filter((word) => word !== 'and')];
  const bases = words.map(baseVerb);
  if (bases.some((base) => base === '')) return null;
  let converted = opening[0];
  words.forEach((word, index) => {
    converted = converted.replace(new RegExp(`\\b${word}\\b`), bases[index] ?? word);
  });
  return `${converted}${item.slice(opening[0].length)}`;
}

/**
 * 'a proven track record', 'an advanced business or technical degree': a singular countable head noun in the
 * first words needs an article when the item runs on in a sentence.
 */
export function withArticle(phrase: string): string {
  if (/^(?:a|an|the)\b|^\d/i.test(phrase)) return phrase;
  // 'ability to read and write', 'willingness to travel': the one such ability, 'the ability to read and write'.
  if (/^(?:ability|capacity|willingness) to\b/i.test(phrase)) return `the ${phrase}`;
  if (
    !/^(?:[\w'’-]+\s+){0,4}(?:track record|understanding|background|grasp|knack|portfolio|degree|diploma)\b/i.test(
      phrase,
    )
  )
    return phrase;
  return withIndefiniteArticle(phrase);
}

/** The phrase after 'a' or 'an', as its first word sounds. */
export function withIndefiniteArticle(phrase: string): string {
  // 'The Associate of Arts Oregon Transfer': a name opening on its own article keeps it, in lower case ('a The …').
  if (/^the\s/i.test(phrase)) return `the ${phrase.slice(4)}`;
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/**
 * 'a' or 'an' for an English phrase, by the sound of its first word: 'an Assistant', 'an MBA', 'an hourly role',
 * but 'a Ultra…' is wrong only when the 'u' is a vowel ('a university', 'a user', 'a European', 'a one-year').
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s/,-]/)[0] ?? '';
  // 'Sr.' is said 'senior'.
  if (/^Sr\.?$/.test(word)) return 'a';
  // An abbreviation is said letter by letter: 'an MSc', 'an M.Sc.', 'an MEng', 'a BSc', 'an HR', 'a UX'; an accent
  // does not make a word one ('a Máster').
  const isAbbreviation =
    (/^[A-Z]{1,2}[A-Za-z]?\.?[A-Z.]*\b/.test(word) && !/^\p{Lu}\p{Ll}{3,}/u.test(word)) ||
    /^[MB]Eng\b/.test(word);
  if (isAbbreviation) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^(?:hour|honest|honou?r|heir)/i.test(word)) return 'an';
  if (/^(?:uni[^mnd]|uni$|us[eu]|ur[aeio]|eu|one\b|once|ubiq|ut[ie]l)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** True when the item's first word is an adjective ('Passionate about...', 'Fluent in...'). */
export function isAdjective(item: string): boolean {
  const tags = (nlp(item).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('Adjective') || wink.readDoc(item).tokens().out(its.pos)[0] === 'ADJ';
}

/** 'A', 'A and B' or 'A, B and C'. */
export function listPhrase(names: string[], conjunction = 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

/** Shortens a sentence to at most `maxWords` words for quoting. */
export function shorten(text: string, maxWords = 30): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= maxWords) return words.join(' ');
  return `${words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,;:]$/, '')}…`;
}

/** A line as a spoken sentence: capitalised, ending in a full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s;,:；，：]+$/u, '');
  // A CV line may start in lower case ('evaluating youth programmes'); a spoken sentence does not.
  const opened = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  if (/[.!?。！？]$/u.test(opened)) return opened;
  // A Chinese or Japanese line ends on its own full stop ('。').
  return /^\p{Script=Han}/u.test(opened) ? `${opened}。` : `${opened}.`;
}

/**
 * 'I hold an M.Sc..' → 'I hold an M.Sc.': a sentence ending on an abbreviation takes no second full stop, nor a
 * question a full stop before its question mark.
 */
export function withSingleFullStops(text: string): string {
  // A quoted place or line ending on its full stop before the question mark ('relocating from Lyon, France.?').
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.').replace(/(?<=\p{Ll}{3})\.\?/gu, '?');
}

// A date field the reader parted from its row with ' · ' ('Principles of Microeconomics · Fall 2017 & Spring 2018'),
// closing a sentence: a month, term or year, or two of them.
const DATE_FIELD_END =
  /\s·\s((?:\p{L}+\.?\s+|\d{1,2}[/.])?(?:19|20)\d{2}(?:\s*(?:[–—-]|&|and|to)\s*(?:\p{L}+\.?\s+|\d{1,2}[/.])?(?:(?:19|20)\d{2}|present|now))?)(?=\.?$|\.\s)/gu;

/** A row quoted into an answer tells its date field in brackets, not after the reader's field mark. */
export function withDateFieldsInBrackets(text: string): string {
  return text.replace(DATE_FIELD_END, ' ($1)');
}
