import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { DEGREE } from './cv-vocabulary.ts';

// A made-up CV from the 2020 Europass editor as its PDF is read: the page's section headings stacked first, the
// entries' dated texts, then their headings (title, employer) with the glyphs of their bullets.
const cv = [
  '# WORK EXPERIENCE',
  '# EDUCATION AND TRAINING',
  '# Mira Tolland',
  '# CONTACT',
  'mira@example.org',
  '## 01/03/2021 – CURRENT',
  'Keeping the build servers of the test lab running.',
  'Writing the release checklists.',
  'Brenfield, Ruritania',
  '02/2018 – 12/2020',
  'Tuning the search of the parts catalogue.',
  'Porto Ruri, Ruritania',
  '### Build Engineer',
  'Quellwerk Labs',
  '◦',
  '◦',
  '### Software Developer',
  'Harbourline Systems',
  '◦',
  '10/2020 – CURRENT – Brenfield, Ruritania',
  'Master of Science in Applied Computing',
  'University of Brenfield',
  '# LANGUAGE SKILLS',
  'English',
  '# PROJECTS',
  '# DIGITAL PROFILES',
  '## Parts Finder',
  'A search tool I wrote for a model railway club.',
].join('\n\n');

describe('entries whose headings are read after their dated texts (2020 Europass editor)', () => {
  it('reads each heading as the title and employer of its dated text, in order', () => {
    const roles = readCvProfile(cv).roles.map((role) => [
      role.title,
      role.organisation,
      role.start,
      role.end,
    ]);
    expect(roles).toEqual([
      ['Build Engineer', 'Quellwerk Labs', '03/2021', 'present'],
      ['Software Developer', 'Harbourline Systems', '02/2018', '12/2020'],
    ]);
    expect(readCvProfile(cv).roles[1]?.details).toEqual(['Tuning the search of the parts catalogue.']);
  });

  it('tells a degree under a dates row left open as under way', () => {
    expect(readCvProfile(cv).education).toEqual([
      {
        degree: 'Master of Science in Applied Computing',
        field: null,
        institution: 'University of Brenfield',
        year: 'since 2020',
      },
    ]);
  });

  it('leaves a CV whose headings come before their texts as it is', () => {
    const inOrder = cv.replace(/### Build Engineer\n\nQuellwerk Labs\n\n◦\n\n◦\n\n/, '');
    expect(readCvProfile(inOrder).roles.map((role) => role.title)).not.toContain('Build Engineer');
  });
});

describe('dates and words a CV reader must not misread', () => {
  it('reads a full date to its month, the day first unless the middle number is no month', () => {
    expect(withCompactDatesWritten('01/05/2020 – CURRENT')).toBe('05/2020 – CURRENT');
    expect(withCompactDatesWritten('05/31/2019 - 1/2/2021')).toBe('05/2019 - 02/2021');
  });

  it("reads 'MS' before a Microsoft product as the maker, not a degree", () => {
    expect(DEGREE.test('SQL / MS SQL / Postgresql')).toBe(false);
    expect(DEGREE.test('MS Office, MS Excel')).toBe(false);
    expect(DEGREE.test('MS in Statistics')).toBe(true);
    expect(DEGREE.test('Associate of Applied Science in Welding')).toBe(true);
  });

  it('takes no skill from an entry’s dates and place set among the skills', () => {
    const skills = readCvProfile(
      ['# Ana Pell', '## Skills', 'Python', '08/2014 – 06/2018 · Pune, Ruritania', 'Docker'].join('\n'),
    ).skills;
    expect(skills).toContain('Python');
    expect(skills).not.toContain('Pune');
    expect(skills).not.toContain('Ruritania');
  });
});

describe('a school row dated above its degree', () => {
  it('gives the degree its own year, not the next school row’s', () => {
    const education = readCvProfile(
      [
        '# Sam Rook',
        '## Education',
        'Lakeside State University, Brenfield, WI September 2019-May 2023',
        'Bachelor of Science in Chemistry, Minor in Biology GPA: 3.5',
        'Achievements: Dean’s List',
        'Northbay Technical College, Brenfield, WI September 2016-May 2018',
        'Associate of Applied Science in Lab Technology',
      ].join('\n'),
    ).education;
    expect(education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['Bachelor of Science in Chemistry', 'Lakeside State University', '2023'],
      ['Associate of Applied Science in Lab Technology', 'Northbay Technical College', '2018'],
    ]);
  });
});
