import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13: an academic CV lists its assistantships under a heading of their own, one dated row each, after a list of
// trainings. The reader of sections knew no such heading and ran the rows into the trainings: the posts were lost and
// the CV gave too few practice pairs. Made-up CV.
const CV = [
  '# Ana Roe',
  'Lecturer in Human Geography',
  '## Education',
  '2019 PhD, Geography, Northfield University',
  '## Professional Training',
  '2018 Spatial Statistics Summer School. Westmark University, Leeds',
  '## Graduate Assistantships',
  '2016-2019 Research Assistant to Dr. Ben Hale, Northfield University',
  '2015 Teaching Assistant, Riverside College, Bath',
  '## Service',
  '2020-2021 Member, Graduate Admissions Committee',
].join('\n\n');

describe('an assistantships section of dated rows', () => {
  it('reads each row as a post held, and the service below it as no post', () => {
    expect(
      readCvProfile(CV)
        .roles.filter((role) => role.start)
        .map(({ title, organisation, start, end }) => [title, organisation, start, end]),
    ).toEqual([
      ['Research Assistant to Dr. Ben Hale', 'Northfield University', '2016', '2019'],
      ['Teaching Assistant', 'Riverside College', '2015', '2015'],
    ]);
  });
});
