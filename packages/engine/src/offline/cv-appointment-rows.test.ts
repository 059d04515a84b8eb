import { describe, expect, it } from 'vitest';
import { linesOf } from './cv-lines.ts';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe("academic CVs' appointment rows (round 21's Word CVs)", () => {
  it("reads a 'Position' heading as the work history, never as a template's unfilled field", () => {
    expect(headingKind('Position')).toBe('experience');
    expect(
      linesOf('## Position\n\n2019 – Present Lecturer, Northfield University').map((line) => line.text),
    ).toEqual(['Position', '2019 – Present Lecturer, Northfield University']);
  });

  it('joins a left label wrapped onto two rows into the heading it spells', () => {
    const texts = linesOf(['Work · Northgate Mills · 2012', '', 'Experience · Shift Planner'].join('\n')).map(
      (line) => line.text,
    );
    expect(texts).toEqual(['Work Experience', 'Northgate Mills · 2012', 'Shift Planner']);
    // A label that is a heading alone is parted as it was.
    expect(linesOf('Education · BSc Geology, Lakeside University').map((line) => line.text)[0]).toBe(
      'Education',
    );
  });

  it("reads 'YYYY-YYYY: Title – Unit, Institution' rows without the colon, the institution as employer", () => {
    const markdown = [
      '# Ana Roe',
      '## Academic Appointments',
      '2021-present: Senior Lecturer – Dept. of Geology, Lakeside University',
      '2015-2021: Lecturer – Dept. of Geology, Lakeside University',
      '## Other Appointments and Service',
      'Director – Coastal Outreach Programme, 2020-present.',
    ].join('\n');
    // The group's heading is no employer of the row above it; the full stop after the dates none of the row under it.
    expect(jobs(markdown).sort()).toEqual([
      ['Director – Coastal Outreach Programme', null, '2020', 'present'],
      ['Lecturer', 'Lakeside University', '2015', '2021'],
      ['Senior Lecturer', 'Lakeside University', '2021', 'present'],
    ]);
  });

  it('takes the institution a chain of units ends on, not a piece of a unit cut at its comma', () => {
    const markdown = [
      '# Ana Roe',
      '## Positions',
      '2020 – Present Lecturer, School of Law, Arts, and Letters; affiliate, Harbour Studies Centre, Ridgeway University',
      '2014 – 2020 Research Fellow at the Centre for Tides, Currents and Waves, Ridgeway University (formerly the Tidal Institute)',
    ].join('\n');
    expect(jobs(markdown)).toEqual([
      ['Lecturer', 'Ridgeway University', '2020', 'present'],
      ['Research Fellow', 'Ridgeway University', '2014', '2020'],
    ]);
  });

  it("reads 'Professor Name, Employer' under a post as its supervisor and employer, never as its title", () => {
    const markdown = [
      '# Ana Roe',
      '## Research Experience',
      'Research Assistant · 2019-2020',
      'Professor Lena Marsh. Westmark University.',
      'Assist studies on harbour trade',
      'Research Assistant · 2016- 2018',
      'Tidewater Policy Institute, Porto',
    ].join('\n');
    expect(jobs(markdown)).toEqual([
      ['Research Assistant', 'Westmark University', '2019', '2020'],
      ['Research Assistant', 'Tidewater Policy Institute', '2016', '2018'],
    ]);
    expect(readCvProfile(markdown).roles[0]?.details).toEqual(['Assist studies on harbour trade']);
  });

  it("ends a post's lines at a one-line entry of the list ('Mentor, Body, 2015, 2016.')", () => {
    const markdown = [
      '# Ana Roe',
      '## Appointments',
      '2019-present: Professor – Dept. of Botany, Ridgeway University',
      '## Other Professional Appointments and Activities',
      'Member, Executive Committee of the Botanical Society (BSX), 2024-present.',
      'Director – Harbour Science Outreach, 2022-present.',
      'Mentor, Early Career Breakfasts for Young Chemists, 2015, 2016.',
      'Mentor. Alumni mentoring workshop. Leith, 2016.',
      'Co-Organizer, Tidewater Workshop on Estuaries (various places before',
      'spring meetings), 2013 to present.',
      '## Experience',
      'Billing Analyst · 2016 - 2019',
      'Acme Freight, Leith',
      '- Led the migration of billing to the new ledger, finished in 2019.',
    ].join('\n');
    const roles = readCvProfile(markdown).roles;
    expect(roles.find((role) => role.title?.startsWith('Director'))?.details).toEqual([]);
    expect(roles.find((role) => role.title === 'Mentor')?.details).toEqual([]);
    expect(roles.find((role) => role.title === 'Billing Analyst')?.details).toEqual([
      'Led the migration of billing to the new ledger, finished in 2019.',
    ]);
  });
});
