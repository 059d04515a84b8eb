import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

// Round 18 of issue 13: a LaTeX CV sets each post as 'Title · dates' with the employer's line under it; the first
// post's employer was printed after its open date, and each employer was read as the next title's.
describe("'Title · dates' rows with the employer's line under each", () => {
  const cv = [
    '# Jordan Vale',
    '## Experience',
    'Director of the Regional Freight Depot · March 2023 - Northgate Logistics, Leeds, UK',
    'Shift Supervisor · June 2019 - February 2023',
    'Riverside Freight Ltd, Hull, UK',
    'Team Lead, Night Operations · May 2016 - May 2019',
    'Harbour Stores, Hull, UK',
    'Forklift Operator · January 2014 - April 2016',
    'Maple Retail Group, York, UK',
    '## Education',
    'Diploma in Logistics Management',
    'York College, York, UK · May 2015',
  ].join('\n');

  it('gives every title the employer printed under it, and the first its employer after the open date', () => {
    expect(jobs(cv)).toEqual([
      ['Director of the Regional Freight Depot', 'Northgate Logistics', 'March 2023', 'present'],
      ['Shift Supervisor', 'Riverside Freight Ltd', 'June 2019', 'February 2023'],
      ['Team Lead, Night Operations', 'Harbour Stores', 'May 2016', 'May 2019'],
      ['Forklift Operator', 'Maple Retail Group', 'January 2014', 'April 2016'],
    ]);
  });

  it('still reads each employer above its title where the section opens on an employer', () => {
    const employerFirst = [
      '# Jordan Vale',
      '## Experience',
      'Northgate Logistics',
      'Shift Supervisor · June 2019 - February 2023',
      'Riverside Freight Ltd',
      'Forklift Operator · January 2014 - April 2016',
    ].join('\n');
    expect(jobs(employerFirst).map(([title, organisation]) => [title, organisation])).toEqual([
      ['Shift Supervisor', 'Northgate Logistics'],
      ['Forklift Operator', 'Riverside Freight Ltd'],
    ]);
  });
});

describe('titles of trades and services', () => {
  it('reads a trade or a curator as the title, not as the employer', () => {
    const cv = [
      '# Sam Reed',
      '## Experience',
      'Line Cook · March 2021 - August 2023',
      'The Copper Kettle, Bath, UK',
      'Curator of Maps · May 2016 - February 2021',
      'County Record Office, Bath, UK',
    ].join('\n');
    expect(jobs(cv).map(([title, organisation]) => [title, organisation])).toEqual([
      ['Line Cook', 'The Copper Kettle'],
      ['Curator of Maps', 'County Record Office'],
    ]);
  });
});

describe('posts held at once', () => {
  it('asks no move between posts whose dates overlap, by month or by year', async () => {
    const { careerPairs } = await import('./cv-career-pairs.ts');
    const profile = readCvProfile(
      [
        '# Sam Reed',
        '## Experience',
        'Head Archivist · May 2024 - Present',
        'County Record Office, Bath, UK',
        'Digital Strategist · September 2022 - April 2024',
        'Westmark Library, Bath, UK',
        'Lecturer in History · January 2017 - March 2024',
        'Westmark University, Bath, UK',
        'Assistant Archivist · 2012 - 2016',
        'County Record Office, Bath, UK',
      ].join('\n'),
    );
    const moves = careerPairs(profile).map((pair) => pair.question);
    expect(moves.some((question) => question.includes('from Lecturer in History'))).toBe(false);
    expect(moves.some((question) => question.includes('from Digital Strategist'))).toBe(true);
  });
});

describe('moves across a career', () => {
  it('asks a move from the post that ended just before, never across a post begun between them', async () => {
    const { careerPairs } = await import('./cv-career-pairs.ts');
    const profile = readCvProfile(
      [
        '# Sam Reed',
        '## Experience',
        '06/2022 – Current Senior Archivist at Harbour Museum (Bath, UK)',
        '10/2021 – 09/2022 Visiting Archivist at Northfield University (Leeds, UK)',
        '01/2021 – 12/2023 Lecturer at Westmark College (Bath, UK)',
        '10/2019 – 12/2020 Research assistant with Rivers Project (Westmark College) on research project “Water and towns in the long run, a study of the region’s mills and weirs.”',
        '11/2016 – 05/2019 Records Clerk at County Record Office (Bath, UK)',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation])).toContainEqual([
      'Research assistant',
      'Rivers Project (Westmark College)',
    ]);
    const moves = careerPairs(profile).map((pair) => pair.question);
    expect(moves.some((question) => /from Research assistant .* to Lecturer/.test(question))).toBe(true);
    expect(moves.some((question) => /from Research assistant .* to Visiting Archivist/.test(question))).toBe(
      false,
    );
    expect(moves.some((question) => /from Records Clerk .* to Research assistant/.test(question))).toBe(true);
  });
});
