import { describe, expect, it } from 'vitest';
import { degreeSentenceOf } from './cv-degree-sentences.ts';
import { readCvProfile } from './cv-profile.ts';

// Issue 13, round 21: degrees told as sentences ('X formado na Y – TCC: … – 2018', 'Mestre em X pela Y'), and degree
// rows opening on their year with a full stop ('2001. Ph.D. in …'), a state university's campus after its comma.
// Made-up names.
describe('degrees told as sentences (issue 13, round 21)', () => {
  it('reads the degree, the school and the year, never the thesis', () => {
    expect(
      degreeSentenceOf(
        'Geólogo formado na Universidade Estadual do Sertão (UES) – TCC: Rochas do vale – Serra/BA – 2015',
      ),
    ).toEqual({
      degree: 'Geólogo',
      field: null,
      institution: 'Universidade Estadual do Sertão (UES)',
      year: '2015',
    });
    expect(
      degreeSentenceOf(
        'Mestre em Geologia pela UES. Linha de pesquisa: Sedimentos. Tese: Areias do rio - 2019.',
      ),
    ).toEqual({ degree: 'Mestre em Geologia', field: null, institution: 'UES', year: '2019' });
    expect(degreeSentenceOf('Responsável pela equipe de campo da UES em 2019.')).toBeNull();
  });

  it('reads both degrees of an education section told in sentences', () => {
    const profile = readCvProfile(
      [
        '## Formação Acadêmica',
        'Geólogo formado na Universidade Estadual do Sertão (UES) – TCC: Rochas do vale – 2015',
        'Mestre em Geologia pela UES. Linha de pesquisa: Sedimentos - 2019.',
      ].join('\n\n'),
    );
    expect(profile.education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['Geólogo', 'Universidade Estadual do Sertão (UES)', '2015'],
      ['Mestre em Geologia', 'UES', '2019'],
    ]);
  });

  it('reads a year set first with a full stop as the year, and keeps a campus and an Italian school', () => {
    const profile = readCvProfile(
      [
        '## Education',
        '\\2001. Ph.D. in Physics, University of Texas, Austin',
        "1995. B.Sc. in Mathematics, Universita' di Trento, Italy",
      ].join('\n\n'),
    );
    expect(profile.education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['Ph.D. in Physics', 'University of Texas, Austin', '2001'],
      ['B.Sc. in Mathematics', "Universita' di Trento", '1995'],
    ]);
  });

  it('reads a sub-heading that names the degree in passing over a list as no degree', () => {
    const profile = readCvProfile(
      [
        '## Educación',
        'Grado en Química',
        '(septiembre 2016 - julio 2020)',
        'Habilidades adquiridas durante el grado:',
        '- Diseñar experimentos y analizar sus resultados.',
      ].join('\n\n'),
    );
    expect(profile.education.map((entry) => entry.degree)).toEqual(['Grado en Química']);
  });

  it('reads degrees listed as bullets with their year and school, without their supervisors', () => {
    const profile = readCvProfile(
      [
        '## Education',
        '- PhD in Marine Ecology (2012). University of Tasmania, School of Zoology, Hobart, Australia. (Supervisors: Prof. Ann Roe, Dr. Bo Lee)',
        '- MSc in Zoology (2008). University of Otago, Department of Zoology, Dunedin, New Zealand.',
      ].join('\n\n'),
    );
    expect(profile.education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['PhD in Marine Ecology', 'University of Tasmania', '2012'],
      ['MSc in Zoology', 'University of Otago', '2008'],
    ]);
  });
});
