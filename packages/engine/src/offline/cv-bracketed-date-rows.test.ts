import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const CV = [
  '# Rosa Ortega',
  'Tucson, AZ | rosa@example.org',
  '## Work Experience',
  'Social Worker (March 2021 - May 2023) Escuela Rural San Marcos, Tarija, Bolivia',
  'Ran family visits and wrote case reports for the school board.',
  'Trainee - Public Health (January 2019 - June 2019) · Secretaría de',
  '### Salud Pública, Bolivia',
  'Planned vaccination days in three districts.',
  'Lab Assistant (August 2017 - December 2018) Universidad Andina del Sur',
  'Scored memory tests for a study of bilingual children.',
].join('\n');

describe("rows 'Title (Month YYYY - Month YYYY) Employer, Town, Country' (issue 13, round 22)", () => {
  it('reads the title before the bracketed dates and the employer after them, without its place', () => {
    const roles = readCvProfile(CV).roles.map((role) => [
      role.title,
      role.organisation,
      role.start,
      role.end,
    ]);
    expect(roles).toEqual([
      ['Social Worker', 'Escuela Rural San Marcos', 'March 2021', 'May 2023'],
      ['Trainee - Public Health', 'Secretaría de Salud Pública', 'January 2019', 'June 2019'],
      ['Lab Assistant', 'Universidad Andina del Sur', 'August 2017', 'December 2018'],
    ]);
  });
});
