// wink-nlp flags English stop words; Spanish and French fixtures and candidates need their own lists.
const SPANISH = `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el
ella ellas ellos en entre era es esa ese eso esta estas este esto estos fue ha hay la las le les lo los mas me mi
mis mucho muy nada ni no nos nosotros nuestra nuestro nuestros o os otra otro para pero poco por porque que quien
se sea ser si sin sobre son su sus también tanto te tu tus un una uno unos y ya etc través tus tu cómo qué`;

// No word that is also an ordinary English word ('son', 'pour', 'sort').
const FRENCH = `au aux avec ce ces cet cette dans de des du elle elles en et est été être il ils je la le les leur
leurs lui mais me même mes moi mon ne nos notre nous ou où par pas plus qu que quel quelle quelles quels qui sa sans
se ses sont sur ta te tes toi ton tu un une vos votre vous afin ainsi chez comme d l j n qu s y à ça très tout tous
toute toutes aussi entre selon vers dont quoi`;

const ENGLISH_EXTRA = `also etc e.g i.e via within across using use used able well including include includes
will would could should may might must can need needs new one two way ways every`;

export const SPANISH_STOPWORDS = new Set(SPANISH.split(/\s+/));
export const FRENCH_STOPWORDS = new Set(FRENCH.split(/\s+/));
const EXTRA_STOPWORDS = new Set(ENGLISH_EXTRA.split(/\s+/));

export function isExtraStopword(word: string): boolean {
  return SPANISH_STOPWORDS.has(word) || FRENCH_STOPWORDS.has(word) || EXTRA_STOPWORDS.has(word);
}

/**
 * The language of a text (ISO 639-1). The engine writes questions in 'en', 'es' and 'fr'; 'pt', 'de', 'it' and 'nl'
 * are recognised so that a posting in them is read as such (asked in English quoting its lines), not taken for
 * Spanish, French or English, which share many small words with them.
 */
export type Language = 'en' | 'es' | 'fr' | 'pt' | 'de' | 'it' | 'nl';

// Common function words of each language. A word several languages share ('de', 'la', 'en', 'que', 'con', 'per')
// says nothing about which one a text is in, so only the words one list alone holds are counted.
const FUNCTION_WORDS: Record<Language, string> = {
  en: 'the and of to with for you your our is are will be this that we on have an at from as',
  es: 'el los las y del para por una con es se al como su sus lo más este esta nuestro nuestra usted también muy pero hay desde',
  fr: 'le les des du et est une pour dans avec vous nous sur au aux qui ce cette sont votre notre nos vos être un il se mais',
  pt: 'o os as dos das e não uma um com em na são você para por seu sua pelo pela também mais como este esta da',
  de: 'der die das und ist nicht mit für ein eine zu den dem von auf wir sie sind werden bei oder an',
  it: 'il gli della delle dei di che con una un è sono nel alla anche questo del al e da le lo su',
  // Not 'de', 'en', 'in', 'is', 'we', 'die', 'als': other languages' words too, which would blur them.
  nl: 'het een van voor niet zijn wij jij jouw onze ook bij naar uit dat deze wordt worden heeft hebben om op met aan ons',
};

const DISTINCTIVE: Map<string, Language> = (() => {
  const owners = new Map<string, Language[]>();
  for (const [language, words] of Object.entries(FUNCTION_WORDS) as [Language, string][]) {
    for (const word of words.split(' ')) owners.set(word, [...(owners.get(word) ?? []), language]);
  }
  return new Map(
    [...owners].flatMap(([word, languages]) => (languages.length === 1 ? [[word, languages[0]!]] : [])),
  );
})();

/** How many of each language's distinctive function words a text uses (languages it uses none of are left out). */
export function languageEvidence(text: string): Map<Language, number> {
  const counts = new Map<Language, number>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const language = DISTINCTIVE.get(word);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  return counts;
}

/** The language counted most; English when none stands out. */
export function mostCounted(counts: Map<Language, number>): Language {
  let best: Language = 'en';
  for (const [language, count] of counts) if (count > (counts.get(best) ?? 0)) best = language;
  return best;
}

/** The language whose distinctive function words a text uses most; English when none stands out. */
export function detectLanguage(text: string): Language {
  return mostCounted(languageEvidence(text));
}
