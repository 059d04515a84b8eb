import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const cv = (lines: string[]): string => lines.join('\n\n');

describe('CVs written in French, Italian and German: titles, skills and profile (issue 13)', () => {
  it('reads a French CV’s titles (either gender) apart from their employers, and its skills', () => {
    const profile = readCvProfile(
      cv([
        '# Claire Martin',
        '## Expérience professionnelle',
        '## Chargée de communication | Agence Lumière',
        '04/2021 - 2024',
        '- Rédaction des communiqués de presse.',
        '## Conseiller clientèle | Banque du Rhône',
        '01/2018 - 03/2021',
        '- Suivi de deux cents clients particuliers.',
        '## Compétences',
        '- Canva',
        '- WordPress',
      ]),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([
      ['Chargée de communication', 'Agence Lumière'],
      ['Conseiller clientèle', 'Banque du Rhône'],
    ]);
    expect(profile.skills).toEqual(expect.arrayContaining(['Canva', 'WordPress']));
    expect(profile.hasSkillsSection).toBe(true);
  });

  it('reads a French or Italian profile section as the summary', () => {
    for (const heading of ['Profil', 'À propos de moi', 'Profilo professionale']) {
      const profile = readCvProfile(
        cv([
          '# Claire Martin',
          `## ${heading}`,
          'Chargée de communication depuis six ans, en agence puis chez un annonceur.',
          '## Compétences',
          '- Canva',
        ]),
      );
      expect(profile.summary.join(' ')).toContain('depuis six ans');
    }
  });

  it('reads an Italian CV’s titles and its skills', () => {
    const profile = readCvProfile(
      cv([
        '# Giulia Bianchi',
        '## Esperienza professionale',
        '## Impiegata amministrativa | Officine Riva',
        '09/2016 - 02/2020',
        '- Registrazione delle fatture e archiviazione dei documenti.',
        '## Competenze informatiche',
        '- Excel',
        '- Zucchetti',
      ]),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([
      ['Impiegata amministrativa', 'Officine Riva'],
    ]);
    expect(profile.skills).toEqual(expect.arrayContaining(['Excel', 'Zucchetti']));
    expect(profile.hasSkillsSection).toBe(true);
  });

  it('reads a French or Italian degree with its school', () => {
    for (const [line, school] of [
      ['Master en communication, Université de Lyon, 2017', 'Université de Lyon'],
      ['Laurea in Economia, Università di Torino, 2016', 'Università di Torino'],
    ]) {
      const profile = readCvProfile(
        cv([
          '# Claire Martin',
          '## Experience',
          '## Chargée de communication | Agence Lumière',
          '04/2021 - 2024',
          '- Rédaction des communiqués de presse.',
          '## Education',
          line ?? '',
        ]),
      );
      expect(profile.education[0]?.institution).toBe(school);
    }
  });

  it('reads a German compound title', () => {
    const profile = readCvProfile(
      cv([
        '# Jonas Weber',
        '## Berufserfahrung',
        '## Projektleiter | Nordlicht GmbH',
        '03/2019 - 12/2023',
        '- Einführung eines neuen Ticketsystems für drei Standorte.',
        '## Kenntnisse',
        '- Jira',
      ]),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([
      ['Projektleiter', 'Nordlicht GmbH'],
    ]);
  });
});
