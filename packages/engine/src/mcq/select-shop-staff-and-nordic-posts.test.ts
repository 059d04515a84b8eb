import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings of round 29's kinds (issue 13, pattern 5): a Polish shop assistant's board record, whose duties and
// perks are Polish lines, and a Norwegian post that asks for project management among its pluses.

const SHOP_RECORD = [
  '# Sprzedawca | Księgarnia | Poznań',
  'Tak będzie wyglądać Twoja praca:',
  'obsługa klientów przy kasie i pomoc w wyborze książek',
  'obsługa przy kasie fiskalnej i przyjmowanie płatności',
  'przyjmowanie dostaw i układanie książek na półkach',
  '## Na początek wystarczy, jeśli',
  'lubisz kontakt z ludźmi, jesteś otwarty/a na doradzanie klientom.',
  '## Oferujemy',
  'Premia kwartalna za wyniki sprzedaży',
  'Szkolenia z obsługi programów komputerowych',
];

describe("selectMcqGroups: a Polish shop assistant's board record (round 29 kind)", () => {
  it("finds the till, the customers and the shelves from the role's lines", () => {
    const groups = select(SHOP_RECORD);
    for (const fit of [
      'Cash Handling and Store Operations',
      'Customer Service',
      'Retail Merchandising and Stock',
    ])
      expect(groups).toContain(fit);
  });

  it('finds them for the typed title too, and never asks a shop assistant about office work', () => {
    const groups = select(SHOP_RECORD, 'Kasjer / Sprzedawca');
    expect(groups).toContain('Cash Handling and Store Operations');
    for (const misfit of ['B2B Sales', 'Data Analysis', 'Problem Solving'])
      expect(groups).not.toContain(misfit);
  });
});

describe('selectMcqGroups: research data management (round 29 kind)', () => {
  it("asks a research infrastructure's adviser about data management plans and FAIR data, not generic groups", () => {
    const groups = select(
      [
        '# Rådgiver for åpen forskning',
        '## Arbeidsoppgaver',
        'Veiledning av forskere i datahåndtering og arkivering',
        '## Ved tilsetting har kandidaten',
        'Erfaring med datahåndteringsplaner for forskningsprosjekter',
        'God kjennskap til FAIR-prinsippene',
      ],
      'Rådgiver',
    );
    expect(groups[0]).toBe('Research Data Management');
    for (const generic of ['Communication', 'Problem Solving', 'Teamwork'])
      expect(groups).not.toContain(generic);
  });

  it('finds it in an English data steward post', () => {
    expect(
      select([
        '## Responsibilities',
        '- Help research groups write data management plans for their grant applications',
        '- Advise on FAIR data and on choosing a repository for each dataset',
      ]),
    ).toContain('Research Data Management');
  });
});

describe('selectMcqGroups: a Norwegian post with project management among its requirements (round 29 kind)', () => {
  it('asks about project management when its requirement lines name it', () => {
    const groups = select(
      [
        '# Seniorrådgiver',
        '## Arbeidsoppgaver',
        'Prosjektledelse av nasjonale utviklingsprosjekter',
        '## Ved tilsetting har kandidaten',
        'Erfaring som prosjektleder i offentlig sektor',
        '## Vi tilbyr deg',
        'Gode velferdsordninger',
      ],
      'Seniorrådgiver',
    );
    expect(groups).toContain('Project Management');
  });
});
