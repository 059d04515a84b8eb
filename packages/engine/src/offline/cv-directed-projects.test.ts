import { describe, expect, it } from 'vitest';
import { directedProjectsOf } from './cv-directed-projects.ts';
import { linesOf } from './cv-lines.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up academic CV from a university's CV system: posts listed without their duties, and a research-projects list
// whose items name the part taken ('Directora del PI …', 'Integrante del PI …') before the project's quoted title.
const CV = [
  '# Curriculum Vitae',
  '## Cargos Actuales',
  '- Profesora Asociada, dedicación exclusiva, asignatura Hidrología, desde 03/2020; Universidad Nacional de Cuyo (UNCuyo), Mendoza.',
  '## Formación',
  '- Doctora en Ingeniería, UNCuyo, 2012.',
  '## Participación en Proyectos de Investigación (PI)',
  'Anteriores (3)',
  '- Directora del PI de la Secretaría de Ciencia, “Balance hídrico de cuencas andinas con sensores remotos”, Directores: L. Ferreyra y M. Ocampo, 06/C512, período: 2016–2019.',
  '- Integrante del PI, “Modelos de crecidas en ríos de montaña”, Director: R. Sosa, 01/01/12–31/12/15.',
  '- Codirectora del proyecto, “Riego por goteo en oasis del norte mendocino”, Director: J. Páez, 2013–15.',
  '## Becas Obtenidas',
  '- Directora de beca, “Programa Jóvenes Investigadores del Agua”, 2018–2020.',
].join('\n\n');

describe('research projects an academic CV says its owner directed (issue 13)', () => {
  it('reads the directed items of a projects list, with their years, and never a member’s item or another list’s', () => {
    expect(directedProjectsOf(linesOf(CV))).toEqual([
      {
        role: 'Directora',
        title: 'Balance hídrico de cuencas andinas con sensores remotos',
        period: '2016–2019',
      },
      { role: 'Codirectora', title: 'Riego por goteo en oasis del norte mendocino', period: '2013–2015' },
    ]);
  });

  it('asks how the directed projects were run, answered with each as the CV names it', () => {
    const pairs = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01') }).qa_pairs;
    const pair = pairs.find((each) => each.question.includes('proyectos de investigación'));
    expect(pair?.answer).toBe(
      'Fui Directora del proyecto «Balance hídrico de cuencas andinas con sensores remotos» (2016–2019). También fui Codirectora del proyecto «Riego por goteo en oasis del norte mendocino» (2013–2015).',
    );
  });
});
