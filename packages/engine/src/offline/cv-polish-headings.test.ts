import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';

// A made-up Polish CV of the kind round 23 showed: Polish headings, months and terms the reader did not know, so a
// junior analyst's internship and degree went unread and she was told her CV gives no dated employment.

describe('Polish CVs', () => {
  it('knows Polish section headings by their section', () => {
    expect(
      ['Doświadczenie zawodowe', 'Wykształcenie', 'Edukacja', 'Umiejętności', 'Projekty'].map(headingKind),
    ).toEqual(['experience', 'education', 'education', 'skills', 'projects']);
  });

  it('reads a Polish title, employer and term, and a month in the genitive', () => {
    const cv = [
      '# Anna Nowak',
      '## Doświadczenie zawodowe',
      'ASYSTENTKA KSIĘGOWA – Biuro Podatkowe Lis – Łódź · Lato 2021',
      '- Księgowanie faktur i przygotowanie deklaracji VAT dla klientów biura.',
      'ANALITYCZKA DANYCH – Hurtownia Sowa – Kraków · Październik 2022 – obecnie',
      '- Raporty sprzedaży w Power BI dla zarządu.',
      '## Wykształcenie',
      'Magister Ekonomii – Uniwersytet Łódzki · 2022',
    ].join('\n\n');
    const profile = readCvProfile(cv);
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([
      ['ANALITYCZKA DANYCH', 'Hurtownia Sowa'],
      ['ASYSTENTKA KSIĘGOWA', 'Biuro Podatkowe Lis'],
    ]);
    expect(profile.roles[0]?.isCurrent).toBe(true);
    expect(profile.roles[1]?.start).toBe('Lato 2021');
    expect(profile.education.map((entry) => entry.degree)).toEqual(['Magister Ekonomii']);
  });
});
