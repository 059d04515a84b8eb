import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// Issue 13, round 25: a teacher's 'TEACHING EXPERIENCE' section of 'SCHOOL, Subject · (years)' rows, after the awards.
const CV = [
  '## MARGOT L. PEREDA',
  'Salem, OR 97301',
  '## EDUCATION',
  'M.A., Curriculum Studies, Harbor State University, Salem, OR 2012',
  '## AWARDS',
  '2014-Teacher of the Year, Marion County',
  '## TEACHING EXPERIENCE',
  'CASCADE ONLINE ACADEMY, Science Department Lead (2019-Present)',
  'RIVERBEND ACADEMY, Biology and Chemistry · (2015-2019)',
  'WILLAMETTE COMMUNITY COLLEGE, Study Skills and Lab Safety for New Students,',
  'Learning Centre Tutor · (2012–2015)',
  'SHEPHERD’S SCHOOL, General Science · (2009 –2012)',
  'Middle School Teacher',
].join('\n\n');

describe("teaching sections of 'School, Subject (years)' rows (issue 13, round 25)", () => {
  it('reads each row as a post at its school, with its years and the subject taught there', () => {
    const roles = readCvProfile(CV).roles.map((role) => [
      role.title,
      role.organisation,
      role.start,
      role.end,
      role.details,
    ]);
    expect(roles).toEqual([
      ['Science Department Lead', 'Cascade Online Academy', '2019', 'present', []],
      [null, 'Riverbend Academy', '2015', '2019', ['Taught Biology and Chemistry.']],
      [
        'Learning Centre Tutor',
        'Willamette Community College',
        '2012',
        '2015',
        ['Taught Study Skills and Lab Safety for New Students.'],
      ],
      ['Middle School Teacher', 'Shepherd’s School', '2009', '2012', ['Taught General Science.']],
    ]);
  });

  it('asks about the posts, never for a list of employers the CV already gives', () => {
    const result = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01T00:00:00Z') });
    expect(result.qa_pairs.map((pair) => pair.answer).join(' ')).toContain(
      'I worked at Riverbend Academy from 2015 to 2019. I taught Biology and Chemistry.',
    );
    expect(result.qa_admin_pairs.map((pair) => pair.question).join(' ')).not.toMatch(/list your employers/);
  });

  it('reads such a row as teaching only under a teaching heading: elsewhere its second field may be a unit', () => {
    const profile = readCvProfile(
      ['## Experience', 'NORTHGATE UNIVERSITY, Department of Physics · (2015-2018)'].join('\n\n'),
    );
    expect(profile.roles.flatMap((role) => role.details)).toEqual([]);
  });
});
