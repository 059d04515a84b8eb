import { describe, expect, it } from 'vitest';
import { withLetterSpacingClosed } from '../documents/blocks.ts';
import { withoutLinksInText } from './contact-data.ts';
import { readCvProfile } from './cv-profile.ts';
import { firstPerson, generateCvQa } from './cv-qa.ts';
import { cvTextsOf } from './test-fixtures.ts';
import { holdsPlaceholder, withoutPlaceholders } from './placeholder-text.ts';

const textsOf = cvTextsOf;

describe('template placeholders (issue 13, round 11)', () => {
  it('reads a placeholder line as absent, and a placeholder field or list item as left out', () => {
    expect(holdsPlaceholder('- Improved xxx by 5%')).toBe(true);
    expect(holdsPlaceholder('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')).toBe(true);
    expect(holdsPlaceholder('Company Name · City, State · 20XX – Present')).toBe(true);
    expect(holdsPlaceholder('Company Name: Tidewater Freight')).toBe(false);
    expect(holdsPlaceholder('Sold 3xxx units of the Boxxx line')).toBe(false);
    expect(holdsPlaceholder('[Your Name] · [City]')).toBe(true);
    expect(holdsPlaceholder('Dear {{title}},')).toBe(true);
    expect(withoutPlaceholders('- Improved xxx by 5%')).toBe('');
    expect(withoutPlaceholders('Summary: xxx.')).toBe('');
    expect(withoutPlaceholders('Junior Analyst Supervisor: xxx')).toBe('Junior Analyst');
    expect(withoutPlaceholders('Tools: Excel, xxx')).toBe('Tools: Excel');
    expect(withoutPlaceholders('Built the reporting pipeline')).toBe('Built the reporting pipeline');
  });

  it('never tells a candidate a placeholder as a fact', () => {
    const cv = [
      '# Ana Example',
      '## Experience',
      'Tidewater Freight · Dover, UK · 2019 – Present',
      'Logistics Coordinator Supervisor: xxx',
      '- Planned xxx routes',
      '- Cut xxx costs by 5%',
      '- Scheduled the weekly loading of 40 trucks for the southern depots',
      'Company Name · City, State · 2016 – 2019',
      'Job Title',
      '- Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
      '## Skills',
      '- Tools: Excel, SAP, xxx',
      '## Education',
      'BSc in Logistics, University of Hull, 2016',
    ].join('\n');
    const profile = readCvProfile(cv);
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([
      ['Logistics Coordinator', 'Tidewater Freight'],
    ]);
    const texts = textsOf(cv);
    expect(texts).not.toMatch(/xxx|lorem|Company Name|City, State|Job Title/i);
    expect(texts).toContain('scheduled the weekly loading of 40 trucks');
  });
});

