import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { withSectionNamesBeforeTheirCards } from './cv-trailing-section-names.ts';

// A made-up designed CV as its PDF is read: each card's employer or school, its first-person text, then its post or
// course as a heading and its dates; each section's name after its cards; the name and headline at the foot.
const designed = [
  '## NORTHBAY COLLEGE',
  'This course gives me the grounding in statistics I lacked, and I apply it in my evening projects.',
  '## Data Analysis Certificate',
  'ongoing',
  '## RIVERSIDE SCHOOL',
  'I finished school with a project on tide tables that I still maintain.',
  '## Secondary School Diploma',
  '2012 - 2015',
  '## Education',
  '## LANTERN STUDIO',
  'My work included building landing pages and keeping the studio’s shop running on its content system.',
  '## Web Dev. Front-End',
  '2019 - 2021',
  '## ORCHARD SOFTWARE',
  'Today my main task is maintaining the invoicing module and fixing its reports for the finance team.',
  '## Junior Programmer',
  'at the moment',
  'I believe the best way to learn is to build things, and I publish what I build.',
  '## Personal Work',
  'at the moment',
  '## Experience',
  '## About me',
  '# Junior programmer',
  '# Ada Quill',
].join('\n\n');

describe('designed CVs whose cards set their text before their heading and their section names after them', () => {
  it('reads each card as its post, employer, dates and text, under its own section', () => {
    const profile = readCvProfile(designed);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.isCurrent])).toEqual([
      ['Junior Programmer', 'Orchard Software', null, true],
      ['Web Dev. Front-End', 'Lantern Studio', '2019', false],
    ]);
    expect(profile.roles[0]?.details).toEqual([
      'Today my main task is maintaining the invoicing module and fixing its reports for the finance team.',
    ]);
  });

  it('sets each section name before its cards and the head first', () => {
    const lines = withSectionNamesBeforeTheirCards(designed).split('\n\n');
    expect(lines.slice(0, 7)).toEqual([
      '# Junior programmer',
      '# Ada Quill',
      '## Education',
      '### Data Analysis Certificate',
      'NORTHBAY COLLEGE',
      'ongoing',
      'This course gives me the grounding in statistics I lacked, and I apply it in my evening projects.',
    ]);
    expect(lines.slice(11)).toEqual([
      '## Experience',
      '### Web Dev. Front-End',
      'LANTERN STUDIO',
      '2019 - 2021',
      'My work included building landing pages and keeping the studio’s shop running on its content system.',
      '### Junior Programmer',
      'ORCHARD SOFTWARE',
      'at the moment',
      'Today my main task is maintaining the invoicing module and fixing its reports for the finance team.',
      '## About me',
    ]);
  });

  it('leaves a CV whose headings come before their text as it is', () => {
    const ordinary = [
      '# Ada Quill',
      '## Experience',
      '## Orchard Software',
      'Today my main task is maintaining the invoicing module.',
      '## Junior Programmer',
      '2021 - 2023',
      '## Lantern Studio',
      'My work included building landing pages.',
      '## Web Developer',
      '2019 - 2021',
      '## Education',
      'BSc Computing, Northbay College, 2019',
    ].join('\n\n');
    expect(withSectionNamesBeforeTheirCards(ordinary)).toBe(ordinary);
  });
});
