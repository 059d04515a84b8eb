import { describe, expect, it } from 'vitest';
import { generatedFromPosting as generated, workRequirementQuestionsOf as asked } from './test-fixtures.ts';
import { titleValueRows, valueRowKind } from './title-value-rows.ts';

// Made-up board pages of the kind round 26 brought (issue 13): an agency board that prints the post's terms as bare
// rows under the title, with no label ('Zwolle' / '32 uur' / '6 maanden'), and a page listing other assignments the
// same way further down.
const DUTCH_BOARD = [
  '# Data-analist',
  '## Waterschap Noord - 2021/0417',
  'Zwolle',
  '32,00 uur',
  '03-05-2021',
  '6 maanden',
  'Verlengbaar',
  'Senior',
  'Voor onze opdrachtgever zoeken wij een data-analist met ervaring in SQL en Power BI.',
  '## Beschrijving',
  'Je bouwt dashboards voor de afdeling beheer en onderhoud.',
].join('\n\n');

const ENGLISH_BOARD = [
  '# Warehouse Supervisor',
  'Leeds',
  '40 hours per week',
  '12 months',
  'We are looking for a warehouse supervisor to lead a team of twelve pickers.',
].join('\n\n');

describe("a board's bare value rows under the title (round 26 kind)", () => {
  it('reads the place, the hours and the months of a Dutch block', () => {
    const info = generated(DUTCH_BOARD).workArrangementInfo;
    expect(info.office_location).toBe('Zwolle');
    expect(info.working_hours).toBe('32,00 uur');
    expect(asked(DUTCH_BOARD)).toMatch(/engagement as "6 maanden"/);
  });

  it('reads an English block the same way', () => {
    const info = generated(ENGLISH_BOARD).workArrangementInfo;
    expect(info.office_location).toBe('Leeds');
    expect(info.working_hours).toBe('40 hours per week');
    expect(asked(ENGLISH_BOARD)).toMatch(/"12 months"/);
  });

  it('takes no place without two rows of a known shape beside it', () => {
    const lines = ['# Kok', 'Utrecht', '38 uur', 'Wij zoeken een kok voor ons restaurant in de binnenstad.'];
    expect([...titleValueRows(lines).values()]).toEqual(['hours']);
    expect(generated(lines.join('\n\n')).workArrangementInfo.office_location).toBeNull();
  });

  it('takes no level or kind of post as the place', () => {
    const lines = ['# Tester', 'Senior', '36 uur', '9 maanden', 'Wij zoeken een tester.'];
    expect([...titleValueRows(lines).values()]).toEqual(['hours', 'months']);
  });

  it("reads no other post's rows further down the page", () => {
    const page = [
      '# Tester',
      'Wij zoeken een tester voor een softwarebedrijf in Arnhem met een team van tien ontwikkelaars.',
      '## Taken',
      'Je schrijft testplannen en voert regressietests uit.',
      'Je rapporteert bevindingen aan de product owner.',
      'Je automatiseert testen in Cypress.',
      'Je denkt mee over de kwaliteit van de software.',
      '## Gerelateerde opdrachten',
      '## Releasemanager',
      'Rijksoverheid',
      'Utrecht',
      '40 uur',
      '6 maanden',
    ].join('\n\n');
    expect(generated(page).workArrangementInfo.office_location).toBeNull();
    expect(asked(page)).not.toMatch(/6 maanden|40 uur/);
  });

  it("knows an hours row by its unit and a week's figure, a term by its months", () => {
    expect(valueRowKind('37,5 tuntia')).toBe('hours');
    expect(valueRowKind('24 - 32 uur')).toBe('hours');
    expect(valueRowKind('2 uur')).toBeNull();
    expect(valueRowKind('3 uur geleden')).toBeNull();
    expect(valueRowKind('18 kuukautta')).toBe('months');
    expect(valueRowKind('5 jaar')).toBeNull();
  });
});
