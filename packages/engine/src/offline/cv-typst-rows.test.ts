import { describe, expect, it } from 'vitest';
import { cleanText } from '../documents/blocks.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { holdsPlaceholder } from './placeholder-text.ts';

// Typst templates (issue 13, round 12): each entry is two rows of two fields, the second right-aligned, which the
// reader parts with ' · ': 'Title · dates' and 'Employer · place', in either order.
const TWO_ROW_CV = [
  '# Mara Quill',
  '',
  'Leeds, UK | mara@example.org',
  '',
  '## Experience',
  '',
  'Harbour Analyst · 2019 - Present',
  '',
  'Saltmarsh Logistics · Bristol, UK',
  '',
  '- Built the weekly freight forecast for four depots',
  '- Cut reporting time in half by automating the ledger export',
  '',
  'Tags Tableau Airflow Snowflake',
  '',
  'Dream Weaver and Chief Tinkerer · 2016 - 2019',
  '',
  'Kelpie Works · The Cloud',
  '',
  '- Designed the loom control software used across three mills',
  '- Can you then suppose that the looms ran themselves?',
  '',
  'Gull Hotel · Whitby, UK',
  '',
  'Night Receptionist · Summer 2015',
  '',
  '- Kept the guest ledger and the night safe',
  '- Porter of the Season (2015-2016)',
  '',
  'Acme Labs · 2012 - 2014',
  '',
  'Junior Analyst · York, UK',
  '',
  '- Sorted the sample archive by tide and season',
  '',
  '## Projects & Associations',
  '',
  'Volunteer Coordinator · 2013 - 2014',
  '',
  'Sea Scouts · Whitby, UK',
  '',
  '- Ran the summer sailing weeks for 60 scouts',
  '',
  '## Education',
  '',
  '### Northbridge University · Leeds, United Kingdom',
  '',
  'Bachelor of Science in Physics · Sep 2012 - Jun 2016',
  '',
  '- Honors: first-class, with the physics prize',
  '- Courses: Optics, Wave Mechanics, Fluid Dynamics',
  '',
  '### Saltmarsh College · Hull, United Kingdom',
  '',
  'Bachelor of Science in Physics · Sep 2012 - Jun 2016',
  '',
  '- Honors: exchange year, with the sailing club',
  '',
  'Masters of Oceanography · 2016 - 2017',
  '',
  'Northbridge University, Leeds · UK',
  '',
  '## Projects',
  '',
  '### Tide Table',
  '',
  'Northbridge University · Jan 2015 - May 2015',
  '',
  '- Wrote a tide prediction app that reached 3,000 sailors in 3 months',
  '',
  'Kite Club Regatta · Jan 2017 - Present',
  '',
  '- Organized the junior regatta, with 40 boats each summer',
  '',
  '## Research & Publications',
  '',
  'Wave heights in shallow estuaries',
  '',
  '## Skills, Languages, Interests',
  '',
  'Tech Stack Tableau | Python | PostgreSQL',
  '',
  'Personal Interests Sailing | Chess',
  '',
  'Mara Quill · Curriculum vitae',
].join('\n');

describe('Typst two-row entries (issue 13, round 12)', () => {
  it('reads the Unicode hyphen and the non-breaking hyphen as hyphens', () => {
    expect(cleanText('Harbour Analyst · 2018 \u2011 2020')).toBe('Harbour Analyst · 2018 - 2020');
    expect(cleanText('data\u2010driven')).toBe('data-driven');
    expect(cleanText('on-\u00AD\u2010campus')).toBe('on-campus');
  });

  it('takes the dated row as the title and the other row as the employer, its place left out', () => {
    const { roles } = readCvProfile(TWO_ROW_CV);
    // A dated row that names no title is left untitled; where only the other row names one, the rows are swapped.
    expect(roles.map((role) => [role.title, role.organisation, role.start, role.end])).toEqual([
      ['Harbour Analyst', 'Saltmarsh Logistics', '2019', 'present'],
      [null, 'Kelpie Works', '2016', '2019'],
      ['Night Receptionist', 'Gull Hotel', 'Summer 2015', 'Summer 2015'],
      ['Junior Analyst', 'Acme Labs', '2012', '2014'],
      // A template's 'Projects & Associations' section lists volunteer roles.
      ['Volunteer Coordinator', 'Sea Scouts', '2013', '2014'],
    ]);
    // A tag line under a job's duties is no employer; a bullet with dates in it is no role (it is a detail of the
    // entry above); a question is no duty.
    expect(roles[1]?.details).toEqual(['Designed the loom control software used across three mills']);
    expect(roles[2]?.details).toContain('Porter of the Season (2015-2016)');
    expect(JSON.stringify(roles)).not.toMatch(/Tags/);
  });

  it('reads an entry row repeated under two schools, and a degree spelt with a plural', () => {
    const { education } = readCvProfile(TWO_ROW_CV);
    expect(education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Bachelor of Science in Physics', 'Northbridge University'],
      ['Bachelor of Science in Physics', 'Saltmarsh College'],
      ['Masters of Oceanography', 'Northbridge University'],
    ]);
  });

  it("reads a project's 'School · dates' row as where and when, and a named dated row as a project", () => {
    const { projects } = readCvProfile(TWO_ROW_CV);
    expect(projects.map((project) => [project.name, project.at ?? null, project.year])).toEqual([
      ['Tide Table', 'Northbridge University', 'Jan 2015 – May 2015'],
      ['Kite Club Regatta', null, 'Jan 2017 – Present'],
    ]);
    // A result's time is a figure of the result, not a duration a reader adds up.
    expect(projects[0]?.details).toEqual(['Wrote a tide prediction app that reached 3,000 sailors in 3 months']);
  });

  it('reads combined section headings, skills row labels and a name footer as no entries', () => {
    const profile = readCvProfile(TWO_ROW_CV);
    expect(profile.certifications).toEqual([]);
    expect(profile.publications.map((entry) => entry.title)).toEqual(['Wave heights in shallow estuaries']);
    expect(profile.skills).toEqual(expect.arrayContaining(['Tableau', 'Python', 'PostgreSQL']));
    expect(profile.skills.join(' ')).not.toMatch(/Tech Stack|Sailing|Chess|Mara Quill|Curriculum/);
    const qa = generateCvQa({ cvMarkdown: TWO_ROW_CV });
    const told = JSON.stringify([...qa.qa_pairs, ...qa.qa_admin_pairs]);
    expect(told).not.toMatch(/ · |Research & Publications|Tags|looms ran themselves/);
  });

  it("reads the English filler templates use (Rackham's pleasure and pain) as a placeholder", () => {
    expect(
      holdsPlaceholder('- Nor again is there anyone who loves pain because it is pain, but who seeks pleasure'),
    ).toBe(true);
    expect(holdsPlaceholder('- Cut the pain of month-end reporting for the finance team')).toBe(false);
  });
});
