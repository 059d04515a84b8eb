import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings of round 29's kind: a Russian accountant's vacancy and a Ukrainian production operator's agency ad,
// whose lines no keyword read (both were given the generic groups).
const GENERIC = ['Communication', 'Problem Solving', 'Teamwork'];

describe('selectMcqGroups: Russian and Ukrainian postings (round 29)', () => {
  it("tests an accountant's Russian duties on accounting", () => {
    const groups = select(
      [
        '## Обязанности',
        '- Ведение бухгалтерского учёта в 1С',
        '- Подготовка отчётности для главного бухгалтера',
        '## Требования',
        '- Опыт работы бухгалтером от 2 лет',
      ],
      'Бухгалтер',
    );
    expect(groups).toContain('Accounting');
    for (const generic of GENERIC) expect(groups).not.toContain(generic);
  });

  it("tests a production operator's Ukrainian duties on running the line and checking its parts", () => {
    const groups = select(
      ['задачі', 'обслуговування виробничих машин', 'контроль якості готових деталей', 'пакування продукції'],
      'Оператор виробництва',
    );
    expect(groups).toEqual(['Production Line Operation and Quality Checks']);
  });
});
