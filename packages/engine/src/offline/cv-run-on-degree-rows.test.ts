import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13, round 25: two degree rows the reader ran into one line ('… Salem, OR 2011 B.A., History, …'), and the
// education and associate's degrees by their short forms ('M.Ed.', 'A.A.').
describe('degree rows run together (issue 13, round 25)', () => {
  it('parts them at the second degree after the first one’s year, the state code no degree', () => {
    const profile = readCvProfile(
      [
        '## EDUCATION',
        'M.Ed., Curriculum Design, Harbor State University, Salem, OR 2011 B.A., History, Pine Hill College, Bend, OR 2006',
        'A.A., General Studies, Coastal Community College, Newport, OR 2003',
      ].join('\n\n'),
    );
    expect(profile.education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['M.Ed.', 'Harbor State University', '2011'],
      ['B.A.', 'Pine Hill College', '2006'],
      ['A.A.', 'Coastal Community College', '2003'],
    ]);
  });
});
