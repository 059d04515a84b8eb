import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { spokenLanguagesOf } from './cv-spoken-languages.ts';

// Made-up CVs giving their languages (issue 13, admin questions): a level is asked, a native language never.

const adminQuestions = (lines: string[]): string[] =>
  generateCvQa({
    cvMarkdown: lines.join('\n\n'),
    readOn: new Date('2026-09-01T00:00:00Z'),
  }).qa_admin_pairs.map((pair) => `${pair.title} | ${pair.question}`);

describe('languages given with a level (issue 13, admin questions)', () => {
  it('reads each language with its level as name and level, in the languages the engine reads', () => {
    expect(spokenLanguagesOf(['English: fluent (C1)', 'Spanish – intermediate'])).toEqual([
      'English (fluent, C1)',
      'Spanish (intermediate)',
    ]);
    expect(spokenLanguagesOf(['Idiomas: Inglés (B2), Francés: básico'])).toEqual([
      'Inglés (B2)',
      'Francés (básico)',
    ]);
    expect(spokenLanguagesOf(['Englisch – verhandlungssicher', 'Anglais courant'])).toEqual([
      'Englisch (verhandlungssicher)',
      'Anglais (courant)',
    ]);
  });

  it('tells a Europass self-assessment row by the span of its levels, and drops a closing full stop', () => {
    expect(
      spokenLanguagesOf([
        'Mother tongue(s) Danish',
        'Spanish Listening B1 · Reading C1 · Spoken interaction B1 · Spoken production B2 · Writing B2',
        'Alemán: avanzado.',
      ]),
    ).toEqual(['Spanish (B1–C1)', 'Alemán (avanzado)']);
  });

  it('asks a Spanish CV in Spanish', () => {
    const questions = adminQuestions([
      '# Lucía Paredes',
      'Analista con experiencia en el seguimiento de proyectos forestales y en la preparación de informes para la dirección.',
      '## Experiencia',
      '## Analista | Bosques del Sur',
      'Enero 2020 - Marzo 2023',
      '- Preparé los informes mensuales de seguimiento para la dirección de la empresa.',
      '- Coordiné las visitas de campo con los equipos de las regiones.',
      '## Idiomas',
      'Español: lengua materna',
      'Inglés: avanzado (C1)',
    ]).join('\n');
    expect(questions).toContain('Idiomas | Su CV indica Inglés (avanzado, C1). ¿Puede confirmar ese nivel');
    expect(questions).not.toMatch(/Español \(/);
  });

  it('never asks a native language, however the line words it', () => {
    for (const line of [
      'Deutsche Muttersprache',
      'Muttersprache: Deutsch',
      'Français : langue maternelle',
      'Español (lengua materna)',
      'Polish – native speaker',
      'Italiano: madrelingua',
    ])
      expect(spokenLanguagesOf([line])).toEqual([]);
  });

  it('never takes a duty mentioning a language and a level for one', () => {
    expect(
      spokenLanguagesOf(['Taught English grammar to intermediate learners at the evening school']),
    ).toEqual([]);
  });

  it('asks an English CV to confirm the levels, never the mother tongue', () => {
    const questions = adminQuestions([
      '# Jonas Weber',
      '## Experience',
      '## Developer | Nordwerk',
      'June 2019 - May 2022',
      '- Built interfaces for the sales team.',
      '## Languages',
      'German: native speaker',
      'English: fluent (C1)',
      'Spanish: intermediate (B1)',
    ]).join('\n');
    expect(questions).toContain(
      'Language check | Your CV lists English (fluent, C1) and Spanish (intermediate, B1). Can you confirm these levels',
    );
    expect(questions).not.toMatch(/German/);
  });
});
