import { describe, expect, it } from 'vitest';
import { findSkills } from './skills.ts';

describe('findSkills', () => {
  it('finds named skills once, longest name first, in order of mention', () => {
    expect(
      findSkills('Spring Boot and Spring, SQL Server or MySQL; C++ and C#. More Java. Power BI.'),
    ).toEqual(['Spring Boot', 'Spring', 'SQL Server', 'MySQL', 'C++', 'C#', 'Java', 'Power BI']);
  });

  it('does not take everyday words for skills', () => {
    expect(
      findSkills('Go to market with R&D, word of mouth, a spring in your step and an excel-lent attitude'),
    ).toEqual([]);
  });
});
