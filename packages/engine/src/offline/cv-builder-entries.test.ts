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

  it("reads a school leaver's trial apprenticeships and volunteer posts; languages and pastimes are no schools", () => {
    const cv = [
      '# Lebenslauf',
      '## Schulbildung',
      '2019-2024 · Gymnasium Seefeld',
      '## Praktika / Schnupperlehren',
      '2023 · Schnupperlehre bei der Stadtgärtnerei Wil (2 Tage)',
      '2022 · Schnupperlehre bei Holzbau Meier AG, Uster (3 Tage)',
      '## Ehrenamtliche Tätigkeiten',
      'Seit 2021 · Gruppenleiterin bei Jungwacht Blauring',
      '## Sprachkenntnisse',
      'Französisch · Grundkenntnisse',
      '2023 Goethe-Zertifikat B2',
      '## Freizeit Interessen',
      'Klettern, Kochen, Zeit mit der Familie',
    ].join('\n\n');
    const profile = readCvProfile(cv);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start]).sort()).toEqual([
      ['Gruppenleiterin', 'Jungwacht Blauring', '2021'],
      ['Schnupperlehre', 'Holzbau Meier AG, Uster', '2022'],
      ['Schnupperlehre', 'Stadtgärtnerei Wil', '2023'],
    ]);
    expect(profile.education.map((entry) => entry.institution)).not.toContain(
      'Klettern, Kochen, Zeit mit der Familie',
    );
    expect(profile.education.map((entry) => entry.degree)).not.toContain('Goethe-Zertifikat B2');
  });

  it('never reads a design’s contact heading, in any language, as an employer of the lines under it', () => {
    for (const heading of ['¡Hablemos!', 'Kontakt', 'Get in touch', 'Contacto']) {
      const cv = [
        '# Marta Ejemplo',
        '## Experiencia laboral',
        `## ${heading}`,
        'Atención al público en sala y préstamo.',
        'Correo: marta@example.org',
        '2021 Certificado en Catalogación',
      ].join('\n\n');
      expect(readCvProfile(cv).roles.map((role) => role.organisation)).toEqual([]);
    }
  });

  it('never reads an icon font’s glyphs, extracted as single letters, as an entry’s text', () => {
    const cv = [
      '# Experience',
      '## Draughtswoman',
      '### Quarry Row Studio',
      '05/2019 - Present Leeds',
      'Schools (new build)',
      '## Site Assistant',
      '### Fenwick & Hale',
      '01/2016 - 04/2019 York',
      'Clinics (refurbishment)',
      'E q s',
      '# P M n',
    ].join('\n\n');
    const details = readCvProfile(cv).roles.flatMap((role) => role.details);
    expect(details).not.toContain('E q s');
    expect(details).not.toContain('P M n');
  });
});
