import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13: a layout setting each degree over its school's row in capitals with the dates ('Grado en … · Jaén' /
// 'UNIVERSIDAD DE JAÉN · Septiembre 2020 - Actualidad'). The row under the first degree is that degree's, never the
// heading of the degree after it.
const educationOf = (lines: string[]): (string | null)[][] =>
  readCvProfile(lines.join('\n\n')).education.map((entry) => [entry.degree, entry.institution, entry.year]);

describe('schools set under their degrees (issue 13)', () => {
  it('gives each degree the school and dates of its own block', () => {
    expect(
      educationOf([
        '# Tom Hale',
        '## Education',
        '### Master of Science in Data Science · Leeds, UK',
        'NORTHGATE UNIVERSITY · Sep 2019 - Jun 2020',
        '### Bachelor of Science in Physics · York, UK',
        'MINSTER COLLEGE · Sep 2015 - Jun 2018',
        '## Experience',
        '### Data Analyst · London',
        'ACME BANK · Jul 2020 - Present',
        '- Built weekly sales reports in Python.',
      ]),
    ).toEqual([
      ['Master of Science in Data Science', 'Northgate University', '2020'],
      ['Bachelor of Science in Physics', 'Minster College', '2018'],
    ]);
  });

  it('leaves the second degree under way or ended by its own dates, not the first one’s', () => {
    expect(
      educationOf([
        '# Ana Gil Romero',
        '## Formación',
        '### Grado en Ingeniería Informática · Granada, España',
        'UNIVERSIDAD DEL GENIL · Septiembre 2021 - Actualidad',
        '### Licenciatura en Matemáticas · Sevilla, España',
        'ESCUELA DE CIENCIAS DE TRIANA · Septiembre 2014 - Junio 2019',
      ]),
    ).toEqual([
      ['Grado en Ingeniería Informática', 'Universidad del Genil', 'since 2021'],
      ['Licenciatura en Matemáticas', 'Escuela de Ciencias de Triana', '2019'],
    ]);
  });

  it('reads a Spanish vocational school by its initials (I.E.S., IES) as the school of its title', () => {
    expect(
      educationOf([
        '# Ana Gil Romero',
        '## Formación',
        '### Grado en Ingeniería Informática · Granada, España',
        'UNIVERSIDAD DEL GENIL · Septiembre 2021 - Actualidad',
        '### Técnico Superior en Administración de Sistemas · Sevilla, España',
        'I.E.S. VIRGEN DEL ROCÍO · Septiembre 2019 - Junio 2021',
        '### Técnico en Sistemas Microinformáticos · Sevilla, España',
        'IES ALBAIDA · Septiembre 2017 - Junio 2019',
      ]),
    ).toEqual([
      ['Grado en Ingeniería Informática', 'Universidad del Genil', 'since 2021'],
      ['Técnico Superior en Administración de Sistemas', 'I.E.S. Virgen del Rocío', '2021'],
      ['Técnico en Sistemas Microinformáticos', 'IES Albaida', '2019'],
    ]);
  });

  it('spells a capitalised name’s opening Spanish article as a word, not initials', () => {
    expect(
      educationOf([
        '# Ana Gil Romero',
        '## Formación',
        '### Técnico Superior en Administración de Sistemas · Sevilla, España',
        'I.E.S LOS ÁLAMOS · Septiembre 2019 - Junio 2021',
      ]),
    ).toEqual([['Técnico Superior en Administración de Sistemas', 'I.E.S Los Álamos', '2021']]);
  });
});
