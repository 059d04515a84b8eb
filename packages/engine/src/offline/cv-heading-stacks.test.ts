import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// Word's heading styles set each entry as three headings over its dates: the employer, the post and the place, then
// an en-dash range of abbreviated months in the CV's language (issue 13, round 27).
const STACKED_CV = [
  '# Marta Ccori Huanca',
  'Cusco, Perú',
  'Ingeniera agrónoma con experiencia en proyectos de riego y en el análisis de suelos para cooperativas cafetaleras.',
  '## EXPERIENCIA LABORAL',
  '### Cooperativa Agraria Valle Verde',
  '### Analista de Suelos – Área Técnica',
  '### Quillabamba, Cusco',
  'Feb 2023 - Actualidad',
  '- Diseñé el muestreo de suelos de 120 parcelas y presenté los resultados a la junta de socios cada trimestre.',
  '### Fondo Andino de Riego',
  '### Pasantía – Unidad de Proyectos',
  '### Remoto',
  'Abr 2021 – Ago 2021',
  '- Revisé los expedientes técnicos de doce obras de riego y preparé sus fichas de seguimiento en Excel.',
  '### Municipalidad de Urubamba',
  '### Asistente de Campo',
  '### Urubamba, Cusco',
  'Ene 2020 – Dic 2020',
  '- Registré los caudales de los canales comunales y mantuve la base de datos de usuarios del agua.',
  '## EDUCACIÓN',
  '### Universidad Nacional de San Antonio Abad',
  '### Bachiller en Agronomía (Tercio Superior)',
  '### Cusco, Perú',
  '2014 - 2019',
  '- Cursos relevantes: Edafología, Hidráulica Agrícola.',
].join('\n\n');

describe('heading stacks of employer, post and place over a month range (issue 13, round 27)', () => {
  it('reads each stack as one post at its employer, with its abbreviated months as its dates', () => {
    const roles = readCvProfile(STACKED_CV).roles.map(({ title, organisation, start, end }) => ({
      title,
      organisation,
      start,
      end,
    }));
    expect(roles).toEqual([
      {
        title: 'Analista de Suelos – Área Técnica',
        organisation: 'Cooperativa Agraria Valle Verde',
        start: 'Feb 2023',
        end: 'present',
      },
      {
        title: 'Pasantía – Unidad de Proyectos',
        organisation: 'Fondo Andino de Riego',
        start: 'Abr 2021',
        end: 'Ago 2021',
      },
      {
        title: 'Asistente de Campo',
        organisation: 'Municipalidad de Urubamba',
        start: 'Ene 2020',
        end: 'Dic 2020',
      },
    ]);
  });

  it('reads the degree of an education stack, and tells the months written out, never as a pasted line', () => {
    const [degree] = readCvProfile(STACKED_CV).education;
    expect(degree?.degree).toBe('Bachiller en Agronomía (Tercio Superior)');
    expect(degree?.year).toBe('2019');
    const { qa_pairs, qa_admin_pairs } = generateCvQa({ cvMarkdown: STACKED_CV });
    const answers = qa_pairs.map((pair) => pair.answer).join('\n');
    expect(answers).toMatch(/de abril 2021 a agosto 2021/);
    expect(answers).not.toMatch(/Abr 2021 –|Trabajé en Ago/);
    const admin = qa_admin_pairs.map((pair) => pair.question).join('\n');
    expect(admin).not.toMatch(/¿Qué título obtuvo/);
  });
});

describe('month abbreviations of other languages (issue 13, round 27)', () => {
  it('reads a Portuguese abbreviated month before a year as a date (Set 2022 – Dez 2024)', () => {
    const cv = [
      '# Joana Prado',
      '## Experiência Profissional',
      '### Transportes Serra Azul',
      '### Assistente Administrativa',
      '### Curitiba, Brasil',
      'Set 2022 – Dez 2024',
      '- Organizei o arquivo de contratos e os pagamentos a fornecedores.',
      '### Gráfica Aurora',
      '### Estagiária de Produção',
      '### Londrina, Brasil',
      'Fev 2021 – Out 2021',
      '- Conferi as provas de impressão antes de cada tiragem.',
    ].join('\n\n');
    const roles = readCvProfile(cv).roles;
    expect(roles.map((role) => [role.start, role.end])).toEqual([
      ['Set 2022', 'Dez 2024'],
      ['Fev 2021', 'Out 2021'],
    ]);
    expect(roles.map((role) => role.organisation)).toEqual(['Transportes Serra Azul', 'Gráfica Aurora']);
  });

  it("reads 'Em andamento' as a range's open end, and a link under the last item as no part of it", () => {
    const cv = [
      '# Joana Prado',
      '## Formação Acadêmica',
      '- Mestrado em Logística - Universidade Federal do Paraná (Mar 2024 - Em andamento)',
      '- Bacharelado em Administração - Universidade Estadual de Londrina (Fev 2016 - Dez 2020)',
      'https://www.linkedin.com/in/joana',
      'pradoexemplo/',
    ].join('\n\n');
    const education = readCvProfile(cv).education.map(({ degree, institution, year }) => [
      degree,
      institution,
      year,
    ]);
    expect(education).toEqual([
      ['Mestrado em Logística', 'Universidade Federal do Paraná', 'since 2024'],
      ['Bacharelado em Administração', 'Universidade Estadual de Londrina', '2020'],
    ]);
  });
});
