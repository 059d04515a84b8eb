import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

describe("a board's category label repeated over its rows (round 28)", () => {
  it('asks each value without the category, however short', async () => {
    const generation = await generate(
      [
        '# Employé de blanchisserie',
        '## Profil recherché',
        "Vous avez une première expérience du linge en collectivité et le sens du service auprès des résidents de l'établissement.",
        'Aptitudes relationnelles : Travail en équipe',
        'Capacités physiques : Travail debout prolongé',
        'Aptitudes relationnelles : Respect des consignes',
        'Capacités physiques : Gestes répétitifs',
      ].join('\n\n'),
    );
    const questions = generation.jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/demande : travail en équipe\./);
    expect(questions).not.toMatch(/aptitudes relationnelles :/i);
    expect(questions).not.toMatch(/capacités physiques :/i);
  });
});
