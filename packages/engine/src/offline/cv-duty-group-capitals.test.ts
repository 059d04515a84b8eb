import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13, round 25: a job's duties grouped under small headings in capitals inside the one position. Whether the
// first group's name stands on a line of its own, is run onto the job's row or onto the first duty, every group is a
// group of that job's duties, never a job of its own. Made-up names.
const jobs = (first: string[]) =>
  readCvProfile(
    [
      '# Lena Holt',
      '## Experience',
      ...first,
      '- Ran the weekly supplier reviews.',
      'TEAM DEVELOPMENT',
      '- Coached six shift leads.',
      'Corvel Retail · Store Supervisor · Mar 2014 – Dec 2018',
      '- Opened the store each morning.',
    ].join('\n\n'),
  ).roles.map((role) => [role.title, role.organisation, role.details]);

const READ = [
  [
    'Operations Manager',
    'Brightwell Foods',
    [
      'Led the move of two packing lines to a new site.',
      'Ran the weekly supplier reviews.',
      'Coached six shift leads.',
    ],
  ],
  ['Store Supervisor', 'Corvel Retail', ['Opened the store each morning.']],
];

describe('duty groups in capitals inside one position (issue 13, round 25)', () => {
  it('reads a group name on its own line under the job row as the first group, not a job', () => {
    expect(
      jobs([
        'Brightwell Foods · Operations Manager · Jan 2019 – Present',
        'PROCESS IMPROVEMENT',
        '- Led the move of two packing lines to a new site.',
      ]),
    ).toEqual(READ);
  });

  it('drops a group name run onto the first duty', () => {
    expect(
      jobs([
        'Brightwell Foods · Operations Manager · Jan 2019 – Present',
        '- PROCESS IMPROVEMENT Led the move of two packing lines to a new site.',
      ]),
    ).toEqual(READ);
  });

  it('keeps a title in capitals under a row that names no title as the title', () => {
    const roles = readCvProfile(
      [
        '# Lena Holt',
        '## Experience',
        'Brightwell Foods · Jan 2019 – Present',
        'OPERATIONS MANAGER',
        '- Led the move of two packing lines to a new site.',
      ].join('\n\n'),
    ).roles;
    expect(roles).toHaveLength(1);
    expect(roles[0]?.title).toMatch(/operations manager/i);
  });
});
