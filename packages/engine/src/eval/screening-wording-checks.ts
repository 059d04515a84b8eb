import nlp from 'compromise';
import { detectLanguage } from '../text/stopwords.ts';
import type { CheckedLanguage } from './document-language.ts';
import { ownWords } from './question-language-checks.ts';

/**
 * Screening questions whose wording is broken (list items run together, a lead that does not fit its item or keeps
 * the posting's own person): the generator's templates joined to a posting's lines read wrong.
 */

export const tagsOf = (word: string): string[] =>
  (nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
export const isBareVerb = (word: string): boolean => {
  const tags = tagsOf(word.toLowerCase());
  return tags.includes('Infinitive') && !tags.includes('Noun');
};
// Words a tool's name follows inside a sentence ('with Excel', 'and Word'): a capital after them is a name.
export const BEFORE_A_NAME = new Set(
  'with using in like and or of for on via as the a an at to from by into our your their its including such use used uses e.g'.split(
    ' ',
  ),
);

/**
 * Why a question reads broken (null when it does not): list items run together ('...candidates Assess job
 * requirements'), or a lead that does not fit its item ('The role asks for to be successful...'). The posting's
 * language is the eval's own reading of it.
 */
export function brokenWording(question: string, postingLanguage: CheckedLanguage = 'en'): string | null {
  // The verb tagger reads English only.
  if (detectLanguage(question) !== 'en') return null;
  // 'continued Contact Center Modernization': a capitalised word followed by another is a name, not a new item.
  for (const match of question.matchAll(/\b([a-z]{3,}) ([A-Z][a-z]{2,})\b(?! [A-Z])/g)) {
    if (!BEFORE_A_NAME.has(match[1] ?? '') && isBareVerb(match[2] ?? ''))
      return `run-on list at '${match[0]}'`;
  }
  const lead = /\b(?:asks for|is to|involves)\s+([a-z]+)\b(?!-)/.exec(question);
  const next = lead?.[1] ?? '';
  const tags = tagsOf(next);
  const isBrokenVerb =
    (tags.includes('PresentTense') && !tags.some((tag) => ['Infinitive', 'Noun', 'Gerund'].includes(tag))) ||
    tags.includes('Modal');
  if (next === 'to' || isBrokenVerb) return `lead does not fit the item at '${lead?.[0]}'`;
  if (/\basks for (?:an? )?(?:no|not|none)\b/i.test(question))
    return 'a chip or negation asked as a requirement';
  if (/\bclick here\b|\bfollow (?:this|the) link\b/i.test(question)) return 'link text asked';
  // A line quoted from a posting in another language keeps its own words: the Czech 'a' ('and') in 'iPhone a iPad'.
  const article = A_BEFORE_VOWEL.exec(postingLanguage === 'en' ? question : ownWords(question));
  if (article) return `'a' before a vowel at '${article[0]}'`;
  return null;
}

// 'as a Assistant', 'a Ultrasound…': 'a' where the next word opens with a vowel sound ('a university' is right).
const A_BEFORE_VOWEL = /\b[Aa] (?:[AEIOaeio][\p{L}]*|[Uu](?!ni|s[eu]|r[aeio])[\p{L}]*)\b/u;

// The item a question's lead runs on with, and a word that keeps the posting's own person or tense there: 'Le poste
// demande : sera à l'aise…', '… : vous aimez…', 'The role asks for you will…'.
const LEAD_THEN_WORD =
  /(?:le poste demande|l['’]une des missions du poste|est consid[ée]r[ée] comme un atout|el puesto pide)\s*:\s*([\p{L}'’]+)|\b(?:the role asks for|of this role is to|this role involves)\s+([\p{L}'’]+)/iu;
const PERSON_WORD_FR_ES = /^(?:vous|tu|sera|aura|ser[aá]s|tendr[aá]s|\p{L}{3,}(?:era|ira|erez|irez))$/iu;
const PERSON_WORD_EN = /^(?:you|will|shall)$/i;

/** A requirement or duty quoted after a lead in its own person or tense ('Le poste demande : aura une expérience…'). */
export function itemInOwnPerson(question: string): boolean {
  const match = LEAD_THEN_WORD.exec(question);
  if (match?.[1]) return PERSON_WORD_FR_ES.test(match[1]);
  return match?.[2] !== undefined && PERSON_WORD_EN.test(match[2]);
}
