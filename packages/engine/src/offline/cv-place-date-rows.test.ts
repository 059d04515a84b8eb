import { describe, expect, it } from 'vitest';
import { withDatePhrasesRead } from './cv-date-phrases.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { fromCapitals } from './cv-vocabulary.ts';

// Made-up CVs of one layout (round 15's Québec CV is of it): each entry a row 'Employer or School · date phrase', its
// title or degree in small capitals on the line below, the PDF giving small capitals as capitals.
const FRENCH_ROWS = [
  '# Léa Tremblay',
  '# EXPÉRIENCE',
  'NORDIA - SERVICES ET CONSEILS · Depuis Mars 2020',
  'ANALYSTE EN ASSURANCE QUALITÉ WEB',
  '- Jest, Postman, GitLab CI, Docker',
  'NORDIA - PROGRAMME DE MENTORAT · January 2021 - April 2021',
  'ACCUEIL DES NOUVEAUX EMPLOYÉS',
  '- Jira, Confluence',
  '# ÉDUCATION',
  'ETS (ÉCOLE DE TECHNOLOGIE SUPÉRIEURE) · Obtenu en Juin 2019',
  'BACCALAURÉAT EN GÉNIE LOGICIEL',
  '- Un programme de génie centré sur la conception de logiciels en Java et C++',
  'UNIVERSITÉ DE SHERBROOKE · Obtenu en Mai 2015',
  'BACCALAURÉAT EN BIOLOGIE',
  '- Un programme de biologie cellulaire et moléculaire',
].join('\n');

describe("rows of 'place · date' with the title or degree on the line below", () => {
  it("reads 'Depuis <month year>' as a current job's start", () => {
    const [current] = readCvProfile(FRENCH_ROWS).roles;
    expect(current).toMatchObject({
      organisation: 'Nordia - Services et Conseils',
      title: 'Analyste en Assurance Qualité Web',
      start: 'Mars 2020',
      isCurrent: true,
    });
  });

  it("pairs each school's dated row with the degree below it", () => {
    expect(readCvProfile(FRENCH_ROWS).education).toEqual([
      {
        degree: 'Baccalauréat en Génie Logiciel',
        field: null,
        institution: 'ETS (École de Technologie Supérieure)',
        year: '2019',
      },
      {
        degree: 'Baccalauréat en Biologie',
        field: null,
        institution: 'Université de Sherbrooke',
        year: '2015',
      },
    ]);
  });

  it('tells the current job in the present, and dates in French month names', () => {
    const qa = generateCvQa({ cvMarkdown: FRENCH_ROWS });
    const text = [
      ...qa.qa_pairs.map((pair) => pair.answer),
      ...qa.qa_admin_pairs.map((pair) => pair.question),
    ];
    expect(text.join('\n')).toContain('Je travaille comme Analyste en Assurance Qualité Web');
    expect(text.join('\n')).toContain('depuis mars 2020');
    expect(text.join('\n')).toContain('de janvier 2021 à avril 2021');
    expect(text.join('\n')).not.toMatch(/January|April|sans dates|Obtenu/);
  });
});

describe('date phrases', () => {
  it("reads 'since' in each language as an open range and 'obtained' as the date", () => {
    expect(withDatePhrasesRead('Acme · Since May 2020')).toBe('Acme · May 2020 – present');
    expect(withDatePhrasesRead('Acme · Desde marzo de 2019')).toBe('Acme · marzo de 2019 – present');
    expect(withDatePhrasesRead('Seit Mai 2018 | Acme GmbH')).toBe('Mai 2018 – present | Acme GmbH');
    expect(withDatePhrasesRead('Université Laval · Obtenu en Mai 2019')).toBe('Université Laval · Mai 2019');
    expect(withDatePhrasesRead('Universidad de Chile · Obtenido en 2016')).toBe(
      'Universidad de Chile · 2016',
    );
  });

  it('leaves a sentence that says since when alone', () => {
    const duty = 'Led the data team since 2019 and hired four analysts';
    expect(withDatePhrasesRead(duty)).toBe(duty);
  });
});

describe('capitals as a layout sets them', () => {
  it('writes French linking words and short everyday words in lower or title case', () => {
    expect(fromCapitals('TECHNICIEN EN RÉSEAUX WEB')).toBe('Technicien en Réseaux Web');
    expect(fromCapitals('UNIVERSITÉ DU QUÉBEC À RIMOUSKI')).toBe('Université du Québec à Rimouski');
  });

  it('keeps an acronym spelt out in the brackets after it, and only that', () => {
    expect(fromCapitals('UQAR (UNIVERSITÉ DU QUÉBEC À RIMOUSKI)')).toBe(
      'UQAR (Université du Québec à Rimouski)',
    );
    expect(fromCapitals('BACHELOR OF SCIENCE (HONOURS)')).toBe('Bachelor of Science (Honours)');
  });
});

describe('a bullet ending on a name with signs', () => {
  it("never runs the next row onto a line ending in 'C++'", () => {
    const cv = [
      '# Sam Roe',
      '# Education',
      'Lakeside University · 2019',
      'BACHELOR OF SCIENCE',
      '- Courses taught mostly in Java, C and C++',
      'Hillcrest College · 2015',
      'DIPLOMA IN CHEMISTRY',
    ].join('\n');
    expect(readCvProfile(cv).education.map((entry) => entry.institution)).toEqual([
      'Lakeside University',
      'Hillcrest College',
    ]);
  });
});
