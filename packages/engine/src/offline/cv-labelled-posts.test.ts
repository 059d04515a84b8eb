import { describe, expect, it } from 'vitest';
import { withKeyedFieldsRead } from './cv-keyed-fields.ts';
import { withEmployerBulletsOverLabels } from './cv-labelled-posts.ts';
import { readCvProfile } from './cv-profile.ts';

// Made-up CVs of the kind round 22 showed: each post an employer bullet over 'Title:', 'Period:' and 'Duties:' rows.

function rolesOf(cv: string) {
  return readCvProfile(cv).roles.map(({ title, organisation, start, end }) => ({
    title,
    organisation,
    start,
    end,
  }));
}

describe('withEmployerBulletsOverLabels', () => {
  it('reads a bullet over a title row as its employer, and leaves any other bullet', () => {
    expect(
      withEmployerBulletsOverLabels(['- Pontes Vale', '', 'Cargo: Técnico de obras', '- Led surveys']),
    ).toEqual(['Pontes Vale', '', 'Cargo: Técnico de obras', '- Led surveys']);
  });
});

describe('a labelled description row of a post', () => {
  it("keeps a post's description without its label ('Características:', 'Principais atividades:')", () => {
    expect(withKeyedFieldsRead('Características: viaduto em concreto com 420 m de extensão.')).toEqual([
      'viaduto em concreto com 420 m de extensão.',
    ]);
    expect(withKeyedFieldsRead('Principais atividades: Fiscalização de obras.')).toEqual([
      'Fiscalização de obras.',
    ]);
  });
});

describe('posts as employer bullets over labelled rows (issue 13, round 22)', () => {
  it('reads each post in Portuguese with the employer of its own bullet and the dates of its period row', () => {
    const cv = [
      '# Rita Moura',
      '## EXPERIÊNCIA PROFISSIONAL',
      '- PONTES DO VALE',
      'Cargo: Técnico de obras',
      'Período: 03/2018 a 05/2020',
      'Principais atividades: Projetos de drenagem e levantamentos topográficos.',
      '- Prefeitura de Lagoa Azul',
      'Cargo: Engenheira de obras',
      'Período: 06/2020 a 09/2023',
      'Principais atividades: Fiscalização de obras de pavimentação.',
    ].join('\n\n');
    expect(rolesOf(cv)).toEqual([
      {
        title: 'Engenheira de obras',
        organisation: 'Prefeitura de Lagoa Azul',
        start: '06/2020',
        end: '09/2023',
      },
      { title: 'Técnico de obras', organisation: 'Pontes do Vale', start: '03/2018', end: '05/2020' },
    ]);
  });

  it('reads the same rows in English, Spanish and German', () => {
    const cv = [
      '# Sam Ortiz',
      '## EXPERIENCE',
      '- Harbour Freight Lines',
      'Position: Dispatcher',
      'Period: 2016 to 2019',
      'Main activities: Planned the routes of twelve trucks.',
      '- Transportes Sierra',
      'Puesto: Jefe de tráfico',
      'Periodo: 2019 al 2021',
      'Funciones: Coordinación de la flota.',
      '- Nordkurier Logistik',
      'Funktion: Projektleiter Disposition',
      'Zeitraum: 2021 bis 2024',
      'Tätigkeiten: Planung der Touren.',
    ].join('\n\n');
    expect(rolesOf(cv).map(({ title, organisation, start }) => [title, organisation, start])).toEqual([
      ['Projektleiter Disposition', 'Nordkurier Logistik', '2021'],
      ['Jefe de tráfico', 'Transportes Sierra', '2019'],
      ['Dispatcher', 'Harbour Freight Lines', '2016'],
    ]);
  });
});

describe("a Spanish post's labelled rows (issue 13, round 24)", () => {
  it("reads 'Empresa:' and 'Rol:' without their labels, and drops a duties label on a line of its own", () => {
    expect(withKeyedFieldsRead('Empresa: Molinos del Sur')).toEqual(['Molinos del Sur']);
    expect(withKeyedFieldsRead('Rol: Analista de Inventarios')).toEqual(['Analista de Inventarios']);
    expect(withKeyedFieldsRead('## Responsabilidades y Funciones')).toEqual([]);
    expect(withKeyedFieldsRead('Responsabilidades: Conteo cíclico del almacén.')).toEqual([
      'Conteo cíclico del almacén.',
    ]);
  });

  it("keeps a topic-labelled duty told in the first person or by the charge held ('Encargado de …')", () => {
    const cv = [
      '# Lucía Paredes',
      '## III. EXPERIENCIA LABORAL',
      'Molinos del Sur',
      'Rol: Analista de Inventarios',
      '## Responsabilidades y Funciones',
      'Control de Stock: Encargado de cuadrar el inventario semanal con el sistema de almacén.',
      'Reportes de Ventas: Preparé los reportes mensuales para la gerencia comercial.',
    ].join('\n\n');
    const [role] = readCvProfile(cv).roles;
    expect([role?.title, role?.organisation]).toEqual(['Analista de Inventarios', 'Molinos del Sur']);
    expect(role?.details).toEqual([
      'Encargado de cuadrar el inventario semanal con el sistema de almacén.',
      'Preparé los reportes mensuales para la gerencia comercial.',
    ]);
  });
});
