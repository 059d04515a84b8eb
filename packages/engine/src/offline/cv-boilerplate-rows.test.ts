import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { readCvProfile } from './cv-profile.ts';
import { roleFromDraft } from './cv-role-from-draft.ts';

// Issue 13, round 26: a LaTeX boilerplate filled with a historical person. Jobs as 'YEARS · Employer' rows (an en or
// an em dash) over the title as a heading and the town on a line of its own; a self-employment word where the
// employer stands; studies as 'YEAR · Subject' rows over the school and its town; certificates behind a status
// column run onto one line. Made-up person, places and names.
const CV = [
  '# Anna Kessler',
  'Lindenweg 4',
  '## Previous Experience',
  '1880–1891 · Selbstständig',
  '### Freie Kartografin',
  'Zermatt',
  '1871—1880 · Landesamt Bern',
  '### Vermessungsgehilfin',
  'Bern',
  '1866–1870 · Druckerei Holm',
  '### Setzerin',
  'Lauterbrunnen',
  '## Education',
  '1865 · Geodesy',
  'Polytechnikum Ostheim, Ostheim',
  '1861 · Abitur',
  'Klosterschule Tal, Tal',
  '## Certifications',
  'current · Alpine Survey Licence current · Triangulation Practice Certificate',
].join('\n\n');

describe('a boilerplate CV of dated employer rows and year-and-subject rows (issue 13, round 26)', () => {
  it("reads each job's dates, employer and title, the town under the title no job or project", () => {
    const profile = readCvProfile(CV);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.end])).toEqual([
      ['Freie Kartografin', null, '1880', '1891'],
      ['Vermessungsgehilfin', 'Landesamt Bern', '1871', '1880'],
      ['Setzerin', 'Druckerei Holm', '1866', '1870'],
    ]);
    expect(profile.projects).toEqual([]);
  });

  it('tells a self-employment word where the employer stands as working for oneself', () => {
    const [own] = readCvProfile(CV).roles;
    expect(own?.selfEmployed).toBe(true);
    const qa = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01T00:00:00Z') });
    const text = JSON.stringify(qa);
    expect(text).not.toMatch(/at Selbstständig|joined Selbstständig/);
    expect(text).toContain('Freie Kartografin (self-employed)');
    expect(text).toContain('went self-employed as a Freie Kartografin');
  });

  it('reads the self-employment words of other languages, and a freelancer where no title is given', () => {
    const role = (title: string | null, organisation: string) =>
      roleFromDraft({
        headers: [title ?? '', organisation].filter(Boolean),
        named: { title, organisation },
        start: '2015',
        end: '2018',
        details: [],
      });
    for (const word of ['ZZP', 'Indépendant', 'Autónomo', 'freelance', 'Self-employed'])
      expect([
        role('Webontwikkelaar', word).organisation,
        role('Webontwikkelaar', word).selfEmployed,
      ]).toEqual([null, true]);
    expect([role(null, 'Freelance').title, role(null, 'Freelance').organisation]).toEqual([
      'Freelancer',
      null,
    ]);
  });

  it('reads a year-and-subject row over the school line as a study, the school-leaving exam as held', () => {
    expect(readCvProfile(CV).education).toEqual([
      { degree: null, field: 'Geodesy', institution: 'Polytechnikum Ostheim', year: '1865' },
      { degree: 'Abitur', field: null, institution: 'Klosterschule Tal', year: '1861' },
    ]);
  });

  it('parts certificates behind a status column run onto one line', () => {
    expect(readCvProfile(CV).certifications).toEqual([
      'Alpine Survey Licence',
      'Triangulation Practice Certificate',
    ]);
  });

  it('asks six pairs of a CV that dates its jobs and studies but describes none', () => {
    const qa = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01T00:00:00Z') });
    expect(qa.qa_pairs.length).toBeGreaterThanOrEqual(6);
  });
});
