import { describe, expect, it } from 'vitest';
import { findSkills } from '../text/skills.ts';
import { DATE_RANGE, headingKind } from './cv-vocabulary.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { holdsPlaceholder } from './placeholder-text.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe('dash-parted job rows', () => {
  it("splits 'Employer — Title — City, ST — dates' into its fields", () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Harbour Freight — Account Manager — Dayton, Ohio — Mar. 2020 - May 2022',
      '- Grew the regional book by a third',
      'Northvale Systems —Support Engineer —June 2017 - Feb. 2020',
      '- Answered the support queue',
    ];
    expect(jobs(cv.join('\n'))).toEqual([
      ['Account Manager', 'Harbour Freight', 'Mar. 2020', 'May 2022'],
      ['Support Engineer', 'Northvale Systems', 'June 2017', 'Feb. 2020'],
    ]);
  });

  it("never counts a date range's dash as a field's", () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Head of Finance – Planning, Harbour Freight Mar 2019 – May 2021',
    ];
    expect(readCvProfile(cv.join('\n')).roles[0]?.title).not.toContain('|');
  });

  it('keeps a single dash inside a field whole', () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Research Assistant – Machine Learning, Lakeside Lab 2019 - 2021',
    ];
    const [role] = readCvProfile(cv.join('\n')).roles;
    expect(role?.title).toContain('Research Assistant – Machine Learning');
  });
});

describe('work modes in brackets', () => {
  it("never reads '(Remoto)' beside a title as the employer or part of the title", () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Harbour Freight · Portugal',
      'Data Engineer (Presencial) · 2022 – Present',
      'Responsible for the loading jobs of the largest client of the firm.',
      '- Built the loading jobs',
      'Junior Data Engineer (Remoto) · 2020-2022',
      'Responsible for the reports of the sales team of the firm.',
      '- Kept the reports running',
    ];
    const roles = readCvProfile(cv.join('\n')).roles;
    expect(roles.map((role) => role.title)).toEqual(['Data Engineer', 'Junior Data Engineer']);
    expect(roles.map((role) => role.organisation)).not.toContain('Remoto');
  });

  it("gives a later 'title · dates' row the employer of the row pair above it", () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Harbour Freight · Portugal',
      'Data Engineer · 2022 – Present',
      'Responsible for the loading jobs of the largest client of the firm.',
      'Data Intern · 2020-2022',
      'Responsible for the reports of the sales team of the firm.',
    ];
    expect(jobs(cv.join('\n'))).toEqual([
      ['Data Engineer', 'Harbour Freight', '2022', 'present'],
      ['Data Intern', 'Harbour Freight', '2020', '2022'],
    ]);
  });
});

describe('education rows with a place and dashes', () => {
  const cv = [
    '# Robin Vale',
    '## Education',
    'Lakeside University, Millbrook, Oregon — Marine Biology(BS) - Expected Graduation Date: May 2024',
    'Millbrook High, Dayton, Ohio —High School Diploma - Graduation Date: 2016',
  ].join('\n');

  it('names the degree, never the town before it', () => {
    const [university, school] = readCvProfile(cv).education;
    expect([university?.degree, university?.field, university?.institution]).toEqual([
      'BS',
      'Marine Biology',
      'Lakeside University',
    ]);
    expect(school?.degree).toBe('High School Diploma');
  });

  it('keeps the entry above its expected date to itself', () => {
    const [university, school] = readCvProfile(cv).education;
    expect(university?.year).toBe('expected 2024');
    expect(school?.year).toBe('2016');
  });
});

describe('section headings of other languages', () => {
  it("reads private projects and referees' sections as headings, not entries", () => {
    expect(headingKind('Private Projekte')).toBe('projects');
    expect(headingKind('Projetos Pessoais')).toBe('projects');
    expect(headingKind('Sonstige Kenntnisse')).toBe('skills');
    expect(headingKind('Referees')).toBe('other');
    expect(headingKind('Referências')).toBe('other');
  });

  it('asks nothing of a referee', () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Harbour Freight — Account Manager — Dayton, Ohio — Mar. 2020 - May 2022',
      '- Grew the regional book by a third',
      '## Referees',
      'Dana Orr',
      'Associate Professor of Econometrics, Lakeside University dana.orr@lakeside.example',
    ].join('\n');
    const text = JSON.stringify(generateCvQa({ cvMarkdown: cv, readOn: new Date('2026-09-01') }));
    expect(text).not.toContain('Econometrics');
  });
});

