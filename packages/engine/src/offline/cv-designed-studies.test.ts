import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { headingKind } from './cv-vocabulary.ts';

// A CV designed as a slide (PowerPoint, Canva): two column headings read as one line, each entry set as headings with
// a school whose name has no school's word in it, and skill bars as a percentage beside the skill (issue 13, round 30).
const SLIDE_CV = [
  '# VALERIA',
  '# RUEDA PIMIENTA',
  '## DESARROLLADORA WEB',
  '# Contacto',
  'Bucaramanga / Colombia',
  'valeria.rueda@correo.com',
  '# Sobre mí',
  'Desarrolladora web que cuida cada detalle de las interfaces que construye para pequeños comercios.',
  '# Habilidades',
  '# Idiomas Formación',
  '## BACHILLER ACADÉMICO',
  '### Gimnasio Los Pinos',
  '2013-2014',
  '### Coderhouse',
  'Ciclo Formativo de Grado Superior, Desarrollo de Aplicaciones Web',
  '### Anexos',
  '## ESPAÑOL',
  'Nativo',
  '## 80% · VUE',
  '## 60% · TYPESCRIPT',
  '70% · HTML, CSS',
].join('\n\n');

describe("a designed CV's studies set as headings (issue 13, round 30)", () => {
  it('reads two column headings run into one line by the education or experience one', () => {
    expect(['Idiomas Formación', 'Skills Education', 'Habilidades Experiencia'].map(headingKind)).toEqual([
      'education',
      'education',
      'experience',
    ]);
  });

  it('reads a school-leaving diploma as studies with the school beside it, never as a post', () => {
    const profile = readCvProfile(SLIDE_CV);
    expect(profile.roles).toEqual([]);
    expect(profile.education.map(({ degree, institution, year }) => ({ degree, institution, year }))).toEqual(
      [
        { degree: 'Bachiller Académico', institution: 'Gimnasio Los Pinos', year: '2014' },
        { degree: 'Ciclo Formativo de Grado Superior', institution: 'Coderhouse', year: null },
      ],
    );
    const { qa_pairs, qa_admin_pairs } = generateCvQa({ cvMarkdown: SLIDE_CV });
    const text = [
      ...qa_pairs.map((pair) => pair.answer),
      ...qa_admin_pairs.map((pair) => pair.question),
    ].join('\n');
    expect(text).not.toMatch(/Trabajé en|Fechas de empleo|Bachiller Académico de 2013/);
    expect(qa_pairs.map((pair) => pair.answer)).toContain(
      'Estudié el Bachillerato Académico en el Gimnasio Los Pinos (2014) y el Ciclo Formativo de Grado Superior en Coderhouse.',
    );
  });

  it('never reads a diploma named where an employer would be as a post, whatever heading it stands under', () => {
    const cv = [
      '# Paula Ospina Vega',
      'Desarrolladora web en Pereira, Colombia.',
      '# Mi camino',
      '## BACHILLER ACADÉMICO',
      '### Liceo Los Andes',
      '2014-2015',
      '### Academia Código Abierto',
      'Técnico Laboral en Programación de Software',
      '2016-2017',
    ].join('\n\n');
    const profile = readCvProfile(cv);
    expect(profile.roles).toEqual([]);
    expect(profile.education.map((entry) => entry.degree)).toEqual([
      'Bachiller Académico',
      'Técnico Laboral en Programación de Software',
    ]);
  });
});

describe('skill bars: a percentage beside the skill (issue 13, round 30)', () => {
  const cv = [
    '# Ana Gil',
    'Diseñadora gráfica en Quito, Ecuador.',
    '# Experiencia',
    '### Imprenta Sol',
    'Diseñadora',
    '2019-2023',
    '- Preparé los catálogos de temporada y las etiquetas de los productos de la imprenta.',
    '# Habilidades',
    '## 90% · Canva',
    'Liderazgo 80%',
    'Trabajo en equipo - 60%',
    '# Idiomas',
    'Inglés B1',
  ].join('\n\n');

  it('reads the skill without its percentage, and never tells the percentages back', () => {
    expect(readCvProfile(cv).skills).toEqual(
      expect.arrayContaining(['Canva', 'Liderazgo', 'Trabajo en equipo']),
    );
    const { qa_pairs } = generateCvQa({ cvMarkdown: cv });
    expect(qa_pairs.map((pair) => `${pair.question} ${pair.answer}`).join('\n')).not.toMatch(/%|mejor/);
  });
});
