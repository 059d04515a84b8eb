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
