import { cvLanguage } from './cv-language.ts';
import { documentLanguage, type CheckedLanguage } from './document-language.ts';
import { languageEvidence, type Language } from '../text/stopwords.ts';

/**
 * How a practice answer is written: one CV line restated with no story, or a language other than the CV's; and the
 * factual credential questions pattern 6 (situation, action, result) does not hold for.
 */

/**
 * A question that asks which degrees or certifications the candidate holds: a factual question, like the admin
 * ones, whose right answer is the credentials themselves, so its answer is not held to the story of pattern 6.
 */
export function asksForCredentials(question: string): boolean {
  return /\bwhich (?:degrees|qualifications|(?:professional )?certifications)\b[^?]*\bhold\b/i.test(question);
}

/** A practice answer that only restates one CV line (in the first person), with no situation or result around it. */
export function restatesCvLine(answer: string, cvText: string): boolean {
  const sentences = answer.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(/\s+/).length >= 3);
  if (sentences.length !== 1) return false;
  const words = (sentences[0] ?? '').toLowerCase().match(/\p{L}+/gu) ?? [];
  const cvWords = new Set(cvText.toLowerCase().match(/\p{L}+/gu) ?? []);
  return words.filter((word) => !cvWords.has(word)).length <= 3;
}

// The words a spoken answer writes around the CV's own lines, by language: the first person ('I worked', 'Trabajé',
// "J'ai travaillé", 'Ho lavorato', 'Ich arbeitete', 'Trabalhei', 'Pracowałam', 'Pracoval jsem', 'çalıştım') and the
// address to the candidate. None is a word of another of these languages
// ('mi', 'me', 'mes', 'ai', 'he' are left out).
const SPEAKING_WORDS: Partial<Record<Language, Set<string>>> = {
  en: new Set('i my am was were have has been worked studied hold you your can confirm'.split(' ')),
  es: new Set('yo mis trabajo trabajé estudié usted puede confirmar'.split(' ')),
  fr: new Set('je j mon suis travaille travaillé étudié vous votre pouvez confirmer'.split(' ')),
  it: new Set('io ho mio mia miei lavoro lavorato studiato può confermare'.split(' ')),
  de: new Set('ich meine arbeite arbeitete habe sie ihr ihre können bestätigen'.split(' ')),
  pt: new Set('eu você minha meu trabalho trabalhei estudei seu pode'.split(' ')),
  pl: new Set('pracuję pracowałam pracowałem moje mój najlepiej znam proszę podano wymieniono'.split(' ')),
  nl: new Set('ik mijn werk werkte gewerkt heb uw kunt bevestigen'.split(' ')),
  cs: new Set('pracuji pracoval pracovala používám používal používala váš vaše vašem vašich'.split(' ')),
  tr: new Set('çalışıyorum çalıştım kullanıyorum kullandım özgeçmişinizde misiniz musunuz'.split(' ')),
  // Russian's, Ukrainian's and Bulgarian's: the engine's 'Работал(а)', 'Расскажите', 'Какие задачи', 'вы', 'пожалуйста';
  // 'Працював', 'Розкажіть'; 'Работих', 'Разкажете', 'Какви', 'Вие', 'моля' (round 32: a Bulgarian CV asked in Russian).
  // Words two of them write ('вас', 'ваш', 'ви', 'мои', 'моя') are left out.
  ru: new Set(
    'работал работала работаю расскажите какие какой какое какая какими вы вам вашу вашей вашем использовал использовала пожалуйста подтвердите когда сможете'.split(
      ' ',
    ),
  ),
  uk: new Set(
    'працював працювала працюю розкажіть які який яке яка вашій вашому мої мій використовував використовувала ласка підтвердіть'.split(
      ' ',
    ),
  ),
  bg: new Set(
    'работих работя разкажете вие какви какво кога кои смятате посочвате моля потвърдете използвах използвам автобиографията'.split(
      ' ',
    ),
  ),
};

