import { describe, expect, it } from 'vitest';
import { withBulletRowsRead } from './cv-bullet-rows.ts';
import { adminPairs } from './cv-admin-pairs.ts';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';

// Issue 13, round 21: a two-column CV exported from Word for Microsoft 365, in Portuguese: 'TITLE • EMPLOYER •
// MM/YYYY – MM/YYYY' headings wrapped onto a second line, the two columns' headings side by side on one line, its
// studies under 'Escolaridade' as rows naming no degree. Made-up names.
const CV = [
  '## Beatriz Nogueira Lima',
  '## PRÊMIOS EM DESTAQUE EXPERIÊNCIA PROFISSIONAL',
  '## GERENTE DE VENDAS • NORTHWIND',
  '## ALIMENTOS • 03/2019 – 08/2021',
  '- Coordenei a equipe de vendas de quatro estados;',
  'ANALISTA DE MERCADO • BANCO SERRANO • 01/2016 – 02/2019',
  '- Elaborei relatórios mensais de crédito;',
  '## ESCOLARIDADE',
  '## ECONOMIA •02/2011 - 12/2015 •',
  '## UNIVERSIDADE FEDERAL DO PONTAL',
  '- Graduação com foco em finanças;',
].join('\n\n');

describe('bullet-separated rows of a two-column Word 365 CV (issue 13, round 21)', () => {
  it('joins a bullet row wrapped at the column edge and parts its fields', () => {
    expect(
      withBulletRowsRead([
        { text: 'GERENTE DE VENDAS • NORTHWIND', isBullet: false },
        { text: 'ALIMENTOS • 03/2019 – 08/2021', isBullet: false },
        { text: 'Coordenei a equipe', isBullet: true },
      ]).map((line) => line.text),
    ).toEqual(['GERENTE DE VENDAS · NORTHWIND ALIMENTOS · 03/2019 – 08/2021', 'Coordenei a equipe']);
  });

  it('leaves a whole row and the capitals line under it apart', () => {
    const lines = [
      { text: 'ANALISTA • BANCO SERRANO • 01/2016 – 02/2019', isBullet: false },
      { text: 'CURSOS', isBullet: false },
    ];
    expect(withBulletRowsRead(lines).map((line) => line.text)).toEqual([
      'ANALISTA · BANCO SERRANO · 01/2016 – 02/2019',
      'CURSOS',
    ]);
  });

  it('reads the right column heading of two headings set side by side', () => {
    expect(headingKind('PRÊMIOS EM DESTAQUE EXPERIÊNCIA PROFISSIONAL')).toBe('experience');
    expect(headingKind('Escolaridade')).toBe('education');
    expect(headingKind('PRÊMIOS EM DESTAQUE')).toBeNull();
  });

  it('reads the jobs and the studies, and never says the CV lacks them', () => {
    const profile = readCvProfile(CV);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.end])).toEqual([
      ['Gerente de Vendas', 'Northwind Alimentos', '03/2019', '08/2021'],
      ['Analista de Mercado', 'Banco Serrano', '01/2016', '02/2019'],
    ]);
    expect(profile.education).toEqual([
      { degree: null, field: 'Economia', institution: 'Universidade Federal do Pontal', year: '2015' },
    ]);
    const questions = adminPairs(profile).map((pair) => pair.question);
    expect(questions.join(' ')).not.toMatch(/does not (?:list a degree|give dated employment)/);
  });

  it('says a CV lacks a degree or dated jobs only where it names neither', () => {
    const withWords = readCvProfile(
      ['## Ana Roe', 'Bachelor of Arts, 2014', 'Shop Assistant, Kiosk Two, 2015 – 2018'].join('\n\n'),
    );
    expect(withWords.headedSections).toEqual({ education: true, experience: true });
    const bare = readCvProfile(['## Ana Roe', 'I like hiking and chess.'].join('\n\n'));
    expect(bare.headedSections).toEqual({ education: false, experience: false });
  });

  it('reads dated course rows by their course, never their bullets or fields', () => {
    const profile = readCvProfile(
      [
        '## Cursos relevantes',
        'ESTATÍSTICA COM PYTHON • INSTITUTO ALFA • 02/2021 – 04/2021',
        '- Aulas sobre regressão utilizando Python',
        'EXCEL AVANÇADO • BETA TREINAMENTOS • 10/2016',
        '- Aulas de Excel nível avançado;',
      ].join('\n\n'),
    );
    expect(profile.coursework).toEqual(['Estatística com Python', 'Excel Avançado']);
  });
});

// Issue 13, round 25: a resume builder's template printed by Chromium sets each job as 'Title · dates' over
// '### Employer • City, ST'; the employer's row was pasted into answers as a sentence. Made-up names.
describe("a builder's 'Employer • Place' row under a dated title (issue 13, round 25)", () => {
  const cv = [
    '# Dana Reyes',
    '## Experience',
    'Staff Engineer · Mar 2022 - Present',
    '### Lumen Labs • Austin, TX',
    '- Built the billing service used by 2M customers',
    'Backend Engineer · Jan 2019 - Feb 2022',
    '### Corvid Health • Denver, CO',
    '- Cut the claims queue from days to hours',
    '## Skills',
    'Go • Python • Kotlin',
  ].join('\n\n');

  it('reads the row as the employer and its place, never as a duty', () => {
    const { roles, skills } = readCvProfile(cv);
    expect(roles.map((role) => [role.title, role.organisation, role.start, role.details])).toEqual([
      ['Staff Engineer', 'Lumen Labs', 'Mar 2022', ['Built the billing service used by 2M customers']],
      ['Backend Engineer', 'Corvid Health', 'Jan 2019', ['Cut the claims queue from days to hours']],
    ]);
    expect(skills).toEqual(expect.arrayContaining(['Go', 'Python']));
  });

  it('leaves a bulleted list that ends on no place as it is', () => {
    const lines = [{ text: 'Turkish (native) • English (C1)', isBullet: false }];
    expect(withBulletRowsRead(lines).map((line) => line.text)).toEqual(['Turkish (native) • English (C1)']);
  });
});
