import { describe, expect, it } from 'vitest';
import { firstPerson } from './cv-first-person.ts';
import { readCvProfile } from './cv-profile.ts';

// Issue 13, round 29: an academic's CV (tex4ht from LaTeX) sets each entry's years on a line of their own above it
// ('Since 2019', '2018-2021', '2019-', '2017'), the post as a long line under them ('Full professor in …, at the Royal
// …'), its degrees under 'Merits' ('PhD degree in …'), and lists research projects, supervised students, talks and
// publications (each '(selection)') beside its appointments. The current post was lost, section names, students and
// publications were read as employers, and '2019-' ran into the post under it. Made-up CV.
const cv = [
  '### Ingrid Dahl',
  '# Curriculum',
  '## Merits',
  '2014',
  'PhD degree in Musicology, Northfield Academy of Music, Westlake University',
  '## Appointments',
  'Since 2020',
  'Full professor in composition, specialization in electronic music at the department of composition at the Royal Conservatory of Music, Bergholm',
  'Head of the electronic music studio.',
  '2017-2021',
  'Chairman of the research board at Royal Conservatory of Music, Bergholm',
  '2015-2020',
  'Associate professor Department of Composition, Royal Conservatory of Music, Bergholm',
  'Affiliations',
  'Nordic Academy of Music, Westlake University.',
  '## Ongoing research projects',
  '2021-',
  'Tape loops revisited: old machines for new music (funded by the Arts Council).',
  '## Supervised doctoral students',
  '2016-2022',
  'Lena Vik, composer, Bergholm',
  '## Publications (selection)',
  '2020',
  'I. Dahl and K. Berg. “Loops and listening”. In: Journal of Sound Studies 4 (2020)',
  '## Related Professional Experience (in selection)',
  '2019-',
  'Member of the board for the Nordic Sound Network',
  '2018',
  'Organizer of the Bergholm electronic music days',
].join('\n\n');

describe('an academic CV with the years above each entry', () => {
  const profile = readCvProfile(cv);

  it('reads each post with the years above it, the current one first, section by section', () => {
    expect(
      profile.roles.map(({ title, organisation, start, end }) => [title, organisation, start, end]),
    ).toEqual([
      ['Full professor in composition', 'Royal Conservatory of Music', '2020', 'present'],
      ['Chairman of the research board', 'Royal Conservatory of Music', '2017', '2021'],
      ['Associate professor', 'Royal Conservatory of Music', '2015', '2020'],
      ['Member of the board for the Nordic Sound Network', null, '2019', 'present'],
      ['Organizer of the Bergholm electronic music days', null, '2018', '2018'],
    ]);
  });

  it("tells a further post held beside the chair as the candidate's, and no school list as work", () => {
    expect(profile.roles[0]?.details).toEqual(['Head of the electronic music studio.']);
    expect(profile.roles.find((role) => role.start === '2015')?.details).toEqual([]);
    expect(firstPerson('Head of the electronic music studio.', true)).toBe(
      'I am head of the electronic music studio.',
    );
  });

  it('reads no project, student or publication as a post', () => {
    const named = profile.roles.flatMap((role) => [role.title, role.organisation, ...role.details]).join(' ');
    expect(named).not.toMatch(/Tape loops|Lena Vik|Loops and listening|Supervised/);
  });

  it('reads the degree from its line under the merits', () => {
    expect(profile.education).toEqual([
      { degree: 'PhD in Musicology', field: null, institution: 'Northfield Academy of Music', year: '2014' },
    ]);
  });
});
