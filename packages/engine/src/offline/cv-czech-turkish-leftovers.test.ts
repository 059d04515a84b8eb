import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { withoutSkillLevel } from './cv-skill-levels.ts';
import { spokenLanguagesOf } from './cv-spoken-languages.ts';
import { headingKind } from './cv-vocabulary.ts';

// Made-up CVs of the kinds round 30's Czech and Turkish CVs left over: a post held in two spells whose dates row holds
// both periods, which broke the next post (its title read as its employer); a skills list whose items are level
// phrases ('Pokročilý v Pythonu'); languages rows in Turkish and Czech that no question asked.

const heldTwice = (periods: string, months: string) =>
  [
    '# Petr Novák',
    '## Praxe',
    '## Servisní technik',
    'Firma: Alfa Stroje',
    `Období: ${periods}`,
    'Činnost: Montáž a seřízení strojů, opravy elektroniky',
    '## Konstrukce',
    'Firma: Alfa Stroje',
    `Období: ${months}`,
    'Činnost: Návrh dílů ve SolidWorks, výkresová dokumentace',
    '## Vzdělání',
    'SPŠ strojní Brno',
    'Období: 2019 - 2023',
  ].join('\n\n');

describe("Czech and Turkish CVs' leftovers (issue 13, round 30)", () => {
  it('reads a dates row of several periods as one post held in spells, and the next post whole', () => {
    const roles = (cv: string) =>
      readCvProfile(cv).roles.map((role) => [role.title, role.organisation, role.start, role.end]);
    expect(roles(heldTwice('červenec - srpen 2022, červenec - srpen 2023', 'březen - květen 2024'))).toEqual([
      ['Konstrukce', 'Alfa Stroje', 'březen 2024', 'květen 2024'],
      ['Servisní technik', 'Alfa Stroje', 'červenec 2022', 'srpen 2022'],
    ]);
    // The same in any language's dates: numeric months, parted by a semicolon.
    expect(roles(heldTwice('07/2022 - 08/2022; 07/2023 - 08/2023', '03/2024 - 05/2024'))).toEqual([
      ['Konstrukce', 'Alfa Stroje', '03/2024', '05/2024'],
      ['Servisní technik', 'Alfa Stroje', '07/2022', '08/2022'],
    ]);
  });

  it('takes the skill out of a level phrase around it, in Czech, Polish, Turkish and English', () => {
    expect(
      [
        'Pokročilý v Pythonu',
        'Základní znalost Excelu',
        'Zaawansowana znajomość Pythona',
        'İleri düzey Python',
        'Python (ileri düzey)',
        'Advanced in Java',
        'Basic knowledge of SQL',
        'Adobe Photoshop',
        'Advanced Excel',
      ].map(withoutSkillLevel),
    ).toEqual([
      'Python',
      'Excel',
      'Python',
      'Python',
      'Python',
      'Java',
      'SQL',
      'Adobe Photoshop',
      'Advanced Excel',
    ]);
    const cv = [
      '# Jana Malá',
      '## Dovednosti',
      'Pokročilý v Pythonu',
      'Základy v Excelu',
      'Laserové řezání',
    ].join('\n\n');
    expect(readCvProfile(cv).skills).toEqual(expect.arrayContaining(['Python', 'Excel']));
    expect(readCvProfile(cv).skills.join(' ')).not.toMatch(/Pokročilý|Základy/);
  });

  it('reads Turkish and Czech languages rows with their levels, a native language left out', () => {
    expect(
      spokenLanguagesOf([
        'İngilizce – iyi düzeyde okuma/yazma ve iyi düzeyde konuşma',
        'İspanyolca – giriş düzeyinde konuşma ve yazma',
        'Türkçe – anadil',
      ]),
    ).toEqual([
      'İngilizce (iyi düzeyde okuma/yazma ve iyi düzeyde konuşma)',
      'İspanyolca (giriş düzeyinde konuşma ve yazma)',
    ]);
    expect(spokenLanguagesOf(['Čeština (rodilý mluvčí)', 'Němčina (B1)', 'Angličtina – pokročilá'])).toEqual([
      'Němčina (B1)',
      'Angličtina (pokročilá)',
    ]);
    // A sentence that names a language is still no languages row.
    expect(
      spokenLanguagesOf(['İngilizce dersleri verdi ve orta düzey sınıfların programını hazırladı']),
    ).toEqual([]);
  });

  it('reads the Turkish languages and awards headings in capitals as the sections they are', () => {
    expect(['DİLLER', 'YABANCI DİLLER', 'ÖDÜLLER', 'Ödüller ve Başarılar'].map(headingKind)).toEqual([
      'other',
      'other',
      'other',
      'other',
    ]);
  });
});
