import { describe, expect, it } from 'vitest';
import { placesAndNounsAsSkills } from './cv-misread-checks.ts';
import { skillsThatAreNot } from './cv-label-checks.ts';
import { toolListsToldAsUsed } from './tools-told-as-used.ts';

describe('skills told as used in a post (issue 13: the answers no longer list them back)', () => {
  it('finds the lists an answer tells as used, in English and the other languages the engine writes', () => {
    expect(toolListsToldAsUsed('I worked with Go and SQL at Stripe: I built the ledger.')).toEqual([
      'Go and SQL',
    ]);
    expect(
      toolListsToldAsUsed('I work with Python, Jira and Git at Acme. There, I also worked with Docker.'),
    ).toEqual(['Python, Jira and Git', 'Docker']);
    expect(toolListsToldAsUsed('I worked with Excel as a Clerk.')).toEqual(['Excel']);
    expect(toolListsToldAsUsed('En Acme usé React y Node. Hice la web.')).toEqual(['React y Node']);
    expect(toolListsToldAsUsed("Chez Atelier Nord, j'ai utilisé PHP et Symfony.")).toEqual([
      'PHP et Symfony',
    ]);
    expect(toolListsToldAsUsed('Bei Acme nutzte ich SAP.')).toEqual(['SAP']);
    expect(toolListsToldAsUsed('El uso de datos en la empresa.')).toEqual([]);
  });

  it('lets the skill checks read those lists: a place or a counted noun told as a tool', () => {
    const cv = 'Sales lead, Pune, India. Managed 40 accounts.';
    expect(placesAndNounsAsSkills('I worked with India and Excel at Acme.', cv)).toEqual([
      "a place 'India' as a skill",
    ]);
    expect(skillsThatAreNot('I work with SQL and Excel at Acme.', "SQL's generated 40 leads. Excel")).toEqual(
      ["'SQL' is an abbreviation counted, not a skill"],
    );
  });
});
