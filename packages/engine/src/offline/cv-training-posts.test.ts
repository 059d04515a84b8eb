import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Round 18 of issue 13: a physician's one-page CV lists its fellowship and residency as rows under 'EDUCATION &
// TRAINING' ('Programme | University | years'); the rows' bars stayed in the degrees and the name line was the place.
describe("a physician's training posts and ' | ' rows among the education", () => {
  const profile = readCvProfile(
    [
      '### Ann Roe, MD',
      'Cardiology Fellow',
      'Northfield University – Faculty of Medicine',
      'Website: https://annroe.example.org | Email: ann@example.org',
      '## EDUCATION & TRAINING',
      'MSc in Clinical Research | Northfield University | 2025 – Present',
      'Cardiology Fellowship | Northfield University Hospital | 2023 – Present',
      'Internal Medicine Residency | Westmark City Hospital | 2018 – 2022',
      'Doctor of Medicine (MD) | Northfield University | 2012 – 2018',
    ].join('\n'),
  );

  it('reads each dated training post as a job, the open one current', () => {
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.isCurrent])).toEqual([
      ['Cardiology Fellow', 'Northfield University Hospital', '2023', true],
      ['Internal Medicine Resident', 'Westmark City Hospital', '2018', false],
    ]);
  });

  it("keeps a row's bars out of the degree, and the name line out of the location", () => {
    expect(profile.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['MSc in Clinical Research', 'Northfield University'],
      ['Doctor of Medicine (MD)', 'Northfield University'],
    ]);
    expect(profile.location).toBeNull();
  });
});
