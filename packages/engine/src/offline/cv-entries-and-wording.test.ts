// Made-up CVs: section furniture read as entries (a sub-heading, a year column, a template's sample entry, a courses
// heading), a neighbouring row taken for a degree's school, and stiff answer wording.
import { describe, expect, it } from 'vitest';
import { leadershipPair } from './cv-career-pairs.ts';
import { type CvRole, readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { role } from './test-fixtures.ts';
import { withSingleFullStops } from './phrasing.ts';

const READ_ON = new Date('2026-09-01T00:00:00Z');

describe('a section heading or a row of another section is no entry', () => {
  it('a publications sub-heading is no paper, and a template sample entry no publication', () => {
    const profile = readCvProfile(
      [
        '# Jo Roe',
        '## Publications',
        '## Journal Articles',
        'Roe, J. (2020). “Tides of the Northern Sea Coast.” In Marine Letters.',
        'Portfolio item number 2',
      ].join('\n\n'),
    );
    expect(profile.publications.map((entry) => entry.title)).toEqual(['Tides of the Northern Sea Coast']);
  });

  it("a certification row's year alone, cut off at its separator, is no certification", () => {
    const profile = readCvProfile(
      ['# Jo Roe', '## Certifications', '- 2021 · Certified Kanban Coach'].join('\n\n'),
    );
    expect(profile.certifications).toEqual(['Certified Kanban Coach']);
  });

  it('a Portuguese courses heading ends the skills section and is no skill', () => {
    const profile = readCvProfile(
      [
        '# Ana Lima',
        '## Habilidades',
        'Espanhol Avançado',
        '## Formação complementar',
        'Primeiros socorros. (Carga horária: 8h). Cruz Vermelha, Brasil. 2019',
      ].join('\n\n'),
    );
    expect(profile.skills.join(' ')).not.toMatch(/Formação/);
  });
});

describe('a Portuguese CV platform export', () => {
  const profile = readCvProfile(
    [
      '# Ana Lima',
      '## Formação complementar',
      'Primeiros socorros. (Carga horária: 8h). Cruz Vermelha, Brasil. 2019',
      'Gestão de Pessoas. Universidade do Norte, UNORTE, Brasil. 2014 - 2016',
      '## Publications',
      '- Lima, A. (2020). “Saúde bucal em crianças do interior.” Revista Norte.',
    ].join('\n\n'),
  );

  it("names a course row's course, not its hours, school and year", () => {
    expect(profile.coursework).toEqual(['Primeiros socorros', 'Gestão de Pessoas']);
  });
});

describe("a degree's school", () => {
  const profile = readCvProfile(
    [
      '# Jo Roe',
      '## Education',
      'Sep 2010 – Jun 2015 · Bachelor of Science in Biology',
      'Fachhochschule Nordbayern, Ansbach',
      '- Semester abroad: Lakeside University, Canada',
      'Sep 2009 – Jun 2010 · Preparatory year',
      'University of Brest, France',
      'Jun 2009 · High School Diploma',
      'Lycée Victor Hugo, Nantes, France',
      '## Degrees',
      'M.S., Marine Science, Coastal Ecology. University of Northern Maine. 2019.',
    ].join('\n\n'),
  );
  const schoolOf = (degree: RegExp): string | null | undefined =>
    profile.education.find((entry) => degree.test(entry.degree ?? ''))?.institution;

  it('is never a labelled bullet under the degree, and a Fachhochschule is a school', () => {
    expect(schoolOf(/Bachelor/)).toBe('Fachhochschule Nordbayern');
  });

  it('is the line below a row opening on its date, not the row above', () => {
    expect(schoolOf(/High School/)).toBe('Lycée Victor Hugo');
  });

  it('is told without the year a row told as sentences ends on', () => {
    expect(schoolOf(/M\.S\./)).toBe('University of Northern Maine');
  });
});

describe('answer wording', () => {
  it('drops the full stop a quoted place ends on before a question mark', () => {
    expect(withSingleFullStops('Would you consider relocating from Lyon, France.?')).toBe(
      'Would you consider relocating from Lyon, France?',
    );
  });

  const cv = [
    '# Jo Roe',
    'Lyon, France',
    '## Summary',
    'With 3 years of experience in sourcing and hiring for engineering teams across Europe.',
    '## Experience',
    'Mar 2022 - Present · Brightfield Staffing',
    'Talent sourcer',
    '- Sourced candidates for engineering teams',
    '- Ran intake meetings with hiring managers',
    'Jun 2019 - Aug 2019 · Lakeview Market',
    'Shop assistant',
    '- Managed stock, and placed orders when needed',
    '- Served customers at the till',
    '## Skills',
    'Python, Rust, Haskell, Kotlin',
  ].join('\n\n');
  const qa = generateCvQa({ cvMarkdown: cv, readOn: READ_ON });
  const text = [
    ...qa.qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
    ...qa.qa_admin_pairs.map((p) => p.question),
  ];

  it("a summary opening 'With …' is what the candidate has", () => {
    expect(text.join('\n')).toMatch(/I have 3 years of experience in sourcing/);
    expect(text.join('\n')).not.toMatch(/I have with/);
  });

  it('asks how work was led only for leading work, never for stock looked after', () => {
    const shop = role({
      title: 'Shop assistant',
      organisation: 'Lakeview Market',
      details: ['Managed stock, and placed orders when needed'],
    });
    const kitchen = role({
      title: 'Cook',
      organisation: 'Harbour Inn',
      details: ['Managed a team of four kitchen porters'],
    });
    const asked = (roles: CvRole[]): string | undefined =>
      leadershipPair({ ...readCvProfile('# Jo Roe'), roles }, new Set())?.question;
    expect(asked([shop])).toBeUndefined();
    expect(asked([shop, kitchen])).toMatch(/team of four kitchen porters/);
  });
});
