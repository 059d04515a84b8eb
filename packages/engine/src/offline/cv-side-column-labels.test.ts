import { describe, expect, it } from 'vitest';
import { isEntryLabelLine } from './cv-entry-labels.ts';
import { readCvProfile } from './cv-profile.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe('side-column entry labels', () => {
  it("reads a role's contract, length and status alone on a line as labels", () => {
    for (const label of ['CDD', 'CDI', 'Stage B2', 'Alternance', 'En cours', '3 ans', '6 mois'])
      expect(isEntryLabelLine(label)).toBe(true);
    for (const label of ['Full-time', 'Present', 'Befristet', '2 years'])
      expect(isEntryLabelLine(label)).toBe(true);
    expect(isEntryLabelLine('Stagiaire chez Orvalis')).toBe(false);
    expect(isEntryLabelLine('Cdiscount Logistique')).toBe(false);
  });

  it('dates each entry by the row above it and names its employer, not its labels', () => {
    const cv = [
      '# Lucie Ferrand',
      '## Expériences',
      '2019 – Aujourd’hui',
      'Mission Valbrume',
      '4 ans',
      'En cours',
      'Ingénieure logiciel · Orvalis Systèmes, Lyon, France',
      'Conception d’un moteur de règles pour la facturation des clients.',
      'Référente qualité de l’équipe depuis Juin 2021 :',
      '- Revue de code et tests',
      '- Accompagnement des nouveaux arrivants',
      '2017 – 2019',
      'CDD',
      '2 ans',
      'Développeuse web · Brasserie Numérique, Grenoble, France',
      '- Refonte du site de commande en ligne',
    ];
    expect(jobs(cv.join('\n'))).toEqual([
      ['Ingénieure logiciel', 'Orvalis Systèmes', '2019', 'present'],
      ['Développeuse web', 'Brasserie Numérique', '2017', '2019'],
    ]);
  });

  it('never reads a bullet glyph alone on its line as an employer', () => {
    const cv = [
      '# Lucie Ferrand',
      '## Expériences',
      '•',
      '•',
      '2018',
      'Refonte du portail de réservation pour les agences de la région.',
    ];
    expect(readCvProfile(cv.join('\n')).roles.map((role) => role.organisation)).not.toContain('•');
  });

  it('reads no degree nor year under a hobbies heading after the education', () => {
    for (const heading of ['Loisirs', 'Centres d’intérêt', 'Interessen', 'Hobbys']) {
      const cv = [
        '# Lucie Ferrand',
        '## Formation',
        '2015',
        'Master Informatique · Université de Lyon, France',
        `## ${heading}`,
        'Sport Randonnée et escalade (2010 – 2014)',
        'Musique Piano et guitare (example.org/lucie)',
      ];
      const education = readCvProfile(cv.join('\n')).education;
      expect(education.map((entry) => [entry.degree, entry.year])).toEqual([['Master Informatique', '2015']]);
    }
  });

  it("dates each degree of a timeline by the year on its own row, not the next entry's", () => {
    const cv = [
      '# Lucie Ferrand',
      '## Formation',
      '2021',
      'Master Informatique',
      'Lyon, France',
      '### Université de Lyon',
      '2019',
      'Diplôme universitaire de technologie',
      'Grenoble, France',
      '### Université Grenoble Alpes',
    ];
    const education = readCvProfile(cv.join('\n')).education;
    expect(education.map((entry) => [entry.degree, entry.year])).toEqual([
      ['Master Informatique', '2021'],
      ['Diplôme universitaire de technologie', '2019'],
    ]);
  });
});
