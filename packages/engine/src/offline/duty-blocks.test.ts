import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

describe("a post's duties as short noun lines or as a dash run in a paragraph (round 28)", () => {
  it("asks a description block of short noun lines as the post's duties", async () => {
    const generation = await generate(
      [
        '## Offre n° 4521B',
        'Intitulé du poste employé polyvalent de cuisine',
        '## Descriptif du poste',
        'Préparation des entrées froides',
        'Plonge et rangement de la réserve',
        'Nettoyage des plans de travail et des chambres froides',
        '### Profil recherché',
        "Une première expérience en restauration collective est souhaitée, ainsi que le respect des règles d'hygiène.",
      ].join('\n\n'),
    );
    const questions = generation.jobSpecsQuestions.join('\n');
    expect(questions).toContain('préparation des entrées froides');
    expect(questions).toContain('nettoyage des plans de travail et des chambres froides');
  });

  it('parts a dash run under a lower-case-ending label, its last item ending before the labelled sentences', () => {
    const sections = parseSections(
      [
        '# Auxiliar de cocina',
        '## Descripción de la oferta',
        'Restaurante ubicado en Cali requiere auxiliar de cocina con experiencia de seis meses. Funciones y/o tareas del cargo: - Alistar los ingredientes del día. - Lavar la loza y los utensilios. - Mantener limpia la cocina. Conocimientos específicos: Manipulación de alimentos. Jornada laboral: Martes a domingo de 10:00 a.m. a 6:00 p.m. Lugar de trabajo: Cali.',
      ].join('\n\n'),
    );
    const items = (kind: string) =>
      sections.filter((section) => section.kind === kind).flatMap((section) => section.items);
    expect(items('responsibilities')).toEqual([
      'Alistar los ingredientes del día.',
      'Lavar la loza y los utensilios.',
      'Mantener limpia la cocina.',
    ]);
    expect(items('requirements')).toEqual(['Manipulación de alimentos.']);
    expect(items('terms')).toContain('Martes a domingo de 10:00 a.m. a 6:00 p.m.');
  });
});
