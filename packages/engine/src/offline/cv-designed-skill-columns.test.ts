import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { roleFromDraft } from './cv-role-from-draft.ts';
import { DEGREE, headingKind, TITLE_WORD } from './cv-vocabulary.ts';

// A designed CV read in drawing order: its section headings first, then its skills as headings of their own, its
// entries as 'YEARS : Title - Place' lines and its profile, all under the last heading.
const drawnInBoxes = [
  '# Lena Marsh',
  '## Skills Profile',
  '## Education',
  '## Experience',
  '## Web and mobile development',
  '### Kotlin',
  '### Ruby',
  '## CSS',
  '## Tools',
  'Docker',
  'MS Visual Studio',
  '2017 - 2020 : Bachelor in Applied Computing - Northgate Polytechnic',
  'Summer jobs 2015 - 2017 : Tour guide - Harbour Museum',
  '## PHP',
  '### Django',
  'I am a careful builder of small web services who enjoys clear code. I can gather needs, draw the models and write the tests, and I like to help the people I work with.',
  '## Languages',
  'English - Native',
].join('\n\n');

describe('designed CVs whose skills are headings and whose entries stand among the skills', () => {
  it('reads skill-name headings as skills, never as employers', () => {
    const profile = readCvProfile(
      [
        '# Lena Marsh',
        '## Education',
        '## Experience',
        '## Web development',
        '### Kotlin',
        '### Ruby',
        '## CSS',
        '### JavaScript',
        'Outils',
        '## Soft skills',
        'Docker',
      ].join('\n\n'),
    );
    const named = profile.roles.flatMap((role) => [role.title, role.organisation]);
    for (const skill of ['Kotlin', 'Ruby', 'CSS', 'JavaScript']) {
      expect(named).not.toContain(skill);
      expect(profile.skills).toContain(skill);
    }
  });

  it("reads 'YEARS : Title - Place' lines among the skills as the posts and degrees they name", () => {
    const profile = readCvProfile(drawnInBoxes);
    expect(profile.roles).toEqual([
      expect.objectContaining({
        title: 'Tour guide',
        organisation: 'Harbour Museum',
        start: '2015',
        end: '2017',
      }),
    ]);
    expect(profile.education).toEqual([
      expect.objectContaining({
        degree: 'Bachelor in Applied Computing',
        institution: 'Northgate Polytechnic',
        year: '2020',
      }),
    ]);
  });

  it('reads the profile paragraph among the skills as the summary', () => {
    expect(readCvProfile(drawnInBoxes).summary[0]).toMatch(/^I am a careful builder/);
  });

  it('keeps an employer that shares a tool name when its title or dates follow it', () => {
    const profile = readCvProfile(
      [
        '# Sam Reed',
        '## Experience',
        '### Oracle',
        'Database Engineer · 2019 - 2022',
        '- Tuned the billing queries.',
      ].join('\n\n'),
    );
    expect(profile.roles[0]).toMatchObject({ title: 'Database Engineer', organisation: 'Oracle' });
  });
});

describe('tool names and dates where a degree or an employer would stand', () => {
  it("reads 'MS' before a Microsoft tool as its maker, never a degree", () => {
    const profile = readCvProfile(
      ['# Kim Ode', 'Tools', 'MS Visual Studio 2019', 'MS Visual Basic (2015)'].join('\n\n'),
    );
    expect(profile.education).toEqual([]);
  });

  it('never takes a month and year line for an employer', () => {
    const details = ['Led the move of the ledger to a managed database.'];
    const certified = roleFromDraft({
      headers: ['Technical Associate (TA)', 'Mar 2021'],
      start: null,
      end: null,
      details,
    });
    expect(certified).toMatchObject({ title: 'Technical Associate (TA)', organisation: null });
    expect(roleFromDraft({ headers: ['Aug 2019'], start: null, end: null, details }).organisation).toBeNull();
  });
});

describe('the words such designed CVs name their entries and skills with', () => {
  it('knows Belgian and French degrees, guides as posts and a tools heading', () => {
    for (const degree of ['Bachelier en Droit', 'CESS', 'BTS Commerce international'])
      expect(DEGREE.test(degree)).toBe(true);
    for (const post of ['Guide touristique à Namur', 'Tour guide']) expect(TITLE_WORD.test(post)).toBe(true);
    expect(TITLE_WORD.test('Style guide for the web team')).toBe(false);
    expect(headingKind('Outils')).toBe('skills');
  });
});
