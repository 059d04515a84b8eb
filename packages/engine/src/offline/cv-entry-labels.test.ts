import { describe, expect, it } from 'vitest';
import { isHighlightLine, withoutDurationLabel } from './cv-entry-labels.ts';

describe('withoutDurationLabel', () => {
  it('drops a duration label before dates, in the languages the reader knows', () => {
    expect(withoutDurationLabel('3 months: 01/2022 – 04/2022 · Leeds, UK')).toBe('01/2022 – 04/2022 · Leeds, UK');
    expect(withoutDurationLabel('4 mois : 02/2021 – 06/2021 · Nantes')).toBe('02/2021 – 06/2021 · Nantes');
    expect(withoutDurationLabel('8 meses: 01/2020 – 09/2020')).toBe('01/2020 – 09/2020');
  });

  it('keeps a figure the candidate states in a sentence', () => {
    expect(withoutDurationLabel('5 years of experience in sales')).toBe('5 years of experience in sales');
    expect(withoutDurationLabel('Led a team of 4 over 6 months: shipped on time')).toBe(
      'Led a team of 4 over 6 months: shipped on time',
    );
  });
});

describe('isHighlightLine', () => {
  it("reads a 'Highlight:' label in the languages the reader knows", () => {
    expect(isHighlightLine('Highlight: Python and Git.')).toBe(true);
    expect(isHighlightLine('Destaque: top 5% da turma.')).toBe(true);
    expect(isHighlightLine('Points forts : cours de recherche.')).toBe(true);
    expect(isHighlightLine('Highland Park High School')).toBe(false);
  });
});
