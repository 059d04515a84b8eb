import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// Made-up CVs of the kinds issue 13's admin checks flagged: the verification questions written from a CV.

const CONFIRM_DATES =
  /confirm (?:these|the) dates|confirmar (?:estas|las) fechas|confirmer (?:ces|les) dates|confermare (?:queste|le) date/i;

describe('a job the CV gives no dates for (issue 13, admin checks)', () => {
  it('asks an English CV’s undated job for its dates too, and still confirms the dates a job gives', () => {
    const cv = [
      '# Dana Moor',
      '## Experience',
      '## Support Intern | Harbor Networks',
      '- Answered tickets from branch offices.',
      '## Network Technician | Tidewater Telecom',
      'March 2018 - May 2020',
      '- Installed routers for small offices.',
    ].join('\n\n');
    const questions = generateCvQa({ cvMarkdown: cv }).qa_admin_pairs.map((pair) => pair.question);
    const dated = questions.filter((question) => CONFIRM_DATES.test(question));
    for (const question of dated) expect(question).toMatch(/\d{4}/);
    expect(questions.join('\n')).toMatch(
      /Support Intern at Harbor Networks without dates\. When did you hold/,
    );
  });
});

describe('a high school listed beside the university (issue 13, admin checks)', () => {
  it('never places a bachelor’s at the high school; the school’s own diploma stays there', () => {
    const cv = [
      '# Rui Tanaka',
      '# Experience',
      'Lakeside Clinic',
      'Lab Assistant',
      'June 2021 - August 2022 (1 year 3 months)',
      '# Education',
      'UC Davis',
      'Bachelor of Science - BS, Biology · (2018 - 2022)',
      'Fernwood High School',
      'High School Diploma · (2014 - 2018)',
    ].join('\n\n');
    const education = readCvProfile(cv).education;
    expect(education[0]).toMatchObject({ degree: 'Bachelor of Science', institution: 'UC Davis' });
    expect(education.find((entry) => /diploma/i.test(entry.degree ?? ''))?.institution).toBe(
      'Fernwood High School',
    );
  });

  it('leaves a bachelor’s without a school rather than at a lycée, colegio or preparatoria', () => {
    for (const school of [
      'Lycée Jean Moulin',
      'Colegio San Rafael',
      'Preparatoria Norte',
      'Ridge Secondary School',
    ]) {
      const cv = ['# Ana Vidal', '## Education', school, 'Bachelor of Arts, History, 2019'].join('\n\n');
      expect(readCvProfile(cv).education[0]?.institution ?? null).toBeNull();
    }
  });
});

describe('a thesis named on the degree’s line (issue 13, admin checks)', () => {
  it('keeps the degree and its school, and leaves the thesis title out of the degree', () => {
    const cv = [
      '# Mara Holt',
      '## Education',
      '2010 – 2014 PhD - Thesis Title: Tidal Forces in the Harbor College Archive',
      'Northgate University, Leeds',
      '2006 – 2010 Master of Arts in History (thesis: Ports and Guilds)',
      'Northgate University, Leeds',
    ].join('\n\n');
    const [phd, master] = readCvProfile(cv).education;
    expect(phd).toMatchObject({ degree: 'PhD', institution: 'Northgate University', year: '2014' });
    expect(master?.degree).toBe('Master of Arts in History');
    const questions = generateCvQa({ cvMarkdown: cv }).qa_admin_pairs.map((pair) => pair.question);
    for (const question of questions) expect(question).not.toMatch(/thesis|Tidal/i);
  });

  it('still reads a line that names only the work done for a degree as no degree', () => {
    const cv = [
      '# Mara Holt',
      '## Education',
      'Master Thesis: Tidal Forces',
      'Northgate University, 2014',
    ].join('\n\n');
    expect(readCvProfile(cv).education.map((entry) => entry.degree)).not.toContain('Master');
  });
});

describe('a degree dated as under way on the line below it (issue 13, admin checks)', () => {
  it('asks when it will be completed, not when it was', () => {
    const cv = [
      '# Iara Souza',
      '# Formação',
      '## Engenharia Elétrica, Bacharelado, Universidade do Vale',
      '5 anos: 2020 – presente · Recife, Brasil',
      '## Técnico em Eletrônica, Escola Técnica do Vale',
      '2016 – 2019 · Recife, Brasil',
    ].join('\n\n');
    const [first] = readCvProfile(cv).education;
    expect(first?.year).toBe('since 2020');
    const questions = generateCvQa({ cvMarkdown: cv }).qa_admin_pairs.map((pair) => pair.question);
    // Two headings and names hold one Portuguese word: too little to tell the CV's language, so asked in English.
    expect(questions.join('\n')).toMatch(/expect to complete/);
  });

  it('keeps a degree with its own year as completed', () => {
    const cv = [
      '# Iara Souza',
      '## Education',
      'BSc Physics, Vale University, 2015',
      '2016 – present · Teaching Assistant',
    ].join('\n\n');
    expect(readCvProfile(cv).education[0]?.year).toBe('2015');
  });
});

describe('dates above each degree (issue 13, admin checks)', () => {
  it('does not take the next entry’s open range below as the degree’s', () => {
    const cv = [
      '# Iara Souza',
      '## Education',
      '2015 – 2019',
      'Bachelor of Science in Chemistry',
      'Vale University',
      '2019 – present',
      'Master of Science in Chemistry',
      'Vale University',
    ].join('\n\n');
    const [bachelor] = readCvProfile(cv).education;
    expect(bachelor?.year).not.toMatch(/^since/);
  });
});
