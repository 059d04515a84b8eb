import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// Made-up CVs of the kinds issue 13's admin questions still misread: school levels, degree rows, school words, names
// in capitals and 'Post | Employer' rows.

const adminQuestions = (lines: string[]): string[] =>
  generateCvQa({
    cvMarkdown: lines.join('\n\n'),
    readOn: new Date('2026-09-01T00:00:00Z'),
  }).qa_admin_pairs.map((pair) => `${pair.title} | ${pair.question}`);

describe('a school level named twice with a slash (issue 13, admin questions)', () => {
  it('tells the level by its first name, at its school', () => {
    const education = readCvProfile(
      [
        '# Ana Ruiz',
        '## Educación',
        'Bachillerato / Educación Media',
        'Colegio San Rafael',
        '2008 - 2013',
      ].join('\n\n'),
    ).education;
    expect(education[0]).toMatchObject({ degree: 'Bachillerato', institution: 'Colegio San Rafael' });
    const diploma = readCvProfile(
      ['# Ann Lee', '## Education', 'High School Diploma / GED', 'Eastside High School, 2013'].join('\n\n'),
    ).education;
    expect(diploma[0]).toMatchObject({ degree: 'High School Diploma', institution: 'Eastside High School' });
  });
});

describe('degree rows and school words (issue 13, admin questions)', () => {
  it('parts a degree named in full from its school after the comma', () => {
    const [entry] = readCvProfile(
      [
        '# Lena Ortiz',
        '## Education',
        'Master Degree in Applied Physics, Northfield University',
        '2015 - 2017',
      ].join('\n\n'),
    ).education;
    expect(entry).toMatchObject({
      degree: 'Master Degree in Applied Physics',
      institution: 'Northfield University',
    });
  });

  it('knows the Spanish Máster, accent and all, as a degree', () => {
    const [entry] = readCvProfile(
      ['# Lena Ortiz', '## Formación', 'Máster en Física Aplicada, Universidad de Norte', '2015 - 2017'].join(
        '\n\n',
      ),
    ).education;
    expect(entry).toMatchObject({ degree: 'Máster en Física Aplicada', institution: 'Universidad de Norte' });
  });

  it('knows seminaries, conservatories and academies as schools, in several languages', () => {
    for (const school of [
      'Westfield Theological Seminary',
      'Eastbrook Conservatory',
      'Conservatorio Arrigo Boito',
      'Akademie der Künste Nordstadt',
      'Politechnika Nadmorska',
    ]) {
      const [entry] = readCvProfile(
        ['# Paul Reed', '## Education', 'Master of Music', school, '2015'].join('\n\n'),
      ).education;
      expect(entry?.institution).toBe(school);
    }
  });
});

describe('a school named with a closing full stop (issue 13, admin questions)', () => {
  it('quotes the name without it', () => {
    const [entry] = readCvProfile(
      [
        '# Ana Ruiz',
        '## Education',
        'MSc in Marine Ecology',
        'Universidad Austral de Magallanes.',
        '2014',
      ].join('\n\n'),
    ).education;
    expect(entry?.institution).toBe('Universidad Austral de Magallanes');
  });
});

describe('names in capitals (issue 13, admin questions)', () => {
  it('writes the short words of a place or school name as words', () => {
    const profile = readCvProfile(
      [
        '# Ana Ruiz',
        'SAN DIEGO, CALIFORNIA',
        '## Education',
        'Bachelor of Science in Biology',
        'UNIVERSIDAD DEL MAR',
        '2012 - 2016',
      ].join('\n\n'),
    );
    expect(profile.location).toBe('San Diego, California');
    expect(profile.education[0]?.institution).toBe('Universidad del Mar');
  });
});

describe('a post and its employer parted by a bar (issue 13, admin questions)', () => {
  it('reads a post of film and the arts as the title, the employer after it', () => {
    const questions = adminQuestions([
      '# Mia Holt',
      '## Experience',
      'Producer | Harbour Films',
      'March 2018 - June 2021',
      '- Produced three short films.',
      'Illustrator | Paper Kite Books',
      '2016 - 2018',
      '- Drew covers for a children’s series.',
    ]).join('\n');
    expect(questions).toContain('Producer at Harbour Films from March 2018 to June 2021');
    expect(questions).toContain('Illustrator at Paper Kite Books from 2016 to 2018');
  });
});
