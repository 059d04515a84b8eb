import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for round 23's kind: a restaurant's short prose ad for counter, bar and kitchen roles, whose
// titles in Hungarian, Polish, Czech or English ('Pultos', 'Barman', 'Mosogató', 'Kitchen porter') name service work
// no line describes in the bank's words.
const select = selectedCompetencies;

describe('selectMcqGroups: bar, counter and dishwashing staff (round 23)', () => {
  const prose = [
    '# Join our bistro team',
    'A friendly team, fresh food and two days off every week.',
    '## Counter',
    'If you would like to work with us, you speak good English and enjoy a busy service.',
  ];

  it('gives bar and counter staff the bar and guest-service groups, not the generic soft-skill groups', () => {
    for (const position of ['Pultos', 'Barman', 'Barista', 'Bartender', 'Barmanka']) {
      const groups = select(prose, position);
      expect(groups, position).toContain('Restaurant and Bar Operations');
      expect(groups, position).not.toContain('Problem Solving');
      expect(groups, position).not.toContain('Teamwork');
    }
  });

  it('gives a dishwasher or kitchen porter the kitchen hygiene groups', () => {
    for (const position of ['Mosogató', 'Kitchen porter', 'Dishwasher', 'Pomywacz']) {
      const groups = select(prose, position);
      expect(groups, position).toContain('Cleaning and Sanitation');
      expect(groups, position).not.toContain('Problem Solving');
    }
  });

  it('reads Hungarian, Polish and Czech cook titles as kitchen work', () => {
    for (const position of ['Szakács', 'Kucharz', 'Kuchař', 'Konyhai kisegítő']) {
      expect(select(prose, position), position).toContain('Food Preparation and Food Safety');
    }
  });
});
