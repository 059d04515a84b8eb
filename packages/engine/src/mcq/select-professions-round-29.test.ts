import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings of round 29's professions (issue 13, pattern 5): a leaflet distributor, an administrative clerk, a
// communications lead. Each got only the generic groups, or no group of its own writing, before.

describe('selectMcqGroups: leaflet and free paper distributors', () => {
  it('asks a Japanese distributor of a free paper about the round, not freight or office work', () => {
    const groups = select(
      [
        '## 募集要項',
        '職種',
        '情報誌配布スタッフ',
        '仕事内容',
        '担当地区での情報誌の配布およびチラシの差込み',
      ],
      '情報誌配布スタッフ',
    );
    expect(groups).toEqual(['Leaflet and Free Paper Delivery']);
  });

  it('does so for a German leaflet distributor whose posting names no work in words of the bank', () => {
    expect(select(['# Prospektverteiler (m/w/d) in Teilzeit', 'Mindestalter 16 Jahre'])).toEqual([
      'Leaflet and Free Paper Delivery',
    ]);
  });
});

describe('selectMcqGroups: administrative clerks and communications leads by their titles', () => {
  it("asks a Hungarian administrative assistant's short posting about office administration", () => {
    expect(
      select(
        ['# Álláshirdetés', 'Adminisztratív munkakörbe keresünk munkatársat, angol nyelvtudással.'],
        'Adminisztratív asszisztens',
      ),
    ).toEqual(['Office Administration']);
  });

  it("finds the writing in a Spanish communications lead's editorial duties", () => {
    const groups = select(
      [
        '# Responsable de comunicación',
        '## Funciones',
        'Definir la línea editorial del boletín y de las redes sociales',
        'Coordinar la comunicación interna y externa',
      ],
      'Responsable de comunicación',
    );
    expect(groups).toContain('Writing, Editing and Translation');
  });
});

describe('selectMcqGroups: bookkeepers by their Polish, Hungarian, Russian and Ukrainian titles', () => {
  it('asks a Russian bookkeeper whose duties include paying wages about payroll beside accounting', () => {
    const groups = select(
      [
        '# Бухгалтер на участок',
        '## Обязанности',
        '- Ведение бухгалтерского учета в 1С',
        '- Начисление и выплата заработной платы сотрудникам',
        '- Сверка расчетов с поставщиками',
      ],
      'Бухгалтер',
    );
    expect(groups).toEqual(expect.arrayContaining(['Accounting', 'Payroll and Accounts Payable']));
  });

  it('reads the Polish and Hungarian titles as bookkeeping', () => {
    for (const title of ['Księgowa', 'Könyvelő'])
      expect(select(['Praca od zaraz, pełny etat.'], title)).toContain('Accounting');
  });
});
