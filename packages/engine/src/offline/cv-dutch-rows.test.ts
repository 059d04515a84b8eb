import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { DATE_RANGE, headingKind } from './cv-vocabulary.ts';

// A made-up Dutch CV of the kind round 26 showed: period headings beside a sentence naming the post ('2015-heden
// Employer, unit, title', 'Title bij de Employer, unit', 'verbonden aan de Employer, unit, als title') and the studies
// as 'Year School, CC, Degree' rows. The current post went unread, 'verbonden aan …' was the employer and the school
// of one row ran into the next.
const CV = [
  '# Marieke de Vries',
  '## Werkervaring',
  '## 2015-heden Gemeente Zwolle, afdeling Burgerzaken, senior beleidsmedewerker',
  'Verantwoordelijk voor het beleid rond de publieke dienstverlening en de digitale balie.',
  '## 2009-2015 Projectleider bij de Provincie Overijssel, directie Ruimte en Water.',
  'Leiding gegeven aan projecten voor de herinrichting van de uiterwaarden langs de IJssel.',
  '## 2004-2009 verbonden aan het Waterschap Vechtstromen, team Peilbeheer, als adviseur.',
  'Adviezen opgesteld over peilbesluiten en gebieden voor waterberging.',
  '## Opleiding',
  '## 2012 Universiteit Twente, NL, MSc',
  "'Samenwerking tussen gemeenten in het waterbeheer'",
  '## 2004 Wageningen Universiteit, NL',
  'Bachelor Bodem, Water en Atmosfeer',
  '## 1999 Università di Bologna, I, Laurea in Scienze Ambientali.',
  'Richting: Ecologie',
].join('\n\n');

describe('Dutch CVs', () => {
  it('knows Dutch section headings by their section', () => {
    expect(
      ['Werkervaring', 'Opleiding', 'Opleidingen', 'Vaardigheden', 'Talenkennis'].map(headingKind),
    ).toEqual(['experience', 'education', 'education', 'skills', 'other']);
  });

  it('reads the Dutch words for the present as a range left open, and only as whole words', () => {
    for (const range of [
      '2015-heden',
      '2019 - tot op heden',
      '2020 – nu',
      '2018 - huidig',
      '2021 – pågående',
    ])
      expect(DATE_RANGE.exec(range)?.[0]).toBe(range);
    expect(DATE_RANGE.exec('2019 Nurse practitioner')).toBeNull();
    const [current] = readCvProfile(CV).roles;
    expect([current?.organisation, current?.isCurrent]).toEqual(['Gemeente Zwolle', true]);
  });

  it("reads 'Title bij de Employer' and 'verbonden aan de Employer …, als title' as the post and its employer", () => {
    expect(readCvProfile(CV).roles.map((role) => [role.title, role.organisation, role.start])).toEqual([
      ['senior beleidsmedewerker', 'Gemeente Zwolle', '2015'],
      ['Projectleider', 'Provincie Overijssel', '2009'],
      ['adviseur', 'Waterschap Vechtstromen', '2004'],
    ]);
  });

  it("reads 'Year School, CC, Degree' rows row by row, a row's degree on the line below it when the row ends", () => {
    expect(readCvProfile(CV).education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual(
      [
        ['MSc', 'Universiteit Twente', '2012'],
        ['Bachelor Bodem, Water en Atmosfeer', 'Wageningen Universiteit', '2004'],
        ['Laurea in Scienze Ambientali', 'Università di Bologna', '1999'],
      ],
    );
  });
});
