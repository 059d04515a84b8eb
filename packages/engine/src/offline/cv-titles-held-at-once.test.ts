import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

describe('a dated title over further titles, its institution and mentor (issue 13, round 16)', () => {
  it('reads one job per dated row, its employer from the place line under its titles', () => {
    const profile = readCvProfile(
      [
        '## Lee Hart',
        '## Research Experience and Employment',
        '2021 – present Research Associate with Founders Fellowship',
        'Overseas Research Fellow',
        'Research Associate',
        'Westmark University, Westmark, WA, U.S.',
        'Mentor: Ann Roe',
        '2015 – 2021 · Graduate Student Researcher',
        'Eastfield University, Eastfield, OR, U.S.',
        'Mentor: Bo Lee',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.details])).toEqual([
      ['Research Associate with Founders Fellowship', 'Westmark University', '2021', []],
      ['Graduate Student Researcher', 'Eastfield University', '2015', []],
    ]);
  });
});

describe('an address block beside a wrapped department name (issue 13, round 16)', () => {
  it("reads the town of the street address, not the department's wrapped end, as the location", () => {
    const profile = readCvProfile(
      [
        '## Lee Hart',
        'Home: · Research Associate',
        '12 Elm St. #4 · Department of Soil, Water and Plant',
        'Westmark, WA 98001 · Sciences, Westmark University',
        '## Education',
        '2010 – 2015 · PhD, Ecology',
      ].join('\n'),
    );
    expect(profile.location).toBe('Westmark, WA');
  });
});
