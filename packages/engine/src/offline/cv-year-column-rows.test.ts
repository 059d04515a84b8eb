import { describe, expect, it } from 'vitest';
import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { readCvProfile } from './cv-profile.ts';

describe("a year column's short ranges and supervisors (issue 13, round 16)", () => {
  it("writes '2015-18' as a range of years and '2016 – Fall' as a term, and leaves other numbers", () => {
    expect(withCompactDatesWritten('2015-18 Field assistant')).toBe('2015-2018 Field assistant');
    expect(withCompactDatesWritten('2016 – Fall Visiting researcher')).toBe('Fall 2016 Visiting researcher');
    expect(withCompactDatesWritten('Soil Letters, 2014-56, pp. 1346-56')).toBe(
      'Soil Letters, 2014-56, pp. 1346-56',
    );
    expect(withCompactDatesWritten('2019 - Spring Boot developer')).toBe('2019 - Spring Boot developer');
    expect(withCompactDatesWritten('Spring 2007 – Autumn 2012')).toBe('Spring 2007 – Autumn 2012');
  });

  it("reads 'Title (Employer) – Dr. Name' rows as jobs without the supervisor's names", () => {
    const profile = readCvProfile(
      [
        '## Kim Ode',
        '## Research and Work Experience',
        '2018-present Soil Ecologist (Westmark Soil Survey) – Dr.',
        'Ann Roe',
        'Mapped soil carbon across the western region.',
        '2013-17 Field technician (Eastfield Parks Board) – Ms. Jo Park and Dr.',
        'Bo Lee',
        'Sampled streams each spring and logged the counts.',
        '2016 – Fall Visiting researcher (Northfield Marine Centre) – Drs. Al Fox',
        'Modelled stream temperatures from ten years of survey data.',
        '2011-2013 Research assistant (Soil Carbon and Water Quality Assessment Section—',
        'Westmark Soil Survey) – Dr. Ann Roe',
        'Logged soil cores in the survey database.',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.end])).toEqual([
      ['Soil Ecologist', 'Westmark Soil Survey', '2018', 'present'],
      ['Field technician', 'Eastfield Parks Board', '2013', '2017'],
      ['Visiting researcher', 'Northfield Marine Centre', 'Fall 2016', 'Fall 2016'],
      ['Research assistant', 'Westmark Soil Survey', '2011', '2013'],
    ]);
  });
});

describe('a degree row among research experience (issue 13, round 16)', () => {
  it('asks no degree as a job, and keeps a doctoral candidate post', () => {
    const profile = readCvProfile(
      [
        '## Kim Ode',
        '## Education',
        '2012-2017 Ph.D, Ecology, Westmark University',
        '## Research and Work Experience',
        '2018-present Soil Ecologist (Westmark Soil Survey)',
        'Mapped soil carbon across the western region.',
        '2012 – 2017 Ecology PhD (Westmark University)',
        'Experience sampling streams and writing research proposals.',
        '2010 – 2012 PhD Candidate (Eastfield University)',
        'Logged soil cores in the survey database.',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => role.title)).toEqual(['Soil Ecologist', 'PhD Candidate']);
  });
});
