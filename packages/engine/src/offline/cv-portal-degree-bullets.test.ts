import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// A made-up job-portal CV (round 24's kind): its degree sentences set as list items under their level, then a
// label for the other certificates.
const portalCv = [
  '## Work Experience',
  'Ridge Analytics as Data Science Lead',
  'Mar 2018 to Till Date',
  '## Education',
  '- UG: B.Sc (Physics) from Lake College, Pune in 2010',
  '- PG: M.Sc (Physics) from Hill University in 2012',
  '- Post PG: Ph.D/Doctorate (Optics) from RGU, University. in 2018',
  '- Other Qualifications/Certifications/Programs:',
  'Online Deep Learning Specialization',
  'Lean Six Sigma Green Belt',
].join('\n\n');

describe('job-portal degree sentences set as list items (round 24)', () => {
  it('reads each level as a degree, and the certificates label as none', () => {
    const education = readCvProfile(portalCv).education;
    expect(education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['B.Sc', 'Lake College', '2010'],
      ['M.Sc', 'Hill University', '2012'],
      ['Ph.D/Doctorate', 'RGU, University', '2018'],
    ]);
    expect(JSON.stringify(education)).not.toContain('Qualifications');
  });
});
