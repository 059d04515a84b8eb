import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';
import { rolesOf } from './test-cv-roles.ts';

// Issue 13, round 33: a Finnish student's CV page. Finnish section headings; 'Title, Employer, City | M/YYYY-M/YYYY'
// rows, a summer's months of one year ('6-8/2018'), a single month ('| 2/2017'); civilian service where a title
// stands; a university student's 'ylioppilas' degree under way ('2021-') with its programme under it, and the
// upper-secondary 'Ylioppilas' of a 'lukio' dated by its term ('kevät 2017'). Made-up names.
const CV = [
  '# Mikko Virtanen',
  'Etusivu',
  '## TYÖKOKEMUS',
  'Myyjä, Rautakauppa Koivisto Oy, Tampere | 3/2019-5/2021',
  'Palvelin asiakkaita ja hoidin kassaa. Tilasin tuotteita varastoon.',
  'Kesätyöntekijä, Tampereen kaupunki | 6-8/2018',
  'Hoidin puistoja ja leikkasin nurmikoita.',
  'Siviilipalvelus, Pirkanmaan Ensiapuyhdistys, Tampere | 9/2017-7/2018',
  'Avustin ensiapukursseilla ja järjestin varastoa.',
  'TET-harjoittelija, Kirjakauppa Sivu, Tampere | 2/2014',
  'Järjestin kirjahyllyjä.',
  '## KOULUTUS',
  'Kauppatieteiden ylioppilas, Tampereen yliopisto, 2021-',
  'Koulutusohjelma: laskentatoimi',
  'Ylioppilas, Hervannan lukio, Tampere, kevät 2017',
  '## KIELITAITO',
  'suomi: äidinkieli englanti: hyvä ruotsi: tyydyttävä',
  '## IT-taidot',
  '## Kielet',
  'Python',
  '## Ohjelmat',
  'Excel',
  '## HARRASTUKSET',
  'Suunnistus ja kuorolaulu',
].join('\n\n');

describe('Finnish CVs (issue 13, round 33)', () => {
  it.each([
    ['TYÖKOKEMUS', 'experience'],
    ['Työhistoria', 'experience'],
    ['KOULUTUS', 'education'],
    ['Opinnot', 'education'],
    ['IT-taidot', 'skills'],
    ['TAIDOT', 'skills'],
    ['Käyttöjärjestelmät', 'skills'],
    ['KIELITAITO', 'other'],
    ['Harrastukset', 'other'],
  ])('reads %s as a heading of %s', (heading, kind) => {
    expect(headingKind(heading)).toBe(kind);
  });

  it("reads 'Title, Employer | dates' rows, civilian service among them, with their month and year forms", () => {
    expect(rolesOf(CV)).toEqual([
      { title: 'Myyjä', organisation: 'Rautakauppa Koivisto Oy', start: '3/2019', end: '5/2021' },
      { title: 'Kesätyöntekijä', organisation: 'Tampereen kaupunki', start: '6/2018', end: '8/2018' },
      {
        title: 'Siviilipalvelus',
        organisation: 'Pirkanmaan Ensiapuyhdistys',
        start: '9/2017',
        end: '7/2018',
      },
      { title: 'TET-harjoittelija', organisation: 'Kirjakauppa Sivu', start: '2/2014', end: '2/2014' },
    ]);
  });

  it("tells a university's 'ylioppilas' as under way and a lukio's as held, never a language or pastime", () => {
    const profile = readCvProfile(CV);
    expect(profile.education).toEqual([
      {
        degree: 'Kauppatieteiden ylioppilas',
        field: 'laskentatoimi',
        institution: 'Tampereen yliopisto',
        year: 'since 2021',
      },
      { degree: 'Ylioppilas', field: null, institution: 'Hervannan lukio', year: '2017' },
    ]);
    expect(profile.skills).toEqual(expect.arrayContaining(['Python', 'Excel']));
    expect(profile.skills).not.toContain('Kielet');
  });

  it('asks six practice questions from its facts and checks the dated posts', () => {
    const qa = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01T00:00:00Z') });
    expect(qa.qa_pairs.length).toBeGreaterThanOrEqual(6);
    const text = JSON.stringify(qa);
    expect(text).toContain('Myyjä at Rautakauppa Koivisto Oy');
    expect(text).toContain('Siviilipalvelus at Pirkanmaan Ensiapuyhdistys');
    expect(text).not.toMatch(/does not give dated employment|Työkokemus|Kielitaito|Suunnistus/);
    const student = qa.qa_admin_pairs.find((pair) => pair.question.includes('Kauppatieteiden ylioppilas'));
    expect(student?.question).toMatch(/expect to complete/);
  });
});
