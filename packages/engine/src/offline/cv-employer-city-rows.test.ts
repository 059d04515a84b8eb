import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Made-up rows of a title, an employer named without a company word and its city, and the dates.
describe('rows of a title, an employer with its city, and the dates', () => {
  it('takes the name before the city as the employer when the row has no other field for one', () => {
    const roles = readCvProfile(
      [
        '# Jo Bloggs',
        '## Experience',
        'Data Analyst | Northwind Traders, Seattle | 2019 – 2021',
        '- Wrote the weekly sales report for the regional managers.',
        'Marketing Assistant — Harbour Books, Leeds — 2013 – 2014',
        '- Ran the shop newsletter for local readers and authors.',
        'Support Engineer | Austin, TX | 2011 – 2013',
        '- Answered tickets from clinics about the booking system.',
        '2009 – 2011 · Lab Technician · Salerno, Italia',
        '- Answered tickets from clinics about the booking system.',
      ].join('\n'),
    ).roles;
    expect(roles.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Data Analyst', 'Northwind Traders'],
      ['Marketing Assistant', 'Harbour Books'],
      ['Support Engineer', null],
      ['Lab Technician', null],
    ]);
  });
});
