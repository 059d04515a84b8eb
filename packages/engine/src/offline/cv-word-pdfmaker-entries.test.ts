import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { adminPairs } from './cv-admin-pairs.ts';
import { educationSentence } from './cv-degree-phrases.ts';
import { withDegreesUnderWay } from './cv-degrees-under-way.ts';

// Issue 13, round 25: a Word CV printed by Acrobat PDFMaker. Its bullets keep Word's glyph after the list marker
// ('- · Led …'), a job's duties are grouped under headings without dates, the school is typed against the degree
// with a bare hyphen, and a degree is dated by an expected graduation long past. Made-up names.
const CV = [
  '# Kofi Mensah',
  '## Education',
  'Bachelor of Arts in Economics-Lakeshore State University, OH · Sept 2004- May 2008',
  'MSc Supply Chain – Northbridge College · Expected Graduation June 2016',
  '## Work Experience',
  '## Harbor Mutual · Claims Analyst · Jan 2019 – Present',
  '- · Reviewed claims reports for the regional office.',
  '## Claims Analyst Duties',
  '- · Trained new hires on the claims system.',
  '## Vendor Relations',
  '- · Negotiated rates with two repair networks.',
  '## Pine Freight · Data Clerk · Mar 2015 – Dec 2018',
  '- · Kept the shipment records.',
].join('\n\n');

describe('a Word CV printed by Acrobat PDFMaker (issue 13, round 25)', () => {
  const profile = readCvProfile(CV);

  it("reads headings between a dated job's bullets as groups of its duties, without Word's glyph", () => {
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.details])).toEqual([
      [
        'Claims Analyst',
        'Harbor Mutual',
        'Jan 2019',
        [
          'Reviewed claims reports for the regional office.',
          'Trained new hires on the claims system.',
          'Negotiated rates with two repair networks.',
        ],
      ],
      ['Data Clerk', 'Pine Freight', 'Mar 2015', ['Kept the shipment records.']],
    ]);
  });

  it('parts the degree from the school a bare hyphen is typed before', () => {
    expect(profile.education[0]).toMatchObject({
      degree: 'Bachelor of Arts in Economics',
      institution: 'Lakeshore State University',
    });
  });

  it('tells an expected graduation already past as expected then, never as to come', () => {
    const education = withDegreesUnderWay(profile.education, new Date('2026-09-01T00:00:00Z'));
    const msc = education.find((entry) => entry.degree?.startsWith('MSc'));
    expect(msc && educationSentence(msc)).toMatch(
      /^I studied for an MSc .*, with graduation expected in 2016\.$/,
    );
    const questions = adminPairs({ ...profile, education }).map((pair) => pair.question);
    expect(questions.join(' ')).toContain('with graduation expected in 2016. Did you complete it');
    expect(questions.join(' ')).not.toMatch(/expect to (?:complete|graduate)/);
  });

  it('keeps a year alone still to come in the year the CV is read as expected', () => {
    const entry = { degree: 'BSc', field: null, institution: null, year: 'expected 2026' };
    expect(withDegreesUnderWay([entry], new Date('2026-09-01T00:00:00Z'))).toEqual([entry]);
  });
});