describe('German template placeholders', () => {
  it('reads a template field standing alone and filler words as placeholders', () => {
    for (const line of [
      'Firma 1',
      'Firma 2 (Ort)',
      'Titel',
      'Punkt 3',
      'Liste blah blah',
      'Musterstadt 12',
    ]) {
      expect(holdsPlaceholder(line)).toBe(true);
    }
    expect(holdsPlaceholder('Firma Keller & Söhne')).toBe(false);
  });
});

describe('skills that are not tools', () => {
  it('reads an acronym with an apostrophe-s as a business count, not the tool', () => {
    expect(findSkills('Ranked first of the reps in SQL’s generated; wrote SQL reports')).toEqual(['SQL']);
    expect(findSkills("Most MQL's and SQL's booked")).toEqual([]);
  });

  it('reads a legal form before a company name as no tool', () => {
    expect(findSkills('Data intern, SAS Quillmont, Lyon')).toEqual([]);
    expect(findSkills('Directeur de la société SAS Dupont')).toEqual([]);
    expect(findSkills('SAS Enterprise Guide, Python')).toEqual(['SAS', 'Python']);
    expect(findSkills('Used R and SAS daily')).toEqual(['R', 'SAS']);
  });
});

// Made-up CVs of round 27's kind: a Portuguese Word CV writing each post as 'Title - Employer | Place | Mon YYYY - Mon
// YYYY' with Portuguese month abbreviations over its duties, and its degrees as bullets 'Degree em Subject - School
// (Mon YYYY - Em andamento)'.
describe('Portuguese Word rows with bars and abbreviated months (round 27)', () => {
  const cv = [
    '# Marta Quintela',
    '## EXPERIÊNCIA PROFISSIONAL',
    'Coordenadora de Logística - Rota Azul | Campinas, Brasil | Fev 2021 - Dez 2023',
    '- Planejamento das entregas semanais de doze lojas da rede',
    '- Negociação de fretes com transportadoras regionais',
    'Assistente Administrativa - Papelaria Lume | Sorocaba, Brasil | Ago 2018 - Out 2020',
    '- Controle de estoque e emissão de notas fiscais',
    '## FORMAÇÃO ACADÊMICA',
    '- Mestrado em Engenharia de Produção - Universidade do Minho (Set 2024 - Em andamento)',
    '- Bacharelado em Administração e Gestão Pública - Universidade Federal de Goiás (Mar 2014 - Dez 2018)',
  ].join('\n');

  it('reads each row as a post: the title before the dash, the employer after it, the abbreviated months as dates', () => {
    expect(jobs(cv)).toEqual([
      ['Coordenadora de Logística', 'Rota Azul', 'Fev 2021', 'Dez 2023'],
      ['Assistente Administrativa', 'Papelaria Lume', 'Ago 2018', 'Out 2020'],
    ]);
  });

  it('reads the degree bullets, the one under way as under way', () => {
    const education = readCvProfile(cv).education.map((entry) => [
      entry.degree,
      entry.institution,
      entry.year,
    ]);
    expect(education).toEqual([
      ['Mestrado em Engenharia de Produção', 'Universidade do Minho', 'since 2024'],
      ['Bacharelado em Administração e Gestão Pública', 'Universidade Federal de Goiás', '2018'],
    ]);
  });

  it("reads a Spanish abbreviated month without its stop before a year ('Abr 2023 – Dic 2023')", () => {
    expect(DATE_RANGE.exec('Abr 2023 – Dic 2023')?.slice(1, 3)).toEqual(['Abr 2023', 'Dic 2023']);
  });

  it('never reads a link set under the last degree as part of its school', () => {
    const linked = `${cv}\n\nhttps://www.linkedin.com/in/martaq uintela/`;
    expect(readCvProfile(linked).education.at(-1)?.institution).toBe('Universidade Federal de Goiás');
  });

  it('asks about each post and writes its months in full in the answer', () => {
    const { qa_pairs: pairs } = generateCvQa({ cvMarkdown: cv, readOn: new Date('2026-09-01') });
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    const answers = pairs.map((pair) => pair.answer).join(' ');
    expect(answers).toContain(
      'Coordenadora de Logística na empresa Rota Azul de fevereiro 2021 a dezembro 2023',
    );
    expect(answers).not.toContain('Fev 2021');
  });
});
