import { describe, expect, it } from 'vitest';
import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { readCvProfile } from './cv-profile.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe('compact dates', () => {
  it('writes a year / month date as month/year', () => {
    expect(withCompactDatesWritten('2019 / 04 - 2021 / 11')).toBe('04/2019 - 11/2021');
  });

  it('leaves an academic year alone', () => {
    expect(withCompactDatesWritten('Met the board on May 15 about it')).toBe(
      'Met the board on May 15 about it',
    );
    expect(withCompactDatesWritten('Tutor 2017/18')).toBe('Tutor 2017/18');
  });
});

describe('employer rows', () => {
  it('never takes a compact date range for the employer', () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Cloud Developer Mar 17 - NOW',
      'Harbour Freight',
      '- Ran the deploys.',
    ];
    expect(jobs(cv.join('\n'))).toEqual([['Cloud Developer', 'Harbour Freight', 'Mar 17', 'present']]);
  });

  it('reads a date heading an entry before its employer as the date', () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      '2019 / 04 - Harbour Freight',
      'Cloud Developer',
      '- Ran the deploys for the fleet team.',
    ];
    const [role] = readCvProfile(cv.join('\n')).roles;
    expect([role?.title, role?.organisation, role?.start]).toEqual([
      'Cloud Developer',
      'Harbour Freight',
      '04/2019',
    ]);
  });

  it("reads 'Title (Employer) dates' rows as jobs", () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Cloud Developer (Harbour Freight) 2019 - 2021',
      'Support Engineer (Northvale Systems) 2016 - 2019',
    ];
    expect(jobs(cv.join('\n'))).toEqual([
      ['Cloud Developer', 'Harbour Freight', '2019', '2021'],
      ['Support Engineer', 'Northvale Systems', '2016', '2019'],
    ]);
  });

  it("reads an employee's title in 'Title · Employer, dates' as the title", () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Lab Employee / Data Handling · Harbour Freight, 2012 - 2014',
    ];
    expect(jobs(cv.join('\n'))).toEqual([
      ['Lab Employee / Data Handling', 'Harbour Freight', '2012', '2014'],
    ]);
  });

  it('reads a duty run on after the dates, and a lower-case duty line above the next entry, as duties', () => {
    const cv = [
      '# Robin Vale',
      '## Experience',
      'Cloud Developer · Harbour Freight, 2019 - now Built the fleet portal with the ops team',
      'Kept the release notes and the deploy calendar',
      'Support Engineer · Northvale Systems, 2016 - 2019',
    ];
    const [newer, older] = readCvProfile(cv.join('\n')).roles;
    expect([newer?.title, newer?.organisation, newer?.details]).toEqual([
      'Cloud Developer',
      'Harbour Freight',
      ['Built the fleet portal with the ops team', 'Kept the release notes and the deploy calendar'],
    ]);
    expect([older?.title, older?.organisation]).toEqual(['Support Engineer', 'Northvale Systems']);
  });

  it('reads section names set after their blocks (rotated headings) as the headings of those blocks', () => {
    const cv = [
      '# Robin Vale',
      'Status: engineer',
      'Cloud Developer (Harbour Freight) · 2019 - now Built the fleet portal with the ops team',
      'Support Engineer (Northvale Systems) · 2016 - 2019 Answered the tickets of the night shift',
      '# Experience',
      'MSc Logistics (Delta University) · 2014 - 2016',
      '# Education',
      'www.robinvale.example',
    ];
    const profile = readCvProfile(cv.join('\n'));
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([
      ['Cloud Developer', 'Harbour Freight'],
      ['Support Engineer', 'Northvale Systems'],
    ]);
    expect(profile.education).toHaveLength(1);
  });
});
