import { describe, expect, it } from 'vitest';
import { adminPairs } from './cv-admin-pairs.ts';
import { withDatePhrasesRead } from './cv-date-phrases.ts';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';

// Issue 13, round 21: open ranges worded '2018 - on', '2018 – atual'; years run into an entry's name ('Field
// campaign 2018 e 2019'); Portuguese months with a slash ('Março/2016'); a Portuguese activities heading over dated
// memberships. Made-up names.
describe('dates worded as a CV writes them (issue 13, round 21)', () => {
  it.each([
    ['Lab Assistant · 2019 - on', 'Lab Assistant · 2019 – present'],
    ['Lab Assistant · 2019 – onwards', 'Lab Assistant · 2019 – present'],
    ['Lab Assistant · 2019–ongoing', 'Lab Assistant · 2019 – present'],
    ['Analista · 2019 – atual', 'Analista · 2019 – present'],
    ['Analista · desde 2019', 'Analista · 2019 – present'],
    ['Campanha de campo em Serra Azul 2018 e 2019', 'Campanha de campo em Serra Azul 2018 – 2019'],
    ['Projeto Rio Claro 2016 a 2017', 'Projeto Rio Claro 2016 – 2017'],
    ['Orchard survey 2015 and 2016', 'Orchard survey 2015 – 2016'],
    ['Topografia Norte Março/2016 – Outubro/2017', 'Topografia Norte Março 2016 – Outubro 2017'],
  ])('reads %s', (line, read) => {
    expect(withDatePhrasesRead(line)).toBe(read);
  });

  it('keeps the words of a sentence and of a bullet', () => {
    expect(withDatePhrasesRead('Carry on working on it')).toBe('Carry on working on it');
    expect(withDatePhrasesRead('- Won the county prize in 2015 and 2016')).toBe(
      '- Won the county prize in 2015 and 2016',
    );
  });

  it('never takes an open date word for the employer, nor asks for dates a line gives', () => {
    const profile = readCvProfile(
      [
        '## Experience',
        'Lab Assistant · 2019 - on',
        'Hollin Soil Institute',
        '- Sampled soils for the carbon survey.',
        'Campanha de campo em Serra Azul 2017 e 2018',
        '- Palestras para pequenos produtores rurais.',
      ].join('\n\n'),
    );
    expect(profile.roles.map((role) => [role.organisation, role.start, role.end])).toEqual([
      ['Hollin Soil Institute', '2019', 'present'],
      ['Campanha de campo em Serra Azul', '2017', '2018'],
    ]);
    const questions = adminPairs(profile)
      .map((pair) => pair.question)
      .join(' ');
    expect(questions).not.toMatch(/ at on\b|without dates/);
  });

  it('reads a Portuguese activities heading as a heading, never as an employer', () => {
    expect(headingKind('Atividades Extracurriculares')).toBe('experience');
    const profile = readCvProfile(
      [
        '## Experiência Profissional',
        'Topografia Norte Março/2016 – Outubro/2017',
        '- Levantamentos planialtimétricos.',
        '### Atividades Extracurriculares',
        '### Membro do Clube de Astronomia',
        'Junho de 2014 – Abril 2016',
      ].join('\n\n'),
    );
    expect(profile.roles.map((role) => role.organisation ?? role.title)).not.toContain(
      'Atividades Extracurriculares',
    );
    expect(profile.roles.find((role) => role.organisation === 'Topografia Norte')?.start).toBe('Março 2016');
  });

  it("reads a heading's month range as its entry's dates, never as a phone number", () => {
    const profile = readCvProfile(
      [
        '# Rosa Quispe Mamani',
        'Estudiante de ingeniería de sistemas.',
        '## EXPERIENCIA (09/2021-06/2022)',
        '## Analista Practicante | ANDES DATOS',
        '- Preparé reportes de ventas en SQL.',
      ].join('\n\n'),
    );
    expect(profile.roles.map((role) => [role.start, role.end])).toEqual([['09/2021', '06/2022']]);
    expect(headingKind('Berufstätigkeit')).toBe('experience');
  });

  it.each([
    'Field Technician, Hollin Soil Institute 2019 –',
    'Field Technician, Hollin Soil Institute (2019 - )',
  ])('reads a start and a dash closing the row as a post still held: %s', (row) => {
    const profile = readCvProfile(
      ['# Ann Roe', '## Experience', row, '- Sampled soils for the carbon survey.'].join('\n\n'),
    );
    expect(profile.roles.map((role) => [role.organisation, role.start, role.end])).toEqual([
      ['Hollin Soil Institute', '2019', 'present'],
    ]);
  });
});