describe('template entries among the jobs (issue 13, round 11)', () => {
  it("reads an entry marked as the candidate's own project as a project, not an employer", () => {
    const cv = [
      '## Experience',
      'Harbour Analytics · 2018 – 2021',
      'Data Engineer',
      '- Moved the nightly loads of the billing data to a streaming pipeline',
      'Tidy Tables · May. 2020 – Present',
      'Rust, Maintainer Individual Projects',
      '- A command-line tool that cleans spreadsheets, https://example.org/tidy-tables',
      '- Gained 300 users in its first year',
    ].join('\n');
    const profile = readCvProfile(cv);
    expect(profile.roles.map((role) => role.organisation)).toEqual(['Harbour Analytics']);
    expect(profile.projects.map((project) => [project.name, project.year])).toEqual([
      ['Tidy Tables', 'May 2020 – Present'],
    ]);
    const texts = textsOf(cv);
    expect(texts).not.toMatch(/at Tidy Tables|https?:\/\//);
  });

  it("leaves out a template's sample entry about the template itself", () => {
    const cv = [
      '## Experience',
      'Harbour Analytics · 2018 – 2021',
      'Data Engineer',
      '- Moved the nightly loads of the billing data to a streaming pipeline',
      'Simple CV template · 2020 – Present',
      'LaTeX, Maintainer Individual Projects',
      '- A clean CV template, easy to extend with your own sections',
    ].join('\n');
    const profile = readCvProfile(cv);
    expect(profile.roles.map((role) => role.organisation)).toEqual(['Harbour Analytics']);
    expect(profile.projects).toEqual([]);
  });

  it('keeps links out of what a candidate says, and names in a domain in', () => {
    expect(withoutLinksInText('A tool that cleans spreadsheets, https://example.org/tidy')).toBe(
      'A tool that cleans spreadsheets',
    );
    expect(withoutLinksInText('Wrote a survey app. Available via https://example.org.')).toBe(
      'Wrote a survey app.',
    );
    expect(withoutLinksInText('Built the shop (www.example.org) for 3 clients.')).toBe(
      'Built the shop for 3 clients.',
    );
    expect(withoutLinksInText('Sold rooms on Booking.com')).toBe('Sold rooms on Booking.com');
  });

  it("reads 'Master student in …' as a master's under way", () => {
    const cv = [
      '## Education',
      'Lakeside University · 2021 – Present',
      'Master student in Civil Engineering, expected June 2024',
    ].join('\n');
    expect(readCvProfile(cv).education[0]).toMatchObject({
      degree: 'Master in Civil Engineering',
      institution: 'Lakeside University',
      year: 'expected 2024',
    });
  });

  it('reads a degree given as the first item under its school row', () => {
    const cv = [
      '## Education',
      'Portland, OR · Reed College · August 2012 - May 2016',
      '- Bachelor of Arts in Physics',
      '- GPA: 3.6',
    ].join('\n');
    expect(readCvProfile(cv).education).toEqual([
      { degree: 'Bachelor of Arts in Physics', field: null, institution: 'Reed College', year: '2016' },
    ]);
  });
});

describe('Spanish one-column CVs (issue 13, round 11)', () => {
  const cv = [
    '# MARÍA EJEMPLO',
    '## EDUCACIÓN',
    'UNIVERSIDAD DE LA COSTA · Valparaíso, Chile',
    'Doctorado en Oceanografía · Junio 2016',
    'Instituto de Ciencias del Mar · Promedio: 6.5/7.0',
    'Licenciatura en Biología Marina · Mayo 2010',
    'Facultad de Ciencias del Mar · Promedio: 6.1/7.0',
    '## CONOCIMIENTOS TÉCNICOS',
    'Lenguajes · Python, R, MATLAB',
    '## EXPERIENCIA EN LA INDUSTRIA',
    'Pesquera Austral S.A. · Puerto Montt, Chile',
    'Analista de datos, Equipo de Cosecha · Marzo 2019 - presente',
    '- Diseñé un modelo en Python para prever la cosecha de cada centro',
    '- Automaticé los informes semanales de producción con R',
    '## EXPERIENCIA DOCENTE',
    'Universidad de la Costa · Valparaíso, Chile',
    'Ayudante de profesor, Facultad de Ciencias · Marzo 2012 - Diciembre 2015',
    '- Impartí dos cursos: Ecología de Costas y Oceanografía Física',
    '## PUBLICACIONES',
    '- Las mareas rojas del sur, Ejemplo M. Revista Marina, 2017.',
  ].join('\n');

  it('reads its sections, jobs and degrees', () => {
    const profile = readCvProfile(cv);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start])).toEqual([
      ['Analista de datos', 'Pesquera Austral S.A.', 'Marzo 2019'],
      ['Ayudante de profesor', 'Universidad de la Costa', 'Marzo 2012'],
    ]);
    expect(profile.education).toEqual([
      {
        degree: 'Doctorado en Oceanografía',
        field: null,
        institution: 'Universidad de la Costa',
        year: '2016',
      },
      {
        degree: 'Licenciatura en Biología Marina',
        field: null,
        institution: 'Facultad de Ciencias del Mar',
        year: '2010',
      },
    ]);
    expect(profile.publications).toHaveLength(1);
  });

  it('asks about them in Spanish, with no grade or date as a school', () => {
    const qa = generateCvQa({ cvMarkdown: cv });
    expect(qa.qa_pairs.length).toBeGreaterThanOrEqual(6);
    const texts = textsOf(cv);
    expect(texts).toContain('Analista de datos en Pesquera Austral S.A.');
    expect(texts).not.toMatch(/Promedio|en Junio 2016|en Mayo 2010/);
    // A school and a degree take their article in a Spanish sentence; a company does not.
    expect(texts).toContain('el Doctorado en Oceanografía en la Universidad de la Costa (2016)');
    expect(texts).toContain('la Licenciatura en Biología Marina en la Facultad de Ciencias del Mar (2010)');
    expect(texts).toContain('como Ayudante de profesor en la Universidad de la Costa');
    expect(texts).not.toContain('la Pesquera');
    // A duty whose lead-in before the colon is itself the action keeps what it names.
    expect(texts).toContain('Impartí dos cursos: Ecología de Costas y Oceanografía Física.');
  });
});

describe('duty lines with a lead-in before a colon (issue 13, round 11)', () => {
  it('keeps a duty whose lead-in is the action, and drops a label before a list of tools', () => {
    const cv = [
      '## Experience',
      'Harbour Analytics · 2018 – 2021',
      'Data Engineer',
      '- Moved the nightly loads of the billing data to a streaming pipeline',
      '- Taught two courses: SQL Basics and Data Modelling',
      '- Highlight: Kafka, Spark and Airflow',
    ].join('\n');
    expect(readCvProfile(cv).roles[0]?.details).toEqual([
      'Moved the nightly loads of the billing data to a streaming pipeline',
      'Taught two courses: SQL Basics and Data Modelling',
    ]);
  });
});

