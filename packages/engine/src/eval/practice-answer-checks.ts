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
// and Turkish among them since round 30: a CV in any other language (a Chinese one) is asked and answered in English
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
]);

// The Cyrillic languages the engine has a phrase table for too (Russian, Ukrainian, Bulgarian; `offline/cv-phrases/`):
// the eval's reader calls a Cyrillic CV Russian or Ukrainian, so which of the three it is comes from the CV's own small
// words.
const WRITTEN_CYRILLIC: readonly Language[] = ['ru', 'uk', 'bg'];

/** The language a CV's answers are to be written in (see `answerLanguageDiffers`). */
function writtenLanguage(cvText: string): Language {
  const read = documentLanguage(cvText);
  if (read === 'ru' || read === 'uk') {
    const evidence = languageEvidence(cvText);
    return WRITTEN_CYRILLIC.reduce((best, language) =>
      (evidence.get(language) ?? 0) > (evidence.get(best) ?? 0) ? language : best,
    );
  }
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
  const written = writtenLanguage(cvText);
  const quoted = written === 'en' ? documentLanguage(cvText) : written;
  const evidence = countSpeakingWords(answer, languageEvidence(answer));
  const own = evidence.get(written) ?? 0;
  return [...evidence].some(
    ([language, count]) =>
      language !== written && language !== quoted && count >= MIN_EVIDENCE && count > own,
  );
}
