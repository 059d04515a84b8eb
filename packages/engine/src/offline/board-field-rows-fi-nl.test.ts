import { describe, expect, it } from 'vitest';
import { generatedFromPosting as generated, workRequirementQuestionsOf as asked } from './test-fixtures.ts';

// Made-up board pages of the kinds round 26 brought (issue 13): a Finnish board's field rows set as headings over their
// values (a place row naming two towns over the country, 'Työaika' over 'Kokopäiväinen'), a Finnish 'Paikkakunta:'
// row, and a Dutch agency's assignment rows ('Locatie', 'Duur van de opdracht').
const FINNISH = [
  '# Varastonhoitaja',
  'Haemme varastonhoitajaa logistiikkakeskukseemme.',
  '## Työaika',
  'Kokopäiväinen',
  '## Työpaikan sijainti',
  'Kuopio / Joensuu',
  'Suomi',
].join('\n\n');

const FINNISH_TOWN_ROW = [
  '# Graafikko',
  'Haemme graafikkoa mainostoimistoomme.',
  'Paikkakunta: Lahti',
  'Työn laatu: Osapäiväinen',
].join('\n\n');

const DUTCH = [
  '# Procesingenieur',
  '## Achtergrond opdracht',
  'Voor een voedingsmiddelenfabrikant zoeken wij een procesingenieur.',
  '## Duur van de opdracht',
  '9 maanden',
  '## Locatie',
  'Zwolle',
].join('\n\n');

describe("a board's field rows read as terms of the work (round 26 kind)", () => {
  it('names the towns of a Finnish place row, not the country under them', () => {
    expect(generated(FINNISH).workArrangementInfo.office_location).toBe('Kuopio / Joensuu');
    expect(asked(FINNISH)).not.toMatch(/based in Suomi/);
  });

  it("reads a Finnish 'Kokopäiväinen' or 'Osapäiväinen' row as the hours of the contract", () => {
    expect(asked(FINNISH)).toMatch(/"Työaika: Kokopäiväinen"/);
    expect(generated(FINNISH).workArrangementInfo.working_hours).toMatch(/Kokopäiväinen/);
    expect(asked(FINNISH_TOWN_ROW)).toMatch(/"Työn laatu: Osapäiväinen"/);
  });

  it("reads a Finnish 'Paikkakunta:' row as the place", () => {
    expect(generated(FINNISH_TOWN_ROW).workArrangementInfo.office_location).toBe('Lahti');
  });

  it("reads a Dutch agency's 'Locatie' and 'Duur van de opdracht' rows", () => {
    expect(generated(DUTCH).workArrangementInfo.office_location).toBe('Zwolle');
    expect(asked(DUTCH)).toMatch(/"Duur van de opdracht: 9 maanden"/);
  });
});
