import { describe, expect, it } from 'vitest';
import { isPersonalFieldRow } from './contact-data.ts';
import { linesOf } from './cv-lines.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { headingKind } from './cv-vocabulary.ts';

// A university's CV system: the person's data as 'Label: · value' rows, then the posts held now and before as
// items with their terms, their dates told in words and their employer last (issue 13, round 27).
const ACADEMIC_CV = [
  '# Curriculum Vitae',
  '## Datos Personales',
  'Nombre: · Ibarra Sofía Natalia',
  'Domicilio: · Avenida Alem 1250, Rosario – ARGENTINA',
  'Teléfono: · (54)(341) 480-2211 interno 114',
  'Página web: · http://fisica.unr.example/~sibarra',
  '## Cargos Actuales',
  '- Profesora Asociada, dedicación exclusiva, por concurso ordinario, asignatura Óptica II, desde 04/2019, Res. CS–118/19; Universidad Nacional de Rosario (UNR), Rosario. éééé',
  '- Investigadora Independiente CONICET desde el 01/07/2021, Resolución D N°2210/21.',
  '- Miembro del Instituto de Física de Rosario, IFIR-CONICET, desde el 01/03/2010.',
  '## Formación',
  '- Doctora en Física, UNR, 2012.',
  '## Cargos Anteriores',
  '- Jefa de Trabajos Prácticos, dedicación simple, asignatura Mecánica, desde el 15/03/2013 al 31/03/2019, Res. CD-044/13.',
  '- Investigadora Asistente CONICET desde el 1 de abril de 2014, Resolución D N°880 de 2014, hasta el 30 de junio de 2021.',
  '- Ayudante de Primera, por contrato, asignatura Física I, primer cuatrimestre de 2011.',
  '- Ayudante Alumna, por concurso ordinario, desde el 01/08/07 hasta el 28/02/10, Res. CD-210/07, UNR.',
  '## Becas Obtenidas',
  '- CONICET Doctoral 2008–2013, Resolución D N°120 de 2008.',
].join('\n\n');

describe("an academic CV system's posts lists (issue 13, round 27)", () => {
  it('reads the posts headings, and grants and personal data as no posts', () => {
    expect(headingKind('Cargos Actuales')).toBe('experience');
    expect(headingKind('Cargos Anteriores')).toBe('experience');
    expect(headingKind('Becas Obtenidas')).toBe('other');
    expect(headingKind('Datos Personales')).toBe('other');
    expect(headingKind('Participación en Proyectos de Investigación (PI)')).toBe('other');
  });

  it('reads each item as a post: the title before the first comma, the employer when named, desde/hasta dates', () => {
    const roles = readCvProfile(ACADEMIC_CV).roles.map(({ title, organisation, start, end }) => [
      title,
      organisation,
      start,
      end,
    ]);
    expect(roles).toEqual([
      ['Profesora Asociada', 'Universidad Nacional de Rosario (UNR)', '04/2019', 'present'],
      ['Investigadora Independiente CONICET', null, '07/2021', 'present'],
      ['Miembro del Instituto de Física de Rosario', 'IFIR-CONICET', '03/2010', 'present'],
      ['Jefa de Trabajos Prácticos', null, '03/2013', '03/2019'],
      ['Investigadora Asistente CONICET', null, 'abril de 2014', 'junio de 2021'],
      ['Ayudante de Primera', null, '2011', '2011'],
      ['Ayudante Alumna', null, '08/2007', '02/2010'],
    ]);
  });

  it('never makes a personal-data row an employer, nor a glyph run part of an answer', () => {
    const { qa_pairs, qa_admin_pairs } = generateCvQa({ cvMarkdown: ACADEMIC_CV });
    const text = [
      ...qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
      ...qa_admin_pairs.map((pair) => pair.question),
    ].join('\n');
    expect(text).not.toMatch(/Nombre|Domicilio|Teléfono|éééé/);
    expect(text).toMatch(/Profesora Asociada en la Universidad Nacional de Rosario/);
  });

  it("reads items under a job's header line as its duties, never as posts", () => {
    const cv = [
      '# Lucía Paredes',
      '## Experiencia',
      'Transportes Andinos · Lima · 2019 – 2023',
      '- Responsable de Compras, desde 2020, con un presupuesto anual de 2 millones.',
      '- Gestión de Inventarios, desde 2019, en tres almacenes regionales.',
    ].join('\n\n');
    const roles = readCvProfile(cv).roles;
    expect(roles.map((role) => role.organisation)).toEqual(['Transportes Andinos']);
    expect(roles[0]?.details).toHaveLength(2);
  });

  it('reads a degree item whose school is its initials', () => {
    const [degree] = readCvProfile(ACADEMIC_CV).education;
    expect([degree?.degree, degree?.institution, degree?.year]).toEqual(['Doctora en Física', 'UNR', '2012']);
  });
});

describe('personal-data rows and glyph runs (issue 13, round 27)', () => {
  it("tells a labelled row of the person's data in the languages the reader knows", () => {
    for (const row of [
      'Nombre: · Ana Ruiz',
      'Domicilio: Calle 5 nº 10',
      'Página web: · http://example.org',
      'Adresse : 4 rue des Lilas',
      'Nome completo: Ana Ruiz',
      'Anschrift: Hauptstraße 3',
      'Name: Jo Roe',
      'Teléfono: · 555 0101',
    ])
      expect(isPersonalFieldRow(row), row).toBe(true);
    expect(isPersonalFieldRow('Profesora Asociada, Universidad de Rosario')).toBe(false);
    expect(isPersonalFieldRow('Named lead engineer: migrated the billing system')).toBe(false);
  });

  it('drops a run of one accented letter closing a line, never a word', () => {
    const texts = linesOf('- Tutora de Química; Colegio San Martín, Salta. ííííí\n\n- Café Olé').map(
      (line) => line.text,
    );
    expect(texts).toEqual(['Tutora de Química; Colegio San Martín, Salta.', 'Café Olé']);
  });
});

describe('posts held at once in a localised CV (issue 13, round 27)', () => {
  it('asks no move between two posts whose dates overlap', () => {
    const cv = [
      '# Tomás Ledesma',
      '## Experiencia',
      'Analista de Riesgos, Banco del Litoral, 2018 – 2022',
      '- Elaboré los informes de riesgo crediticio de la cartera de pymes cada mes.',
      'Docente de Estadística, Universidad del Litoral, 2015 – 2020',
      '- Dicté las clases prácticas de Estadística I a tres comisiones por año.',
    ].join('\n\n');
    const questions = generateCvQa({ cvMarkdown: cv }).qa_pairs.map((pair) => pair.question);
    expect(questions.join('\n')).not.toMatch(/pasó de Docente de Estadística/);
  });
});

describe('moves in a localised CV that lists its posts by status, not by date (issue 13)', () => {
  it('asks the move from the latest post that had ended when the newer one began, past posts held beside it', () => {
    const questions = generateCvQa({ cvMarkdown: ACADEMIC_CV, readOn: new Date('2026-09-01') })
      .qa_pairs.map((pair) => pair.question)
      .join('\n');
    // The current posts are listed above the earlier ones: the promotion's older post sits three items below.
    expect(questions).toMatch(
      /pasó de Investigadora Asistente CONICET a Investigadora Independiente CONICET/,
    );
    expect(questions).not.toMatch(/pasó de Miembro/);
  });
});
