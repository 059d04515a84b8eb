import { describe, expect, it } from 'vitest';
import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { withLeadSubItemsJoined } from './cv-lead-sub-items.ts';
import { readCvProfile } from './cv-profile.ts';

// A made-up job-portal profile saved as Word (round 25's kind): 'Employer as Title' rows, one dated first with
// apostrophe years, a lead whose sub-items kept Word's 'o' glyph, and a degree sentence naming its subjects in brackets.
const portalCv = [
  '## Work Experience',
  'Riverbend Learning Centre as Music Teacher',
  'Mar 2019 to Till Date',
  '## Role',
  'Worked in close coordination with:',
  'o The head of year for weekly lesson plans',
  'o Choir Master for the spring concerts',
  'Prepared pupils for graded piano exams',
  "Feb'12 - Apr'14: Lakeside Grammar School as Assistant Teacher",
  '## Role',
  'Marked homework for three classes',
  '## Education',
  'UG: B.A (Music, History, Drama) from Westvale University in 2009',
].join('\n\n');

describe('job-portal profile rows (round 25 kinds)', () => {
  it("reads a row dated first with apostrophe years as 'Employer as Title' with its dates", () => {
    const roles = readCvProfile(portalCv).roles;
    expect(roles.map((role) => [role.title, role.organisation, role.start, role.end])).toEqual([
      ['Music Teacher', 'Riverbend Learning Centre', 'Mar 2019', 'present'],
      ['Assistant Teacher', 'Lakeside Grammar School', 'Feb 2012', 'Apr 2014'],
    ]);
    expect(withCompactDatesWritten("Sept '98 – Jun'03")).toBe('Sept 1998 – Jun 2003');
    expect(withCompactDatesWritten("the pupils' 12 pieces")).toBe("the pupils' 12 pieces");
  });

  it("reads a lead's 'o' sub-items that finish its sentence as one duty, never duties of their own", () => {
    const [current] = readCvProfile(portalCv).roles;
    expect(current?.details).toEqual([
      'Worked in close coordination with the head of year for weekly lesson plans and Choir Master for the spring concerts',
      'Prepared pupils for graded piano exams',
    ]);
  });

  it("joins sub-items run on the lead's own line, and leaves a label's sub-items items of their own", () => {
    const texts = (lines: string[]): string[] =>
      withLeadSubItemsJoined(lines.map((text) => ({ text, isBullet: false }))).map((line) => line.text);
    expect(
      texts(['Planned the open days alongside: o Parents o The school nurse', 'Ran the library']),
    ).toEqual(['Planned the open days alongside Parents and the school nurse', 'Ran the library']);
    const labelled = ['Key achievements:', 'o Raised the pass rate by a fifth', 'o Started a reading club'];
    expect(texts(labelled)).toEqual(labelled);
  });

  it('keeps the subjects a degree names in brackets whole, never an unclosed bracket', () => {
    const [degree] = readCvProfile(portalCv).education;
    expect([degree?.degree, degree?.field, degree?.institution, degree?.year]).toEqual([
      'B.A',
      'Music, History, Drama',
      'Westvale University',
      '2009',
    ]);
  });
});
