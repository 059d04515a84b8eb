import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { isUsableItem } from './job-lines.ts';
import { headingKind, parseSections } from './sections.ts';

async function questionsOf(lines: string[], position = 'Field Assistant'): Promise<string[]> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position,
    company: 'Harbour Trust',
  });
  return jobSpecsQuestions;
}

const itemsOfKind = (lines: string[], kind: string): string[] =>
  parseSections(lines.join('\n'))
    .filter((section) => section.kind === kind)
    .flatMap((section) => section.items);

describe("a study's or project's aims (round 15 kind)", () => {
  it('are never an item to ask, in English, Spanish, French and German', () => {
    for (const aim of [
      'The aim of this study is to map how small farms share water across three valleys.',
      'This research seeks to understand how families choose a secondary school.',
      'El objetivo de esta investigación consiste en describir las prácticas de lectura de familias rurales.',
      'En particular, con la segunda etapa de este estudio se buscará conocer las rutinas de los cuidadores.',
      "L'objectif de cette étude est de décrire les trajets des élèves vers le collège.",
      'Ziel des Projekts ist es, die Wege von Pendlerinnen im ländlichen Raum zu beschreiben.',
    ])
      expect(isUsableItem(aim), aim).toBe(false);
    expect(isUsableItem('Contribute to the aims of the project through fieldwork in three villages')).toBe(
      true,
    );
  });

  it('are not asked as what the post asks for when they stand under a heading the reader took for requirements', async () => {
    const questions = await questionsOf([
      '# Ayudante de terreno',
      '# “Lectura y formación en familias rurales del sur de Chile”',
      'El objetivo de esta investigación consiste en describir las prácticas de lectura de familias rurales. En particular, con la segunda etapa de este estudio se buscará conocer las rutinas de los cuidadores.',
      '## Tareas',
      'Apoyar la aplicación de encuestas en terreno',
      'Transcribir las entrevistas grabadas',
      '## Requisitos',
      'Estar cursando pregrado en trabajo social',
      'Tener experiencia en encuestas de hogares',
    ]);
    const text = questions.join('\n');
    expect(text).not.toMatch(/objetivo de esta investigación|se buscará conocer/);
    // A short requirement opening on its verb is an item of the list, not a heading of its own.
    expect(text).toMatch(/El puesto pide: tener experiencia en encuestas de hogares/);
    expect(text).toMatch(/El puesto pide: estar cursando pregrado en trabajo social\. ¿Qué formación tienes/);
  });
});

describe('Spanish requirement headings (round 15 kind)', () => {
  it('read competences and required traits as requirements', () => {
    expect(headingKind('Competencias y características requeridas')).toBe('requirements');
    expect(headingKind('Competencias requeridas')).toBe('requirements');
    expect(headingKind('Habilidades')).toBe('requirements');
  });

  it('asks the list under a bold run-in label as what the post asks for, not as a duty', async () => {
    const text = (
      await questionsOf([
        '# Asistente de encuestas',
        '**Principales funciones**:',
        '',
        '- Limpieza de bases de datos de encuestas',
        '- Apoyo en la redacción de informes',
        '',
        '**Competencias y características requeridas**:',
        '',
        '- Manejo de SPSS o Stata para análisis de encuestas.',
        '- Interés en temas de salud pública y vivienda.',
      ])
    ).join('\n');
    expect(text).toMatch(/El puesto pide: manejo de SPSS o Stata/);
    expect(text).toMatch(/El puesto pide: interés en temas de salud pública/);
    expect(text).not.toMatch(/funciones del puesto es: (?:manejo|interés)/);
  });
});

describe('experience the posting calls helpful (round 15 kind)', () => {
  it("asks a 'Useful Experience' list, a list after 'the following would be helpful' and a 'would be helpful' line as nice-to-haves", async () => {
    const text = (
      await questionsOf(
        [
          '# Office Coordinator',
          '## Responsibilities',
          '- Keep the grant calendar and remind teams of deadlines',
          '- Order supplies for the two community kitchens',
          '- Prepare the board papers each quarter',
          '## Useful Experience',
          '- Prior bookkeeping experience',
          '## Requirements',
          'We value curiosity over credentials, but any of the following would be helpful to you',
          '- Experience running volunteer rotas',
          '- Knowledge of Xero would probably be helpful',
        ],
        'Office Coordinator',
      )
    ).join('\n');
    expect(text).toMatch(/A nice-to-have for this role is prior bookkeeping experience/);
    expect(text).toMatch(/A nice-to-have for this role is experience running volunteer rotas/);
    expect(text).toMatch(/A nice-to-have for this role is knowledge of Xero\./);
    expect(text).not.toMatch(/The role asks for/);
  });
});

