import { describe, expect, it } from 'vitest';
import { findSkills } from '../text/skills.ts';
import { isContactBlockLine } from './contact-data.ts';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';

// Round 18 of issue 13: a CV with no experience heading, whose head holds the person's posts and a two-sided contact
// block, was read for jobs from its contact lines; its citations and award names gave skills.
describe("a CV's head block and the words that are no skills", () => {
  it('knows a contact block line: a labelled field, an office, a town with its postcode', () => {
    expect(isContactBlockLine('Northfield University   Phone: (555) 010-0199')).toBe(true);
    expect(isContactBlockLine('Leeds, LS2 9JT. Email: jo@example.org')).toBe(true);
    expect(isContactBlockLine('214 Maple Hall')).toBe(true);
    expect(isContactBlockLine('Springfield, IL 62704.')).toBe(true);
    expect(isContactBlockLine('Northfield University')).toBe(false);
    expect(isContactBlockLine('Assistant Professor of Geography')).toBe(false);
  });

  it('reads no job from the contact block of a CV without an experience heading, and its degrees as degrees', () => {
    const profile = readCvProfile(
      [
        '## Jo Marsh',
        'Assistant Professor of Geography',
        'Department of Geography',
        'Northfield University',
        '214 Maple Hall',
        'Northfield University   Phone: (555) 010-0199',
        'Springfield, IL 62704. Email: jo.marsh@example.org',
        '# DEGREES EARNED',
        '2019 PhD, Geography, University of Westmark',
        '2014 B.A., Geography, Eastfield College',
      ].join('\n'),
    );
    expect(profile.roles.some((role) => /Phone|Maple Hall/.test(JSON.stringify(role)))).toBe(false);
    expect(profile.roles.map((role) => role.organisation)).not.toContain('PhD');
    expect(profile.education.map((entry) => entry.degree)).toEqual(['PhD', 'B.A.']);
    expect(headingKind('DEGREES EARNED')).toBe('education');
  });

  it("takes no skill from a citation's editors, a middle initial, a term of the year or 'Word' in a title", () => {
    const profile = readCvProfile(
      [
        '## Jo Marsh',
        '## Experience',
        'Data Librarian · 2019 - 2023',
        'Northfield University, Springfield, IL',
        '- Built the catalogue exports in Python.',
        '## Awards',
        '2018 Harold R. Mills Award for Young Scholars',
        '## Teaching',
        'GEO 101: Maps and Places · Spring 2021',
        '## Publications',
        'Marsh, Jo. “Review of Rivers.” Ann Jenkins and Li Wu, eds. Westmark University Press, 2020.',
        '“The Word in the Margins.” Northfield Review 4 (2021): 1–9.',
      ].join('\n'),
    );
    expect(profile.skills).toEqual(['Python']);
    expect(findSkills('Reports in Word and Excel')).toContain('Word');
    expect(findSkills('Java, Spring and Hibernate')).toContain('Spring');
  });
});

describe('a degree with its award date told after it', () => {
  it("keeps 'Obtained: 15 May 2018' out of the degree's name and reads its year", () => {
    const profile = readCvProfile(
      [
        '# Jo Marsh',
        '## Education',
        '2014-2018 Ph.D. in Geography (Westmark University) Obtained: 15 May 2018',
      ].join('\n'),
    );
    expect(profile.education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['Ph.D. in Geography', 'Westmark University', '2018'],
    ]);
  });
});
