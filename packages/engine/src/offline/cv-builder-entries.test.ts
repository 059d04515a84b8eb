import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

describe('resume-builder CVs in German (Enhancv and similar): headings, entries, studies', () => {
  it('reads the German Europass headings a builder prints (plural experience, general and vocational education, digital skills)', () => {
    const cv = [
      '# HANNA BEISPIEL',
      '# BERUFSERFAHRUNGEN',
      '## Bauzeichnerin',
      '### Musterbau GmbH',
      '05/2019 - Present Ulm',
      '# DIGITALE KOMPETENZEN',
      '### Revit, Excel',
      '# ALLGEMEINE UND BERUFLICHE BILDUNG',
      '## Bachelor Bauingenieurwesen',
      '### Hochschule Ulm',
      '10/2014 - 03/2018',
      '## Chemiestudium',
      '### Universität Konstanz',
      '10/2012 - 09/2014',
    ].join('\n\n');
    const profile = readCvProfile(cv);
    expect(profile.headedSections.experience).toBe(true);
    // Studies listed under the education heading are no projects, and no employers either.
    expect(profile.projects.map((project) => project.name)).toEqual([]);
    expect(profile.roles.map((role) => role.organisation)).not.toContain('Chemiestudium');
    expect(profile.skills).toContain('Revit');
  });

  it('reads every entry set as a heading title over its employer and a dates line; a work-stage code is no post', () => {
    const cv = [
      '# Experience',
      '## Draughtswoman',
      '### Quarry Row Studio',
      '05/2019 - Present Leeds',
      'RIBA 2-4',
      'Schools (new build)',
      '## Site Assistant',
      'Fenwick & Hale',
      '01/2016 - 04/2019 York',
      'RIBA 5-6',
      'Clinics (refurbishment)',
    ].join('\n\n');
    const roles = readCvProfile(cv).roles.map((role) => [
      role.title,
      role.organisation,
      role.start,
      role.end,
    ]);
    expect(roles).toEqual([
      ['Draughtswoman', 'Quarry Row Studio', '05/2019', 'present'],
      ['Site Assistant', 'Fenwick & Hale', '01/2016', '04/2019'],
    ]);
  });
});
