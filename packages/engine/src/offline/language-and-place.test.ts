import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (lines: string[]) =>
  createOfflineEngine().generateJob({ jobSpecMarkdown: lines.join('\n'), position: 'Assistant' });

async function questionOn(lines: string[], words: RegExp): Promise<string> {
  const { jobSpecsQuestions } = await generate(lines);
  return jobSpecsQuestions.find((question) => words.test(question)) ?? '';
}

describe('a language named with a level or a use (round 15 kind)', () => {
  it('is asked as a language skill, not as a task done before, in English, Spanish and French', async () => {
    const english = await questionOn(
      [
        '# Library Assistant',
        '## Duties',
        'Catalogue the new arrivals of the reading room every week.',
        '## Nice to have',
        'Spanish, fluent reading and basic writing',
      ],
      /Spanish/,
    );
    expect(english).toMatch(/How do you use this language in your work/);
    expect(english).not.toMatch(/Have you done this before/);

    const spanish = await questionOn(
      [
        '# Asistente de archivo',
        '## Funciones',
        'Ordenar las cajas del archivo municipal por año.',
        '## Deseable',
        'Manejo de francés, lectura fluida',
      ],
      /francés/,
    );
    expect(spanish).toMatch(/¿Cómo usas este idioma en tu trabajo/);
    expect(spanish).not.toMatch(/¿Lo has hecho antes\?/);

    const french = await questionOn(
      [
        "# Assistant d'accueil",
        '## Missions',
        'Accueillir les visiteurs du musée et les orienter vers les salles.',
        '## Atouts',
        "Maîtrise de l'allemand à l'oral",
      ],
      /allemand/,
    );
    expect(french).toMatch(/Comment utilisez-vous cette langue dans votre travail/);
    expect(french).not.toMatch(/L'avez-vous déjà fait|Est-ce votre cas/);
  });
});

describe('a place the posting prefers (round 15 kind)', () => {
  const place = async (lines: string[]) =>
    (await generate(lines)).jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
  const english = [
    '# Grants Officer',
    '## Duties',
    'Prepare the quarterly reports for the funders.',
    '## Location',
  ];
  const spanish = [
    '# Analista',
    '## Funciones',
    'Preparar los informes trimestrales para los financiadores.',
    '## Ubicación',
  ];
  const french = [
    '# Chargé de projets',
    '## Missions',
    'Préparer les rapports trimestriels pour les financeurs.',
    '## Lieu',
  ];

  it('says the posting is open to exceptions only when the posting says so', async () => {
    // A posting saying only 'ideally' in each language: the place, never a claim of exceptions.
    const preferredOnly: [string[], string, RegExp][] = [
      [[...english, 'The role is preferably based in Leeds.'], 'ideally based in Leeds', /exceptions/],
      [[...spanish, 'Idealmente con sede en Valparaíso.'], 'idealmente en Valparaíso', /excepciones/],
      [[...french, 'Poste idéalement basé à Nantes.'], 'idéalement basé à Nantes', /exceptions/],
    ];
    for (const [lines, wording, claim] of preferredOnly) {
      const question = await place(lines);
      expect(question).toContain(wording);
      expect(question).not.toMatch(claim);
    }
    const flexible = await place([
      ...english,
      'The role is ideally based in Leeds, but we are flexible on location.',
    ]);
    expect(flexible).toMatch(/open to exceptions/);
  });
});
