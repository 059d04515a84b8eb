import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13, round 16: a one-page CV's 'year · title presso employer · place' rows, and its studies under a heading the
// reader did not know.
describe('dated rows under a studies heading (issue 13, round 16)', () => {
  it.each([
    [
      'Italian',
      ['## Esperienze lavorative', '2016–2020 · Analista presso Banca Alpina · Verona, Italia'],
      'Titoli di studio',
      ['2016 · Dottorato in Chimica · Padova, Italia', '2012 · Laurea in Chimica · Padova, Italia'],
    ],
    [
      'French',
      ['## Expérience professionnelle', '2016–2020 · Analyste chez Banque Alpine · Lyon, France'],
      'Études',
      ['2016 · Doctorat en chimie · Lyon, France', '2012 · Diplôme d’ingénieur · Lyon, France'],
    ],
    [
      'Spanish',
      ['## Experiencia laboral', '2016–2020 · Analista en Banco Andino · Lima, Perú'],
      'Estudios',
      ['2016 · Doctorado en Química · Lima, Perú', '2012 · Licenciatura en Química · Lima, Perú'],
    ],
    [
      'German',
      ['## Berufserfahrung', '2016–2020 · Softwareentwickler bei Alpenbank · Graz, Österreich'],
      'Bildungsweg',
      ['2016 · Diplom in Chemie · Graz, Österreich', '2012 · Magister in Chemie · Graz, Österreich'],
    ],
  ])('reads the %s rows as degrees, and the heading ends the job above', (_, job, heading, degrees) => {
    const profile = readCvProfile(
      [
        ...job,
        'I built the monthly risk reports of the credit department in R and SQL.',
        `## ${heading}`,
        ...degrees,
      ].join('\n\n'),
    );
    expect(profile.roles).toHaveLength(1);
    expect(profile.roles[0]?.details.join(' ')).not.toContain(heading);
    expect(profile.education.map((entry) => entry.year)).toEqual(['2016', '2012']);
  });
});

describe("'title presso employer' rows (issue 13, round 16)", () => {
  it.each([
    [
      '2014–2018 Ricercatore presso Istituto di Geologia (IDG) Padova, Italia',
      'Ricercatore',
      'Istituto di Geologia (IDG)',
    ],
    [
      '2014–2018 · Dottoranda e ricercatrice presso Osservatorio Alpino',
      'Dottoranda e ricercatrice',
      'Osservatorio Alpino',
    ],
    ['2014–2018 · Chercheuse chez Institut Lumière', 'Chercheuse', 'Institut Lumière'],
    ['2014–2018 · Doktorand bei Alpenforschung GmbH', 'Doktorand', 'Alpenforschung GmbH'],
    ['2014–2018 · Investigadora en Universidad del Sur', 'Investigadora', 'Universidad del Sur'],
  ])('reads %s as the title at its employer', (row, title, organisation) => {
    const profile = readCvProfile(
      ['## Experience', row, 'I ran the field campaigns and wrote the lab’s data pipeline in Python.'].join(
        '\n\n',
      ),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([[title, organisation]]);
  });

  it("keeps a Spanish title's field after 'en' in the title", () => {
    const profile = readCvProfile(
      [
        '## Experiencia',
        '2014–2018 · Ingeniero en Sistemas · Banco Andino',
        'Diseñé los servicios de pagos del banco.',
      ].join('\n\n'),
    );
    expect(profile.roles[0]?.title).toBe('Ingeniero en Sistemas');
  });
});

describe("a studies row's place and its degree's level (issue 13, round 16)", () => {
  it.each([
    [
      'Titoli di studio',
      [
        '2015 · Laurea magistrale in Chimica · Padova, Italia',
        '2009 · Diploma di maturità · Rovigo, Italia',
        'Liceo Classico Ariosto',
      ],
      [
        { degree: 'Laurea magistrale in Chimica', institution: null, year: '2015' },
        { degree: 'Diploma di maturità', institution: 'Liceo Classico Ariosto', year: '2009' },
      ],
    ],
    [
      'Études',
      [
        '2015 · Licence en chimie · Lyon, France',
        '2012 · Diplôme d’ingénieur · Grenoble, France',
        'École des Mines de Grenoble',
      ],
      [
        { degree: 'Licence en chimie', institution: null, year: '2015' },
        { degree: 'Diplôme d’ingénieur', institution: 'École des Mines de Grenoble', year: '2012' },
      ],
    ],
  ])('under %s names the school of the entry, never its town', (heading, rows, expected) => {
    const profile = readCvProfile([`## ${heading}`, ...rows].join('\n\n'));
    expect(profile.education.map(({ degree, institution, year }) => ({ degree, institution, year }))).toEqual(
      expected,
    );
  });

  it("reads an Italian degree by its level, even where 'Laurea' is misspelt", () => {
    const profile = readCvProfile(
      ['## Titoli di studio', '2015 · Laurae magistrale in Fisica · Padova, Italia'].join('\n\n'),
    );
    expect(profile.education.map((entry) => entry.degree)).toEqual(['Laurae magistrale in Fisica']);
  });
});
