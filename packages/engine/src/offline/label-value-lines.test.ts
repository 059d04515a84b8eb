import { describe, expect, it } from 'vitest';
import { generatedFromPosting as generated, workRequirementQuestionsOf as asked } from './test-fixtures.ts';

// Made-up board pages of the kind round 26 brought (issue 13): a Finnish board's field labels on lines of their own,
// each value on the line after it, among the post's lines rather than as headings.
const FINNISH = [
  '## Ohjelmistokehittäjä',
  '12.3.2015 klo 10.15',
  'Yritys',
  'Koodari Oy',
  'Paikkakunta',
  'Kuopio',
  'Tyyppi',
  'Ohjelmointi, mobiili',
  'Haemme tiimiimme ohjelmistokehittäjää, jonka osaamiseen kuuluu muun muassa:',
].join('\n\n');

describe('a field label on its own line over its value (round 26 kind)', () => {
  it("reads a Finnish 'Paikkakunta' line and the town under it as the place", () => {
    expect(generated(FINNISH).workArrangementInfo.office_location).toBe('Kuopio');
    expect(asked(FINNISH)).toMatch(/based in Kuopio/);
  });

  it('joins no label to a sentence after it', () => {
    const page = FINNISH.replace(
      'Kuopio',
      'Toimistomme sijaitsee keskustassa lähellä rautatieasemaa ja palveluita sekä puistoa.',
    );
    expect(generated(page).workArrangementInfo.office_location).toBeNull();
  });

  it("reads no place from a word that only a label's colon would make one ('Office' over 'Excel')", () => {
    const page = [
      '# Office Assistant',
      '## Tools you will use',
      'Microsoft',
      'Office',
      'Excel',
      'We are looking for an office assistant to keep our records in order.',
    ].join('\n\n');
    expect(generated(page).workArrangementInfo.office_location).toBeNull();
  });
});
