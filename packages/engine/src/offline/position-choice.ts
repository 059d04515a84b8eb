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

/**
 * One question per position, for a candidate applying to it: the posting states each one's own requirements. The
 * wordings are used in turn so that the questions do not read alike (only the position's name would differ).
 */
const FOR_POSITION: Partial<Record<Language, ((name: string) => string)[]>> = {
  en: [
    (name) =>
      `If you are applying for the ${name} position: which of its requirements have you met in your work, and where?`,
    (name) =>
      `For the ${name} position, the posting lists its own requirements. Which of them does your experience cover best? Give an example.`,
    (name) =>
      `Applying as ${name}? Tell me about the work you have done that matches what the posting asks of that position.`,
    (name) =>
      `If ${name} is the position you want: what have you done before that prepares you for it, and what would be new to you?`,
  ],
  es: [
    (name) =>
      `Si te presentas al puesto de ${name}: ¿qué requisitos de ese puesto has cumplido en tu trabajo, y dónde?`,
    (name) =>
      `Para el puesto de ${name}, la oferta da sus propios requisitos. ¿Cuáles cubre mejor tu experiencia? Da un ejemplo.`,
  ],
  fr: [
    (name) =>
      `Si vous postulez au poste de ${name} : quelles exigences de ce poste avez-vous remplies dans votre travail, et où ?`,
    (name) =>
      `Pour le poste de ${name}, l'offre donne ses propres exigences. Lesquelles votre expérience couvre-t-elle le mieux ? Donnez un exemple.`,
  ],
};

export function perPositionQuestions(names: readonly string[], language: Language): string[] {
  const wordings = FOR_POSITION[language] ?? FOR_POSITION.en ?? [];
  return names.map((name, index) => wordings[index % wordings.length]?.(name) ?? name);
}
