import { describe, expect, it } from 'vitest';
import { fill, phrasesFor } from './index.ts';

describe('fill', () => {
  it('fills values and keeps the part of an alternative whose values are all given', () => {
    const template = '¿Qué te atrae [del puesto de {position}|de este puesto]?';
    expect(fill(template, { position: 'Analista' })).toBe('¿Qué te atrae del puesto de Analista?');
    expect(fill(template, { position: '' })).toBe('¿Qué te atrae de este puesto?');
    expect(fill('In detail[, with {skills}].', {})).toBe('In detail.');
    expect(fill('Quote: {quoted}.', { quoted: '"[a|b]"' })).toBe('Quote: "[a|b]".');
  });

  it("puts 'a' or 'an' before a value marked {a:value}, by its sound", () => {
    const template = '[As {a:position}|In a similar role], what did you do?';
    expect(fill(template, { position: 'Assistant Steward' })).toBe(
      'As an Assistant Steward, what did you do?',
    );
    expect(fill(template, { position: 'Sonographer' })).toBe('As a Sonographer, what did you do?');
    expect(fill(template, {})).toBe('In a similar role, what did you do?');
  });

  it("puts French 'de' or 'd'' before a job title, in lower case when it is a common noun (round 28)", () => {
    const template = "Qu'est-ce qui vous attire dans [le poste {de:position}|ce poste] ?";
    expect(fill(template, { position: 'Aide-soignant de nuit' })).toBe(
      "Qu'est-ce qui vous attire dans le poste d'aide-soignant de nuit ?",
    );
    expect(fill(template, { position: 'Magasinier cariste (H/F)' })).toBe(
      "Qu'est-ce qui vous attire dans le poste de magasinier cariste (H/F) ?",
    );
    expect(fill(template, { position: 'Office Manager' })).toBe(
      "Qu'est-ce qui vous attire dans le poste d'Office Manager ?",
    );
    expect(fill(template, { position: 'RH généraliste' })).toBe(
      "Qu'est-ce qui vous attire dans le poste de RH généraliste ?",
    );
  });

  it("puts French 'à', 'au' or 'aux' before a place (round 28)", () => {
    const template = 'Le poste est basé {à:office}.';
    expect(fill(template, { office: 'Le Mans' })).toBe('Le poste est basé au Mans.');
    expect(fill(template, { office: 'Les Herbiers' })).toBe('Le poste est basé aux Herbiers.');
    expect(fill(template, { office: 'La Rochelle' })).toBe('Le poste est basé à La Rochelle.');
  });

  it("agrees the French role questions with 'partie' (round 28)", () => {
    const questions = (phrasesFor('fr')?.roleQuestions ?? []).map((template) => fill(template, {}));
    expect(questions).toContain(
      'Quelle partie du travail décrit serait nouvelle pour vous, et comment vous mettriez-vous à niveau ?',
    );
  });
});
