import { describe, expect, it } from 'vitest';
import { isCvnCv } from './cv-cvn-fields.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up CVN as the FECYT editor prints it (issue 13, round 28): the form's notice and hash, the free summary
// under its prompt, the personal-data rows, a current post, earlier posts after their summary table, the degrees,
// and a project whose fields are no post or degree.
const HASH = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const CVN = [
  'Este fichero electrónico (PDF) contiene incrustada la tecnología CVN (CVN-XML).',
  '# Lucía Marín Ortega',
  'Generado desde: Editor CVN de FECYT',
  '## Fecha del documento: 14/03/2024 v 1.4.3',
  `${HASH} ${HASH}`,
  '## Resumen libre del currículum',
  'Descripción breve de la trayectoria científica, los principales logros científico-técnicos obtenidos. Incluye también otros aspectos o peculiaridades importantes.',
  'Soy química de formación y trabajo en el control de calidad de vinos. Me interesa la cromatografía aplicada.',
  '## Lucía Marín Ortega',
  'Nombre: · Lucía',
  '## ORCID: · 0000-0002-4455-6677',
  'ResearcherID: · ABC-1998-2019',
  'País de nacimiento: · España',
  'Ciudad de contacto: · Logroño',
  '### Situación profesional actual',
  'Entidad empleadora: Bodegas Ribera Alta Tipo de entidad: Empresa Privada',
  'Departamento: Laboratorio Categoría profesional: 2, Técnica de laboratorio',
  'Fecha de inicio: 01/09/2021',
  'Modalidad de contrato: Contrato laboral indefinido',
  'Régimen de dedicación: Tiempo completo',
  'Funciones desempeñadas: Análisis cromatográfico de las partidas de vino antes del embotellado. Validé un método nuevo para sulfitos.',
  '### Cargos y actividades desempeñados con anterioridad',
  '### Entidad empleadora · Categoría profesional · Fecha',
  'de inicio',
  '1 Instituto de Ciencias de la Vid · 4 · 02/02/2019',
  `## 2 Centro Enológico · Practicas Curriculares · 15/01/2018`,
  HASH,
  '1 Entidad empleadora: Instituto de Ciencias de la Vid',
  'Categoría profesional: 4 · Dirección y gestión (Sí/No): No',
  'Fecha de inicio-fin: 02/02/2019 - 31/08/2021 Duración: 2 años Modalidad de contrato: Contrato de obra',
  'Funciones desempeñadas: Muestreo de mostos en campaña y preparación de informes para los viticultores.',
  '2 Entidad empleadora: Consorcio para la Investigación',
  'Enológica de La Rioja',
  'Categoría profesional: Practicas Curriculares',
  'Fecha de inicio-fin: 15/01/2018 - 15/04/2018',
  'Funciones desempeñadas: Apoyo en las catas y registro de resultados.',
  '# Formación académica recibida',
  '## Titulación universitaria',
  'Titulación universitaria: Titulado Superior',
  'Nombre del título: Graduado o Graduada en Química',
  'Entidad de titulación: Universidad de La Rioja · Tipo de entidad: Universidad',
  'Fecha de titulación: 30/06/2018',
  '## Doctorados',
  'Programa de doctorado: Ciencias Agrarias y Alimentarias',
  'Entidad de titulación: Universidad de La Rioja · Tipo de entidad: Universidad',
  'Fecha de titulación: 20/12/2023',
  'Título de la tesis: Compuestos fenólicos del tempranillo',
  '## Otra formación universitaria de posgrado',
  'Tipo de formación: Máster',
  'Titulación de posgrado: Enología y Viticultura',
  'Entidad de titulación: Universidad de Zaragoza · Tipo de entidad: Universidad',
  '## Proyectos de I+D+i financiados en convocatorias competitivas',
  '1 Nombre del proyecto: VINOLAB, Sensores para bodegas',
  'Grado de contribución: Investigador/a',
  'Fecha de inicio-fin: 01/01/2022 - 31/12/2024',
].join('\n');

describe('CVN, the Spanish standard research CV (issue 13, round 28)', () => {
  it('knows the form by its labels, not a CV that only mentions an employer', () => {
    expect(isCvnCv(CVN)).toBe(true);
    expect(isCvnCv('# Ana Ruiz\n## Experiencia\nEntidad empleadora: Acme\n2019 - 2021 Analista')).toBe(false);
  });

  it('reads posts and degrees from their fields, and no form label as one', () => {
    const profile = readCvProfile(CVN);
    expect(
      profile.roles.map((role) => [role.title, role.organisation, role.start, role.end, role.isCurrent]),
    ).toEqual([
      ['Técnica de laboratorio', 'Bodegas Ribera Alta', '09/2021', 'present', true],
      [null, 'Instituto de Ciencias de la Vid', '02/2019', '08/2021', false],
      [
        'Estudiante en prácticas',
        'Consorcio para la Investigación Enológica de La Rioja',
        '01/2018',
        '04/2018',
        false,
      ],
    ]);
    expect(profile.roles[0]?.details).toEqual([
      'Análisis cromatográfico de las partidas de vino antes del embotellado.',
      'Validé un método nuevo para sulfitos.',
    ]);
    expect(profile.education).toEqual([
      {
        degree: 'Doctorado en Ciencias Agrarias y Alimentarias',
        field: null,
        institution: 'Universidad de La Rioja',
        year: '2023',
      },
      { degree: 'Grado en Química', field: null, institution: 'Universidad de La Rioja', year: '2018' },
      {
        degree: 'Máster en Enología y Viticultura',
        field: null,
        institution: 'Universidad de Zaragoza',
        year: null,
      },
    ]);
    expect(profile.summary[0]).toBe('Soy química de formación y trabajo en el control de calidad de vinos.');
    expect(profile.location).toBe('Logroño');
  });

  it("never shows a candidate the form's labels, notices or hash", () => {
    const qa = generateCvQa({ cvMarkdown: CVN, readOn: new Date('2026-09-01T00:00:00Z') });
    const texts = [
      ...qa.qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
      ...qa.qa_admin_pairs.map((pair) => pair.question),
    ].join('\n');
    expect(qa.qa_pairs.length).toBeGreaterThanOrEqual(6);
    expect(texts).not.toMatch(
      /Generado desde|Descripción breve|País de nacimiento|ORCID|ResearcherID|Grado de contribución|Entidad empleadora|Categoría profesional|Régimen de dedicación|VINOLAB|[0-9a-f]{32}/i,
    );
    expect(texts).toContain('Bodegas Ribera Alta');
  });
});