describe('thin answers (issue 13, round 11)', () => {
  it('tells a line naming the position the candidate held as theirs', () => {
    expect(firstPerson('Primary billing contact for 30 clinics across the region', false)).toBe(
      'I was the primary billing contact for 30 clinics across the region.',
    );
    expect(firstPerson('Main liaison between the sales and support teams', true)).toBe(
      'I am the main liaison between the sales and support teams.',
    );
    expect(firstPerson('Contact clients for renewals every quarter', true)).toBe(
      'I contact clients for renewals every quarter.',
    );
  });

  it('tells a line naming the part the candidate plays as theirs, with its article, never as a deed', () => {
    expect(firstPerson('Key visionary in shaping the bank’s lending strategy with the board', true)).toBe(
      'I am a key visionary in shaping the bank’s lending strategy with the board.',
    );
    expect(firstPerson('Trusted advisor to the regional sales directors', false)).toBe(
      'I was a trusted advisor to the regional sales directors.',
    );
    expect(firstPerson('Lead the weekly planning meeting for the shop floor', true)).toBe(
      'I lead the weekly planning meeting for the shop floor.',
    );
  });

  it('asks a Spanish CV about skills its job lines use, and never takes a one-letter skill inside a word', () => {
    const cv = [
      '## Experiencia profesional',
      'Analista de datos · Banco del Sur · Marzo 2019 - presente',
      '- Migré los informes de riesgo de la dirección a Tableau y los publiqué cada semana',
      'Asistente de ventas · Tienda Norte · Enero 2016 - Febrero 2019',
      '- Preparé los pedidos de la tienda y atendí a los clientes en la caja',
      '## Habilidades',
      'R, Python, SQL, Tableau',
      '## Educación',
      'Licenciatura en Estadística, Universidad de Chile, 2015',
    ].join('\n');
    const skills = generateCvQa({ cvMarkdown: cv }).qa_pairs.find((pair) =>
      pair.question.startsWith('Su CV menciona'),
    );
    expect(skills?.question).toContain('Tableau');
    expect(skills?.answer).toContain('En Banco del Sur uso Tableau. Migré los informes de riesgo');
    expect(skills?.answer).not.toContain('Preparé los pedidos');
  });
});

describe('Spanish date forms (issue 13, round 11)', () => {
  it("reads 'marzo de 2020', 'ene. 2017', 'actualmente' and 'a la fecha'", () => {
    const cv = [
      '## Experiencia profesional',
      'Analista de datos · Banco del Sur · marzo de 2020 – actualmente',
      '- Diseñé los informes mensuales de riesgo para la dirección',
      'Asistente contable · Grupo Andino S.A. · ene. 2017 – dic. 2019',
      '- Concilié las cuentas de 40 proveedores cada mes',
      'Cajero · Tienda Sur · septiembre de 2014 a la fecha',
      '- Atendí a los clientes de la caja rápida',
    ].join('\n');
    expect(
      readCvProfile(cv).roles.map((role) => [role.title, role.organisation, role.start, role.end]),
    ).toEqual([
      ['Analista de datos', 'Banco del Sur', 'marzo de 2020', 'present'],
      ['Asistente contable', 'Grupo Andino S.A.', 'ene. 2017', 'dic. 2019'],
      ['Cajero', 'Tienda Sur', 'septiembre de 2014', 'present'],
    ]);
  });
});

describe('letter-spaced text (issue 13, round 11)', () => {
  it('closes up letter-spaced words, parting them at wider spaces and initials', () => {
    expect(withLetterSpacingClosed('J A N E  R O E')).toBe('JANE ROE');
    expect(withLetterSpacingClosed('J A N E Q . R O E')).toBe('JANE Q. ROE');
    expect(withLetterSpacingClosed('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(withLetterSpacingClosed('Grades A B, tools C and R')).toBe('Grades A B, tools C and R');
  });

  it('reads a heading whose letter spacing took its word space with it', () => {
    const cv = [
      '# JANE ROE',
      'SUMMARY',
      'Analyst who turns shipping data into weekly plans.',
      'PROFESSIONALEXPERIENCE',
      'Data Analyst · Northwind Traders · Jan 2019 - Present',
      '- Built the pricing model the buyers use for every order',
    ].join('\n');
    expect(readCvProfile(cv).roles.map((role) => role.organisation)).toEqual(['Northwind Traders']);
  });
});
