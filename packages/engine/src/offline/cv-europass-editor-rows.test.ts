import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { titleWithBracketedEmployer } from './cv-job-rows.ts';
import { TITLE_WORD } from './cv-vocabulary.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start]);

describe("the Europass online editor's rows: 'Employer dates Title (sector note)'", () => {
  // The PDF sets each entry as one heading row, the employer's name first; the Word file sets the same fields as
  // three lines of a table. A note in brackets after the title names the field or the kind of company.
  const PDF_ROWS = [
    '# Jane Roe',
    '## WORK EXPERIENCE',
    '## Quillon March 2021 - Present Backend Developer (Logistics SaaS scale up)',
    'Quillon builds route planning software for couriers.',
    '- Built the dispatch service',
    '- Kept the billing pipeline running',
    '## nordwind labs May 2018 - February 2021 Data Engineer (Energy Industry)',
    '- Modelled the grid data of three regions',
  ].join('\n');

  it('reads the employer before the dates and the title after them, without the note', () => {
    expect(jobs(PDF_ROWS)).toEqual([
      ['Backend Developer', 'Quillon', 'March 2021'],
      ['Data Engineer', 'nordwind labs', 'May 2018'],
    ]);
  });

  it("opens an entry on a heading row whose employer's name is in lower case, never wrapping the bullet above", () => {
    const [first] = readCvProfile(PDF_ROWS).roles;
    expect(first?.details.join(' ')).not.toContain('nordwind');
  });

  it("reads a table's title line with its sector note as the title, not as a duty or the employer", () => {
    const TABLE = [
      '# Jane Roe',
      '## WORK EXPERIENCE',
      '## Quillon',
      'March 2021 - Present',
      'Backend Developer (Route Planning as a Service start-up)',
      'Quillon builds route planning software for couriers.',
      '## Harbour Pay',
      'May 2018 - February 2021',
      'QA Analyst (Banking)',
      '- Tested the card payment flows',
    ].join('\n');
    expect(jobs(TABLE)).toEqual([
      ['Backend Developer', 'Quillon', 'March 2021'],
      ['QA Analyst', 'Harbour Pay', 'May 2018'],
    ]);
  });

  it("reads a date range broken after its end month, under a bullet, as the next entry's dates", () => {
    const ROWS = [
      '# Jane Roe',
      '## WORK EXPERIENCE',
      '## Quillon March 2021 - Present Backend Developer',
      '- Built the dispatch service for the couriers of the whole city',
      'May 2016 – February',
      '2021',
      '## Data Engineer',
      'Harbour Pay',
      '- Modelled the payment data of the card schemes',
    ].join('\n');
    expect(
      readCvProfile(ROWS).roles.map((role) => [role.title, role.organisation, role.start, role.end]),
    ).toEqual([
      ['Backend Developer', 'Quillon', 'March 2021', 'present'],
      ['Data Engineer', 'Harbour Pay', 'May 2016', 'February 2021'],
    ]);
  });

  it('keeps a bracketed department that is part of the title', () => {
    const ROWS = [
      '# Jane Roe',
      '## EXPERIENCE',
      '## Harbour Pay March 2019 - Present Manager (Logistics)',
    ].join('\n');
    expect(jobs(ROWS)[0]?.[0]).toBe('Manager (Logistics)');
  });

  it('reads no bracketed employer where a bar already sets a name beside the title', () => {
    const isTitle = (text: string): boolean => TITLE_WORD.test(text);
    expect(titleWithBracketedEmployer('Quillon | Developer (Payments Platform)', isTitle)).toBeNull();
    expect(titleWithBracketedEmployer('Developer (Quillon Labs)', isTitle)).toEqual({
      title: 'Developer',
      organisation: 'Quillon Labs',
    });
  });
});
