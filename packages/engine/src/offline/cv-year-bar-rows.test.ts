import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { readCvProfile } from './cv-profile.ts';

// Issue 13, after round 27: a Word CV whose work history is a list of 'YEARS | Title at employer' items, the
// employer often written after 'the' or a kind of place in lower case, one range with its hyphen against the first
// year. Made-up names.
const CV = [
  '## Summary',
  'Graduate looking for a first post in data analysis.',
  '## Work Experience',
  '- 2021 – now | Data analyst at Brightwave Logistics',
  '- 2019- 2021 | Public service employee at the municipality of Westmoor',
  '- 2017-2018 | Student assistant “Statistics I and II at the Northfield College',
  '- 2014 – 2016 | Dish washer at restaurant ‘t Hoekje',
  '## Education',
  '- 2019 | Bachelor Statistics (Northfield College)',
].join('\n\n');

const jobs = (markdown: string) =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe("a work history of 'YEARS | Title at employer' list items (issue 13, after round 27)", () => {
  it('reads every item as a post of its own, its employer kept whole', () => {
    expect(jobs(CV)).toEqual([
      ['Data analyst', 'Brightwave Logistics', '2021', 'present'],
      ['Public service employee', 'the municipality of Westmoor', '2019', '2021'],
      ['Student assistant Statistics I and II', 'Northfield College', '2017', '2018'],
      ['Dish washer', 'restaurant ‘t Hoekje', '2014', '2016'],
    ]);
  });

  it('keeps the chain of units after a comma as it was read before', () => {
    const markdown = [
      '## Appointments',
      '2020 – present Lecturer at the School of Maps, Ridgeway University',
      '2014 – 2020 Research Fellow at the Centre for Tides, Currents and Waves, Ridgeway University',
    ].join('\n\n');
    expect(jobs(markdown).map(([title, organisation]) => [title, organisation])).toEqual([
      ['Lecturer', 'Ridgeway University'],
      ['Research Fellow', 'Ridgeway University'],
    ]);
  });

  it('asks about the posts it now reads, in the words of the CV', () => {
    const { qa_pairs } = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01T00:00:00Z') });
    const text = qa_pairs.map((pair) => `${pair.question} ${pair.answer}`).join('\n');
    expect(text).toContain('the municipality of Westmoor');
    expect(text).not.toContain('2019- 2021');
  });
});

describe('a post held, labelled over the subjects it covered (issue 13, after round 27)', () => {
  const markdown = [
    '## Experience',
    '## 2015-present Northfield College, School of Design, senior lecturer',
    'Lecturer in computing for non-specialists: Web technology, Databases, Programming in Python, Data visualisation',
    '## 2009-2014 Westmoor University, faculty of Computing, assistant professor.',
    'Examiner of the courses Databases and Web culture.',
  ].join('\n\n');

  it('keeps the line as the current post’s duty', () => {
    expect(readCvProfile(markdown).roles[0]?.details).toEqual([
      'Lecturer in computing for non-specialists: Web technology, Databases, Programming in Python, Data visualisation',
    ]);
  });

  it('still drops a list of tools under a label that names no post', () => {
    const tools = markdown.replace('Lecturer in computing for non-specialists', 'Tools of the trade');
    expect(readCvProfile(tools).roles[0]?.details).toEqual([]);
  });
});
