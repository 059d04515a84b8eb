import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// An Awesome-CV-like layout: the employer and dates over the title and place.
const cv = [
  '# Sam Hale',
  '# Work Experience',
  'Northgate Ltd · 2021 - Present',
  'Head of Partnerships · Remote',
  '- Signed twelve new partners in the first year.',
  'Harbour Freight · 2017 - 2021',
  'Pricing Transformation and Product Management · Leeds, UK',
  '- Rebuilt the pricing model for the northern routes.',
].join('\n');

describe('an employer row over a row naming no title word', () => {
  it("follows the CV's layout: the lower row is the title", () => {
    const roles = readCvProfile(cv).roles.map((role) => [role.title, role.organisation]);
    expect(roles).toEqual([
      ['Head of Partnerships', 'Northgate Ltd'],
      ['Pricing Transformation and Product Management', 'Harbour Freight'],
    ]);
  });
});
