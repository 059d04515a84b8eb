import { describe, expect, it } from 'vitest';
import { isEmployerName } from './cv-employer-words.ts';
import { readCvProfile } from './cv-profile.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe("what is no post among a CV's appointments (round 21's Word CVs)", () => {
  it("reads a council or senate seat as service, never a post, and a department's chair as a post", () => {
    const markdown = [
      '# Ana Roe',
      '## Academic Appointments',
      '2019-present: Professor – Dept. of Botany, Ridgeway University',
      '2022-2025: Elected member, Harbour College Senate, Ridgeway University',
      '2016-2018: Vice-Chair – Faculty Council, Ridgeway University',
      '2015-2016: President – Graduate Assembly of Harbour College',
      '2014-2016: Department Chair - Dept. of Botany, Ridgeway University',
      '2010-2019: Lecturer – Dept. of Botany, Ridgeway University',
    ].join('\n');
    expect(jobs(markdown)).toEqual([
      ['Professor', 'Ridgeway University', '2019', 'present'],
      ['Department Chair', 'Ridgeway University', '2014', '2016'],
      ['Lecturer', 'Ridgeway University', '2010', '2019'],
    ]);
  });

  it('keeps a club member with the work told under it', () => {
    const markdown = [
      '# Ana Roe',
      '## Experience',
      'Member · Riverside Debating Society · 2021 - Present',
      '- Organised weekly debates for forty students.',
    ].join('\n');
    expect(jobs(markdown).map(([title]) => title)).toEqual(['Member']);
  });

  it('takes no stray mark, year, generic word, label or course code for an employer', () => {
    for (const text of [
      '.',
      '2016.',
      'University',
      'Work',
      'College Level',
      'Invited participant: the Water Forum',
    ])
      expect(isEmployerName(text)).toBe(false);
    expect(isEmployerName('HIST 210 Modern Europe')).toBe(false);
    for (const text of ['Acme Ltd', 'University of Leeds', 'Work & Co', 'The Congress of Peru'])
      expect(isEmployerName(text)).toBe(true);
  });

  it('reads a course taught among the posts as neither a post nor a project', () => {
    const profile = readCvProfile(
      [
        '# Ana Roe',
        '## Teaching Experience',
        '- HIST 210 Modern Europe · Spring 2020',
        'Ridgeway University',
        '## Work Experience',
        'Archivist · 2018 - 2021',
        'Harbour Museum, Leith',
      ].join('\n'),
    );
    expect(profile.projects).toEqual([]);
    expect(profile.roles.map((role) => role.organisation)).not.toContain('HIST 210 Modern Europe');
  });

  it("parts 'Title - Institution' at its dash, the place after it no employer", () => {
    const markdown = [
      '# Ana Roe',
      '## Other Appointments',
      'Visiting Fellow - Northern University Institute, Turin, Italy, Spring 2010',
    ].join('\n');
    expect(jobs(markdown)).toEqual([
      ['Visiting Fellow', 'Northern University Institute', 'Spring 2010', 'Spring 2010'],
    ]);
  });
});
