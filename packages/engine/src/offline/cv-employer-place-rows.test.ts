import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// A made-up CV of the kind round 24 showed: a LaTeX boilerplate's entries as a dated title row ('1857 · Manager', or a
// unit in the title's slot), an 'Employer | City' row and a description, the dates of a historical person's life.

const cv = [
  '# Mary Seacole',
  '## Employment',
  '1857 · Manager',
  'British Hotel at Spring Hill | Balaklava',
  'Manager and cook of the officers’ canteen.',
  '1850-1853 Fever ward',
  'Kingston General Hospital | Kingston Nursed patients through the cholera outbreak.',
  '### References available upon request',
].join('\n\n');

describe("a boilerplate's 'Employer | City' entries (issue 13, round 24)", () => {
  const { roles } = readCvProfile(cv);

  it("dates a year of an earlier century in the year column ('1857 · Manager')", () => {
    expect(roles.map(({ title, organisation, start }) => [title, organisation, start])).toEqual([
      ['Manager', 'British Hotel at Spring Hill', '1857'],
      [null, 'Kingston General Hospital', '1850'],
    ]);
  });

  it('reads a description closed by its full stop as the entry above, never as the next title', () => {
    expect(roles[0]?.details).toEqual(['Manager and cook of the officers’ canteen.']);
  });

  it("parts the description run on after the city, and a 'References available upon request' note is no detail", () => {
    expect(roles[1]?.details).toEqual(['Nursed patients through the cholera outbreak.']);
  });
});