describe('two list items a PDF set on one line (round 15 kind)', () => {
  it('splits a line where its own opening word comes again, capitalised after a lower-case word', () => {
    const items = itemsOfKind(
      [
        '# Finance Officer',
        '## Requirements',
        'Previous payroll experience Previous work in a charity or small office',
        'Experience with spreadsheets',
      ],
      'requirements',
    );
    expect(items).toEqual([
      'Previous payroll experience',
      'Previous work in a charity or small office',
      'Experience with spreadsheets',
    ]);
  });
});

describe("a duty's 'as needed' tail (round 15 kind)", () => {
  it('asks the work before it, and still leaves a catch-all duty out', async () => {
    const text = (
      await questionsOf(
        [
          '# Office Coordinator',
          '## Responsibilities',
          '- Keep the grant calendar and remind teams of deadlines',
          '- Handle travel bookings and other administrative tasks as needed',
          '- Support the volunteers and improve internal processes in other areas as needed or of interest',
          '- Perform other duties as assigned',
        ],
        'Office Coordinator',
      )
    ).join('\n');
    expect(text).toMatch(/improve internal processes in other areas\W/);
    expect(text).not.toMatch(/as needed|other duties/);
  });
});

describe('a contents column printed amid a list (round 15 kind)', () => {
  it('skips the entries worded as questions and the page title printed again, and keeps the list item after them', () => {
    const page = [
      '# Office Coordinator -',
      '# Harbour Trust',
      '## Responsibilities',
      'Keep the grant calendar and remind teams of deadlines',
      'Order supplies for the two community kitchens',
      'Table of contents',
      '## Responsibilities',
      'Is this job for you?',
      'Good to know',
      '## How to apply',
      'Office Coordinator - Harbour Trust',
      'Be in charge of the annual volunteer fair',
      '### Is this job for you?',
      'This is a job for someone who likes order.',
      '### Good to know',
      'We work from a shared office.',
      '## How to apply',
      'Write to us.',
    ];
    const items = itemsOfKind(page, 'responsibilities');
    expect(items).toContain('Be in charge of the annual volunteer fair');
    expect(items).not.toContain('Is this job for you?');
    expect(items).not.toContain('Office Coordinator - Harbour Trust');
  });
});

describe('short duties on different points (round 15 kind)', () => {
  it('asks each, rewording the probe rather than dropping one as a near-duplicate of another', async () => {
    const questions = await questionsOf(
      [
        '# Ayudante de terreno',
        'Buscamos una persona para apoyar el trabajo de campo de un estudio sobre la vida de los barrios de la ciudad.',
        '## Tareas',
        'Apoyar en la difusión de la encuesta',
        'Coordinación de visitas',
        'Revisión de bases',
        'Digitación de fichas de la encuesta',
        'Participación en reuniones de equipo',
        'Escritura de notas de campo',
        'Orden del archivo',
      ],
      'Ayudante de terreno',
    );
    const text = questions.join('\n');
    for (const task of [
      'difusión de la encuesta',
      'digitación de fichas',
      'reuniones de equipo',
      'orden del archivo',
    ])
      expect(text).toContain(task);
  });
});

describe('list items a PDF set on one line, split at an item opening in capitals (round 16 kind)', () => {
  it("splits at an 'An', a modal or an '-ly' adverb after a lower-case word", () => {
    const items = itemsOfKind(
      [
        '# Field Assistant',
        '## Requirements',
        'Calm and friendly, good at meeting strangers An experienced surveyor, perhaps in forestry or farming',
        'Careful and organised with a keen eye for detail Must be a self-starter who works well alone',
        'Diploma in ecology preferred Highly competent in ArcGIS',
      ],
      'requirements',
    );
    expect(items).toEqual([
      'Calm and friendly, good at meeting strangers',
      'An experienced surveyor, perhaps in forestry or farming',
      'Careful and organised with a keen eye for detail',
      'Must be a self-starter who works well alone',
      'Diploma in ecology preferred',
      'Highly competent in ArcGIS',
    ]);
  });

  it('splits after a verdict told without its verb, at a quality opener, and at the opener again after a label (round 24)', () => {
    const items = itemsOfKind(
      [
        '# Field Assistant',
        '## Requirements',
        'Requirements: Previous survey experience an asset Previous Trimble GPS experience preferred Excellent map reading skills Strong written and spoken English',
      ],
      'requirements',
    );
    expect(items).toEqual([
      'Previous survey experience an asset',
      'Previous Trimble GPS experience preferred',
      'Excellent map reading skills',
      'Strong written and spoken English',
    ]);
  });

  it("keeps a grade letter and a duty's last capitalised word with their line", () => {
    const requirements = itemsOfKind(
      ['# Field Assistant', '## Requirements', 'Hold a class A and B driving licence'],
      'requirements',
    );
    expect(requirements).toEqual(['Hold a class A and B driving licence']);
    const duties = itemsOfKind(
      ['# Field Assistant', '## Responsibilities', 'Run weekly calls with the survey volunteers over Zoom'],
      'responsibilities',
    );
    expect(duties).toEqual(['Run weekly calls with the survey volunteers over Zoom']);
  });
});
