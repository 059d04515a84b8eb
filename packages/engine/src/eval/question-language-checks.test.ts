import { describe, expect, it } from 'vitest';
import { questionsInThirdLanguage } from './question-language-checks.ts';

const NORWEGIAN_POSTING =
  'Vi søker en snekker til vårt verksted. Du er nøye og har mye erfaring med å bygge møbler, og vi ser etter deg.';

describe('screening questions in neither English nor the posting language (issue 13, round 21 kind)', () => {
  it('flags French questions on a Norwegian posting', () => {
    const questions = [
      "Qu'est-ce qui vous attire dans le poste de snekker, et quelle partie du travail avez-vous déjà faite ?",
      'Au bout de trois mois dans ce poste, comment sauriez-vous que vous le faites bien ?',
    ];
    const faults = questionsInThirdLanguage(questions, NORWEGIAN_POSTING);
    expect([...faults.values()]).toEqual([
      "question in 'fr', the posting in 'nb'",
      "question in 'fr', the posting in 'nb'",
    ]);
  });

  it('passes English questions quoting the posting, and questions in the posting language', () => {
    const english = [
      'The posting asks for: "Du er nøye og har mye erfaring med å bygge møbler". Give me an example.',
    ];
    expect(questionsInThirdLanguage(english, NORWEGIAN_POSTING).size).toBe(0);
    const spanish = [
      '¿Qué experiencia tienes con los hornos de la panadería?',
      // Alone, this one reads as Portuguese ('o'); with the others, as the Spanish it is.
      'Se valora: conocimiento de hornos de leña (pan o pizza). ¿Qué has hecho con hornos y en qué panadería?',
      'Se valora el manejo de hornos de leña. ¿Dónde lo has hecho, con qué resultado?',
    ];
    expect(
      questionsInThirdLanguage(
        spanish,
        'Buscamos una persona para la panadería con experiencia en los hornos.',
      ).size,
    ).toBe(0);
  });

  it('flags Spanish questions on a Catalan posting, and passes English ones quoting it (round 22 kind)', () => {
    const catalan =
      'Busquem una fustera per al nostre taller. Treballaràs amb els clients i també amb els proveïdors de la ciutat.';
    const spanish = [
      '¿Qué te atrae del puesto de fustera y qué parte del trabajo descrito en la oferta ya has hecho antes?',
      '¿Cómo sabrías, pasados tres meses en el puesto, que lo estás haciendo bien?',
    ];
    expect([...questionsInThirdLanguage(spanish, catalan).values()]).toEqual([
      "question in 'es', the posting in 'ca'",
      "question in 'es', the posting in 'ca'",
    ]);
    const english = ['What draws you to the "Fustera" role, and which part of the work have you done most?'];
    expect(questionsInThirdLanguage(english, catalan).size).toBe(0);
  });
});
