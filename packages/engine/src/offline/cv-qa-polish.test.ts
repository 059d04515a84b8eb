import { describe, expect, it } from 'vitest';
import { polishSpeaker } from './cv-phrases/pl.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up Polish CV of round 23's and 24's kind: Polish headings and lines, a project section. Before, it was asked
// in English around its Polish lines ('I worked as a ANALITYCZKA DANYCH at …'), and its projects were left out of the
// answers of every CV asked in its own language.
const polishCv = (verb: string) =>
  [
    '# Anna Nowak',
    '## Doświadczenie zawodowe',
    'ANALITYCZKA DANYCH – Hurtownia Sowa – Kraków · Październik 2022 – obecnie',
    `- ${verb} raporty sprzedaży w Power BI dla zarządu i działu handlowego.`,
    '- Automatyzacja zestawień magazynowych w Pythonie dla trzech oddziałów firmy.',
    'ASYSTENTKA KSIĘGOWA – Biuro Podatkowe Lis – Łódź · Lato 2021',
    '- Księgowanie faktur i przygotowanie deklaracji VAT dla klientów biura.',
    '## Projekty',
    'Prognoza popytu – Python',
    '- Przygotowanie modelu prognozy sprzedaży dla sieci piekarni na podstawie danych z dwóch lat.',
    '- Porównanie regresji liniowej z lasem losowym i wybór lepszego modelu.',
    '## Wykształcenie',
    'Magister Ekonomii – Uniwersytet Łódzki · 2022',
    '## Umiejętności',
    'Python, SQL, Power BI, Excel',
  ].join('\n\n');

describe('Polish CVs asked in Polish (issue 13, after round 24)', () => {
  it('asks and answers in Polish, the past verb as the CV speaks', () => {
    const qa = generateCvQa({ cvMarkdown: polishCv('Przygotowałam'), readOn: new Date('2026-09-01') });
    const texts = [...qa.qa_pairs, ...qa.qa_admin_pairs].map((pair) => pair.question).join(' ');
    expect(qa.qa_pairs[0]?.question).toBe('Proszę opowiedzieć o sobie.');
    expect(texts).not.toMatch(/\b(?:Tell|Your CV|What did you)\b/);
    const answers = qa.qa_pairs.map((pair) => pair.answer).join(' ');
    expect(answers).toContain('Pracowałam jako ASYSTENTKA KSIĘGOWA w Biuro Podatkowe Lis');
    expect(answers).not.toMatch(/\bI (?:worked|have been|hold)\b/);
  });

  it('asks about a project in its own words', () => {
    const qa = generateCvQa({ cvMarkdown: polishCv('Przygotowałem'), readOn: new Date('2026-09-01') });
    const project = qa.qa_pairs.find((pair) => pair.question.includes('Prognoza popytu'));
    expect(project?.question).toBe('Proszę opowiedzieć o projekcie „Prognoza popytu – Python”.');
    expect(project?.answer).toContain('Porównanie regresji liniowej z lasem losowym');
  });

  it('tells the speaker by the CV’s own past verbs, and falls back to the form both take', () => {
    expect(polishSpeaker('Opracowałam model. Wdrożyłam raport.')).toBe('feminine');
    expect(polishSpeaker('Wdrożyłem system i prowadziłem zespół.')).toBe('masculine');
    expect(polishSpeaker('Księgowanie faktur.')).toBe('unknown');
  });
});

describe('a project row giving its link and dates (after round 24)', () => {
  it('keeps the heading as the project name and the link row as its dates', () => {
    const cv = [
      '## Projects',
      'Weather Station · Leeds, UK',
      'Repository: github.com/jo/weather-station · March 2021 - June 2021',
      '- Built a sensor board that logs rain and wind to a small web page.',
      '- Wrote the firmware in C and the page in TypeScript.',
    ].join('\n\n');
    const [project] = readCvProfile(cv).projects;
    expect(project?.name).toBe('Weather Station');
    expect(project?.details).toHaveLength(2);
  });
});