// Fewest words of another language before an answer counts as written in it: a short answer made mostly of names
// ('Estudié en Universidad Nacional ... Ingeniería de software') has too few small words to tell.
const MIN_EVIDENCE = 3;

/** The answer's speaking words counted by language, added to `counts`. */
function countSpeakingWords(answer: string, counts: Map<Language, number>): Map<Language, number> {
  for (const word of answer.toLowerCase().match(/\p{L}+/gu) ?? [])
    for (const [language, words] of Object.entries(SPEAKING_WORDS) as [Language, Set<string>][])
      if (words.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
  return counts;
}

// The languages the offline engine writes a CV's questions and answers in, a phrase table each (docs/engine.md), Czech
// and Turkish among them since round 30, Russian and Ukrainian since round 29, Bulgarian since round 32: a CV in any
// other language (a Chinese one; an Uzbek one, read apart from Russian since round 33) is asked and answered in English
// by design.
const WRITTEN_CV_LANGUAGES: ReadonlySet<CheckedLanguage> = new Set([
  'en',
  'es',
  'fr',
  'it',
  'de',
  'pt',
  'pl',
  'nl',
  'cs',
  'tr',
  'ru',
  'uk',
  'bg',
]);
// Read by their script: the CV language reader (`cv-language.ts`) knows Latin-script languages only.
const SCRIPT_CV_LANGUAGES: ReadonlySet<CheckedLanguage> = new Set(['ru', 'uk', 'bg']);

/**
 * The language the engine should write a CV's questions and answers in: the CV's own when the engine writes it
 * (Russian, Ukrainian and Bulgarian by the eval's script reader, which tells Bulgarian from Russian: round 32's
 * Bulgarian CV was asked in Russian; the others by `cv-language.ts`), else English.
 */
function expectedLanguage(cvText: string): CheckedLanguage {
  const read = documentLanguage(cvText);
  if (SCRIPT_CV_LANGUAGES.has(read)) return read;
  return WRITTEN_CV_LANGUAGES.has(read) ? cvLanguage(cvText) : 'en';
}

/**
 * A CV answer or question written in another language than the one it should be (English sentences around a Spanish
 * CV's fragments, Portuguese ones for a Turkish CV): the CV's language from its own headings and prose
 * (`cv-language.ts`) or its Cyrillic small words, or English for a CV in a language the engine does not write (by the
 * eval's own reader); the text's only when it holds enough of another language's small words, and more of them than
 * of the expected one. An English answer to a CV in a language the engine does not write (Vietnamese, Indonesian) tells
 * the CV's own lines in that language by design, so that language's words in it are the CV's, not the answer's.
 */
export function answerLanguageDiffers(answer: string, cvText: string): boolean {
  return languageOtherThanCv(answer, cvText) !== null;
}

/** The language a CV text is written in when it is not the one it should be (see `answerLanguageDiffers`), or null. */
export function languageOtherThanCv(text: string, cvText: string): Language | null {
  const written = expectedLanguage(cvText);
  // To a CV in a language the engine does not write, its lines are quoted in an English answer: the CV's own words are
  // no evidence of the answer's language (a Bulgarian CV's 'на', 'от', 'във' would count as Russian).
  const cvWords = WRITTEN_CV_LANGUAGES.has(documentLanguage(cvText))
    ? null
    : new Set(cvText.toLowerCase().match(/\p{L}+/gu) ?? []);
  const own =
    cvWords === null
      ? text
      : (text.match(/\p{L}+/gu) ?? []).filter((word) => !cvWords.has(word.toLowerCase())).join(' ');
  const evidence = countSpeakingWords(own, languageEvidence(own));
  const ownCount = evidence.get(written as Language) ?? 0;
  const other = [...evidence].find(
    ([language, count]) => language !== written && count >= MIN_EVIDENCE && count > ownCount,
  );
  return other?.[0] ?? null;
}
