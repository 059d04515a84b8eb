import type { Language } from '../text/stopwords.ts';

/**
 * The question a recruiter asks first of a posting for several positions: which one the candidate applies for. In
 * English, Spanish or French like the posting, else in English like the other questions.
 */
const WHICH_POSITION: Partial<Record<Language, (list: string) => string>> = {
  en: (list) =>
    `This posting is for several positions (${list}). Which one are you applying for, and what in your experience fits it best?`,
  es: (list) =>
    `Esta oferta incluye varios puestos (${list}). ¿A cuál te presentas y qué parte de tu experiencia encaja mejor con él?`,
  fr: (list) =>
    `Cette offre porte sur plusieurs postes (${list}). Pour lequel postulez-vous, et qu'est-ce qui, dans votre expérience, y correspond le mieux ?`,
};
const OR: Partial<Record<Language, string>> = { en: 'or', es: 'o', fr: 'ou' };

export function whichPositionQuestion(names: readonly string[], language: Language): string {
  const ask = WHICH_POSITION[language] ?? WHICH_POSITION.en;
  const or = WHICH_POSITION[language] ? (OR[language] ?? 'or') : 'or';
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1) ?? ''}` : (names[0] ?? '');
  return ask ? ask(list) : list;
}

/** One question per position, for a candidate applying to it: the posting states each one's own requirements. */
const FOR_POSITION: Partial<Record<Language, (name: string) => string>> = {
  en: (name) =>
    `If you are applying for the ${name} position: which of its requirements have you met in your work, and where?`,
  es: (name) =>
    `Si te presentas al puesto de ${name}: ¿qué requisitos de ese puesto has cumplido en tu trabajo, y dónde?`,
  fr: (name) =>
    `Si vous postulez au poste de ${name} : quelles exigences de ce poste avez-vous remplies dans votre travail, et où ?`,
};

export function perPositionQuestions(names: readonly string[], language: Language): string[] {
  const ask = FOR_POSITION[language] ?? FOR_POSITION.en;
  return ask ? names.map(ask) : [];
}
